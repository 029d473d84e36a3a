import { clientAddressOf } from './client-address';
import { requireJsonBody } from './content-type';
import { corsHeaders } from './cors';
import { type ErrorBody, HttpError, invalid, notFound } from './http-error';
import { createMailbox, type Mailbox, type Mailer } from './mailbox';
import { defaultHashCost, type PasswordHashCost } from './password-cost';
import { type CredentialRules, resolveCredentials } from './resolve-credentials';
import type { Reply, ServiceParts } from './route-context';
import { matchRoute } from './route-matcher';
import { emailRoutes } from './routes/email-routes';
import { passwordRoutes } from './routes/password-routes';
import type { Route } from './routes/route';
import { sessionRoutes } from './routes/session-routes';
import { userRoutes } from './routes/user-routes';
import { hashPassword, randomText } from './secrets';
import { type AddressLimits, createServiceLimits } from './service-limits';
import { type AuthStore, StoreConflictError } from './store/auth-store';
import { createMemoryStore } from './store/memory-store';

/** Options of {@link createAuthService}. */
export interface AuthServiceOptions {
  /**
   * The apps it serves, app id → secret API key: the key for servers, with the API-key scope
   * (any user of the app, `role`, `isActive`). Default `{ 'demo-app': 'demo-key' }`.
   */
  apps?: Record<string, string>;
  /**
   * App id → public key: the key a browser app may hold. It opens what needs the app's key
   * but acts on nobody in particular (forgot/reset password) and nothing more: no API-key
   * scope. Default `{ 'demo-app': 'demo-public-key' }` when `apps` is not given, else none.
   */
  publicKeys?: Record<string, string>;
  /** Where users, sessions and codes live. Default: a new in-memory store. */
  store?: AuthStore;
  /** The clock, in epoch milliseconds (tests move it to expire codes and sessions). */
  now?: () => number;
  /** Receives every OTP email (besides the dev mailbox). */
  mailer?: Mailer;
  /** Keep OTP emails readable at `GET /__dev/mailbox?email=`. Default true. */
  devMailbox?: boolean;
  /**
   * Browser origins allowed to call with credentials (CORS): a list of exact origins, or a
   * function deciding per origin. Default none.
   */
  origins?: readonly string[] | ((origin: string) => boolean);
  /**
   * Called with each browser origin refused CORS (an `Origin` not allowed by `origins`, other
   * than the service's own), e.g. to tell the developer which origin to add.
   */
  onOriginRefused?: (origin: string) => void;
  /** scrypt cost for new password hashes. Default N=2^15, r=8, p=1. */
  hashCost?: PasswordHashCost;
  /** Session lifetime in seconds (also the cookie's Max-Age). Default 30 days. */
  sessionTtlSeconds?: number;
  /** Mark the cookie Secure: `'auto'` (default) when the request URL is https. */
  secureCookies?: boolean | 'auto';
  /**
   * Limits per client address (failed logins, signups, OTP emails per 15 minutes), or `false`
   * to turn them off. Calls without an address (in process) are never limited by address.
   */
  addressLimits?: AddressLimits | false;
  /**
   * Behind a reverse proxy: count the client address from the last `X-Forwarded-For` entry
   * (the one the proxy appended) instead of the socket's. Default false: the header is
   * ignored, since any client can send it.
   */
  trustProxy?: boolean;
}

/** What a host can tell the service beside the Request. */
export interface AuthServiceCall {
  /**
   * The Cookie header's value, for hosts that cannot put one on a Request (a browser forbids
   * it: MSW in Storybook passes the cookies it keeps this way). Wins over the header.
   */
  cookie?: string;
  /**
   * Receives each Set-Cookie of the answer, for hosts whose Response cannot carry one (a
   * browser drops Set-Cookie from a constructed Response).
   */
  setCookie?: (cookie: string) => void;
  /**
   * The client's network address, which the per-address limits count by. startAuthServer sets
   * it from the socket (or `X-Forwarded-For` with `trustProxy`). In process (latchkey/testing,
   * MSW in a browser) there is none, and the per-address limits do not apply.
   */
  clientAddress?: string;
}

/**
 * The reference service: a web-standard handler `(request) => Promise<Response>`, so it runs
 * in Node (see startAuthServer), in-process in tests, or behind MSW in a browser. `mailbox`
 * holds the OTP emails it sent; `store` is where it keeps its data.
 */
export type AuthService = ((request: Request, context?: AuthServiceCall) => Promise<Response>) & {
  mailbox: Mailbox;
  store: AuthStore;
  /** Closes the store. */
  close(): Promise<void>;
};

const routes: readonly Route[] = [
  ...sessionRoutes,
  ...emailRoutes,
  ...userRoutes,
  ...passwordRoutes,
];

function json(
  status: number,
  body: unknown,
  headers: Record<string, string>,
  cookies: string[] = [],
) {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

/**
 * Creates the reference service. Every endpoint of the spec, with the contract's choices:
 * API key in `X-API-Key`, app in `X-App-Id`, the session in the HttpOnly cookie
 * `service_user_session`, errors as `{error, message, fields?}`.
 */
export function createAuthService(options: AuthServiceOptions = {}): AuthService {
  const apps = new Map(Object.entries(options.apps ?? { 'demo-app': 'demo-key' }));
  const publicKeys = new Map(
    Object.entries(options.publicKeys ?? (options.apps ? {} : { 'demo-app': 'demo-public-key' })),
  );
  const allowedOrigins = new Set(typeof options.origins === 'function' ? [] : options.origins);
  const originAllowed =
    typeof options.origins === 'function'
      ? options.origins
      : (origin: string) => allowedOrigins.has(origin);
  const now = options.now ?? Date.now;
  const hashCost = options.hashCost ?? defaultHashCost;
  const mailbox = createMailbox();
  const parts: ServiceParts = {
    store: options.store ?? createMemoryStore(),
    now,
    hashCost,
    dummyHash: hashPassword(randomText(), hashCost),
    sessionTtlSeconds: options.sessionTtlSeconds ?? 30 * 24 * 60 * 60,
    mailbox: options.devMailbox === false ? undefined : mailbox,
    mailer: options.mailer,
    limits: createServiceLimits(now, options.addressLimits),
  };

  const credentialRules: CredentialRules = {
    apps,
    publicKeys,
    secureCookies: options.secureCookies ?? 'auto',
  };

  async function dispatch(request: Request, call: AuthServiceCall, url: URL): Promise<Reply> {
    if (url.pathname === '/__dev/mailbox' && request.method === 'GET' && parts.mailbox) {
      // Never every user's codes at once: a page that reaches the service could read them all.
      const email = url.searchParams.get('email');
      if (!email) throw invalid({ email: 'Required' }, 'Give the address: ?email=');
      return { body: { messages: parts.mailbox.for(email) } };
    }
    const found = matchRoute(routes, request.method, url.pathname);
    if (found.route) {
      requireJsonBody(request);
      const ctx = await resolveCredentials(parts, credentialRules, {
        request,
        url,
        params: found.params,
        cookie: call.cookie,
        clientAddress: clientAddressOf(request, call.clientAddress, options.trustProxy ?? false),
      });
      return found.route.handler(ctx);
    }
    if (found.allowed.length > 0) {
      throw new HttpError(405, 'method_not_allowed', `Use ${found.allowed.join(' or ')} here.`);
    }
    throw notFound(`No endpoint at ${request.method} ${url.pathname}.`);
  }

  const service = async (request: Request, call: AuthServiceCall = {}): Promise<Response> => {
    const cors = corsHeaders(originAllowed, request, options.onOriginRefused);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    try {
      const url = new URL(request.url);
      const reply = await dispatch(request, call, url);
      for (const cookie of reply.cookies ?? []) call.setCookie?.(cookie);
      return json(reply.status ?? 200, reply.body, cors, reply.cookies);
    } catch (error) {
      if (error instanceof HttpError)
        return json(error.status, error.body, { ...cors, ...error.extra.headers });
      if (error instanceof StoreConflictError) {
        const body: ErrorBody = {
          error: 'conflict',
          message: `That ${error.field} is already taken.`,
          fields: { [error.field]: 'Already taken' },
        };
        return json(409, body, cors);
      }
      console.error('latchkey-server: unexpected error', error);
      return json(
        500,
        { error: 'internal_error', message: 'Something went wrong in the auth service.' },
        cors,
      );
    }
  };

  return Object.assign(service, {
    mailbox,
    store: parts.store,
    close: () => parts.store.close(),
  });
}
