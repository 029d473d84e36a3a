import { send, type Transport } from './request';

/** What to tell a developer whose browser kept no session cookie after a sign-in. */
export function lostCookieWarning(pageOrigin: string, baseUrl: string): string {
  const service = new URL(baseUrl);
  const page = new URL(pageOrigin);
  const why =
    page.hostname !== service.hostname
      ? `this page (${page.origin}) and the auth service (${service.origin}) are different sites, and a browser does not keep the service's SameSite=Lax session cookie across sites`
      : `the browser refused the service's session cookie (blocked cookies, or a Secure cookie over http?)`;
  return [
    `latchkey: the sign-in worked, but the session did not hold: ${why}.`,
    'After a reload the user is signed out again.',
    `Fix: put the service on the page's own site, e.g. behind your dev server's proxy (Vite: server.proxy { '/api': { target: '${service.origin}', rewrite: (path) => path.replace(/^\\/api/, '') } } and baseUrl '/api'), or use the same host name for both.`,
    '(This check runs once, in development builds only.)',
  ].join(' ');
}

/** Called after each sign-in; `stillCurrent()` says whether that sign-in is still the latest. */
export type SessionProbe = (stillCurrent: () => boolean) => void;

/**
 * Development builds, in a browser that keeps the cookie itself: once per client, right after
 * the first sign-in, asks the service whether the session holds, and warns on the console when
 * it does not (the cross-site cookie trap: signed in, yet signed out after a reload, with no
 * error anywhere). Nothing changes in the client's session; a newer sign-in or sign-out while
 * the check runs (`stillCurrent()` false) silences it.
 */
export function createSessionProbe(transport: Transport): SessionProbe {
  let probed = false;
  return (stillCurrent) => {
    if (probed) return;
    probed = true;
    send(transport, { operation: 'checkUserSession', method: 'GET', path: '/users/session' }).then(
      (answer) => {
        if (answer.authenticated !== true && stillCurrent()) {
          console.warn(lostCookieWarning(globalThis.location.origin, transport.baseUrl));
        }
      },
      // Offline or refused: no answer, nothing to say about the cookie.
      () => undefined,
    );
  };
}

/**
 * The probe, in development builds where the browser keeps the cookie itself (no jar, its own
 * fetch), the only place the cookie can be lost; else none.
 */
export function devSessionProbe(
  transport: Transport,
  customFetch: boolean,
): SessionProbe | undefined {
  try {
    // Bundlers replace process.env.NODE_ENV, so a production bundle drops the probe and its
    // message.
    if (
      process.env.NODE_ENV !== 'production' &&
      transport.jar === undefined &&
      !customFetch &&
      typeof globalThis.location?.origin === 'string'
    ) {
      return createSessionProbe(transport);
    }
  } catch {
    // No `process` and nothing replaced it (a browser loading the package unbundled): we cannot
    // tell a development build, so no probe.
  }
  return undefined;
}
