'use client';

import {
  type AuthFormController,
  type AuthLocalization,
  type AuthView,
  fill,
  format,
  type LocalizationKey,
  strengthWords,
  textOf,
  useAuthNavigation,
  usePasswordStrength,
} from 'latchkey/ui';
import type * as React from 'react';
import { type FieldValues, type Path, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * The forms' rules give dictionary keys, tagged by this error type, so a change of language
 * translates a message already shown; any other message (the service's own) is text.
 */
const KEY_MESSAGE = 'latchkey:key';

/** A react-hook-form error (or a summary line) in the words of the dictionary in force. */
export function messageText(
  error:
    | { type?: unknown; message?: unknown; values?: Record<string, string | number> }
    | { key: LocalizationKey; values?: Record<string, string | number> | undefined }
    | { text: string }
    | undefined,
  t: AuthLocalization,
): string | undefined {
  if (!error) return undefined;
  if ('text' in error) return error.text;
  if ('key' in error)
    return format(textOf(t, error.key, error.values), error.values ?? {}, t.locale);
  if (typeof error.message !== 'string' || !error.message) return undefined;
  if (error.type !== KEY_MESSAGE) return error.message;
  const values = error.values ?? {};
  return format(textOf(t, error.message as LocalizationKey, values), values, t.locale);
}

/** The id of a field's input: the form's prefix (`useId`) and the field's name. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/**
 * A labelled input wired to its form's errors: `aria-invalid`, and the message and help linked
 * with `aria-describedby` (the message in a `role="alert"`, so it is announced).
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
  const { t, form } = controller;
  const id = fieldId(formId, name);
  const message = messageText(form.getFieldState(name, form.formState).error, t);
  const describedBy = [description && `${id}-description`, message && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Field data-slot="auth-field" data-invalid={message ? true : undefined} className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
        {...form.register(name)}
      />
      {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
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
 * Links to other views: a real link where the app's `AuthUIProvider` gives the view a URL
 * (`viewHrefs`, followed through the app's router), else a button calling `onViewChange`.
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
  const { hrefOf, followLink } = useAuthNavigation();
  const shown = links.filter((link) => hrefOf(link.view) !== undefined || onViewChange);
  if (!shown.length) return null;
  return (
    <div data-slot="auth-view-links" className={cn('flex flex-col items-center', className)}>
      {shown.map(({ view, label }) => {
        const href = hrefOf(view);
        return href !== undefined ? (
          <Button key={view} variant="link" asChild className={wrapping}>
            <a href={href} onClick={(event) => followLink(event, href)}>
              {label}
            </a>
          </Button>
        ) : (
          <Button
            key={view}
            variant="link"
            type="button"
            className={wrapping}
            onClick={() => onViewChange?.(view)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
