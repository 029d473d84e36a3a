import { sessionCookieOf, wantsSecureCookie } from './cookies';
import { deviceCookieOf } from './device-cookie';
import { HttpError, invalid } from './http-error';
import type { RouteContext, ServiceParts } from './route-context';
import { safeEqual, sha256 } from './secrets';

/** What credential resolution needs from the service, fixed at creation. */
export interface CredentialRules {
  /** App id → secret API key. */
  apps: ReadonlyMap<string, string>;
  /** App id → public key (recovery only). */
  publicKeys: ReadonlyMap<string, string>;
  /**
   * Whether the session cookie gets `Secure`: always, never, or `'auto'` (https URLs, or
   * `X-Forwarded-Proto: https` under `trustProxy`).
   */
  secureCookies: boolean | 'auto';
}

/** One request as the host handed it over, with its route already matched. */
export interface IncomingCall {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The Cookie header's value, when the host carries it beside the Request. */
  cookie: string | undefined;
  /** The client's address, when the host knows it. */
  clientAddress: string | undefined;
  /**
   * It came through a trusted proxy (see AuthServiceOptions.trustProxy): its
   * `X-Forwarded-Proto` says whether the client used https.
   */
  viaTrustedProxy: boolean;
}

/** Which of the app's keys `given` is (both compared in constant time), or `wrong`. */
async function keyKind(
  given: string,
  secret: string | undefined,
  publicKey: string | undefined,
): Promise<'none' | 'secret' | 'public' | 'wrong'> {
  if (given === '') return 'none';
  const [isSecret, isPublic] = await Promise.all([
    secret === undefined ? false : safeEqual(given, secret),
    publicKey === undefined ? false : safeEqual(given, publicKey),
  ]);
  return isSecret ? 'secret' : isPublic ? 'public' : 'wrong';
}

/**
 * Resolves the app (`X-App-Id`), the API key (`X-API-Key`: the secret key or the public one)
 * and the session cookie of a call into the context a route runs with. A wrong key is 401
 * `invalid_api_key`; a missing or
 * unknown app 400. An expired session is deleted and reported as a stale cookie.
 */
export async function resolveCredentials(
  parts: ServiceParts,
  rules: CredentialRules,
  call: IncomingCall,
): Promise<RouteContext> {
  const { request, url } = call;
  const appId = request.headers.get('x-app-id') ?? '';
  const apiKey = request.headers.get('x-api-key') ?? '';
  const expectedKey = rules.apps.get(appId);
  const publicKey = rules.publicKeys.get(appId);
  const kind = await keyKind(apiKey, expectedKey, publicKey);
  if (kind === 'wrong') {
    throw new HttpError(401, 'invalid_api_key', 'The API key is not valid for this app.');
  }
  if (appId === '')
    throw invalid({ 'X-App-Id': 'Required' }, 'Send your app id in the X-App-Id header.');
  if (expectedKey === undefined) {
    throw invalid({ 'X-App-Id': 'Unknown app' }, `"${appId}" is not an app of this service.`);
  }
  const cookieHeader = call.cookie ?? request.headers.get('cookie');
  const sessionId = sessionCookieOf(cookieHeader);
  let session = sessionId ? await parts.store.getSession(await sha256(sessionId)) : null;
  // A cookie that opens no session at all is stale; one of another app is left alone.
  let staleCookie = sessionId !== undefined && session === null;
  // Expired, or its user disabled since (disabling ends sessions; this covers a race with it).
  if (session && (session.session.expiresAt <= parts.now() || session.user.isActive === false)) {
    await parts.store.deleteSession(session.session.idHash);
    session = null;
    staleCookie = true;
  }
  if (session && session.session.appId !== appId) session = null;
  const secure = wantsSecureCookie(rules.secureCookies, request, url, call.viaTrustedProxy);
  return {
    ...parts,
    request,
    url,
    params: call.params,
    appId,
    hasApiKey: kind === 'secret',
    hasPublicKey: kind === 'public',
    session,
    sessionId,
    deviceCookie: deviceCookieOf(cookieHeader, secure),
    staleCookie,
    secure,
    clientAddress: call.clientAddress,
  };
}
