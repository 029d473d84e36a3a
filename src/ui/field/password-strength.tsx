'use client';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAuthFormContext } from './form-context';
import type { StrengthMeterProps } from './strength-meter';

/**
 * The strength meter of a new password ({@link StrengthMeter} in ./strength-meter.tsx: the
 * bar, `data-strength` on the field's root, the word in a polite live region), loaded by a
 * dynamic `import()` the first time the field is focused or gets a value (typed, autofilled), so
 * that a page carries only this loader. Until then a hidden, empty mark stands in its place (to
 * find the field's root); a failed fetch is tried again on the next focus or change.
 */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const { t } = useAuthFormContext();
  const form = useFormContext();
  const { subscribe, getValues } = form;
  const [Meter, setMeter] = useState<ComponentType<StrengthMeterProps>>();
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // FieldRoot's element, the field's root: the mark's parent (none once the meter is in).
    const root = mark.current?.parentElement;
    if (!root) return;
    const load = () =>
      import('./strength-meter').then(
        ({ StrengthMeter }) => setMeter(() => StrengthMeter),
        () => {},
      );
    const loadIfFilled = () => getValues(name) && load();
    root.addEventListener('focusin', load);
    const unsubscribe = subscribe({ name, formState: { values: true }, callback: loadIfFilled });
    loadIfFilled();
    return () => {
      unsubscribe();
      root.removeEventListener('focusin', load);
    };
  }, [name, getValues, subscribe]);
  return Meter ? <Meter name={name} t={t} form={form} /> : <span ref={mark} hidden />;
}
