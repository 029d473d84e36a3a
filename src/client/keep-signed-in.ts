import type { ClientContext } from './client-context';
import { userOf } from './client-context';

/**
 * After a change that ended every session on the service (a new password, on some services a
 * new email), signs this device in again with the credentials just sent, without publishing a
 * signed-out session meanwhile (run it inside `session.guard`). Should that sign-in fail (a rate
 * limit, the network), the session is signed out with reason `'password-changed'` and told as a
 * `signed-out` event. Resolves whether this device is still signed in.
 */
export async function keepSignedIn(
  { session, send, events }: ClientContext,
  email: string | undefined,
  password: string,
): Promise<boolean> {
  const userId = session.get().user?.id;
  if (email) {
    try {
      const answer = await send({
        operation: 'loginUser',
        method: 'POST',
        path: '/users/login',
        body: { email, password },
      });
      const user = userOf(answer);
      session.signIn(user ?? session.get().user ?? undefined);
      return true;
    } catch {
      // Told below: signed out, with the reason that says the password did change.
    }
  }
  await session.clear('password-changed');
  events.emit({ type: 'signed-out', reason: 'password-changed', ...(userId ? { userId } : {}) });
  return false;
}
