'use client';

import type { AuthFormController } from 'latchkey/ui';
import { messageText } from 'latchkey/ui';
import * as React from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { fieldId } from '@/components/latchkey/auth-form-parts';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { InputOTP, InputOTPGroup, InputOTPSlot } from '@/components/ui/input-otp';

/**
 * The 6-digit code from the email over shadcn's `InputOTP` (one input: paste fills it, the
 * one-time-code autocomplete works), labelled, its error linked and announced; a complete code
 * submits the form, as the drop-in's code field does, unless `autoSubmit={false}` (a form with
 * fields after the code: reset password).
 */
export function AuthCodeField<TValues extends FieldValues, TResult>({
  controller,
  formId,
  name,
  label,
  description,
  autoSubmit = true,
}: {
  controller: AuthFormController<TValues, TResult>;
  formId: string;
  name: Path<TValues>;
  label: string;
  description?: string | undefined;
  autoSubmit?: boolean | undefined;
}) {
  const { field, fieldState } = useController({ name, control: controller.form.control });
  const input = React.useRef<HTMLInputElement>(null);
  const id = fieldId(formId, name);
  const message = messageText(fieldState.error, controller.t);
  const describedBy = [description && `${id}-description`, message && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Field data-slot="auth-code-field" data-invalid={message ? true : undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputOTP
        id={id}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onComplete={() => autoSubmit && input.current?.form?.requestSubmit()}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        // The boxes shrink (to at most their 36 px) rather than overflow a 320 px screen, and
        // read left to right in every language (digits do; the drop-in's boxes too).
        containerClassName="w-full min-w-0 [direction:ltr]"
      >
        <InputOTPGroup className="min-w-0 flex-1">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <InputOTPSlot key={index} index={index} className="w-auto min-w-0 max-w-9 flex-1" />
          ))}
        </InputOTPGroup>
      </InputOTP>
      {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
    </Field>
  );
}
