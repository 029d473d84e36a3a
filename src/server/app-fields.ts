import { invalid } from './http-error';

// Application fields: what a signup sends beyond the spec's named fields, kept on the record
// as given (the spec's "extra" fields). Anyone may sign up, so a name that the service keeps,
// or one that reads as a privilege or a check the service made, is refused: an app reading
// `user.isAdmin` or `user.roles` must never find a value the user chose.

/** The record's own fields and names only the service may set. */
const SERVICE_FIELDS = [
  'id',
  'appId',
  'name',
  'email',
  'emailVerified',
  'password',
  'passwordHash',
  'username',
  'phone',
  'address',
  'avatarUrl',
  'isActive',
  'role',
  'settings',
  'packageInfo',
  'notifications',
  'extraInfo',
  'createdAt',
  'updatedAt',
  'extra',
  'user',
  'session',
  'authenticated',
];

/** Words that read as a privilege or a verification, anywhere in a name (`isAdmin`, `userroles`). */
const PRIVILEGE_WORDS = new Set([
  'admin',
  'administrator',
  'superuser',
  'sudo',
  'staff',
  'role',
  'permission',
  'privilege',
  'scope',
  'verified',
  'trusted',
  'moderator',
  'claim',
  'confirmed',
  'approved',
]);

/**
 * A name compared loosely: lower case, only letters and digits, without a leading `is`/`has`/
 * `can` and a trailing plural `s`, so `Role`, `ROLES`, `is_active` and `EmailVerified` meet the
 * fields they imitate.
 */
function loose(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/^(is|has|can)(?=.{3})/, '')
    .replace(/(?<=.{3})s$/, '');
}

// A null-prototype table: `__proto__`, `constructor` and `toString` are plain keys in it.
const exact: Record<string, string> = Object.create(null);
const resembling: Record<string, string> = Object.create(null);
for (const field of SERVICE_FIELDS) {
  exact[field] = 'Reserved field';
  resembling[loose(field)] = `Reserved field (resembles ${field})`;
}
for (const name of ['__proto__', 'constructor', 'prototype']) exact[name] = 'Reserved field';

/**
 * Why an application field may not be called `name`, or undefined when it may: it is, or
 * loosely resembles, a field the service keeps, or it names a privilege.
 */
export function appFieldRefusal(name: string): string | undefined {
  const reserved = exact[name] ?? resembling[loose(name)];
  if (reserved) return reserved;
  // Anywhere in the folded name, not only as a word: `isadmin`, `ISADMIN`, `superadmin`,
  // `userroles` name a privilege as plainly as `isAdmin` does. Safer to refuse a rare innocent
  // name (`badminton`) than to let one through that an app's own checks might trust.
  const folded = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  const privilege = [...PRIVILEGE_WORDS].find((word) => folded.includes(word));
  if (privilege) return `Reserved field (names a privilege: ${privilege})`;
  return undefined;
}

/**
 * The application fields of a signup body (every key but `named`), or 400 `validation_failed`
 * naming each refused one (see appFieldRefusal).
 */
export function appFieldsOf(
  raw: Record<string, unknown>,
  named: ReadonlySet<string>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  // Null-prototype: on a plain object `refused.__proto__ = …` sets nothing, and the signup
  // went through with 201.
  const refused: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (named.has(key)) continue;
    const refusal = appFieldRefusal(key);
    if (refusal) refused[key] = refusal;
    else fields[key] = value; // never `__proto__`: that name is refused above
  }
  if (Object.keys(refused).length > 0) throw invalid(refused);
  return fields;
}

/**
 * Splits an update body: with the API key (`allowed`), every field beyond `named` is a change
 * of an application field, `null` removing it; a name refused at signup may only be removed
 * (so a record made before the rule can be cleaned). Without the key nothing is split off, and
 * such fields stay unknown to the update's schema (400).
 */
export function splitAppFieldChanges(
  raw: Record<string, unknown>,
  named: ReadonlySet<string>,
  allowed: boolean,
): { named: Record<string, unknown>; appFields: Map<string, unknown> } {
  const appFields = new Map<string, unknown>();
  if (!allowed) return { named: raw, appFields };
  const rest: Record<string, unknown> = {};
  const refused: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (named.has(key)) {
      rest[key] = value;
      continue;
    }
    const refusal = value === null ? undefined : appFieldRefusal(key);
    if (refusal) refused[key] = refusal;
    else appFields.set(key, value);
  }
  if (Object.keys(refused).length > 0) throw invalid(refused);
  return { named: rest, appFields };
}

/** `extra` with the changes applied: `null` removes a field, any other value sets it. */
export function withAppFieldChanges(
  extra: Record<string, unknown>,
  changes: ReadonlyMap<string, unknown>,
): Record<string, unknown> {
  const next = new Map(Object.entries(extra));
  for (const [key, value] of changes) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return Object.fromEntries(next);
}
