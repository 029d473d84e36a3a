import { act, screen } from '@testing-library/react';
import { RequireAuth, SignedIn, SignedOut } from 'latchkey/react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness, eventually } from './harness';

const ui = (onUnauthenticated: () => void) => (
  <>
    <SignedIn>
      <p>members area</p>
    </SignedIn>
    <SignedOut>
      <p>please sign in</p>
    </SignedOut>
    <RequireAuth fallback={<p>checking…</p>} onUnauthenticated={onUnauthenticated}>
      <p>dashboard</p>
    </RequireAuth>
  </>
);

describe('gates', () => {
  it('show nothing but the fallback while the first check runs, then what fits the session', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const redirect = vi.fn();
    app.renderApp(ui(redirect));
    expect(screen.getByText('checking…')).toBeTruthy();
    expect(screen.queryByText('please sign in')).toBeNull();
    expect(screen.queryByText('members area')).toBeNull();

    await eventually(() => expect(screen.getByText('please sign in')).toBeTruthy());
    expect(screen.queryByText('dashboard')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);

    await act(() => app.client.loginUser({ email: user.email, password }));
    await eventually(() => expect(screen.getByText('dashboard')).toBeTruthy());
    expect(screen.getByText('members area')).toBeTruthy();
    expect(screen.queryByText('please sign in')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);

    await act(() => app.client.logoutUser());
    await eventually(() => expect(screen.getByText('checking…')).toBeTruthy());
    expect(redirect).toHaveBeenCalledTimes(2);
  });
});
