import { CookieJar, MemoryCookieStore } from 'tough-cookie';

/**
 * The cookie jar a client keeps outside a browser (Node's fetch keeps none). RFC 6265 rules
 * (domain, path, expiry, `Max-Age=0`, Secure) come from tough-cookie. In a browser this module is
 * replaced by `browser.ts` through the package's `#cookie-jar` import condition, so browser
 * bundles never carry it.
 */
export interface ClientCookieJar {
  /** The `Cookie` header value for a request to `url` ('' when none apply). */
  cookieHeader(url: string): string;
  /** Stores every `Set-Cookie` header of a response to `url`. */
  store(url: string, setCookieHeaders: readonly string[]): void;
  /** Drops every cookie named `name`, whatever its domain and path. */
  remove(name: string): Promise<void>;
}

/** Creates the jar of one client. */
export function createCookieJar(): ClientCookieJar | undefined {
  const store = new MemoryCookieStore();
  const jar = new CookieJar(store);
  return {
    cookieHeader: (url) => jar.getCookieStringSync(url),
    store(url, setCookieHeaders) {
      // A malformed Set-Cookie is ignored, as a browser would.
      for (const header of setCookieHeaders) jar.setCookieSync(header, url, { ignoreError: true });
    },
    async remove(name) {
      for (const cookie of await store.getAllCookies()) {
        if (cookie.key === name)
          await store.removeCookie(cookie.domain ?? '', cookie.path ?? '/', name);
      }
    },
  };
}
