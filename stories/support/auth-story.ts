import type { AuthUser } from 'latchkey';
import { createTestAuth, type TestAuth } from 'latchkey/testing';

/** A story's backend: latchkey/testing's in-browser reference service, with a movable clock. */
export interface AuthStory extends TestAuth {
  /** Moves the service's clock forward (to expire codes). */
  advanceClock(ms: number): void;
}

/** A story's `auth` parameter: how its service starts out (the faults and data it needs). */
export interface AuthStoryParameter {
  /** Runs before the story renders: seed users, sign in, pre-fill a rate limit, go offline. */
  setup?: (auth: AuthStory) => Promise<void> | void;
  /** The client has the app's public API key (password recovery needs it). Default true. */
  clientHasApiKey?: boolean;
}

/** Creates the story's service and runs its setup (a Storybook loader calls this). */
export async function createAuthStory(parameter: AuthStoryParameter = {}): Promise<AuthStory> {
  let offset = 0;
  const auth = createTestAuth({
    appId: 'demo-app',
    apiKey: 'demo-key',
    publicKeys: { 'demo-app': 'demo-public-key' },
    // The story's app is a browser app: it holds the public key (recovery only), as the demo does.
    clientHasApiKey: false,
    clientOptions: (parameter.clientHasApiKey ?? true) ? { apiKey: 'demo-public-key' } : {},
    now: () => Date.now() + offset,
  });
  const story: AuthStory = {
    ...auth,
    advanceClock(ms) {
      offset += ms;
    },
  };
  await parameter.setup?.(story);
  return story;
}

/** The password of every seeded user. */
export const seededPassword = 'correct-horse-1';

/** A seeded user, Ada, with the known password; `verified` marks her email verified. */
export const seedAda = (auth: AuthStory, verified = true) =>
  auth.createUser({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: seededPassword,
    verified,
  });

/** Seeds Ada and signs the story's client in as her. */
export async function signInAda(auth: AuthStory, verified = true): Promise<AuthUser> {
  await seedAda(auth, verified);
  return auth.signIn({ email: 'ada@example.com', password: seededPassword });
}

/** Fails Ada's login until the next try is over the limit (10 per email per 15 minutes). */
export async function exhaustLogins(auth: AuthStory) {
  const other = auth.createClient();
  for (let i = 0; i < 10; i++) {
    await other.loginUser({ email: 'ada@example.com', password: 'wrong-password' }).catch(() => {});
  }
}
