// Test helpers for apps built on latchkey: `import { createTestAuth } from 'latchkey/testing'`.
import type { AuthClient, AuthClientOptions } from './client/auth-client';
import { createCookieJar } from './client/cookie-jar/node';
import { createAuthClient } from './client/create-auth-client';
import type { AuthUser, SignupParams } from './client/types';
import {
  type AuthService,
  type AuthServiceOptions,
  createAuthService,
} from './server/create-auth-service';
import type { MailMessage } from './server/mailbox';

/** Options of {@link createTestAuth}: the service's, plus the app the clients use. */
export interface TestAuthOptions extends AuthServiceOptions {
  /** Default `test-app`. */
  appId?: string;
  /** The app's API key. Default `test-key`. */
  apiKey?: string;
  /** Give `client` the API key (as an app needs for password recovery). Default true. */
  clientHasApiKey?: boolean;
  /** More options for the clients (timeoutMs, headers, ...). */
  clientOptions?: Partial<Omit<AuthClientOptions, 'fetch' | 'baseUrl' | 'appId'>>;
}

/** What {@link createTestAuth} gives a test. */
export interface TestAuth {
  /** A client wired to the service in process; its own cookie jar holds its session. */
  client: AuthClient;
  /** The in-memory reference service behind it. */
  service: AuthService;
  /** The OTP emails the service sent. */
  mailbox: {
    /** Every message to `email`, oldest first. */
    messages(email: string): MailMessage[];
    /** The code of the latest message to `email` (of `kind`, if given); throws when none. */
    latestOtp(email: string, kind?: MailMessage['kind']): string;
  };
  /** Every request the clients sent, oldest first (`GET /users/session`, ...). */
  requests: string[];
  /** Simulated network conditions for every client of this TestAuth. */
  network: {
    /** Requests whose path starts with `pathPrefix` (all, by default) wait `ms` first; 0 ends it. */
    setLatency(ms: number, pathPrefix?: string): void;
    /** While offline every request fails as a dropped network would (a NetworkError). */
    setOffline(offline: boolean): void;
  };
  /** Another client on the same service (another browser or device), with its own session. */
  createClient(options?: TestAuthOptions['clientOptions'] & { apiKey?: string }): AuthClient;
  /**
   * Creates a user through the real signup endpoint (signed in on a throwaway client, so
   * `client` stays as it was). Defaults fill what is not given; `verified` marks the email
   * verified. Resolves the user and the password used.
   */
  createUser(
    params?: Partial<SignupParams> & { verified?: boolean },
  ): Promise<{ user: AuthUser; password: string }>;
  /** Signs `client` in (creating the user first when only defaults are wanted). */
  signIn(credentials?: { email: string; password: string }): Promise<AuthUser>;
}

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
  let latency: { ms: number; pathPrefix: string } = { ms: 0, pathPrefix: '/' };
  let offline = false;
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
        if (latency.ms > 0 && pathname.startsWith(latency.pathPrefix)) {
          await new Promise((resolve) => setTimeout(resolve, latency.ms));
        }
        if (offline) throw new TypeError('fetch failed (latchkey/testing: offline)');
        requests.push(`${request.method} ${pathname}`);
        // Cookies travel beside the Request, which works in a browser too (where a Request
        // may carry no Cookie header and a Response no Set-Cookie).
        return service(request, {
          cookie: jar?.cookieHeader(input) || undefined,
          setCookie: (cookie) => jar?.store(input, [cookie]),
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
          .filter((m) => kind === undefined || m.kind === kind)
          .at(-1);
        if (!message) throw new Error(`No ${kind ?? 'OTP'} email was sent to ${email}.`);
        return message.otp;
      },
    },
    requests,
    network: {
      setLatency(ms, pathPrefix = '/') {
        latency = { ms, pathPrefix };
      },
      setOffline(value) {
        offline = value;
      },
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
