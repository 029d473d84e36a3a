import type { AuthClient } from 'latchkey';

/**
 * Ends a user's sessions from another browser, as a password change there does: signs in on a
 * new client of `auth` and changes the password to `newPassword`. The test's own client still
 * believes it is signed in until a check or a 401 tells it.
 */
export async function endSessionElsewhere(
  auth: { createClient(): AuthClient },
  user: { id: string; email: string },
  password: string,
  newPassword: string,
): Promise<void> {
  const other = auth.createClient();
  await other.loginUser({ email: user.email, password });
  await other.changePassword({ userId: user.id, currentPassword: password, newPassword });
}
