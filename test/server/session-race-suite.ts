import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, type AuthStore, createAuthService } from '../../src/server';
import { type GatedMethod, gatedStore } from './gated-store';

const APP = 'race-app';
const KEY = 'race-key';
const PASSWORD = 'old passphrase of the owner';
const NEW_PASSWORD = 'brand new passphrase';

/**
 * A thief who knows the old password (or holds a session) races the owner's change of password,
 * reset or logout. Each race is played in a fixed order with the store's door held: the thief's
 * call has checked what it checks and waits at the store; the owner's call runs to its 200; then
 * the thief's call goes on. It must not leave a session, nor land its write.
 */
export function sessionRaceSuite(name: string, open: () => Promise<AuthStore>) {
  describe(`${name}: a changed password or a logout ends every session`, () => {
    let service: AuthService;
    let hold: (method: GatedMethod) => ReturnType<ReturnType<typeof gatedStore>['hold']>;
    let sequence = 0;

    beforeAll(async () => {
      const gated = gatedStore(await open());
      hold = gated.hold;
      service = createAuthService({
        apps: { [APP]: KEY },
        store: gated.store,
        hashCost: { N: 1024, r: 8, p: 1 },
      });
    }, 60_000);
    afterAll(() => service?.close());

    async function call(
      method: string,
      path: string,
      body?: unknown,
      session?: string,
      withKey = false,
    ) {
      const headers: Record<string, string> = { 'X-App-Id': APP };
      if (withKey) headers['X-API-Key'] = KEY;
      if (session) headers.Cookie = `service_user_session=${session}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await service(
        new Request(`http://service.test${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const cookie = response.headers
        .getSetCookie()
        .map((line) => /^service_user_session=([^;]+)/.exec(line)?.[1])
        .find(Boolean);
      return { status: response.status, body: await response.json(), cookie };
    }

    async function owner() {
      sequence += 1;
      const email = `owner${sequence}@example.com`;
      const signup = await call('POST', '/users/signup', {
        name: 'Owner',
        email,
        password: PASSWORD,
      });
      expect(signup.status).toBe(201);
      return { id: signup.body.user.id as string, email, session: signup.cookie ?? '' };
    }

    const authenticated = async (session: string | undefined) =>
      session !== undefined &&
      (await call('GET', '/users/session', undefined, session)).body.authenticated === true;

    const changePassword = (user: { id: string; session: string }) =>
      call(
        'PUT',
        `/users/change-password/${user.id}`,
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        user.session,
      );

    it('a login that checked the old password leaves no session after a change of password', async () => {
      const user = await owner();
      const door = hold('insertSession');
      const thief = call('POST', '/users/login', { email: user.email, password: PASSWORD });
      await door.arrived;
      expect((await changePassword(user)).status).toBe(200);
      door.release();
      const answer = await thief;
      expect(await authenticated(answer.cookie)).toBe(false);
      expect(answer.status).toBe(401);
    });

    it('a login that checked the old password leaves no session after a reset', async () => {
      const user = await owner();
      const forgot = await call(
        'POST',
        '/users/forgot-password',
        { email: user.email },
        undefined,
        true,
      );
      expect(forgot.status).toBe(200);
      const otp = service.mailbox.for(user.email).at(-1)?.otp ?? '';
      const door = hold('insertSession');
      const thief = call('POST', '/users/login', { email: user.email, password: PASSWORD });
      await door.arrived;
      const reset = await call(
        'POST',
        '/users/reset-password',
        { email: user.email, otp, newPassword: NEW_PASSWORD },
        undefined,
        true,
      );
      expect(reset.status).toBe(200);
      door.release();
      const answer = await thief;
      expect(await authenticated(answer.cookie)).toBe(false);
      expect(answer.status).toBe(401);
    });

    it('an update checked against a session does not land after a change of password ended it', async () => {
      const user = await owner();
      const stolen = (await call('POST', '/users/login', { email: user.email, password: PASSWORD }))
        .cookie;
      const door = hold('updateUser');
      const thief = call('PUT', `/users/update/${user.id}`, { name: 'Thief' }, stolen);
      await door.arrived;
      expect((await changePassword(user)).status).toBe(200);
      door.release();
      expect((await thief).status).toBe(401);
      const relogin = await call('POST', '/users/login', {
        email: user.email,
        password: NEW_PASSWORD,
      });
      expect(relogin.body.user.name).toBe('Owner');
    });

    it('an update checked against a session does not land after that session logged out', async () => {
      const user = await owner();
      const door = hold('updateUser');
      const update = call('PUT', `/users/update/${user.id}`, { name: 'Late' }, user.session);
      await door.arrived;
      expect((await call('POST', '/users/logout', undefined, user.session)).status).toBe(200);
      door.release();
      expect((await update).status).toBe(401);
      const login = await call('POST', '/users/login', { email: user.email, password: PASSWORD });
      expect(login.body.user.name).toBe('Owner');
    });

    it('a delete checked against a session does not land after that session logged out', async () => {
      const user = await owner();
      const door = hold('deleteUser');
      const deletion = call('DELETE', `/users/delete/${user.id}`, undefined, user.session);
      await door.arrived;
      expect((await call('POST', '/users/logout', undefined, user.session)).status).toBe(200);
      door.release();
      expect((await deletion).status).toBe(401);
      const login = await call('POST', '/users/login', { email: user.email, password: PASSWORD });
      expect(login.status).toBe(200);
    });

    it('a change of password that checked the old password does not land after another change', async () => {
      const user = await owner();
      const door = hold('updateUser');
      // The thief's change with the old password waits at the store; the owner changes first.
      const thief = changePassword(user);
      await door.arrived;
      // The app's server sets a new password with its API key (no session involved).
      const admin = await call(
        'PUT',
        `/users/update/${user.id}`,
        { password: 'the owner chose this' },
        undefined,
        true,
      );
      expect(admin.status).toBe(200);
      door.release();
      expect((await thief).status).toBe(401);
      const login = await call('POST', '/users/login', {
        email: user.email,
        password: 'the owner chose this',
      });
      expect(login.status).toBe(200);
    });
  });
}
