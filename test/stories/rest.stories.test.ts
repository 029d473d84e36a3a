import { expect, it } from 'vitest';
import { storyTests } from './run-stories';

// Every stories file the other groups do not name (the flows, gates, hooks and the shadcn
// section), in each look (run-stories.ts): a new stories file is tested here until a group
// names it. Keep the exclusions equal to the groups' lists: the test below checks it.
const rest = import.meta.glob([
  '../../stories/**/*.stories.tsx',
  // sign-in.stories.test.ts
  '!../../stories/login-form.stories.tsx',
  '!../../stories/signup-form.stories.tsx',
  '!../../stories/forgot-password-form.stories.tsx',
  '!../../stories/reset-password-form.stories.tsx',
  // codes.stories.test.ts
  '!../../stories/verify-email-form.stories.tsx',
  '!../../stories/change-password-form.stories.tsx',
  '!../../stories/delete-account-form.stories.tsx',
  '!../../stories/email-verification-prompt.stories.tsx',
  '!../../stories/password-strength.stories.tsx',
  '!../../stories/error-summary.stories.tsx',
  // account.stories.test.ts
  '!../../stories/account-settings.stories.tsx',
  '!../../stories/email-settings.stories.tsx',
  '!../../stories/profile-form.stories.tsx',
  '!../../stories/session-ended.stories.tsx',
  '!../../stories/session-panel.stories.tsx',
  '!../../stories/user-avatar.stories.tsx',
  '!../../stories/user-button.stories.tsx',
]);

await storyTests(rest);

/** The stories files each group test file names (read as text: nothing is run twice). */
const groups = import.meta.glob<string>(['./*.stories.test.ts', '!./rest.stories.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('runs every stories file in exactly one group', () => {
  const named = Object.values(groups).flatMap((source) =>
    [...source.matchAll(/'\.\.\/\.\.\/stories\/([^'*]+\.stories\.tsx)'/g)].map((m) => m[1]),
  );
  const all = Object.keys(import.meta.glob('../../stories/**/*.stories.tsx')).map((path) =>
    path.replace('../../stories/', ''),
  );
  const inRest = Object.keys(rest).map((path) => path.replace('../../stories/', ''));
  // Each file once: named by one group or left to this one, and nothing named twice.
  expect([...named, ...inRest].sort()).toEqual([...all].sort());
});
