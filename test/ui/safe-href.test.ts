import { safeReturnPath } from 'latchkey';
import { describe, expect, it, vi } from 'vitest';
import { safeHref } from '../../src/ui/safe-href';

// Every href latchkey follows or renders passes through safeHref; a returnTo read from the page
// URL through safeReturnPath. Each row is what a browser would make of the string.

const followed = [
  '/account',
  '/account?tab=email#top',
  'account',
  '../welcome',
  '?next=1',
  '#section',
  'https://app.example.com/welcome',
  'http://localhost:3000/',
  'HTTPS://APP.EXAMPLE.COM/',
  '//cdn.example.com/page', // protocol-relative: http(s), an app's own choice
  'javascript%3Aalert(1)', // no scheme to a browser: a relative path
  '/javascript:alert(1)',
];

const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'javascript:alert(1) ',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://app.example.com/1234',
  'mailto:someone@example.com',
  'ftp://example.com/',
  'http://[', // not a URL at all
];

describe('safeHref', () => {
  it.each(followed)('follows %j', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each(refused)('refuses %j with a development warning', (href) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(safeHref(href)).toBeUndefined();
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain('refused to navigate');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('safeReturnPath', () => {
  const kept = ['/', '/account', '/account?tab=email#top', '/a/b%20c', '/search?q=%2F%2Fx'];
  const ignored = [
    undefined,
    null,
    '',
    'account',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /account',
    '/%E0%A4%A', // a malformed escape
  ];

  it.each(kept)('keeps %j', (value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it.each(ignored)('ignores %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
