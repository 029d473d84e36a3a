import { checkServerSession } from 'latchkey';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { appId } from './auth-config';

/** The auth service as this server reaches it (the browser goes through `/api`). */
const serviceUrl = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

/**
 * The visitor's session, checked once per request however many server components ask (React's
 * `cache`). `undefined` when the service cannot be reached: the browser then checks for itself.
 */
export const getSession = cache(async () =>
  checkServerSession({ cookie: (await cookies()).toString(), baseUrl: serviceUrl, appId }),
);
