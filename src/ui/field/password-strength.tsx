'use client';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { guessStrength, type PasswordStrength } from '../password-strength/guess';
import { strengthMeter } from '../password-strength/meter';
import { useAuthFormContext } from './form-context';

const words = {
  weak: 'passwordStrengthWeak',
  fair: 'passwordStrengthFair',
  strong: 'passwordStrengthStrong',
} as const;

/**
 * The strength of a new password, under its input: `data-strength` (`weak` | `fair` |
 * `strong`) on the field's root, following every change of the value (typing, autofill, a
 * reset), which the stylesheet shows as a bar; and the word ("Weak", "Fair", "Strong") after
 * its visible label in a polite live region (`aria-live`, not `role="status"`: the form's own
 * status stays the only one). The words change only when the strength does, two or three times
 * while a password is typed, so a screen reader says each once, never per key. The region is
 * not in the input's `aria-describedby` (that would say it a second time); the rules stay the
 * description. Nothing shows while the field is empty (the region stays, empty, so that it is
 * there before its first words). zxcvbn is loaded when the field is first focused or filled; a
 * first guess rates until then.
 */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const { t } = useAuthFormContext();
  const { subscribe, getValues } = useFormContext();
  const [strength, setStrength] = useState<PasswordStrength>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // FieldRoot's element, the field's root: this component's parent.
    const root = box.current?.parentElement;
    if (!root) return;
    const update = () => {
      const value: unknown = getValues(name);
      const now =
        value && typeof value === 'string'
          ? (strengthMeter.loaded ?? guessStrength)(value)
          : undefined;
      if (now) root.dataset.strength = now;
      else delete root.dataset.strength;
      setStrength(now);
      if (now && !strengthMeter.loaded) load();
    };
    const load = () => strengthMeter.load().then(update, () => {});
    // Focus on the input (or its toggle) starts the load.
    root.addEventListener('focusin', load);
    const unsubscribe = subscribe({ name, formState: { values: true }, callback: update });
    update();
    return () => {
      unsubscribe();
      root.removeEventListener('focusin', load);
    };
  }, [name, getValues, subscribe]);
  return (
    <div ref={box} className="lk-strength">
      <span className="lk-strength-bar" aria-hidden="true" />
      <p className="lk-strength-text" aria-live="polite" aria-atomic="true">
        {strength && (
          <>
            {t.passwordStrengthLabel} <strong>{t[words[strength]]}</strong>
          </>
        )}
      </p>
    </div>
  );
}
