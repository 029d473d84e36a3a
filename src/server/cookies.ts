export const SESSION_COOKIE = 'service_user_session';

/** The value of the session cookie in a Cookie header, if any. */
export const sessionCookieOf = (header: string | null): string | undefined =>
  cookieOf(header, SESSION_COOKIE);

/**
 * The value of the cookie `name` in a Cookie header, if any (empty counts as none). Two or more
 * of one name are ambiguous and count as none: a sibling subdomain can toss in a cookie of the
 * name for the parent domain, with a longer Path that browsers send first, and the first one
 * used to win (the victim signed in to the attacker's account).
 */
export function cookieOf(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  const values: string[] = [];
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name)
      values.push(part.slice(index + 1).trim());
  }
  const [value] = values;
  return values.length === 1 && value !== '' ? value : undefined;
}

/** `Set-Cookie` for a session: HttpOnly, SameSite=Lax, Path=/, Secure over https. */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** `Set-Cookie` that deletes the session cookie. */
export const clearedSessionCookie = (secure: boolean) => sessionCookie('', 0, secure);

/**
 * Whether the session cookie gets `Secure`: `setting` true or false decides; `'auto'` means
 * when the request came over https, which through a trusted proxy (`trustProxy`) is what the
 * first `X-Forwarded-Proto` entry says (the scheme the client used on the proxy in front; a
 * client that forges it only makes its own cookie stricter).
 */
export function wantsSecureCookie(
  setting: boolean | 'auto',
  request: Request,
  url: URL,
  viaTrustedProxy: boolean,
): boolean {
  if (setting !== 'auto') return setting;
  if (url.protocol === 'https:') return true;
  if (!viaTrustedProxy) return false;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
