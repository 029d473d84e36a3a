'use client';
import { type ReactNode, useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { cx } from '../class-names';
import { lazyPart } from '../lazy-part';
import { fill } from '../localization/auth-localization';
import { FieldRoot, useField } from './field-root';
import { useAuthFormContext } from './form-context';

const LENGTH = 6;

// Radix's code field is needed only where a code is asked for: a chunk of its own, loaded when
// the field first mounts. The module imports nothing else that pages share (see OtpBoxes).
const useOtpBoxes = lazyPart(() => import('./otp-boxes').then((module) => module.OtpBoxes));

/** Props of {@link OtpField}. */
export interface OtpFieldProps {
  name: string;
  label: ReactNode;
  description?: string | undefined;
  /** Submit the form once all 6 digits are in (typed or pasted). Default true. */
  autoSubmit?: boolean;
}

function OtpControl({ name, autoSubmit }: { name: string; autoSubmit: boolean }) {
  const { control } = useFormContext();
  const { t, classNames } = useAuthFormContext();
  const { id, labelId, describedBy, invalid } = useField();
  const OtpBoxes = useOtpBoxes();
  // Set while a placeholder box has focus: the loaded boxes take it over (no press is lost).
  const focused = useRef(false);
  const inputClassName = cx('lk-input', 'lk-otp-input', classNames.input);
  const boxLabel = (index: number) =>
    fill(t, 'otpCharacterLabel', { index: index + 1, count: LENGTH });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = String(field.value ?? '');
        // Until Radix's boxes load (and in server HTML): the same boxes, plain inputs that take
        // digits as typed.
        const placeholder = (
          <div className="lk-otp" data-invalid={invalid ? '' : undefined}>
            {Array.from({ length: LENGTH }, (_, index) => (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the digits are positions.
                key={index}
                ref={index === 0 ? field.ref : undefined}
                id={index === 0 ? id : undefined}
                className={inputClassName}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                aria-label={boxLabel(index)}
                aria-labelledby={index === 0 ? `${labelId} ${id}` : undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={index === 0 ? describedBy : undefined}
                value={value[index] ?? ''}
                onFocus={() => {
                  focused.current = true;
                }}
                onBlur={() => {
                  focused.current = false;
                  field.onBlur();
                }}
                onChange={(event) => {
                  // The digits added to this box (after the one it held), then on to the next.
                  const typed = event.target.value.replace(/\D/g, '');
                  const old = value[index] ?? '';
                  const added = typed.startsWith(old) ? typed.slice(old.length) : typed;
                  const next = (value.slice(0, index) + added).slice(0, LENGTH);
                  field.onChange(next);
                  // As Radix's field does: a complete code submits the form.
                  if (autoSubmit && next.length === LENGTH)
                    event.currentTarget.form?.requestSubmit();
                  const boxes = event.currentTarget.parentElement?.children;
                  (boxes?.[Math.min(next.length, LENGTH - 1)] as HTMLElement | undefined)?.focus();
                }}
              />
            ))}
          </div>
        );
        if (!OtpBoxes) return placeholder;
        return (
          <OtpBoxes
            name={name}
            length={LENGTH}
            value={value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            invalid={invalid}
            autoSubmit={autoSubmit}
            inputClassName={inputClassName}
            boxLabel={boxLabel}
            takeFocus={focused.current}
          />
        );
      }}
    />
  );
}

/**
 * The 6-digit code: one box per digit, paste fills them all, a complete code submits. Radix's
 * field loads when it is first shown; boxes typed in before that keep their digits and focus.
 */
export function OtpField({ name, label, description, autoSubmit = true }: OtpFieldProps) {
  return (
    <FieldRoot name={name} label={label} description={description}>
      <OtpControl name={name} autoSubmit={autoSubmit} />
    </FieldRoot>
  );
}
