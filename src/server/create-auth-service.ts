import { appKeysOf } from './app-keys';
import { clientAddressOf, fromTrustedProxy, proxyTrustOf } from './client-address';
import { requireJsonBody } from './content-type';
import { corsHeaders } from './cors';
import { describeUnexpectedError } from './error-log';
import { createHashQueue } from './hash-queue';
import { type ErrorBody, HttpError, invalid, notFound } from './http-error';
import { createMailbox, type Mailbox } from './mailbox';
import { createOtpSweep } from './otp-sweep';
import { defaultHashCost } from './password-cost';
import { type CredentialRules, resolveCredentials } from './resolve-credentials';
import type { Reply, ServiceParts } from './route-context';
import { matchRoute } from './route-matcher';
import { emailRoutes } from './routes/email-routes';
import { passwordRoutes } from './routes/password-routes';
import type { Route } from './routes/route';
import { sessionRoutes } from './routes/session-routes';
import { userRoutes } from './routes/user-routes';
import { hashPassword, newSecret, randomText } from './secrets';
import { createServiceLimits } from './service-limits';
import type { AuthServiceOptions } from './service-options';
import { type AuthStore, StoreConflictError } from './store/auth-store';
import { createMemoryStore } from './store/memory-store';
import { requireWellFormedParams } from './well-formed-text';

export type { AuthServiceOptions } from './service-options';

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
  const { apps, publicKeys } = appKeysOf(options);
  const allowedOrigins = new Set(typeof options.origins === 'function' ? [] : options.origins);
  const originAllowed =
    typeof options.origins === 'function'
      ? options.origins
      : (origin: string) => allowedOrigins.has(origin);
  const now = options.now ?? Date.now;
  const hashCost = options.hashCost ?? defaultHashCost;
  const mailbox = createMailbox();
  const store = options.store ?? createMemoryStore();
  let deviceSecret: Promise<string> | undefined;
  const parts: ServiceParts = {
    store,
    now,
    hashCost,
    dummyHash: hashPassword(randomText(), hashCost),
    sessionTtlSeconds: options.sessionTtlSeconds ?? 30 * 24 * 60 * 60,
    reauthAfterSeconds: options.reauthAfterSeconds ?? 600,
    mailbox: options.devMailbox === false ? undefined : mailbox,
    mailer: options.mailer,
    // A store shared by several instances (PostgreSQL) keeps the limits' counters too.
    limits: createServiceLimits(now, options.addressLimits, store.counters, options.limiterKeys),
    hashQueue: createHashQueue(options.hashQueue),
    sweepOtps: createOtpSweep(store, now),
    deviceSecret: () => {
      // Asked for on first use (not at creation: a store that is down fails a request, not
      // the process), kept once it resolves.
      deviceSecret ??= (
        store.sharedSecret?.('device-cookie') ?? Promise.resolve(newSecret())
      ).catch((error: unknown) => {
        deviceSecret = undefined;
        throw error;
      });
      return deviceSecret;
    },
  };

  const credentialRules: CredentialRules = {
    apps,
    publicKeys,
    secureCookies: options.secureCookies ?? 'auto',
  };
  const proxyTrust = proxyTrustOf(options.trustProxy);

  async function dispatch(request: Request, call: AuthServiceCall, url: URL): Promise<Reply> {
    if (url.pathname === '/__dev/mailbox' && request.method === 'GET' && parts.mailbox) {
      // Never every user's codes at once: a page that reaches the service could read them all.
      const email = url.searchParams.get('email');
      if (!email) throw invalid({ email: 'Required' }, 'Give the address: ?email=');
      return { body: { messages: parts.mailbox.for(email) } };
    }
    const found = matchRoute(routes, request.method, url.pathname);
    if (found.route) {
      // Whatever the route, at most once a minute: no answer's work depends on its account.
      await parts.sweepOtps();
      requireJsonBody(request);
      requireWellFormedParams(found.params, url.searchParams);
      const ctx = await resolveCredentials(parts, credentialRules, {
        request,
        url,
        params: found.params,
        cookie: call.cookie,
        clientAddress: clientAddressOf(request, call.clientAddress, proxyTrust),
        viaTrustedProxy: fromTrustedProxy(proxyTrust, call.clientAddress),
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
      // Code and message only: a driver's error carries the query's parameters (hashes, records).
      console.error(`latchkey-server: unexpected error ${describeUnexpectedError(error)}`);
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
