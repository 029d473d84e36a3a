'use client';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAuthFormContext } from './form-context';
import type { StrengthMeterProps } from './strength-meter';

/**
 * The strength meter of a new password ({@link StrengthMeter} in ./strength-meter.tsx: the
 * bar, `data-strength` on the field's root, the word in a polite live region), loaded by a
 * dynamic `import()` the first time the field is focused or gets a value (typed, autofilled), so
 * that a page carries only this loader. Until then the meter's empty box stands in its place
 * (the stylesheet keeps an empty meter out of the field's grid; the box finds the field's root);
 * a failed fetch is tried again on the next focus or change.
 */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const { t } = useAuthFormContext();
  const form = useFormContext();
  const { subscribe, getValues } = form;
  const [Meter, setMeter] = useState<ComponentType<StrengthMeterProps>>();
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // FieldRoot's element, the field's root: the box's parent. Once the meter is in, it watches.
    const root = mark.current?.parentElement;
    if (Meter || !root) return;
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
  }, [Meter, name, getValues, subscribe]);
  // Until then, the meter's empty box: out of the field's grid, as the empty meter is.
  return Meter ? (
    <Meter name={name} t={t} form={form} />
  ) : (
    <div ref={mark} className="lk-strength" />
  );
}
