'use client';
import { type ComponentType, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useField } from './field-root';
import { useAuthFormContext } from './form-context';
import type { StrengthMeterProps } from './strength-meter';

/**
 * Loads a new password's strength meter ({@link StrengthMeter} in ./strength-meter.tsx: the
 * bar, `data-strength` on the field's root, the word in a polite live region) by a dynamic
 * `import()` the first time the field is focused or gets a value (typed, autofilled), so that a
 * page carries only this loader; zxcvbn's chunk is fetched at the same moment, not after. Until then the meter's empty box stands in its place (the
 * stylesheet keeps an empty meter out of the field's grid); a failed fetch is tried again on
 * the next focus or change.
 */
export function StrengthMeterLoader({ name }: { name: string }) {
  const { t } = useAuthFormContext();
  const { root, setStrength } = useField();
  const form = useFormContext();
  const { subscribe, getValues } = form;
  const [Meter, setMeter] = useState<ComponentType<StrengthMeterProps>>();
  useEffect(() => {
    // The field's root (its context's): focus anywhere in the field loads the meter.
    const element = root.current;
    if (Meter || !element) return;
    const load = () => {
      // The meter and its scorer in one round trip: both fetched at once (the meter asks for
      // the scorer as it mounts, and the module system answers that from this same fetch).
      import('../password-strength/zxcvbn-scorer').catch(() => {});
      return import('./strength-meter').then(
        ({ StrengthMeter }) => setMeter(() => StrengthMeter),
        () => {},
      );
    };
    const loadIfFilled = () => getValues(name) && load();
    element.addEventListener('focusin', load);
    const unsubscribe = subscribe({ name, formState: { values: true }, callback: loadIfFilled });
    loadIfFilled();
    return () => {
      unsubscribe();
      element.removeEventListener('focusin', load);
    };
  }, [Meter, name, root, getValues, subscribe]);
  // Until then, the meter's empty box: out of the field's grid, as the empty meter is.
  return Meter ? (
    <Meter name={name} t={t} form={form} field={{ root, setStrength }} />
  ) : (
    <div className="lk-strength" />
  );
}
