import type { ClientCookieJar } from './node';

/** In a browser the browser keeps the cookies (`credentials: 'include'`); the client keeps none. */
export function createCookieJar(): ClientCookieJar | undefined {
  return undefined;
}
