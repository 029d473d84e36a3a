import { safeReturnPath, signInRedirectPath } from 'latchkey';
import { describe, expect, it } from 'vitest';
import { goodReturnPaths, openRedirectPayloads } from '../support/open-redirect-payloads';

// Every open-redirect payload falls back (undefined: the caller's `redirectTo`), and a path of
// this site comes back as the same URL, in its canonical ASCII spelling. The forms run the same
// table through a real sign-in (test/ui/return-to-login.test.tsx).

const base = 'https://app.example';
/** A value as a test title: a 2 KB payload would make a 2 KB title. */
const shown = (value: string) =>
  value.length > 60 ? `${value.slice(0, 40)}… (${value.length} chars)` : value;
/** What a server's redirect does with the path: React Router's `redirect` sets it on a Headers. */
const asLocationHeader = (path: string) => new Headers({ Location: path }).get('Location');

describe('safeReturnPath', () => {
  it('has a table of at least 25 payloads', () => {
    expect(openRedirectPayloads.length).toBeGreaterThanOrEqual(25);
  });

  it.each(openRedirectPayloads.map(([what, value]) => ({ what, value, title: shown(value) })))(
    'refuses $what: $title',
    ({ value }) => {
      expect(safeReturnPath(value)).toBeUndefined();
    },
  );

  it.each(goodReturnPaths.map((path) => ({ path, title: shown(path) })))(
    'keeps $title as the same URL, query and hash included, in printable ASCII',
    ({ path }) => {
      const kept = safeReturnPath(path);
      expect(kept).toMatch(/^\/[\x21-\x7e]*$/);
      expect(new URL(kept ?? '', base).href).toBe(new URL(path, base).href);
      // Canonical: what it gives back, it keeps as it is.
      expect(safeReturnPath(kept)).toBe(kept);
    },
  );

  it.each([
    ['/a?b=c#d', '/a?b=c#d'],
    ['/a/b%20c', '/a/b%20c'],
    ['/a b', '/a%20b'],
    ['/café/menu', '/caf%C3%A9/menu'],
    ['/日本?q=東京#見出し', '/%E6%97%A5%E6%9C%AC?q=%E6%9D%B1%E4%BA%AC#%E8%A6%8B%E5%87%BA%E3%81%97'],
    ['/a/../b', '/b'],
  ])('gives %j back percent-encoded as %j', (path, canonical) => {
    expect(safeReturnPath(path)).toBe(canonical);
  });

  it('gives back a path a server can redirect to: no character past Latin-1 in a header', () => {
    const back = safeReturnPath(new URLSearchParams('returnTo=%2F%E6%97%A5').get('returnTo'));
    expect(back).toBe('/%E6%97%A5');
    expect(asLocationHeader(back ?? '')).toBe('/%E6%97%A5');
  });

  it('keeps a value encoded eight times (each decoding checked), refuses one still changing', () => {
    const encoded = (times: number) => `/%${'25'.repeat(times - 1)}41`; // `/A`, encoded
    expect(safeReturnPath(encoded(8))).toBe(encoded(8));
    expect(safeReturnPath(encoded(9))).toBeUndefined();
  });

  it('caps the path at 2,048 characters, as given and percent-encoded', () => {
    expect(safeReturnPath(`/${'a'.repeat(2047)}`)).toHaveLength(2048);
    expect(safeReturnPath(`/${'a'.repeat(2048)}`)).toBeUndefined();
    // 301 characters, 2,701 once encoded (9 per character).
    expect(safeReturnPath(`/${'日'.repeat(300)}`)).toBeUndefined();
    expect(safeReturnPath(`/${'日'.repeat(227)}`)).toHaveLength(2044);
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
  });

  it('reads a value the way a login page does: one decoding by URLSearchParams, then its own', () => {
    const back = (query: string) => safeReturnPath(new URLSearchParams(query).get('returnTo'));
    expect(back('returnTo=%2Faccount%3Ftab%3Demail%23top')).toBe('/account?tab=email#top');
    expect(back('returnTo=%2F%2Fevil.example')).toBeUndefined();
    expect(back('returnTo=%252F%252Fevil.example')).toBeUndefined();
    expect(back('returnTo=%2F%25252F%25252Fevil.example')).toBeUndefined();
    expect(back('returnTo=%2F%EF%BC%852F%EF%BC%852Fevil.example')).toBeUndefined(); // ％2F
  });
});

describe('signInRedirectPath, with what safeReturnPath refuses', () => {
  it('gives sign-in alone for a lone surrogate, rather than throwing a URIError', () => {
    expect(signInRedirectPath('/a\uD800')).toBe('/login');
  });

  it('gives sign-in alone for a page URL past the cap (a 6 KB URL made a 12 KB Location)', () => {
    expect(signInRedirectPath(new URL(`${base}/search?q=${'x'.repeat(6000)}`))).toBe('/login');
  });

  it('keeps sign-in under 8 KB for the longest page it carries', () => {
    // `?` is the worst case: kept as it is in a query, 3 characters once encoded into returnTo.
    const address = signInRedirectPath(`/${'?'.repeat(2047)}`);
    expect(address).toMatch(/^\/login\?returnTo=%2F(%3F)+$/);
    expect(address.length).toBeLessThan(8 * 1024);
  });

  it('carries a non-ASCII page as ASCII a server can redirect to', () => {
    const address = signInRedirectPath(new URL(`${base}/日本?q=é`));
    expect(asLocationHeader(address)).toBe(address);
    expect(safeReturnPath(new URL(address, base).searchParams.get('returnTo'))).toBe(
      '/%E6%97%A5%E6%9C%AC?q=%C3%A9',
    );
  });
});
