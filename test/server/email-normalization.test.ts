import { describe, expect, it } from 'vitest';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();

// One address, two Unicode spellings: é as one code point (NFC) and as e + a combining accent.
const nfc = 'Jos\u00e9@example.com';
const nfd = ' jose\u0301@EXAMPLE.com ';

describe('emails are trimmed, case-folded and NFC-normalized', () => {
  it('NFC and NFD spellings are one account: signup 409, login, recovery', async () => {
    const first = await svc.call('POST', '/users/signup', {
      body: { name: 'José', email: nfd, password: PASSWORD },
    });
    expect(first.status).toBe(201);
    expect((first.body.user as { email: string }).email).toBe(
      'jose\u0301@EXAMPLE.com'.normalize('NFC'),
    );
    const second = await svc.call('POST', '/users/signup', {
      body: { name: 'Other', email: nfc, password: PASSWORD },
    });
    expect(second.status).toBe(409);
    const login = await svc.call('POST', '/users/login', {
      body: { email: nfc, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const forgot = await svc.call('POST', '/users/forgot-password', {
      body: { email: nfc },
      apiKey: KEY,
    });
    expect(forgot.status).toBe(200);
    expect(await svc.mail(nfd.trim())).toHaveLength(1);
    expect(await svc.mail(nfc.toUpperCase())).toHaveLength(1);
  });

  it('an update to the other spelling of a taken email is 409', async () => {
    const owner = await svc.signup({ email: 'Zo\u00eb@example.com' });
    const other = await svc.signup();
    const answer = await svc.call('PUT', `/users/update/${other.id}`, {
      body: { email: 'zoe\u0308@example.com', currentPassword: PASSWORD },
      session: other.session,
    });
    expect(answer.status).toBe(409);
    expect(owner.email).toBe('Zo\u00eb@example.com');
  });
});
