import { checkServerSession, type InitialSession } from 'latchkey';
import { appId } from './auth-config';

/** The auth service as this server reaches it (the browser goes through `/api`). */
export const serviceUrl = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

const checked = new WeakMap<Request, Promise<InitialSession | undefined>>();

/**
 * The visitor's session, checked once per request however many loaders ask. `undefined` when the
 * service cannot be reached: the browser then checks for itself.
 */
export function sessionOf(request: Request): Promise<InitialSession | undefined> {
  let session = checked.get(request);
  if (!session) {
    session = checkServerSession({
      cookie: request.headers.get('Cookie'),
      baseUrl: serviceUrl,
      appId,
    });
    checked.set(request, session);
  }
  return session;
}
