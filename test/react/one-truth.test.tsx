import { QueryClient } from '@tanstack/react-query';
import { useSession } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

// The client's session is the one truth: nothing in the query cache is read as a session, so a
// cache restored or hydrated with another user's (an older version's key) changes nothing.

describe('no session in the query cache', () => {
  it("a cache hydrated with another user's session before the provider mounts is never read", async () => {
    const app = createHarness();
    const queryClient = new QueryClient();
    // What an older latchkey kept there, restored by a persister or a server's dehydrate.
    queryClient.setQueryData(['latchkey', 'session'], {
      status: 'authenticated',
      user: { id: 'someone-else', name: 'Mallory', email: 'mallory@example.com' },
      isOffline: false,
    });
    const view = app.renderAuthHook(() => useSession(), {
      queryClient,
      initialSession: { authenticated: false },
    });
    expect(view.result.current).toMatchObject({ status: 'unauthenticated', user: null });
    await app.settled();
    expect(view.result.current).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('a signed-in session leaves nothing in the cache: the user lives in the client alone', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = app.renderAuthHook(() => useSession(), { client: app.client });
    await eventually(() => expect(view.result.current.user?.id).toBe(user.id));
    await app.settled();
    const cached = JSON.stringify(
      app.queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state),
    );
    expect(cached).not.toContain(user.email);
  });
});
