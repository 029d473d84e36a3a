import { describe, expect, it } from 'vitest';
import { APP, KEY, serviceFixture } from './service-fixture';

const svc = serviceFixture();

const update = (
  id: string,
  body: Record<string, unknown>,
  auth: { session?: string; apiKey?: string },
) => svc.call('PUT', `/users/update/${id}`, { body, ...auth });

describe('role and isActive', () => {
  it('a session alone may not change them (403 insufficient_scope)', async () => {
    const user = await svc.signup({ role: 'member' }, APP, { apiKey: KEY });
    for (const change of [
      { role: 'admin' },
      { isActive: false },
      { isActive: true },
      { role: '' },
    ]) {
      const answer = await update(user.id, change, { session: user.session });
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.body.error).toBe('insufficient_scope');
    }
    const profile = await svc.call('POST', '/users/profile', {
      body: { userId: user.id },
      session: user.session,
    });
    expect(profile.body).toMatchObject({ role: 'member', isActive: null });
    // Sending back what is already there (a form that posts the whole record) changes nothing.
    const same = await update(
      user.id,
      { role: 'member', name: 'Renamed' },
      { session: user.session },
    );
    expect(same.status).toBe(200);
  });

  it('the API key may change them', async () => {
    const user = await svc.signup();
    const answer = await update(user.id, { role: 'admin', isActive: true }, { apiKey: KEY });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ role: 'admin', isActive: true });
  });

  it('disabling an account ends its sessions; the old one cannot turn it back on', async () => {
    const user = await svc.signup();
    const other = await svc.login(user.email);
    expect((await update(user.id, { isActive: false }, { apiKey: KEY })).status).toBe(200);
    expect(await svc.sessionValid(user.session)).toBe(false);
    expect(await svc.sessionValid(other)).toBe(false);
    const revived = await update(user.id, { isActive: true }, { session: user.session });
    expect(revived.status).toBe(401);
    const profile = await svc.call('POST', '/users/profile', {
      body: { userId: user.id },
      apiKey: KEY,
    });
    expect(profile.body.isActive).toBe(false);
  });
});
