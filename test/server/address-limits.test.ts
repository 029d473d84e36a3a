import { describe, expect, it } from 'vitest';
import { KEY, serviceFixture } from './service-fixture';

// The limits per client address. Each server of this file sees every request from 127.0.0.1;
// the one with trustProxy takes the address from X-Forwarded-For, as behind a proxy.
const direct = serviceFixture();
const proxied = serviceFixture({ trustProxy: true });
const ported = serviceFixture({ trustProxy: true });

const wrongLogin = (svc: typeof direct, n: number, headers: Record<string, string> = {}) =>
  svc.call('POST', '/users/login', {
    body: { email: `nobody${n}@example.com`, password: 'wrong password' },
    headers,
  });

// A hundred requests each: seconds on a busy machine.
describe('failed logins per client address', { timeout: 60_000 }, () => {
  it('more than 100 in 15 minutes is 429 with Retry-After, whatever X-Forwarded-For claims', async () => {
    for (let n = 0; n < 100; n++) {
      const answer = await wrongLogin(direct, n, { 'X-Forwarded-For': `198.51.100.${n}` });
      expect(answer.status).toBe(401);
    }
    const limited = await wrongLogin(direct, 100);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Signup counts separately, and the window passes.
    direct.clock.now += 15 * 60 * 1000;
    expect((await wrongLogin(direct, 101)).status).toBe(401);
  });

  it('with trustProxy, counts by the address the proxy appended to X-Forwarded-For', async () => {
    // Entries before the last are the client's own claims: rotating them changes nothing.
    const from = (n: number) => ({ 'X-Forwarded-For': `10.0.0.${n % 250}, 203.0.113.7` });
    for (let n = 0; n < 100; n++) expect((await wrongLogin(proxied, n, from(n))).status).toBe(401);
    expect((await wrongLogin(proxied, 100, from(100))).status).toBe(429);
    const other = { 'X-Forwarded-For': '203.0.113.8' };
    expect((await wrongLogin(proxied, 101, other)).status).toBe(401);
  });

  it.each([
    ['IPv4', (port: number) => `203.0.113.9:${port}`],
    ['IPv6', (port: number) => `[2001:db8::9]:${port}`],
  ])(
    'an %s address a proxy wrote with its port is one address, whatever the port',
    async (_, at) => {
      const from = (n: number) => ({ 'X-Forwarded-For': at(40000 + n) });
      for (let n = 0; n < 100; n++) expect((await wrongLogin(ported, n, from(n))).status).toBe(401);
      expect((await wrongLogin(ported, 100, from(100))).status).toBe(429);
    },
  );
});

describe('signups and OTP emails per client address', { timeout: 60_000 }, () => {
  it('more than 100 signups in 15 minutes is 429', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.20' };
    const signup = (n: number) =>
      proxied.call('POST', '/users/signup', {
        body: { name: 'N', email: `signup${n}@example.com`, password: 'long enough' },
        headers: from,
      });
    for (let n = 0; n < 100; n++) expect((await signup(n)).status).toBe(201);
    const limited = await signup(100);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('more than 50 OTP emails (forgot-password, send-verify-otp) in 15 minutes is 429', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.30' };
    const forgot = (n: number) =>
      proxied.call('POST', '/users/forgot-password', {
        body: { email: `forgot${n}@example.com` },
        apiKey: KEY,
        headers: from,
      });
    for (let n = 0; n < 50; n++) expect((await forgot(n)).status).toBe(200);
    expect((await forgot(50)).status).toBe(429);
    const user = await proxied.signup();
    const verify = await proxied.call('POST', `/users/send-verify-otp/${user.id}`, {
      body: { email: user.email },
      headers: from,
    });
    expect(verify.status).toBe(429);
  });
});
