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
    /**
     * Holds every request whose path starts with `pathPrefix` (all, by default) before the
     * service sees it, until `release()`: a latch for races, instead of a latency to outrun.
     * `reached()` resolves once a request is held. Held requests count as in flight for
     * {@link TestAuth.settled}, so release before waiting for it.
     */
    hold(pathPrefix?: string): HeldRequests;
  };
  /**
   * Resolves when the service has no request in flight and `queryClient` (or the one given to
   * {@link TestAuth.attachQueryClient}) fetches and mutates nothing, both at once: the point
   * after which "nothing happened" can be asserted. Rejects after `timeoutMs` (default 5000).
   */
  settled(queryClient?: IdleQueryClient, options?: { timeoutMs?: number }): Promise<void>;
  /** The query client {@link TestAuth.settled} watches when given none. */
  attachQueryClient(queryClient: IdleQueryClient): void;
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

/** What {@link TestAuth.settled} reads of a TanStack `QueryClient`. */
export interface IdleQueryClient {
  isFetching(): number;
  isMutating(): number;
}

/** Requests held by {@link TestAuth.network}`.hold`. */
export interface HeldRequests {
  /** Resolves once a request is held (at once if one already is). */
  reached(): Promise<void>;
  /** How many requests are held now. */
  readonly count: number;
  /** Lets every held request go on, and stops holding new ones. */
  release(): void;
}

let sequence = 0;

/** Yields to the event loop (a macrotask), so pending promises, timers of 0 and renders run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  let inFlight = 0;
  let attached: IdleQueryClient | undefined;
  const holds = new Set<{ pathPrefix: string; gate: Promise<void>; onHeld: () => void }>();
  const hold = (pathPrefix = '/'): HeldRequests => {
    let open = () => {};
    let count = 0;
    let reach = () => {};
    const reachedOnce = new Promise<void>((resolve) => {
      reach = resolve;
    });
    const entry = {
      pathPrefix,
      gate: new Promise<void>((resolve) => {
        open = resolve;
      }),
      onHeld: () => {
        count += 1;
        reach();
      },
    };
    holds.add(entry);
    return {
      reached: () => reachedOnce,
      get count() {
        return count;
      },
      release() {
        holds.delete(entry);
        count = 0;
        open();
      },
    };
  };
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
        inFlight += 1;
        try {
          if (latency.ms > 0 && pathname.startsWith(latency.pathPrefix)) {
            await new Promise((resolve) => setTimeout(resolve, latency.ms));
          }
          for (const held of [...holds]) {
            if (!pathname.startsWith(held.pathPrefix)) continue;
            held.onHeld();
            await held.gate;
          }
          if (offline) throw new TypeError('fetch failed (latchkey/testing: offline)');
          requests.push(`${request.method} ${pathname}`);
          // Cookies travel beside the Request, which works in a browser too (where a Request
          // may carry no Cookie header and a Response no Set-Cookie).
          return await service(request, {
            cookie: jar?.cookieHeader(input) || undefined,
            setCookie: (cookie) => jar?.store(input, [cookie]),
          });
        } finally {
          inFlight -= 1;
        }
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
      hold,
    },
    async settled(queryClient = attached, { timeoutMs = 5000 } = {}) {
      const idle = () =>
        inFlight === 0 &&
        (!queryClient || (queryClient.isFetching() === 0 && queryClient.isMutating() === 0));
      const started = Date.now();
      // Idle twice in a row, a task apart: work that one answer starts (a refetch after a
      // mutation, an effect after a render) shows up in between.
      let quietTurns = 0;
      while (quietTurns < 2) {
        await nextTask();
        quietTurns = idle() ? quietTurns + 1 : 0;
        if (quietTurns < 2 && Date.now() - started > timeoutMs) {
          const what = `${inFlight} request(s) in flight, fetching ${queryClient?.isFetching() ?? 0}, mutating ${queryClient?.isMutating() ?? 0}`;
          throw new Error(`latchkey/testing: not settled after ${timeoutMs} ms (${what}).`);
        }
      }
    },
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
