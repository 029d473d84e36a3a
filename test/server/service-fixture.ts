import { afterAll, beforeAll, expect } from 'vitest';
import { type AuthServer, type AuthServerOptions, startAuthServer } from '../../src/server';

export const APP = 'app-1';
export const KEY = 'key-1';
export const OTHER_APP = 'app-2';
export const OTHER_KEY = 'key-2';
/** APP's public key: what a browser app holds (recovery only). */
export const PUBLIC_KEY = 'public-key-1';
export const PASSWORD = 'correct horse battery';

/** A raw answer: status, parsed body, headers and Set-Cookie lines. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  cookies: string[];
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (overrides `body`). */
  raw?: string;
  appId?: string | null;
  apiKey?: string;
  /** The session cookie value to send. */
  session?: string;
  headers?: Record<string, string>;
}

/**
 * The reference service on a loopback port with a settable clock, and a raw HTTP caller that
 * checks every answer for leaked passwords or hashes.
 */
export function serviceFixture(options: AuthServerOptions = {}) {
  let server: AuthServer | undefined;
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const passwords = new Set([PASSWORD]);

  beforeAll(async () => {
    server = await startAuthServer({
      port: 0,
      apps: { [APP]: KEY, [OTHER_APP]: OTHER_KEY },
      publicKeys: { [APP]: PUBLIC_KEY },
      hashCost: { N: 1024, r: 8, p: 1 },
      now: () => clock.now,
      origins: ['http://app.example'],
      ...options,
    });
  });
  afterAll(() => server?.close());

  const get = () => {
    if (!server) throw new Error('server not started');
    return server;
  };

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.appId !== null) headers['X-App-Id'] = options.appId ?? APP;
    if (options.apiKey) headers['X-API-Key'] = options.apiKey;
    if (options.session) headers.Cookie = `service_user_session=${options.session}`;
    let body = options.raw;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await fetch(`${get().url}${path}`, { method, headers, body });
    const text = await response.text();
    expect(text, 'no answer carries a password hash').not.toMatch(/scrypt\$/);
    for (const password of passwords)
      expect(text, 'no answer carries a password').not.toContain(password);
    return {
      status: response.status,
      body: text ? JSON.parse(text) : {},
      headers: response.headers,
      cookies: response.headers.getSetCookie(),
    };
  }

  /** The session cookie value in an answer, if it set one. */
  const sessionOf = (answer: Answer) =>
    answer.cookies.map((c) => /^service_user_session=([^;]*)/.exec(c)?.[1]).find((v) => v);

  let sequence = 0;
  /**
   * Signs a new user up; returns its id, email, password and session cookie value. Setting
   * `role` or `isActive` needs the API key (`{ apiKey: KEY }`).
   */
  async function signup(
    extra: Record<string, unknown> = {},
    appId = APP,
    credentials: { apiKey?: string } = {},
  ) {
    sequence += 1;
    const email = `user${sequence}@example.com`;
    const password = (extra.password as string | undefined) ?? PASSWORD;
    passwords.add(password);
    const answer = await call('POST', '/users/signup', {
      appId,
      ...credentials,
      body: { name: `User ${sequence}`, email, password, ...extra },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const user = answer.body.user as { id: string; email: string };
    return { id: user.id, email: user.email, password, session: sessionOf(answer) ?? '', answer };
  }

  const login = async (email: string, password = PASSWORD) =>
    sessionOf(await call('POST', '/users/login', { body: { email, password } })) ?? '';

  const sessionValid = async (session: string, appId = APP) =>
    (await call('GET', '/users/session', { session, appId })).body.authenticated === true;

  const mail = async (email: string) =>
    (await call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)).body.messages as {
      to: string;
      kind: string;
      otp: string;
      sentAt: string;
      text?: string;
    }[];

  return {
    clock,
    get server() {
      return get();
    },
    /** Registers a password so answers are checked for it too. */
    remember: (password: string) => passwords.add(password),
    call,
    sessionOf,
    signup,
    login,
    sessionValid,
    mail,
  };
}
