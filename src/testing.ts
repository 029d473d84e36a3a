// Test helpers for apps built on latchkey: `import { createTestAuth } from 'latchkey/testing'`.
import { createCookieJar } from './client/cookie-jar/node';
import { createAuthClient } from './client/create-auth-client';
import { createAuthService } from './server/create-auth-service';
import { settledOf } from './testing/settled';
import type { IdleQueryClient, TestAuth, TestAuthOptions } from './testing/test-auth-types';
import { createTestNetwork } from './testing/test-network';

export type {
  HeldRequests,
  IdleQueryClient,
  TestAuth,
  TestAuthOptions,
} from './testing/test-auth-types';

let sequence = 0;

/**
 * An in-memory reference service and a client wired to it in process: no port, no mocks, the
 * same rules as the real service. Password hashing is cheap here, so tests stay fast.
 *
 * @example
 * const auth = createTestAuth();
 * const { user, password } = await auth.createUser({ email: 'ada@example.com' });
 * await auth.client.loginUser({ email: user.email, password });
 */
export function createTestAuth(options: TestAuthOptions = {}): TestAuth {
  const {
    appId = 'test-app',
    apiKey = 'test-key',
    clientHasApiKey = true,
    clientOptions = {},
    ...serviceOptions
  } = options;
  const service = createAuthService({
    hashCost: { N: 1024, r: 8, p: 1 },
    ...serviceOptions,
    apps: serviceOptions.apps ?? { [appId]: apiKey },
  });
  const requests: string[] = [];
  const network = createTestNetwork();
  let attached: IdleQueryClient | undefined;
  const createClient: TestAuth['createClient'] = (overrides = {}) => {
    // Each client gets a cookie jar of its own here, even where the client's build has none
    // (jsdom and browsers resolve the jar-less build): the service is called directly.
    const jar = createCookieJar();
    return createAuthClient({
      baseUrl: 'http://latchkey.test',
      appId,
      ...(clientHasApiKey ? { apiKey } : {}),
      ...clientOptions,
      ...overrides,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const { pathname } = new URL(request.url);
        return network.pass(pathname, () => {
          requests.push(`${request.method} ${pathname}`);
          // Cookies travel beside the Request, which works in a browser too (where a Request
          // may carry no Cookie header and a Response no Set-Cookie).
          return service(request, {
            cookie: jar?.cookieHeader(input) || undefined,
            setCookie: (cookie) => jar?.store(input, [cookie]),
          });
        });
      },
    });
  };
  const client = createClient();

  const createUser: TestAuth['createUser'] = async ({ verified = false, ...params } = {}) => {
    sequence += 1;
    const password = params.password ?? `password-${sequence}`;
    // With the secret key whatever the clients hold: seeding may set role or isActive.
    const { user } = await createClient({ apiKey }).signupUser({
      name: `Test User ${sequence}`,
      email: `user${sequence}@example.test`,
      ...params,
      password,
    });
    if (verified) await service.store.updateUser(appId, user.id, { emailVerified: true });
    return { user: verified ? { ...user, emailVerified: true } : user, password };
  };

  return {
    client,
    service,
    mailbox: {
      messages: (email) => service.mailbox.for(email),
      latestOtp(email, kind) {
        const message = service.mailbox
          .for(email)
          // Notices of a changed email or password carry no code.
          .filter((m) => m.otp !== '' && (kind === undefined || m.kind === kind))
          .at(-1);
        if (!message) throw new Error(`No ${kind ?? 'OTP'} email was sent to ${email}.`);
        return message.otp;
      },
    },
    requests,
    network: network.controls,
    settled: (queryClient = attached, options = {}) =>
      settledOf(network.inFlight, queryClient, options),
    attachQueryClient(queryClient) {
      attached = queryClient;
    },
    createClient,
    createUser,
    async signIn(credentials) {
      let login = credentials;
      if (!login) {
        const created = await createUser();
        login = { email: created.user.email, password: created.password };
      }
      const { user } = await client.loginUser(login);
      if (!user) throw new Error('The service answered login without the user.');
      return user;
    },
  };
}
