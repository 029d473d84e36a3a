import { examples } from './examples.mjs';
import { exampleConfig } from './playwright-config';

// `npm run examples -- next-app-router` builds the app first, then runs this.
export default exampleConfig(examples['next-app-router']);
