'use client';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { guessStrength, type PasswordStrength } from '../password-strength/guess';
import { strengthMeter } from '../password-strength/meter';
import { useField } from './field-root';
import { useAuthFormContext } from './form-context';

/** How long typing pauses before the live region says the strength (one announcement). */
const SETTLE_MS = 500;

const words = {
  weak: 'passwordStrengthWeak',
  fair: 'passwordStrengthFair',
  strong: 'passwordStrengthStrong',
} as const;

/** The strength of `password` now, by zxcvbn once loaded (focus or typing starts the load). */
function useStrength(password: string): PasswordStrength | undefined {
  const { id } = useField();
  const [score, setScore] = useState(() => strengthMeter.loaded ?? guessStrength);
  const loaded = score !== guessStrength;
  const typed = password !== '';
  useEffect(() => {
    if (loaded) return;
    const start = () => {
      strengthMeter.load().then(
        (scorer) => setScore(() => scorer),
        // Offline, say: the first guess stays.
        () => {},
      );
    };
    // Typed without focus (autofill, a value restored by the browser) starts it too.
    if (typed) start();
    const input = document.getElementById(id);
    input?.addEventListener('focus', start);
    return () => input?.removeEventListener('focus', start);
  }, [id, loaded, typed]);
  return typed ? score(password) : undefined;
}

/** `value` once it has stayed the same for SETTLE_MS (at once when it becomes undefined). */
function useSettled<T>(value: T | undefined): T | undefined {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === undefined) {
      setSettled(undefined);
      return;
    }
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The strength of a new password, under its field: a bar and `data-strength` on the field
 * (`weak` | `fair` | `strong`) that follow every keystroke, and the word ("Weak", "Fair",
 * "Strong") in a polite live region (`aria-live`, not `role="status"`: the form's own status
 * stays the only one) under its visible label, set once typing pauses, so a
 * screen reader says it once per pause rather than per key. The region is not in the input's
 * `aria-describedby` (that would say it a second time); the rules stay the description.
 * Nothing shows while the field is empty.
 */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const { t } = useAuthFormContext();
  const value: unknown = useWatch({ name });
  const strength = useStrength(typeof value === 'string' ? value : '');
  const said = useSettled(strength);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On the field's root (FieldRoot's element), as Radix writes data-state.
    const root = ref.current?.closest('[data-slot="field"]');
    if (strength) root?.setAttribute('data-strength', strength);
    else root?.removeAttribute('data-strength');
  }, [strength]);
  return (
    <div ref={ref} className="lk-strength" data-strength={strength}>
      {strength && <span className="lk-strength-bar" aria-hidden="true" />}
      <p className="lk-strength-text" aria-live="polite" aria-atomic="true">
        {said && (
          <>
            <span className="lk-strength-label">{t.passwordStrengthLabel}</span>{' '}
            <strong className="lk-strength-word">{t[words[said]]}</strong>
          </>
        )}
      </p>
    </div>
  );
}
