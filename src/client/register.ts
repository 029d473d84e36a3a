/**
 * Where an app declares its own types once, by declaration merging (as TanStack Router's
 * `Register`). `user` adds the app's user fields (the extra fields it sends at sign-up) to every
 * {@link AuthUser}: the client's answers, `useSession().user`, the hooks and the forms.
 *
 * @example
 * declare module 'latchkey' {
 *   interface Register {
 *     user: { company: string | null };
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: an app merges its declarations into it.
export interface Register {}

/** The app's own user fields, from {@link Register} (none unless it declares some). */
export type RegisteredUserFields = Register extends { user: infer Fields } ? Fields : unknown;
