'use client';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { cx } from '../class-names';
import { FieldControl } from './field-control';
import { FieldRoot } from './field-root';
import { useAuthFormContext } from './form-context';

interface ChoiceFieldProps {
  name: string;
  label: ReactNode;
  description?: string | undefined;
  autoComplete?: string | undefined;
}

/**
 * A checkbox before its label (which may hold links: a consent's Terms), registered with the
 * enclosing form: its value is a boolean. Errors and help are wired as every field's.
 */
export function CheckboxField({ name, label, description }: ChoiceFieldProps) {
  const { register } = useFormContext();
  const { classNames } = useAuthFormContext();
  return (
    <FieldRoot name={name} label={label} description={description} kind="checkbox">
      <FieldControl>
        <input
          type="checkbox"
          className={cx('lk-checkbox', classNames.input)}
          {...register(name)}
        />
      </FieldControl>
    </FieldRoot>
  );
}

/**
 * A `<select>` of `options` after an empty choice ("Select an option"), registered with the
 * enclosing form: its value is the chosen option's `value`, or '' when none is.
 */
export function SelectField({
  name,
  label,
  description,
  autoComplete,
  options,
}: ChoiceFieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  const { t, classNames } = useAuthFormContext();
  return (
    <FieldRoot name={name} label={label} description={description}>
      <FieldControl>
        <select
          className={cx('lk-input lk-select', classNames.input)}
          autoComplete={autoComplete}
          {...register(name)}
        >
          <option value="">{t.selectPlaceholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldControl>
    </FieldRoot>
  );
}
