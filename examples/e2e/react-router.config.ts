import { examples } from './examples.mjs';
import { exampleConfig } from './playwright-config';

// `npm run examples -- react-router` builds the app first, then runs this.
export default exampleConfig(examples['react-router']);
