import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY, serviceFixture } from './service-fixture';

// A mailer that fails quoting the mail it could not send: the log says so without the code.
let failures = 0;
const svc = serviceFixture({
  mailer: async (message) => {
    failures += 1;
    throw new Error(`SMTP 550 for ${message.to}: "Your code is ${message.otp}"`);
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failing mailer', () => {
  it('is logged by name and message with the one-time code blanked', async () => {
    const user = await svc.signup();
    const logged = new Promise<string>((resolve) => {
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        resolve(args.map(String).join(' '));
      });
    });
    const answer = await svc.call('POST', '/users/forgot-password', {
      apiKey: KEY,
      body: { email: user.email },
    });
    expect(answer.status).toBe(200);
    const line = await logged;
    const [mail] = (await svc.mail(user.email)).filter((m) => m.kind === 'reset-password');
    expect(failures).toBeGreaterThan(0);
    expect(line).toContain('the mailer failed');
    expect(line).toContain('SMTP 550');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    expect(line).not.toContain(mail?.otp ?? 'no code');
  });
});
