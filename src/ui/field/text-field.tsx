'use client';
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { cx } from '../class-names';
import { FieldControl } from './field-control';
import { FieldRoot } from './field-root';
import { useAuthFormContext } from './form-context';

/**
 * Props of {@link TextField}: the field's, plus any `<input>` attribute but `ref`: the input's
 * ref is react-hook-form's (it focuses the field on an error), and React 18 gives a function
 * component no `ref` at all.
 */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id' | 'ref'> {
  name: string;
  label: ReactNode;
  description?: string | undefined;
}

/** A labelled text input registered with the enclosing form (`type`, `autoComplete` as given). */
export function TextField({
  name,
  label,
  description,
  className,
  onChange,
  onBlur,
  ...input
}: TextFieldProps) {
  const { register } = useFormContext();
  const { classNames } = useAuthFormContext();
  return (
    <FieldRoot name={name} label={label} description={description}>
      <FieldControl>
        <input
          className={cx('lk-input', classNames.input, className)}
          {...input}
          // An app's own handlers run after react-hook-form's (which has the value by then).
          {...register(name, { onChange, onBlur })}
        />
      </FieldControl>
    </FieldRoot>
  );
}
