import { act, screen } from '@testing-library/react';
import { AuthLoaded, AuthLoading } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

const ui = (
  <>
    <AuthLoading>
      <p>checking the session</p>
    </AuthLoading>
    <AuthLoaded>
      <p>session known</p>
    </AuthLoaded>
  </>
);

describe('AuthLoading and AuthLoaded', () => {
  it('AuthLoading while the first check runs, then AuthLoaded, signed out or in', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    app.renderApp(ui);
    expect(screen.getByText('checking the session')).toBeTruthy();
    expect(screen.queryByText('session known')).toBeNull();

    await eventually(() => expect(screen.getByText('session known')).toBeTruthy());
    expect(screen.queryByText('checking the session')).toBeNull();

    // A later sign-in or sign-out is no first check: AuthLoaded stays.
    await act(() => app.client.loginUser({ email: user.email, password }));
    await app.settled();
    expect(screen.getByText('session known')).toBeTruthy();
    await act(() => app.client.logoutUser());
    await app.settled();
    expect(screen.getByText('session known')).toBeTruthy();
    expect(screen.queryByText('checking the session')).toBeNull();
  });

  it('a first check that cannot reach the service keeps loading (offline is not signed out), until the network is back', async () => {
    const app = createHarness();
    app.network.setOffline(true);
    app.renderApp(ui);
    expect(screen.getByText('checking the session')).toBeTruthy();
    await eventually(() => expect(app.client.getSession().offline).toBe(true));
    expect(screen.getByText('checking the session')).toBeTruthy();
    app.network.setOffline(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => expect(screen.getByText('session known')).toBeTruthy());
    expect(screen.queryByText('checking the session')).toBeNull();
  });

  it('with an initialSession, AuthLoaded from the first render', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    app.renderApp(ui, { initialSession: { authenticated: true, user } });
    expect(screen.getByText('session known')).toBeTruthy();
    expect(screen.queryByText('checking the session')).toBeNull();
  });
});
