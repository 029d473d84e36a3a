'use client';

import {
  type AuthFormController,
  type AuthLocalization,
  type AuthView,
  authFieldProps,
  fill,
  strengthWords,
  usePasswordStrength,
  useViewLinks,
} from 'latchkey/ui';
import type * as React from 'react';
import { type FieldValues, type Path, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The id of a field's input: the form's prefix (`useId`) and the field's name. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/**
 * A labelled input wired to its form's errors (latchkey's `authFieldProps`): `aria-invalid`,
 * and the message and help linked with `aria-describedby` (the message in a `role="alert"`, so
 * it is announced). An `id`, `onChange` or `onBlur` of yours is kept beside the form's.
 */
export function AuthField<TValues extends FieldValues, TResult>({
  controller,
  formId,
  name,
  label,
  description,
  className,
  ...props
}: React.ComponentProps<typeof Input> & {
  controller: AuthFormController<TValues, TResult>;
  formId: string;
  name: Path<TValues>;
  label: string;
  description?: string | undefined;
}) {
  const field = authFieldProps(controller, formId, name, props, description !== undefined);
  return (
    <Field
      data-slot="auth-field"
      data-invalid={field.message ? true : undefined}
      className={className}
    >
      <FieldLabel htmlFor={field.id}>{label}</FieldLabel>
      <Input {...field.input} />
      {description && <FieldDescription id={field.descriptionId}>{description}</FieldDescription>}
      {field.message && <FieldError id={field.errorId}>{field.message}</FieldError>}
    </Field>
  );
}

/**
 * A new password's strength as the drop-in forms rate it ("Password strength Weak"), in a polite
 * live region that says each change once; `data-strength` for styling. Re-renders alone as the
 * password is typed (`useWatch`), not the form. zxcvbn loads on the first character.
 */
export function AuthPasswordStrength<TValues extends FieldValues, TResult>({
  controller,
  name,
  className,
}: {
  controller: AuthFormController<TValues, TResult>;
  name: Path<TValues>;
  className?: string;
}) {
  const { t, form } = controller;
  const value: unknown = useWatch({ control: form.control, name });
  const strength = usePasswordStrength(typeof value === 'string' ? value : '');
  return (
    <p
      data-slot="auth-password-strength"
      data-strength={strength}
      aria-live="polite"
      aria-atomic="true"
      className={cn('text-muted-foreground text-sm', className)}
    >
      {strength && (
        <>
          {t.passwordStrengthLabel} <strong>{t[strengthWords[strength]]}</strong>
        </>
      )}
    </p>
  );
}

/**
 * The form's error (`role="alert"`, focused when no field is to blame) and its status line
 * (`role="status"`): both stay in the page, empty, so what fills them is announced.
 */
export function AuthFormMessages<TValues extends FieldValues, TResult>({
  controller,
}: {
  controller: AuthFormController<TValues, TResult>;
}) {
  return (
    <>
      <div
        ref={controller.formErrorRef}
        role="alert"
        tabIndex={-1}
        data-slot="auth-form-error"
        className="text-sm text-destructive outline-none empty:hidden"
      >
        {controller.formError}
      </div>
      <p
        role="status"
        data-slot="auth-status"
        className="text-sm text-muted-foreground empty:hidden"
      >
        {controller.status}
      </p>
    </>
  );
}

/** The submit button: disabled through the Retry-After countdown, which it shows. */
export function AuthSubmit<TValues extends FieldValues, TResult>({
  controller,
  children,
  disabled,
  className,
  ...props
}: React.ComponentProps<typeof Button> & { controller: AuthFormController<TValues, TResult> }) {
  const { retryIn, isPending, t } = controller;
  return (
    <Button
      type="submit"
      data-slot="auth-submit"
      data-state={isPending ? 'pending' : retryIn > 0 ? 'waiting' : 'idle'}
      disabled={retryIn > 0 || disabled}
      className={cn('w-full', className)}
      {...props}
    >
      {retryIn > 0 ? fill(t, 'retryIn', { seconds: retryIn }) : children}
    </Button>
  );
}

/** "Resend code", then "Resend code in N s" through the cooldown. */
export function ResendCodeButton({
  t,
  left,
  pending,
  onResend,
}: {
  t: AuthLocalization;
  left: number;
  pending: boolean;
  onResend: () => void;
}) {
  return (
    <Button
      type="button"
      variant="link"
      data-slot="auth-resend"
      disabled={left > 0}
      aria-busy={pending || undefined}
      onClick={onResend}
    >
      {left > 0 ? fill(t, 'resendCodeIn', { seconds: left }) : t.resendCode}
    </Button>
  );
}

/** Sentence-long labels wrap (shadcn's buttons do not) rather than overflow a narrow screen. */
const wrapping = 'h-auto min-h-9 max-w-full whitespace-normal text-center [overflow-wrap:anywhere]';

/**
 * Links to other views (`useViewLinks`): a real link where the app's `AuthUIProvider` gives the
 * view a URL (`viewHrefs`, carrying the page's checked `returnTo`, followed through the app's
 * router), else a button calling `onViewChange`.
 */
export function AuthViewLinks({
  links,
  onViewChange,
  className,
}: {
  links: { view: AuthView; label: string }[];
  onViewChange?: ((view: AuthView) => void) | undefined;
  className?: string;
}) {
  const shown = useViewLinks(links, onViewChange);
  if (!shown.length) return null;
  return (
    <div data-slot="auth-view-links" className={cn('flex flex-col items-center', className)}>
      {shown.map(({ view, label, href, onClick }) =>
        href !== undefined ? (
          <Button key={view} variant="link" asChild className={wrapping}>
            <a href={href} onClick={onClick}>
              {label}
            </a>
          </Button>
        ) : (
          <Button key={view} variant="link" type="button" className={wrapping} onClick={onClick}>
            {label}
          </Button>
        ),
      )}
    </div>
  );
}
