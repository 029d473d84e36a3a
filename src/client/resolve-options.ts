import { createCookieJar } from '#cookie-jar';
import type { AuthClientOptions } from './auth-client';
import { ConfigurationError } from './errors';
import type { Transport } from './request';

/**
 * The client's options checked and settled into what every request needs: an absolute base URL
 * without a trailing slash, the app, the key, a fetch that is never called as a method, the
 * timeout and (outside browsers) a cookie jar. A missing or bad option is a ConfigurationError.
 */
export function resolveOptions(options: AuthClientOptions | undefined): Transport {
  const configError = (message: string, field: string) =>
    new ConfigurationError(message, {
      operation: 'createAuthClient',
      fields: { [field]: 'Required' },
    });
  const { baseUrl, appId, timeoutMs = 15_000 } = options ?? ({} as Partial<AuthClientOptions>);
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw configError('createAuthClient needs a baseUrl: the URL of your auth service.', 'baseUrl');
  }
  if (typeof appId !== 'string' || appId.trim() === '') {
    throw configError('createAuthClient needs an appId: your application id.', 'appId');
  }
  let absolute: string;
  try {
    // Relative URLs are fine in a browser (same origin), nowhere else.
    absolute = new URL(baseUrl, globalThis.location?.href).href;
  } catch (cause) {
    throw new ConfigurationError(`createAuthClient: baseUrl "${baseUrl}" is not an absolute URL.`, {
      operation: 'createAuthClient',
      fields: { baseUrl: 'Invalid' },
      cause,
    });
  }
  if (typeof timeoutMs !== 'number' || Number.isNaN(timeoutMs) || timeoutMs < 0) {
    throw configError(
      'createAuthClient: timeoutMs must be a number of milliseconds ≥ 0.',
      'timeoutMs',
    );
  }
  const customFetch = options?.fetch;
  return {
    baseUrl: absolute.replace(/\/+$/, ''),
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
