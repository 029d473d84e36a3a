import { describe, expect, it } from 'vitest';
import { KEY, serviceFixture } from './service-fixture';

// A stolen cookie alone used to delete the account. Deleting with a session alone now needs a
// sign-in within the last 10 minutes; the app signs the user in again and retries.
const svc = serviceFixture();
const MINUTE = 60 * 1000;

describe('deleting an account with a session alone', () => {
  it('needs a sign-in within 10 minutes, else 403 reauthentication_required', async () => {
    const user = await svc.signup();
    svc.clock.now += 10 * MINUTE + 1000;
    const stale = await svc.call('DELETE', `/users/delete/${user.id}`, { session: user.session });
    expect(stale).toMatchObject({ status: 403, body: { error: 'reauthentication_required' } });
    // Nothing was deleted, and the session still opens.
    expect(await svc.sessionValid(user.session)).toBe(true);
    // Signed in again: a fresh session deletes.
    const fresh = await svc.login(user.email);
    const deleted = await svc.call('DELETE', `/users/delete/${user.id}`, { session: fresh });
    expect(deleted.status).toBe(200);
  });

  it('within 10 minutes of the sign-in, the session alone deletes', async () => {
    const user = await svc.signup();
    svc.clock.now += 9 * MINUTE;
    const answer = await svc.call('DELETE', `/users/delete/${user.id}`, { session: user.session });
    expect(answer.status).toBe(200);
  });

  it('the API key needs no recent sign-in', async () => {
    const user = await svc.signup();
    svc.clock.now += 60 * MINUTE;
    const answer = await svc.call('DELETE', `/users/delete/${user.id}`, {
      apiKey: KEY,
      session: user.session,
    });
    expect(answer.status).toBe(200);
  });
});
