import { act } from '@testing-library/react';
import { useSession } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

const sessionChecks = (app: ReturnType<typeof createHarness>) =>
  app.requests.filter((request) => request === 'GET /users/session').length;

const focus = () =>
  act(async () => {
    window.dispatchEvent(new Event('visibilitychange'));
  });

describe('AuthProvider options', () => {
  it('checks the session again when the window regains focus (default)', async () => {
    const app = createHarness();
    const view = app.renderAuthHook(() => useSession());
    await eventually(() => expect(view.result.current.status).toBe('unauthenticated'));
    app.clearRequests();
    await focus();
    await eventually(() => expect(sessionChecks(app)).toBe(1));
  });

  it('does not with refetchOnWindowFocus={false}', async () => {
    const app = createHarness();
    const view = app.renderAuthHook(() => useSession(), { refetchOnWindowFocus: false });
    await eventually(() => expect(view.result.current.status).toBe('unauthenticated'));
    app.clearRequests();
    await focus();
    await app.settled();
    expect(sessionChecks(app)).toBe(0);
  });

  it('checks every refetchInterval milliseconds, and never by default', async () => {
    const app = createHarness();
    const view = app.renderAuthHook(() => useSession(), { refetchInterval: 40 });
    await eventually(() => expect(view.result.current.status).toBe('unauthenticated'));
    app.clearRequests();
    await eventually(() => expect(sessionChecks(app)).toBeGreaterThanOrEqual(2));

    // Beside a ticking app, one without the option: while the other checks three times more
    // (its timers as late as this one's would be), this one checks none.
    const quiet = createHarness();
    const other = quiet.renderAuthHook(() => useSession(), { refetchOnWindowFocus: false });
    await eventually(() => expect(other.result.current.status).toBe('unauthenticated'));
    quiet.clearRequests();
    app.clearRequests();
    await eventually(() => expect(sessionChecks(app)).toBeGreaterThanOrEqual(3));
    await quiet.settled();
    expect(sessionChecks(quiet)).toBe(0);
  });
});
