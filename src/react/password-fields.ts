// Passwords (and one-time codes, as good as a password for ten minutes) must never rest in the
// QueryClient: not in a mutation's variables, not after it settles. Hooks hand TanStack Query a copy without them and keep them here, outside the
// cache, for the mutation function; a factory's options in the app's own useMutation swap
// the stored variables for such a copy (mutation-options.ts). The caller's object is never
// changed.

const passwordFields = ['password', 'currentPassword', 'newPassword', 'otp'] as const;
const held = new WeakMap<object, Record<string, unknown>>();

const hasPassword = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && passwordFields.some((field) => field in value);

/** The variables without password fields; the passwords wait here for {@link withPasswords}. */
export function withoutPasswords<T>(variables: T): T {
  if (!hasPassword(variables)) return variables;
  const copy: Record<string, unknown> = { ...variables };
  const secrets: Record<string, unknown> = {};
  for (const field of passwordFields) {
    if (field in copy) {
      secrets[field] = copy[field];
      delete copy[field];
    }
  }
  held.set(copy, secrets);
  return copy as T;
}

/** The variables with their held passwords back, for the client call. */
export function withPasswords<T>(variables: T): T {
  const secrets =
    typeof variables === 'object' && variables !== null ? held.get(variables) : undefined;
  return secrets ? { ...variables, ...secrets } : variables;
}

/** Forgets the passwords held for `variables` (a copy from {@link withoutPasswords}). */
export function forgetPasswords(variables: unknown) {
  if (typeof variables === 'object' && variables !== null) held.delete(variables);
}
