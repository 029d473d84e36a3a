import { describe, expect, it } from 'vitest';
import { PASSWORD, serviceFixture } from './service-fixture';

// Issue 35, lower items: cookie tossing. A sibling subdomain can set a cookie of the same name
// for the parent domain (with a longer Path, which browsers send first), and the first cookie
// of a name won: the victim was signed in to the attacker's account. Two session cookies are
// now ambiguous and open no session; and over https the device cookie is `__Host-` prefixed
// (Secure, Path=/, no Domain), which no other host can set.
describe('two session cookies of one name', () => {
  const svc = serviceFixture();

  it('open no session, whichever comes first', async () => {
    const attacker = await svc.signup();
    const victim = await svc.signup();
    for (const cookie of [
      `service_user_session=${attacker.session}; service_user_session=${victim.session}`,
      `service_user_session=${victim.session}; service_user_session=${attacker.session}`,
    ]) {
      const answer = await svc.call('GET', '/users/session', { headers: { Cookie: cookie } });
      expect(answer.body.authenticated).toBe(false);
    }
    // One alone still does.
    expect(await svc.sessionValid(victim.session)).toBe(true);
  });
});

describe('the device cookie over https', () => {
  const svc = serviceFixture({ secureCookies: true });

  it('is __Host- prefixed, and only the prefixed one is read', async () => {
    const user = await svc.signup();
    const login = await svc.call('POST', '/users/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const device = login.cookies.find((cookie) => cookie.startsWith('__Host-service_device='));
    expect(device).toMatch(/; Secure/);
    expect(device).toMatch(/; Path=\//);
    expect(device).not.toMatch(/Domain=/i);
    const value = /^__Host-service_device=([^;]*)/.exec(device ?? '')?.[1] ?? '';
    // The email's 10 spent by strangers: only a trusted browser still signs in.
    for (let i = 0; i < 10; i++)
      await svc.call('POST', '/users/login', { body: { email: user.email, password: `x${i}` } });
    const as = (cookie: string) =>
      svc
        .call('POST', '/users/login', {
          body: { email: user.email, password: PASSWORD },
          headers: { Cookie: cookie },
        })
        .then((answer) => answer.status);
    expect(await as(`service_device=${value}`)).toBe(429);
    expect(await as(`__Host-service_device=${value}`)).toBe(200);
  });
});
