import { examples } from './examples.mjs';
import { exampleConfig } from './playwright-config';

// `npm run examples -- tanstack-start` builds the app first, then runs this.
export default exampleConfig(examples['tanstack-start']);
