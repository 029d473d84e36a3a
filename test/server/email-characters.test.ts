import { describe, expect, it } from 'vitest';
import { mailPrinter, originRefusalPrinter, printable } from '../../src/server/cli-output';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

// Issue 15 item 11: zero-width and bidi characters made a second account that looks like the
// first, and C0 controls reached the CLI's "mail to …" line raw.

describe('control and format characters in emails', () => {
  const service = serviceFixture();
  const signup = (email: string) =>
    service.call('POST', '/users/signup', { body: { name: 'Twin', email, password: PASSWORD } });

  it('are refused at signup with 400 on email, so no look-alike twin is made', async () => {
    expect((await signup('twin@example.com')).status).toBe(201);
    for (const email of [
      'twin\u200b@example.com', // zero-width space (Cf)
      'twin@exa\u202emple.com', // right-to-left override (Cf)
      'tw\ufeffin@example.com', // zero-width no-break space (Cf; trimmed at the ends)
      'twin\u00ad@example.com', // soft hyphen (Cf)
      'a\u001b]0;pwned\u0007@x.test', // ESC … BEL: retitles a terminal (Cc)
      'a\u007f@x.test', // DEL (Cc)
      'twin\u034f@example.com', // combining grapheme joiner (default ignorable, Mn)
      'twin\ufe0f@example.com', // variation selector 16 (default ignorable)
      'twin\u3164@example.com', // Hangul filler (default ignorable, Lo)
      'twin\u2800@example.com', // blank braille cell (So): renders as nothing
    ]) {
      const answer = await signup(email);
      expect(answer.status, JSON.stringify(email)).toBe(400);
      expect(answer.body.error).toBe('validation_failed');
      expect((answer.body.fields as Record<string, string>).email).toMatch(/control|invisible/i);
    }
  });

  it('are refused when an email is changed too', async () => {
    const user = await service.signup();
    const answer = await service.call('PUT', `/users/update/${user.id}`, {
      apiKey: KEY,
      body: { email: `x\u200d${user.email}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('email');
  });

  it('leave other Unicode alone (an accented address signs up)', async () => {
    expect((await signup('zoë@exämple.com')).status).toBe(201);
  });
});

describe('what the CLI prints of user input', () => {
  it('escapes control, format and line-separator characters and lone surrogates', () => {
    expect(printable('ada@example.com')).toBe('ada@example.com');
    expect(printable('a\u001b]0;pwned\u0007@x.test')).toBe('a\\u{1b}]0;pwned\\u{7}@x.test');
    expect(printable('twin\u200b@x.test\u2028\n\ud800')).toBe(
      'twin\\u{200b}@x.test\\u{2028}\\u{a}\\u{d800}',
    );
    // A backslash is doubled, so an address cannot print a forged escape.
    expect(printable('a\\u{1b}@x.test')).toBe('a\\\\u{1b}@x.test');
  });

  it('escapes the address on the "mail to" line and a refused origin', () => {
    const lines: string[] = [];
    mailPrinter((line) => lines.push(line))({
      to: 'a\u001b[2Jb@x.test',
      kind: 'verify-email',
      otp: '123456',
      sentAt: new Date(0).toISOString(),
    });
    originRefusalPrinter((line) => lines.push(line))('http://x.test\u001b[31m');
    expect(lines[0]).toBe(
      'latchkey-server: mail to a\\u{1b}[2Jb@x.test (verify-email): code 123456',
    );
    expect(lines[1]).toContain('origin http://x.test\\u{1b}[31m (not on the allowlist)');
    expect(lines.join('')).not.toContain('\u001b');
  });
});

// Issue 35, lower items: an email with list, group or display-name syntax was accepted as an
// account, and an SMTP mailer delivers `Victim<v@x.test>`, `a,v@x.test` or `g:v@x.test;` to
// the victim's inbox. An email names one mailbox: none of RFC 5322's specials but `@` and `.`.
describe('emails that name more than one mailbox, or a display name', () => {
  const service = serviceFixture();
  it('are refused at signup and when an email is changed', async () => {
    for (const email of [
      'Victim<v@x.test>',
      'a,v@x.test',
      'g:v@x.test;',
      '"v@x.test"@attacker.test',
      'v@x.test (comment)',
      'v@[127.0.0.1]',
      'a\\,v@x.test',
    ]) {
      const answer = await service.call('POST', '/users/signup', {
        body: { name: 'Twin', email, password: PASSWORD },
      });
      expect(answer.status, email).toBe(400);
      expect((answer.body.fields as Record<string, string>).email).toBeTruthy();
    }
    const user = await service.signup();
    const answer = await service.call('PUT', `/users/update/${user.id}`, {
      apiKey: KEY,
      body: { email: `Victim<${user.email}>` },
    });
    expect(answer.status).toBe(400);
  });
});
