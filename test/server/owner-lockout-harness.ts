import { expect } from 'vitest';
import {
  type AuthService,
  type AuthServiceOptions,
  type AuthStore,
  createAuthService,
} from '../../src/server';

export const APP = 'owner-app';
export const KEY = 'owner-key';
export const PUBLIC_KEY = 'owner-public-key';
export const PASSWORD = 'the owner’s own passphrase';
/** The stranger's machine and the owner's, as startAuthServer would pass them. */
export const STRANGER = '198.51.100.7';
export const OWNER = '203.0.113.20';

/** A browser: the cookies the service set, sent back with each call (a cookie jar). */
export type Jar = Map<string, string>;

/** One call's answer. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

/**
 * The service in process on `store`, called as from a client address (the per-address limits
 * apply) with the public key a browser app holds, and optionally a cookie jar.
 */
export function ownerHarness(store: AuthStore, options: Partial<AuthServiceOptions> = {}) {
  const service: AuthService = createAuthService({
    apps: { [APP]: KEY },
    publicKeys: { [APP]: PUBLIC_KEY },
    store,
    hashCost: { N: 1024, r: 8, p: 1 },
    ...options,
  });

  async function call(
    path: string,
    body: unknown,
    from: { address: string; jar?: Jar },
    method = 'POST',
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      'X-App-Id': APP,
      'X-API-Key': PUBLIC_KEY,
      'Content-Type': 'application/json',
    };
    if (from.jar?.size)
      headers.Cookie = [...from.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await service(
      new Request(`http://service.test${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
      }),
      { clientAddress: from.address },
    );
    const cookies = response.headers.getSetCookie();
    for (const line of cookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0\b/.test(line) || value === '') from.jar?.delete(name);
      else from.jar?.set(name, value);
    }
    return { status: response.status, body: await response.json(), cookies };
  }

  let sequence = 0;
  /** Signs an owner up from a browser of their own, which then signs in (a known device). */
  async function owner() {
    sequence += 1;
    const email = `owner${sequence}@example.com`;
    const jar: Jar = new Map();
    const signup = await call(
      '/users/signup',
      { name: 'Owner', email, password: PASSWORD },
      { address: OWNER },
    );
    expect(signup.status).toBe(201);
    const login = await call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER, jar },
    );
    expect(login.status).toBe(200);
    // `__Host-` prefixed over https (issue 35: cookie tossing).
    expect(jar.has('service_device') || jar.has('__Host-service_device')).toBe(true);
    return { email, jar, id: (login.body.user as { id: string }).id };
  }

  const latestCode = (email: string) =>
    service.mailbox
      .for(email)
      .filter((message) => message.otp !== '')
      .at(-1)?.otp ?? '';
  /** A code that is not the latest one mailed to `email`. */
  const wrongCode = (email: string) =>
    String((Number(latestCode(email)) + 1) % 1_000_000).padStart(6, '0');

  return { service, call, owner, latestCode, wrongCode };
}
