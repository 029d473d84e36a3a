import { invalid } from './http-error';

// The email's rule (controls, format characters such as zero-width and bidi overrides, other
// default-ignorables, the blank Braille pattern), plus every space but the plain one (NBSP, ...).
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|[^\S ]/u;

/**
 * Refuses a username with a character that does not show, 400 `validation_failed` naming
 * `username`: `ann\u200b` or `ann\u00a0` would be a second account that looks like `ann`.
 * (Look-alike letters, Cyrillic `а` for Latin `a`, are caught by the stores instead: usernames
 * are unique by their confusable skeleton, see username-skeleton.ts.)
 */
export function refuseInvisibleUsername(username: string | null | undefined): void {
  if (username && invisible.test(username))
    throw invalid({ username: 'No control or invisible characters' }, undefined, {
      rules: { username: { code: 'invisible_characters' } },
    });
}
