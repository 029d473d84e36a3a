import { createCookieJar } from '#cookie-jar';
import type { AuthClientOptions } from './auth-client';
import { ConfigurationError } from './errors';
import type { Transport } from './request';

/** The scheme a URL names (`https` of `https://…`), if it names one. */
const schemeOf = (url: string) => /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();

/** `localhost:8787`, `127.0.0.1:8787`: a host and port given without `http://`. */
const isHostAndPort = (url: string) => /^[\w.-]+:\d+(\/|$)/.test(url);

/**
 * The client's options checked and settled into what every request needs: the base URL without
 * a trailing slash (resolved against the page in a browser), the app, the key, a fetch that is
 * never called as a method, the timeout and (outside browsers) a cookie jar. A missing or bad
 * option is a ConfigurationError naming it. A relative base URL outside a browser is kept, not
 * refused: server rendering creates the client too, and only a request needs the absolute URL
 * (see `relativeBaseUrl`).
 */
export function resolveOptions(options: AuthClientOptions | undefined): Transport {
  const configError = (message: string, field: string, problem = 'Required', cause?: unknown) =>
    new ConfigurationError(message, {
      operation: 'createAuthClient',
      fields: { [field]: problem },
      ...(cause === undefined ? {} : { cause }),
    });
  const { baseUrl, appId, timeoutMs = 15_000 } = options ?? ({} as Partial<AuthClientOptions>);
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw configError(
      'createAuthClient needs a baseUrl: the URL of your auth service, e.g. "https://auth.example.com/api" or "/api" behind your own proxy.',
      'baseUrl',
    );
  }
  if (typeof appId !== 'string' || appId.trim() === '') {
    throw configError('createAuthClient needs an appId: your application id.', 'appId');
  }
  const given = baseUrl.trim();
  const scheme = schemeOf(given);
  const hostAndPort = isHostAndPort(given);
  if ((scheme !== undefined && scheme !== 'http' && scheme !== 'https') || hostAndPort) {
    const hint = hostAndPort ? ` Did you mean "http://${given}"?` : '';
    throw configError(
      `createAuthClient: baseUrl "${given}" is not an http(s) URL or a path.${hint}`,
      'baseUrl',
      'Invalid',
    );
  }
  const origin =
    typeof globalThis.location?.origin === 'string' ? globalThis.location.origin : undefined;
  const relativeBaseUrl = scheme === undefined && origin === undefined;
  let resolved = given;
  if (!relativeBaseUrl) {
    try {
      // Against the page's origin, not its path: 'api' on /account/settings is still /api, and
      // the same whichever page the app was opened at.
      resolved = new URL(given, origin && `${origin}/`).href;
    } catch (cause) {
      throw configError(
        `createAuthClient: baseUrl "${given}" is not a valid URL.`,
        'baseUrl',
        'Invalid',
        cause,
      );
    }
  }
  // `!(x >= 0)`: NaN too.
  if (typeof timeoutMs !== 'number' || !(timeoutMs >= 0)) {
    throw configError(
      'createAuthClient: timeoutMs must be a number of milliseconds ≥ 0.',
      'timeoutMs',
      'Invalid',
    );
  }
  const customFetch = options?.fetch;
  return {
    baseUrl: resolved.replace(/\/+$/, ''),
    relativeBaseUrl,
    appId,
    apiKey: options?.apiKey,
    // Wrapped so it is never called as a method: a browser's own fetch throws "Illegal
    // invocation" when `this` is not the window.
    fetch: (input, init) => (customFetch ?? globalThis.fetch)(input, init),
    headers: options?.headers,
    timeoutMs,
    jar: createCookieJar(),
  };
}
