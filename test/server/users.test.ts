import { describe, expect, it } from 'vitest';
import { KEY, OTHER_KEY, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();

describe('getUser (API key only)', () => {
  it('answers the record by id or by username with the API key', async () => {
    const { id } = await svc.signup({ username: 'lovelace' });
    const byId = await svc.call('GET', `/users/app-1/user?id=${id}`, { apiKey: KEY });
    expect(byId).toMatchObject({ status: 200, body: { id, username: 'lovelace' } });
    const byName = await svc.call('GET', '/users/app-1/user?username=LOVELACE', { apiKey: KEY });
    expect(byName.body.id).toBe(id);
  });

  it('is 403 insufficient_scope with a session only, 401 with nothing', async () => {
    const { id, session } = await svc.signup();
    expect(await svc.call('GET', `/users/app-1/user?id=${id}`, { session })).toMatchObject({
      status: 403,
      body: { error: 'insufficient_scope' },
    });
    expect((await svc.call('GET', `/users/app-1/user?id=${id}`)).status).toBe(401);
  });

  it('is 400 with neither or both of id and username, 404 for nobody, 403 for another app in the path', async () => {
    const { id } = await svc.signup();
    expect((await svc.call('GET', '/users/app-1/user', { apiKey: KEY })).status).toBe(400);
    expect(
      (await svc.call('GET', `/users/app-1/user?id=${id}&username=x`, { apiKey: KEY })).status,
    ).toBe(400);
    expect((await svc.call('GET', '/users/app-1/user?id=nobody', { apiKey: KEY })).status).toBe(
      404,
    );
    expect((await svc.call('GET', `/users/app-2/user?id=${id}`, { apiKey: KEY })).status).toBe(403);
  });

  it('never finds a user of another app', async () => {
    const { id } = await svc.signup();
    const answer = await svc.call('GET', `/users/app-2/user?id=${id}`, {
      appId: 'app-2',
      apiKey: OTHER_KEY,
    });
    expect(answer.status).toBe(404);
  });
});

describe('getUserProfile', () => {
  it('a session reads its own profile, not another (403)', async () => {
    const me = await svc.signup();
    const other = await svc.signup();
    const own = await svc.call('POST', '/users/profile', {
      session: me.session,
      body: { userId: me.id },
    });
    expect(own).toMatchObject({ status: 200, body: { id: me.id, email: me.email } });
    const theirs = await svc.call('POST', '/users/profile', {
      session: me.session,
      body: { userId: other.id },
    });
    expect(theirs).toMatchObject({ status: 403, body: { error: 'insufficient_scope' } });
  });

  it('the API key reads any profile of the app; nothing at all is 401', async () => {
    const user = await svc.signup();
    expect(
      (await svc.call('POST', '/users/profile', { apiKey: KEY, body: { userId: user.id } })).status,
    ).toBe(200);
    expect((await svc.call('POST', '/users/profile', { body: { userId: user.id } })).status).toBe(
      401,
    );
  });
});

describe('updateUser', () => {
  it('changes only what is sent; null leaves a field as it was; documents are replaced whole', async () => {
    const user = await svc.signup({ username: 'before', phone: '123', settings: { a: 1, b: 2 } });
    const answer = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { appId: 'app-1', name: 'After', phone: null, username: undefined, settings: { c: 3 } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      name: 'After',
      username: 'before',
      phone: '123',
      settings: { c: 3 },
    });
    expect(await svc.sessionValid(user.session)).toBe(true);
  });

  it('changing the email marks it unverified and checks it is free', async () => {
    const taken = await svc.signup();
    const user = await svc.signup();
    const conflict = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { email: taken.email, currentPassword: PASSWORD },
    });
    expect(conflict).toMatchObject({
      status: 409,
      body: { error: 'conflict', fields: { email: 'Already taken' } },
    });
    const moved = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { email: `new-${user.email}`, currentPassword: PASSWORD },
    });
    expect(moved.body.user).toMatchObject({ email: `new-${user.email}`, emailVerified: false });
  });

  it('a session may update only its own user; the API key any; another appId in the body is 403', async () => {
    const me = await svc.signup();
    const other = await svc.signup();
    expect(
      (
        await svc.call('PUT', `/users/update/${other.id}`, {
          session: me.session,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await svc.call('PUT', `/users/update/${other.id}`, { apiKey: KEY, body: { name: 'X' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await svc.call('PUT', `/users/update/${me.id}`, {
          session: me.session,
          body: { appId: 'app-2', name: 'X' },
        })
      ).status,
    ).toBe(403);
    expect((await svc.call('PUT', `/users/update/${me.id}`, { body: { name: 'X' } })).status).toBe(
      401,
    );
  });

  it('refuses unknown fields and wrong types with 400, changing nothing', async () => {
    const user = await svc.signup();
    const unknown = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { name: 'New', isAdmin: true },
    });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { isAdmin: 'Unknown field' } } });
    const wrongType = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { isActive: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    const profile = await svc.call('POST', '/users/profile', {
      session: user.session,
      body: { userId: user.id },
    });
    expect(profile.body.name).not.toBe('New');
  });

  it('a password set through updateUser ends every session of the user', async () => {
    const user = await svc.signup();
    const second = await svc.login(user.email);
    svc.remember('brand new password');
    const answer = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { password: 'brand new password', currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.cookies[0]).toMatch(/Max-Age=0/);
    expect(await svc.sessionValid(user.session)).toBe(false);
    expect(await svc.sessionValid(second)).toBe(false);
    expect(await svc.login(user.email, 'brand new password')).not.toBe('');
  });
});

describe('deleteUser', () => {
  it('deletes for good and ends the user’s sessions', async () => {
    const user = await svc.signup();
    const second = await svc.login(user.email);
    const answer = await svc.call('DELETE', `/users/delete/${user.id}`, { session: user.session });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.cookies[0]).toMatch(/Max-Age=0/);
    expect(await svc.sessionValid(second)).toBe(false);
    expect(
      (await svc.call('POST', '/users/login', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect((await svc.call('GET', `/users/check-user/${user.id}`, { apiKey: KEY })).body).toEqual({
      exists: false,
    });
    expect((await svc.call('DELETE', `/users/delete/${user.id}`, { apiKey: KEY })).status).toBe(
      404,
    );
  });

  it('a session may delete only its own user; the API key any', async () => {
    const me = await svc.signup();
    const other = await svc.signup();
    expect(
      (await svc.call('DELETE', `/users/delete/${other.id}`, { session: me.session })).status,
    ).toBe(403);
    const byKey = await svc.call('DELETE', `/users/delete/${other.id}`, {
      apiKey: KEY,
      session: me.session,
    });
    expect(byKey.status).toBe(200);
    expect(byKey.cookies).toEqual([]);
    expect(await svc.sessionValid(me.session)).toBe(true);
  });
});

describe('checkIfUserExists (API key only)', () => {
  it('answers {exists} for this app', async () => {
    const user = await svc.signup();
    expect(
      (await svc.call('GET', `/users/check-user/${user.id}?appId=app-1`, { apiKey: KEY })).body,
    ).toEqual({ exists: true });
    expect(
      (await svc.call('GET', '/users/check-user/nobody?appId=app-1', { apiKey: KEY })).body,
    ).toEqual({ exists: false });
    const otherApp = await svc.call('GET', `/users/check-user/${user.id}?appId=app-2`, {
      appId: 'app-2',
      apiKey: OTHER_KEY,
    });
    expect(otherApp.body).toEqual({ exists: false });
  });

  it('is 403 with a session only, 401 with nothing, 403 for another appId in the query', async () => {
    const user = await svc.signup();
    expect(
      (await svc.call('GET', `/users/check-user/${user.id}`, { session: user.session })).status,
    ).toBe(403);
    expect((await svc.call('GET', `/users/check-user/${user.id}`)).status).toBe(401);
    expect(
      (await svc.call('GET', `/users/check-user/${user.id}?appId=app-2`, { apiKey: KEY })).status,
    ).toBe(403);
  });
});

describe('optional text fields', () => {
  it('"" at signup means no value; "" in an update clears the field (null still leaves it)', async () => {
    const user = await svc.signup({ username: '', phone: '  ', address: 'Somewhere 1' });
    expect(user.answer.body.user).toMatchObject({
      username: null,
      phone: null,
      address: 'Somewhere 1',
    });
    const kept = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { address: null },
    });
    expect(kept.body.user).toMatchObject({ address: 'Somewhere 1' });
    const cleared = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { address: '' },
    });
    expect(cleared.body.user).toMatchObject({ address: null });
  });
});
