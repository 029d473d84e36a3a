import { examples } from './examples.mjs';
import { exampleConfig } from './playwright-config';

// `npm run examples -- react-router-7` builds the app (React Router 7) first, then runs this.
export default exampleConfig(examples['react-router-7']);
