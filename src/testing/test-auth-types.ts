import type { AuthClient, AuthClientOptions } from '../client/auth-client';
import type { AuthUser, SignupParams } from '../client/types';
import type { AuthService, AuthServiceOptions } from '../server/create-auth-service';
import type { MailMessage } from '../server/mailbox';

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
  /** The emails the service sent: codes, and notices of a changed email or password. */
  mailbox: {
    /** Every message to `email`, oldest first. */
    messages(email: string): MailMessage[];
    /**
     * The code of the latest message with a code to `email` (of `kind`, if given); throws when
     * none.
     */
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
