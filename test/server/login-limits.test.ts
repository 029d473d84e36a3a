import { describe, expect, it } from 'vitest';
import { PASSWORD, serviceFixture } from './service-fixture';

// The real hash cost: a hash then takes long enough that guesses sent at once all arrive while
// the first ones are still being checked, as they did against the running service.
const svc = serviceFixture({ hashCost: { N: 2 ** 15, r: 8, p: 1 } });
/** The cheap test cost, where only the count matters, not what arrives while a hash runs. */
const counted = serviceFixture();

const login = (email: string, password: string, fixture = svc) =>
  fixture.call('POST', '/users/login', { body: { email, password } });

describe('the login limit per email', () => {
  it('checks at most 10 passwords however many guesses arrive at once; the rest are 429', async () => {
    const { email } = await svc.signup();
    // 40 guesses in parallel, the right password among them (#36): it must not get in.
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 35 ? PASSWORD : `wrong ${i}`));
    const answers = await Promise.all(guesses.map((password) => login(email, password)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 401 || status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    if (statuses[35] === 200) expect.unreachable('the 36th guess was checked');
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Ten real scrypt hashes: seconds on a busy 2-core machine, not milliseconds.
  }, 60_000);

  it('a login that succeeds does not count against the limit', async () => {
    const { email } = await counted.signup();
    const attempt = (password: string) => login(email, password, counted);
    for (let i = 0; i < 9; i++) expect((await attempt('wrong password')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt('wrong password')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(429);
    // Thirteen cheap hashes in a row: a bound for a busy machine.
  }, 30_000);
});
