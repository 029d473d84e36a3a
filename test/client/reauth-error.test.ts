import {
  AuthError,
  AuthenticationError,
  ReauthenticationRequiredError,
  ServiceError,
} from 'latchkey';
import { createTestAuth } from 'latchkey/testing';
import { describe, expect, it } from 'vitest';

// The service refuses a delete with a session alone that signed in too long ago (403
// `reauthentication_required`): the client names it, so an app (and the forms) can ask for the
// password and sign in again. The service's clock is moved past the 10-minute window.
describe('deleteUser with a session signed in too long ago', () => {
  it('rejects with a ReauthenticationRequiredError; signed in again, it deletes', async () => {
    let time = Date.now();
    const auth = createTestAuth({ clientHasApiKey: false, now: () => time });
    const { user, password } = await auth.createUser();
    await auth.client.loginUser({ email: user.email, password });
    time += 11 * 60 * 1000;

    const error = await auth.client.deleteUser({ userId: user.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReauthenticationRequiredError);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).not.toBeInstanceOf(AuthenticationError);
    expect(error).not.toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      name: 'ReauthenticationRequiredError',
      operation: 'deleteUser',
      status: 403,
      code: 'reauthentication_required',
    });
    // Nothing was deleted, and the session is still the client's.
    expect(auth.client.getSession().status).toBe('authenticated');

    await auth.client.loginUser({ email: user.email, password });
    await expect(auth.client.deleteUser({ userId: user.id })).resolves.toEqual({ success: true });
  });
});
