// Values a visitor (or an attacker's link) can put in `?returnTo=`, as the page reads them back
// (`searchParams.get('returnTo')`, one decoding done). Each must fall back to `redirectTo`.

/** `％` (a full-width percent sign, `%` in NFKC) percent-encoded `times` times. */
const fullWidthPercent = (times: number) =>
  times ? ['EF', 'BC', '85'].map((byte) => `%${'25'.repeat(times - 1)}${byte}`).join('') : '\uFF05';

/** [what it tries, the value]. */
export const openRedirectPayloads: ReadonlyArray<readonly [string, string]> = [
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with a path', '//evil.example/account?x=1#y'],
  ['three slashes', '///evil.example'],
  ['slash, backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash, slash', '\\/evil.example'],
  ['escaped slashes', '\\/\\/evil.example'],
  ['slash, backslash, slash', '/\\/evil.example'],
  ['encoded slashes', '%2F%2Fevil.example'],
  ['slash, encoded slash', '/%2Fevil.example'],
  ['slash, encoded backslash', '/%5Cevil.example'],
  ['encoded backslashes', '%5C%5Cevil.example'],
  ['double-encoded slashes', '%252F%252Fevil.example'],
  ['slash, double-encoded slashes', '/%252F%252Fevil.example'],
  ['slash, double-encoded backslash', '/%255Cevil.example'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['CR LF between the slashes', '/\r\n/evil.example'],
  ['an encoded tab', '/%09/evil.example'],
  ['an encoded newline', '/%0A/evil.example'],
  ['a NUL', '/\u0000/evil.example'],
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: after a tab', '\tjavascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['an absolute URL', 'https://evil.example/'],
  ['an absolute URL to this very host', 'https://app.example/account'],
  ['a scheme with one slash', 'http:/evil.example'],
  ['a scheme without slashes', 'https:evil.example'],
  ['userinfo, protocol-relative', '//app.example@evil.example'],
  ['userinfo, absolute', 'https://app.example@evil.example/account'],
  ['userinfo alone', '@evil.example'],
  ['IDN look-alike host', '//аpp.example/account'],
  ['IDN look-alike, absolute', 'https://аpp.example/account'],
  ['full-width solidus after the slash', '/／evil.example'],
  ['two full-width solidi', '／／evil.example'],
  ['full-width reverse solidus', '/＼evil.example'],
  ['ideographic full stop in the host', '//evil。example'],
  ['a dot segment to //', '/.//evil.example'],
  ['an encoded dot-dot segment to //', '/%2e%2e//evil.example'],
  ['a relative path', 'account'],
  ['a parent path', '../evil.example'],
  ['a leading space', ' //evil.example'],
  ['a leading space before a good path', ' /account'],
  ['a malformed escape', '/%E0%A4%A'],
  // Spellings that only some decoders turn into `//`: a lenient one past a malformed escape, a
  // fourth decoding, NFKC before decoding (full-width and small percent signs).
  ['a malformed escape after double-encoded slashes', '/%252F%252Fevil.example%25zz'],
  ['four-times-encoded slashes', '/%2525252F%2525252Fevil.example'],
  ['full-width percent signs', '/\uFF052F\uFF052Fevil.example'],
  ['small percent signs', '/\uFE6A2f\uFE6A2fevil.example'],
  ['full-width percent signs, backslashes', '/\uFF055C\uFF055Cevil.example'],
  ['encoded nine times: still changing after eight decodings', `/%${'25'.repeat(8)}41`],
  // Harmless, but each decoding doubles the spellings to check (NFKC or not, at each level).
  [
    'spelled more than 64 ways',
    `/${[0, 1, 2, 3, 4, 5].map((times) => `${fullWidthPercent(times)}2541x`).join('')}`,
  ],
  // Not a redirect elsewhere, but a string no URL can carry: encodeURIComponent throws on it.
  ['a lone surrogate', '/a\uD800'],
  ['a lone low surrogate', '/\uDC00a'],
  // Past the cap: sign-in's own URL would outgrow a server's header limit (HTTP 431).
  ['longer than 2,048 characters', `/${'a'.repeat(2048)}`],
  ['whitespace only', ' \t '],
  ['empty', ''],
];

/**
 * Paths that are this site's: kept, query and hash included, as the same URL (percent-encoded
 * where the value was not: `/café/menu` comes back as `/caf%C3%A9/menu`).
 */
export const goodReturnPaths = [
  '/',
  '/account',
  '/a?b=c#d',
  '/a/b%20c',
  '/account?tab=email#top',
  '/search?q=%2F%2Fx',
  '/café/menu',
  '/日本?q=東京#見出し',
  '/discount/50%25',
  '/javascript:alert(1)', // a path segment that happens to contain a colon: this site's page
  '/a%2Fb', // an encoded slash inside a segment, not at the start
  '/%E6%97%A5', // already percent-encoded
  '/emoji/😀', // a surrogate pair is a whole character
  `/${'a'.repeat(2047)}`, // 2,048 characters: at the cap
];
