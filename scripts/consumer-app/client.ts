// A scratch app's use of `latchkey`, compiled against the packed package (consumer-types.mjs).
import { AuthError, type AuthUser, createAuthClient, type loginParamsSchema } from 'latchkey';
import { createTestAuth } from 'latchkey/testing';

/** `true` only for `any`: what a declaration that fails to resolve silently turns into. */
type IsAny<T> = 0 extends 1 & T ? true : false;

const auth = createAuthClient({ baseUrl: 'https://auth.example.com/api', appId: 'app_123' });
const typed: [IsAny<typeof auth>, IsAny<AuthUser>, IsAny<typeof loginParamsSchema>] = [
  false,
  false,
  false,
];

export async function signIn(email: string, password: string): Promise<string | undefined> {
  try {
    const { user } = await auth.loginUser({ email, password });
    return user?.name;
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
}

const testAuth = createTestAuth();
const seeded: IsAny<typeof testAuth.client> = false;

export { seeded, typed };
