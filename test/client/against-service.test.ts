import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthClient,
  AuthenticationError,
  ConfigurationError,
  createAuthClient,
  InsufficientScopeError,
  RateLimitError,
  ServiceError,
} from '../../src/index';
import { type AuthServer, startAuthServer } from '../../src/server';

// The real client against the real reference service over loopback HTTP: every transition of
// the spec's state table, and the contract's error mapping as the service actually answers.

let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer({
    port: 0,
    apps: { shop: 'shop-key' },
    hashCost: { N: 1024, r: 8, p: 1 },
  });
});
afterAll(() => server.close());

const client = (apiKey?: string): AuthClient =>
  createAuthClient({ baseUrl: server.url, appId: 'shop', ...(apiKey ? { apiKey } : {}) });
let sequence = 0;
const fresh = () => {
  sequence += 1;
  return {
    name: `Ada ${sequence}`,
    email: `ada${sequence}@example.com`,
    password: 'correct horse battery',
  };
};
const latestOtp = (email: string) => server.service.mailbox.for(email).at(-1)?.otp ?? '';

describe('the spec state table, end to end', () => {
  it('signed-out → signupUser → signed-in (the cookie is set; no login needed)', async () => {
    const auth = client();
    const account = fresh();
    const { user } = await auth.signupUser({ ...account, extra: { plan: 'pro' } });
    expect(user).toMatchObject({ name: account.name, email: account.email, plan: 'pro' });
    expect(auth.getSession()).toEqual({ status: 'authenticated', user });
    await expect(auth.checkUserSession()).resolves.toMatchObject({
      authenticated: true,
      user: { id: user.id },
    });
  });

  it('signed-out → loginUser accepted → signed-in; rejected → signed-out with AuthenticationError', async () => {
    const account = fresh();
    await client().signupUser(account);
    const auth = client();
    await expect(
      auth.loginUser({ email: account.email, password: 'wrong password' }),
    ).rejects.toBeInstanceOf(AuthenticationError);
    expect(auth.getSession().status).toBe('unknown');
    await auth.loginUser({ email: account.email, password: account.password });
    expect(auth.getSession()).toMatchObject({
      status: 'authenticated',
      user: { email: account.email },
    });
  });

  it('signed-in → logoutUser → signed-out, and the server forgot the session', async () => {
    const auth = client();
    await auth.signupUser(fresh());
    await expect(auth.logoutUser()).resolves.toEqual({ success: true });
    expect(auth.getSession().status).toBe('unauthenticated');
    await expect(auth.checkUserSession()).resolves.toEqual({ authenticated: false });
  });

  it('signed-in → checkUserSession with a cookie the server no longer accepts → signed-out', async () => {
    const account = fresh();
    const phone = client();
    const laptop = client();
    await phone.signupUser(account);
    await laptop.loginUser(account);
    await phone.changePassword({
      userId: phone.getSession().user?.id ?? '',
      currentPassword: account.password,
      newPassword: 'another good password',
    });
    expect(laptop.getSession().status).toBe('authenticated');
    await expect(laptop.checkUserSession()).resolves.toEqual({ authenticated: false });
    expect(laptop.getSession().status).toBe('unauthenticated');
  });

  it('signed-in → changePassword with the right password → signed in again with it (the old session ended); wrong → AuthenticationError', async () => {
    const account = fresh();
    const auth = client();
    const { user } = await auth.signupUser(account);
    await expect(
      auth.changePassword({
        userId: user.id,
        currentPassword: 'not it at all',
        newPassword: 'another good password',
      }),
    ).rejects.toBeInstanceOf(AuthenticationError);
    expect(auth.getSession().status).toBe('authenticated');
    await auth.changePassword({
      userId: user.id,
      currentPassword: account.password,
      newPassword: 'another good password',
    });
    expect(auth.getSession()).toMatchObject({ status: 'authenticated', user: { id: user.id } });
    // A new session, signed in with the new password: the service knows it.
    await expect(auth.checkUserSession()).resolves.toMatchObject({ authenticated: true });
    const other = client();
    await expect(
      other.loginUser({ email: account.email, password: account.password }),
    ).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('any → resetUserPassword with a valid code → unchanged for the caller; every session of the account ends', async () => {
    const account = fresh();
    const owner = client();
    await owner.signupUser(account);
    const helper = client('shop-key');
    await helper.requestResetUserPasswordOTP({ email: account.email });
    await helper.resetUserPassword({
      email: account.email,
      otp: latestOtp(account.email),
      newPassword: 'recovered password',
    });
    expect(helper.getSession().status).toBe('unknown');
    await expect(owner.checkUserSession()).resolves.toEqual({ authenticated: false });
    await expect(helper.checkUserSession()).resolves.toEqual({ authenticated: false });
    await owner.loginUser({ email: account.email, password: 'recovered password' });
  });

  it('signed-in → deleteUser of the signed-in user → signed-out, for good', async () => {
    const account = fresh();
    const auth = client();
    const { user } = await auth.signupUser(account);
    await auth.deleteUser({ userId: user.id });
    expect(auth.getSession().status).toBe('unauthenticated');
    await expect(auth.loginUser(account)).rejects.toBeInstanceOf(AuthenticationError);
  });
});

describe('the other operations against the service', () => {
  it('verifies an email with the mailed code', async () => {
    const auth = client();
    const account = fresh();
    const { user } = await auth.signupUser(account);
    await auth.requestEmailVerificationOTP({ userId: user.id, email: account.email });
    await expect(
      auth.verifyEmail({
        email: account.email,
        otp: '000000' === latestOtp(account.email) ? '111111' : '000000',
      }),
    ).rejects.toMatchObject({
      name: 'ServiceError',
      status: 400,
      code: 'invalid_otp',
    });
    await auth.verifyEmail({ email: account.email, otp: latestOtp(account.email) });
    await expect(auth.getUserProfile({ userId: user.id })).resolves.toMatchObject({
      emailVerified: true,
    });
  });

  it('the service’s 400 for an empty verifyEmail field is a ServiceError with status 400', async () => {
    const error = await client()
      .verifyEmail({ email: '', otp: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'Required', otp: 'Required' },
    });
  });

  it('updates a profile partially and keeps the local session user in step', async () => {
    const auth = client();
    const { user } = await auth.signupUser({ ...fresh(), phone: '555' });
    const { user: updated } = (await auth.updateUser({
      userId: user.id,
      name: 'Renamed',
      phone: null,
    })) as {
      user: Record<string, unknown>;
    };
    expect(updated).toMatchObject({ name: 'Renamed', phone: '555' });
    expect(auth.getSession().user?.name).toBe('Renamed');
  });

  it('getUser and checkIfUserExists: InsufficientScopeError with a session only, answers with the key', async () => {
    const auth = client();
    const { user } = await auth.signupUser({ ...fresh(), username: `handle${sequence}` });
    await expect(auth.getUser({ id: user.id })).rejects.toBeInstanceOf(InsufficientScopeError);
    await expect(auth.checkIfUserExists({ userId: user.id })).rejects.toBeInstanceOf(
      InsufficientScopeError,
    );
    const admin = client('shop-key');
    await expect(admin.getUser({ username: `HANDLE${sequence}` })).resolves.toMatchObject({
      id: user.id,
    });
    await expect(admin.checkIfUserExists({ userId: user.id })).resolves.toEqual({ exists: true });
    await expect(admin.checkIfUserExists({ userId: 'nobody' })).resolves.toEqual({ exists: false });
  });

  it('getUserProfile of another user with a session is an InsufficientScopeError', async () => {
    const other = await client().signupUser(fresh());
    const auth = client();
    await auth.signupUser(fresh());
    await expect(auth.getUserProfile({ userId: other.user.id })).rejects.toBeInstanceOf(
      InsufficientScopeError,
    );
  });

  it('forgot-password is rate limited: RateLimitError with retryAfter', async () => {
    const admin = client('shop-key');
    const { email } = fresh();
    for (let i = 0; i < 3; i++) await admin.requestResetUserPasswordOTP({ email });
    const error = await admin.requestResetUserPasswordOTP({ email }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBeGreaterThan(0);
  });

  it('still refuses empty fields before sending', async () => {
    await expect(client().loginUser({ email: '', password: '' })).rejects.toBeInstanceOf(
      ConfigurationError,
    );
  });
});
