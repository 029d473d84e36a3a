import { examples } from './examples.mjs';
import { exampleConfig } from './playwright-config';

// `npm run examples -- react-router` builds the app (React Router 8) first, then runs this.
export default exampleConfig(examples['react-router']);
