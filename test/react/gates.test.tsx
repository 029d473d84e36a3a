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

    // The app's own sign-out on this page: its navigation after it decides, not the gate.
    await act(() => app.client.logoutUser());
    await eventually(() => expect(screen.getByText('checking…')).toBeTruthy());
    await app.settled();
    expect(redirect).toHaveBeenCalledTimes(1);

    // A session that ends otherwise (on the service, found by the next check) sends to sign-in.
    await act(() => app.client.loginUser({ email: user.email, password }));
    await eventually(() => expect(screen.getByText('dashboard')).toBeTruthy());
    await app.service.store.updateUser('test-app', user.id, {}, { endSessions: true });
    await act(() => app.client.checkUserSession());
    await eventually(() => expect(redirect).toHaveBeenCalledTimes(2));
  });
});
