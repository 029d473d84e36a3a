import { act } from '@testing-library/react';
import { useLogin } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';

// A call's own callbacks get what the app's onMutate returned, whichever queue (scope) the
// calls go through: the hook's own, or one the app sets.
describe('a call’s callbacks and onMutate', () => {
  it.each([
    ['the hook’s own scope', undefined],
    ['a scope the app sets', { id: 'app-login-queue' }],
  ])('get the onMutate result with %s', async (_, scope) => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const seen: unknown[] = [];
    const view = app.renderAuthHook(() =>
      useLogin({ onMutate: () => 'from onMutate', ...(scope ? { scope } : {}) }),
    );
    await act(async () => {
      await view.result.current.mutateAsync(
        { email: user.email, password },
        { onSuccess: (_data, _variables, onMutateResult) => seen.push(onMutateResult) },
      );
    });
    expect(seen).toEqual(['from onMutate']);
  });

  it('a call joined to one pending with the same variables gets its onMutate result too', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const seen: unknown[] = [];
    const view = app.renderAuthHook(() => useLogin({ onMutate: () => 'from onMutate' }));
    const held = app.network.hold('/users/login');
    await act(async () => {
      const record = {
        onSuccess: (_d: unknown, _v: unknown, result: unknown) => seen.push(result),
      };
      const first = view.result.current.mutateAsync({ email: user.email, password }, record);
      // A double click: the same variables, a new object.
      const second = view.result.current.mutateAsync({ email: user.email, password }, record);
      await held.reached();
      held.release();
      await Promise.all([first, second]);
    });
    expect(seen).toEqual(['from onMutate', 'from onMutate']);
  });
});
