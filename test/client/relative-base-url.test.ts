import { describe, expect, it } from 'vitest';
import {
  type AuthClient,
  ConfigurationError,
  createAuthClient,
  operationNames,
} from '../../src/index';

// Server rendering creates the client that a browser will use with `baseUrl: '/api'`. Outside a
// browser there is no page to resolve it against: creating works, the session check answers
// signed out without a request, everything else is refused before a request.

function recordingClient(baseUrl = '/api') {
  const requests: string[] = [];
  const client = createAuthClient({
    baseUrl,
    appId: 'app-1',
    apiKey: 'key',
    fetch: async (url) => {
      requests.push(url);
      return Response.json({ authenticated: true, user: { id: 'u1' } });
    },
  });
  return { client, requests };
}

const calls: Record<
  Exclude<(typeof operationNames)[number], 'checkUserSession'>,
  (c: AuthClient) => Promise<unknown>
> = {
  signupUser: (c) =>
    c.signupUser({ name: 'Ada', email: 'ada@example.com', password: 'long enough' }),
  loginUser: (c) => c.loginUser({ email: 'ada@example.com', password: 'long enough' }),
  logoutUser: (c) => c.logoutUser(),
  requestEmailVerificationOTP: (c) =>
    c.requestEmailVerificationOTP({ userId: 'u1', email: 'ada@example.com' }),
  verifyEmail: (c) => c.verifyEmail({ email: 'ada@example.com', otp: '123456' }),
  getUser: (c) => c.getUser({ id: 'u1' }),
  getUserProfile: (c) => c.getUserProfile({ userId: 'u1' }),
  updateUser: (c) => c.updateUser({ userId: 'u1', name: 'Ada' }),
  deleteUser: (c) => c.deleteUser({ userId: 'u1' }),
  changePassword: (c) =>
    c.changePassword({ userId: 'u1', currentPassword: 'long enough', newPassword: 'longer still' }),
  requestResetUserPasswordOTP: (c) => c.requestResetUserPasswordOTP({ email: 'ada@example.com' }),
  resetUserPassword: (c) =>
    c.resetUserPassword({ email: 'ada@example.com', otp: '123456', newPassword: 'longer still' }),
  checkIfUserExists: (c) => c.checkIfUserExists({ userId: 'u1' }),
};

describe('a relative baseUrl outside a browser', () => {
  it.each(['/api', 'api', './api/', '//'])(
    'creating a client with %j does not throw',
    (baseUrl) => {
      expect(() => recordingClient(baseUrl)).not.toThrow();
    },
  );

  it('checkUserSession answers signed out with no request, and leaves the session unknown', async () => {
    const { client, requests } = recordingClient();
    await expect(client.checkUserSession()).resolves.toEqual({ authenticated: false });
    expect(requests).toEqual([]);
    expect(client.getSession().status).toBe('unknown');
  });

  it.each(Object.entries(calls))(
    '%s rejects with relative_base_url before any request',
    async (operation, call) => {
      const { client, requests } = recordingClient();
      const error = await call(client).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ConfigurationError);
      expect(error).toMatchObject({ operation, code: 'relative_base_url' });
      // It says what is wrong and what to do.
      expect((error as Error).message).toContain('"/api" is relative');
      expect((error as Error).message).toContain('absolute URL');
      expect(requests).toEqual([]);
    },
  );

  it('every operation is covered', () => {
    expect(Object.keys(calls).sort()).toEqual(
      operationNames.filter((name) => name !== 'checkUserSession').sort(),
    );
  });

  it('an absolute baseUrl still sends, so the refusal is about the URL alone', async () => {
    const { client, requests } = recordingClient('http://127.0.0.1:9/api/');
    await expect(client.checkUserSession()).resolves.toMatchObject({ authenticated: true });
    expect(requests).toEqual(['http://127.0.0.1:9/api/users/session']);
  });
});
