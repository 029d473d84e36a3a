import { useMutation } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { loginMutationOptions } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

/** The variables of every mutation in the QueryClient, as text. */
const storedVariables = (app: ReturnType<typeof createHarness>) =>
  JSON.stringify(
    app.queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state.variables),
  );

// Issue 23 (review): a factory used with plain useMutation left the password in the
// MutationCache while the call ran, then deleted it from the caller's own object.
describe('a mutation factory with plain useMutation', () => {
  it('keeps the password out of the cache while in flight, and leaves the caller’s object alone', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ password: 'factory in-flight pw' });
    const view = app.renderAuthHook(() => useMutation(loginMutationOptions(app.client)));
    const mine = { email: user.email, password };
    const login = app.network.hold('/users/login');
    await act(async () => {
      const pending = view.result.current.mutateAsync(mine);
      // At the service's door: in flight, where Devtools and persisters read the cache.
      await login.reached();
      expect(app.queryClient.isMutating()).toBe(1);
      expect(storedVariables(app)).toContain(user.email);
      expect(storedVariables(app)).not.toContain(password);
      expect(storedVariables(app)).not.toContain('"password"');
      login.release();
      await pending;
    });
    await eventually(() => expect(view.result.current.isSuccess).toBe(true));
    // Signed in with it: the call itself had the password.
    expect(app.client.getSession().user?.email).toBe(user.email);
    expect(storedVariables(app)).not.toContain(password);
    // The app's own object is its own.
    expect(mine).toEqual({ email: user.email, password });
  });
});
