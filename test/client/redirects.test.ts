import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthError, createAuthClient, ServiceError } from '../../src/index';
import { type ScriptedServer, startScriptedServer } from '../support/scripted-server';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

// The service answering a redirect must not make the client re-send the password or the API
// key elsewhere, nor keep another origin's cookie, nor count its 200 as a sign-in.
const fixture = scriptedServerFixture();
let elsewhere: ScriptedServer;
beforeAll(async () => {
  elsewhere = await startScriptedServer();
});
afterAll(() => elsewhere.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as AuthError,
  );

describe('redirects from the service', () => {
  it.each([301, 302, 303, 307, 308])(
    '%i is a ServiceError; nothing is followed or kept',
    async (status) => {
      elsewhere.reset();
      elsewhere.script(() => ({
        status: 200,
        headers: { 'Set-Cookie': 'service_user_session=stolen; Path=/' },
        body: { user: { id: 'u1', name: 'Mallory', email: 'm@x.io' } },
      }));
      fixture.server.script(() => ({
        status,
        headers: {
          Location: `${elsewhere.url}/users/login`,
          'Set-Cookie': 'service_user_session=from-redirect; Path=/',
        },
      }));
      const client = fixture.client({ apiKey: 'key-1' });
      const error = await rejection(client.loginUser({ email: 'a@x.io', password: 'secret pw' }));
      expect(error).toBeInstanceOf(ServiceError);
      expect(error.status).toBe(status);
      expect(elsewhere.requests).toEqual([]);
      // No cookie was kept: the next request carries none.
      fixture.server.script(() => ({ status: 200, body: { authenticated: false } }));
      await client.checkUserSession();
      expect(fixture.server.requests.at(-1)?.headers.cookie).toBeUndefined();
    },
  );

  it('a browser’s opaque redirect (status 0) is a ServiceError too', async () => {
    let redirectMode: RequestRedirect | undefined;
    const client = createAuthClient({
      baseUrl: 'http://service.test',
      appId: 'app-1',
      fetch: async (_input, init) => {
        redirectMode = init?.redirect;
        // What fetch answers in a browser for a redirect with `redirect: 'manual'`.
        const response = new Response(null, { status: 200 });
        Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
        Object.defineProperty(response, 'status', { value: 0 });
        Object.defineProperty(response, 'ok', { value: false });
        return response;
      },
    });
    const error = await rejection(client.loginUser({ email: 'a@x.io', password: 'secret pw' }));
    expect(redirectMode).toBe('manual');
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/redirect/i);
  });
});
