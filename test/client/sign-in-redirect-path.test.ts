import { safeReturnPath, signInRedirectPath } from 'latchkey';
import { describe, expect, it } from 'vitest';

// What a server (a Next.js proxy, a React Router loader) answers a signed-out visitor of a
// protected page: sign-in, carrying the page. What sign-in reads back from that address
// (`searchParams.get('returnTo')` through `safeReturnPath`) must be the page, query included.

/** The page sign-in would send the visitor back to, as a login page reads it. */
const readBack = (address: string) =>
  safeReturnPath(new URL(address, 'https://app.example').searchParams.get('returnTo'));

describe('signInRedirectPath', () => {
  it.each([
    ['https://app.example/account', '/login?returnTo=%2Faccount', '/account'],
    [
      'https://app.example/account?tab=email&x=a%20b',
      '/login?returnTo=%2Faccount%3Ftab%3Demail%26x%3Da%2520b',
      '/account?tab=email&x=a%20b',
    ],
    ['http://localhost:3000/', '/login?returnTo=%2F', '/'],
    [
      'https://app.example/orders/42#items',
      '/login?returnTo=%2Forders%2F42%23items',
      '/orders/42#items',
    ],
  ])('takes the path, query and hash of the URL %s', (page, address, back) => {
    expect(signInRedirectPath(new URL(page))).toBe(address);
    expect(readBack(address)).toBe(back);
  });

  it('ignores the host of a URL: the visitor comes back to this site', () => {
    expect(signInRedirectPath(new URL('https://other.example/account?x=1'))).toBe(
      '/login?returnTo=%2Faccount%3Fx%3D1',
    );
  });

  it('takes a path as it is', () => {
    expect(signInRedirectPath('/account?tab=email')).toBe(
      '/login?returnTo=%2Faccount%3Ftab%3Demail',
    );
  });

  it.each([
    ['the login page of the app', '/sign-in', '/sign-in?returnTo=%2Faccount'],
    ['one with a query', '/login?lang=de', '/login?lang=de&returnTo=%2Faccount'],
    ['one ending in ?', '/login?', '/login?returnTo=%2Faccount'],
    ['one with a hash', '/login#form', '/login?returnTo=%2Faccount#form'],
    [
      'one with a query and a hash',
      '/auth?mode=login#top',
      '/auth?mode=login&returnTo=%2Faccount#top',
    ],
  ])('adds returnTo to %s', (_, loginPath, address) => {
    expect(signInRedirectPath('/account', loginPath)).toBe(address);
  });

  it.each([
    new URL('https://app.example//evil.example/x'),
    new URL('https://app.example/%2F%2Fevil.example'),
    new URL('https://app.example/%5Cevil.example'),
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/account',
    'javascript:alert(1)',
    'account',
    '',
  ])('gives sign-in alone for a page safeReturnPath refuses: %s', (page) => {
    expect(signInRedirectPath(page)).toBe('/login');
    expect(signInRedirectPath(page, '/login?lang=de')).toBe('/login?lang=de');
  });
});
