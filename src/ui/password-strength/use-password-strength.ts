'use client';
import { useEffect, useState } from 'react';
import { guessStrength, type PasswordStrength } from './guess';
import { zxcvbnLoader } from './scorer-loader';

/**
 * The strength of a new password as the drop-in forms rate it (`'weak' | 'fair' | 'strong'`;
 * `undefined` while empty), for a meter of the app's own (the shadcn registry's sign-up form).
 * zxcvbn and its dictionary (~44 KB gzip) load by a dynamic `import()` the first time it is given
 * a password, once per page; until they are there, the first guess rates it (a few hundred bytes,
 * in the page). Show the word in a polite live region, as the drop-in meter does.
 *
 * @example
 * const strength = usePasswordStrength(watch('password') ?? '');
 * <p aria-live="polite">{strength && `${t.passwordStrengthLabel} ${t[strengthWords[strength]]}`}</p>
 */
export function usePasswordStrength(password: string): PasswordStrength | undefined {
  // Only to render again once zxcvbn is here: the rating itself is computed below.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!password || zxcvbnLoader.loaded) return;
    let live = true;
    zxcvbnLoader.load().then(
      () => live && setLoaded(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [password]);
  if (!password) return undefined;
  return (zxcvbnLoader.loaded ?? guessStrength)(password);
}

/** The dictionary key of each strength's word (`t[strengthWords.weak]` is "Weak"). */
export const strengthWords = {
  weak: 'passwordStrengthWeak',
  fair: 'passwordStrengthFair',
  strong: 'passwordStrengthStrong',
} as const;
