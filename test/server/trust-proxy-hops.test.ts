import { describe, expect, it } from 'vitest';
import { parseFlags } from '../../src/server/cli-flags';
import { KEY, serviceFixture } from './service-fixture';

// Issue 35, finding 4: behind a CDN and nginx, `--trust-proxy` took the CDN edge (the last
// X-Forwarded-For entry, the one nginx appended) as the client, so everyone behind one edge
// shared one address's limits. It now takes a hop count, or the networks of the proxies to
// trust. Over loopback: the socket is 127.0.0.1, the proxy in front of the service. Two OTP
// emails per address bring the per-address limit within a few requests.
const EDGE = '203.0.113.7';
const limits = { addressLimits: { otpEmails: 2 } };
const twoHops = serviceFixture({ trustProxy: 2, ...limits });
const networks = serviceFixture({ trustProxy: ['127.0.0.0/8', '203.0.113.0/24'], ...limits });
const untrustedSocket = serviceFixture({ trustProxy: ['10.0.0.0/8'], ...limits });

let sequence = 0;
const forgot = (svc: typeof twoHops, forwardedFor: string) => {
  sequence += 1;
  return svc
    .call('POST', '/users/forgot-password', {
      body: { email: `someone${sequence}@example.com` },
      apiKey: KEY,
      headers: { 'X-Forwarded-For': forwardedFor },
    })
    .then((answer) => answer.status);
};

describe('--trust-proxy with a hop count', () => {
  it('counts each client behind one CDN edge apart', async () => {
    for (let n = 1; n <= 3; n++)
      expect(await forgot(twoHops, `198.51.100.${n}, ${EDGE}`)).toBe(200);
  });

  it('counts one client as one, whatever it claims to the left', async () => {
    const at = (claim: string) => `${claim}, 198.51.100.50, ${EDGE}`;
    expect(await forgot(twoHops, at('1.1.1.1'))).toBe(200);
    expect(await forgot(twoHops, at('2.2.2.2'))).toBe(200);
    expect(await forgot(twoHops, at('3.3.3.3'))).toBe(429);
  });
});

describe('--trust-proxy with trusted networks', () => {
  it('takes the first address from the right outside them', async () => {
    for (let n = 1; n <= 3; n++)
      expect(await forgot(networks, `6.6.6.${n}, 198.51.100.60, ${EDGE}`)).toBe(n < 3 ? 200 : 429);
    expect(await forgot(networks, `198.51.100.61, ${EDGE}`)).toBe(200);
    // IPv6 inside and outside the networks.
    expect(await forgot(networks, `2001:db8::1, ${EDGE}`)).toBe(200);
  });

  it('ignores X-Forwarded-For from a socket outside them', async () => {
    expect(await forgot(untrustedSocket, '198.51.100.70')).toBe(200);
    expect(await forgot(untrustedSocket, '198.51.100.71')).toBe(200);
    expect(await forgot(untrustedSocket, '198.51.100.72')).toBe(429);
  });
});

describe('the --trust-proxy flag', () => {
  it('takes nothing (one hop), a hop count, or networks', () => {
    expect(parseFlags(['--trust-proxy']).trustProxy).toBe(true);
    expect(parseFlags(['--trust-proxy', '--memory']).trustProxy).toBe(true);
    expect(parseFlags(['--trust-proxy', '2']).trustProxy).toBe(2);
    expect(parseFlags(['--trust-proxy=10.0.0.0/8,fd00::/8']).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => parseFlags(['--trust-proxy', '0'])).toThrow(/--trust-proxy/);
    expect(() => parseFlags(['--trust-proxy', '10.0.0.0/99'])).toThrow(/--trust-proxy/);
  });
});
