import { storyTests } from './run-stories';

// The signed-in half's stories in each look (run-stories.ts); rest.stories.test.ts takes every
// stories file not named in a group.
await storyTests(
  import.meta.glob([
    '../../stories/account-settings.stories.tsx',
    '../../stories/email-settings.stories.tsx',
    '../../stories/profile-form.stories.tsx',
    '../../stories/session-ended.stories.tsx',
    '../../stories/session-panel.stories.tsx',
    '../../stories/user-avatar.stories.tsx',
    '../../stories/user-button.stories.tsx',
  ]),
);
