'use client';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AuthLocalization } from '../localization/auth-localization';
import { guessStrength, type PasswordStrength } from '../password-strength/guess';
import { zxcvbnLoader } from '../password-strength/scorer-loader';
import type { FieldState } from './field-root';

const words = {
  weak: 'passwordStrengthWeak',
  fair: 'passwordStrengthFair',
  strong: 'passwordStrengthStrong',
} as const;

/** Props of {@link StrengthMeter}: its field's name and root, the form's dictionary and the form. */
export interface StrengthMeterProps {
  name: string;
  t: AuthLocalization;
  form: Pick<UseFormReturn, 'subscribe' | 'getValues'>;
  /** From the field's context: its root element and the setter of its `data-strength`. */
  field: Pick<FieldState, 'root' | 'setStrength'>;
}

/**
 * The strength of a new password, under its input: `data-strength` (`weak` | `fair` |
 * `strong`) on the field's root, following every change of the value (typing, autofill, a
 * reset), which the stylesheet shows as a bar; and the word ("Weak", "Fair", "Strong") after
 * its visible label in a polite live region (`aria-live`, not `role="status"`: the form's own
 * status stays the only one). The words change only when the strength does, two or three times
 * while a password is typed, so a screen reader says each once, never per key. The region is
 * not in the input's `aria-describedby` (that would say it a second time); the rules stay the
 * description. Nothing shows while the field is empty (the region stays, empty).
 *
 * Loaded by `StrengthMeterLoader` (./strength-meter-loader.tsx) once the field is focused or has
 * a value, so it mounts then and starts loading zxcvbn at once (again on each focus after a
 * failed fetch); the first guess rates until zxcvbn is there. The dictionary and the form come
 * as props rather than from their contexts, so that this chunk shares no module with the page.
 * @internal
 */
export function StrengthMeter({ name, t, form, field }: StrengthMeterProps) {
  const { subscribe, getValues } = form;
  const { root, setStrength: setFieldStrength } = field;
  const [strength, setStrength] = useState<PasswordStrength>();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const update = () => {
      const value: unknown = getValues(name);
      const now =
        value && typeof value === 'string'
          ? (zxcvbnLoader.loaded ?? guessStrength)(value)
          : undefined;
      setFieldStrength(now);
      setStrength(now);
    };
    const load = () => zxcvbnLoader.load().then(update, () => {});
    element.addEventListener('focusin', load);
    const unsubscribe = subscribe({ name, formState: { values: true }, callback: update });
    update();
    if (!zxcvbnLoader.loaded) load();
    return () => {
      unsubscribe();
      element.removeEventListener('focusin', load);
    };
  }, [name, root, getValues, subscribe, setFieldStrength]);
  return (
    <div className="lk-strength">
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
