'use client';
import { unstable_OneTimePasswordField as OneTimePassword } from 'radix-ui';
import type { PointerEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { cx } from '../class-names';
import { fill } from '../localization/auth-localization';
import { FieldRoot, useField } from './field-root';
import { useAuthFormContext } from './form-context';

const LENGTH = 6;

/** Props of {@link OtpField}. */
export interface OtpFieldProps {
  name: string;
  label: string;
  description?: string | undefined;
  /** Submit the form once all 6 digits are in (typed or pasted). Default true. */
  autoSubmit?: boolean;
}

/**
 * A press on a box, handled at once: like Radix, it goes to that box or the first empty one
 * before it, focused and selected. (Radix selects a box that already has focus a frame later,
 * which pulls focus back from the next box when a digit is typed in that frame: the digit is
 * overwritten. Preventing the default skips Radix's handler.)
 */
const pressBox = (index: number, filled: number) => (event: PointerEvent<HTMLInputElement>) => {
  event.preventDefault();
  const boxes = event.currentTarget
    .closest('.lk-otp')
    ?.querySelectorAll<HTMLInputElement>('.lk-otp-input');
  const box = boxes?.[Math.min(index, filled, LENGTH - 1)];
  box?.focus();
  box?.select();
};

function OtpControl({ name, autoSubmit }: { name: string; autoSubmit: boolean }) {
  const { control } = useFormContext();
  const { t, classNames } = useAuthFormContext();
  const { id, labelId, describedBy, invalid } = useField();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OneTimePassword.Root
          className="lk-otp"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          autoComplete="one-time-code"
          validationType="numeric"
          value={field.value}
          onValueChange={field.onChange}
          // A complete code (typed or pasted) submits the form.
          autoSubmit={autoSubmit}
          data-invalid={invalid ? '' : undefined}
        >
          {Array.from({ length: LENGTH }, (_, index) => (
            <OneTimePassword.Input
              // biome-ignore lint/suspicious/noArrayIndexKey: the digits are positions.
              key={index}
              ref={index === 0 ? field.ref : undefined}
              id={index === 0 ? id : undefined}
              className={cx('lk-input', 'lk-otp-input', classNames.input)}
              aria-label={fill(t, 'otpCharacterLabel', { index: index + 1, count: LENGTH })}
              // The box the visible label is for has it in its name too (WCAG 2.5.3, label in
              // name): "Verification code Digit 1 of 6" (aria-labelledby reads its own aria-label).
              aria-labelledby={index === 0 ? `${labelId} ${id}` : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={index === 0 ? describedBy : undefined}
              onBlur={field.onBlur}
              onPointerDown={pressBox(index, String(field.value ?? '').length)}
            />
          ))}
          <OneTimePassword.HiddenInput name={name} />
        </OneTimePassword.Root>
      )}
    />
  );
}

/** The 6-digit code: one box per digit, paste fills them all, a complete code submits. */
export function OtpField({ name, label, description, autoSubmit = true }: OtpFieldProps) {
  return (
    <FieldRoot name={name} label={label} description={description}>
      <OtpControl name={name} autoSubmit={autoSubmit} />
    </FieldRoot>
  );
}
