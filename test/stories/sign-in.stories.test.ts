import { storyTests } from './run-stories';

// The signed-out forms' stories in each look (run-stories.ts). The stories files are split over
// four test files of about the same length; rest.stories.test.ts takes every file not named here.
await storyTests(
  import.meta.glob([
    '../../stories/login-form.stories.tsx',
    '../../stories/signup-form.stories.tsx',
    '../../stories/forgot-password-form.stories.tsx',
    '../../stories/reset-password-form.stories.tsx',
  ]),
);
