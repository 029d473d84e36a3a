import { invalid } from './http-error';

/** How many of the most frequent passwords the service refuses as new passwords. */
export const COMMON_PASSWORD_COUNT = 10_000;

/** The message on the password field of a 400 `validation_failed` for a common password. */
export const COMMON_PASSWORD_MESSAGE = 'Too common: choose a password that is harder to guess';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most frequent passwords of `@zxcvbn-ts/language-common` (its list is ordered by
 * frequency), lower-cased: common-password-list.ts, generated from it by
 * scripts/strength-dictionary.mjs, so the package itself is not installed with latchkey.
 * Imported on the first check, not at start: the list is ~80 KB of code, and `latchkey/server`
 * also runs in a browser, where its initial bundle stays small.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('./common-password-list').then(
    ({ commonPasswordList }) => new Set(commonPasswordList.split('\n')),
    (error: unknown) => {
      // A failed load is tried again by the next check rather than remembered.
      common = undefined;
      throw error;
    },
  );
  return common;
}

/**
 * Refuses a new password that is one of the most common ones, in any letter case or Unicode
 * compatibility spelling (compared after NFKC, as it is hashed): throws the
 * 400 `validation_failed` answer naming `field` (the body's name for it: `password` at signup
 * and update, `newPassword` at change and reset). Checked before anything else is done with
 * the request, so a refused reset leaves its code unused.
 */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  // NFKC first, as the hash does: `ｐａｓｓｗｏｒｄ１` (full-width) or a ligature spelling is
  // the password `password1` logs in with, so it is refused as that one is.
  if ((await commonPasswords()).has(password.normalize('NFKC').toLowerCase())) {
    throw invalid({ [field]: COMMON_PASSWORD_MESSAGE }, undefined, {
      rules: { [field]: { code: 'common' } },
    });
  }
}
