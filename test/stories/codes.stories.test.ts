import { storyTests } from './run-stories';

// Codes, passwords and their messages in each look (run-stories.ts); rest.stories.test.ts takes
// every stories file not named in a group.
await storyTests(
  import.meta.glob([
    '../../stories/verify-email-form.stories.tsx',
    '../../stories/change-password-form.stories.tsx',
    '../../stories/delete-account-form.stories.tsx',
    '../../stories/email-verification-prompt.stories.tsx',
    '../../stories/password-strength.stories.tsx',
    '../../stories/error-summary.stories.tsx',
  ]),
);
