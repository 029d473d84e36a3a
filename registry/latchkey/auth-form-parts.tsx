'use client';

import {
  type AuthFieldSpec,
  type AuthFormController,
  authFieldProps,
  fill,
  strengthWords,
  usePasswordStrength,
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
  label: React.ReactNode;
  description?: string | undefined;
}) {
  const field = authFieldProps(controller, formId, name, props, description !== undefined);
  const { classNames } = controller;
  return (
    <Field
      data-slot="auth-field"
      data-invalid={field.message ? true : undefined}
      className={cn(classNames.field, className)}
    >
      <FieldLabel htmlFor={field.id} className={classNames.label}>
        {label}
      </FieldLabel>
      <Input {...field.input} className={classNames.input} />
      {description && (
        <FieldDescription id={field.descriptionId} className={classNames.fieldDescription}>
          {description}
        </FieldDescription>
      )}
      {field.message && (
        <FieldError id={field.errorId} className={classNames.error}>
          {field.message}
        </FieldError>
      )}
    </Field>
  );
}

/**
 * A field the form describes as data (`form.fields` of sign-up and Profile: label, help, input
 * type, `autocomplete`), with the strength and `passwordrules` on a new password. A checkbox or
 * a select (sign-up's) is `AuthChoiceField`'s.
 */
export function AuthSpecField<TValues extends FieldValues, TResult>({
  controller,
  formId,
  field,
}: {
  controller: AuthFormController<TValues, TResult>;
  formId: string;
  field: AuthFieldSpec;
}) {
  // A spec's name is one of the form's values.
  const name = field.name as Path<TValues>;
  return (
    <>
      <AuthField
        controller={controller}
        formId={formId}
        name={name}
        label={field.label}
        description={field.description}
        type={field.type}
        autoComplete={field.autoComplete}
        {...(field.passwordRules && { passwordrules: field.passwordRules })}
      />
      {field.autoComplete === 'new-password' && (
        <AuthPasswordStrength controller={controller} name={name} />
      )}
    </>
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
        className={cn(
          'text-sm text-destructive outline-none empty:hidden',
          controller.classNames.formError,
        )}
      >
        {controller.formError}
      </div>
      <p
        role="status"
        data-slot="auth-status"
        className={cn('text-sm text-muted-foreground empty:hidden', controller.classNames.status)}
      >
        {controller.status}
      </p>
    </>
  );
}

/**
 * The submit button: disabled through the Retry-After countdown, which it shows. With the form's
 * `onCancel` (a form opened in place, as the account page's rows open theirs), Cancel comes
 * after it, and both are as wide as their words.
 */
export function AuthSubmit<TValues extends FieldValues, TResult>({
  controller,
  children,
  disabled,
  className,
  ...props
}: React.ComponentProps<typeof Button> & { controller: AuthFormController<TValues, TResult> }) {
  const { retryIn, isPending, t, classNames, onCancel } = controller;
  const submit = (
    <Button
      type="submit"
      data-slot="auth-submit"
      data-state={isPending ? 'pending' : retryIn > 0 ? 'waiting' : 'idle'}
      disabled={retryIn > 0 || disabled}
      className={cn(
        'w-full',
        // Beside Cancel, as wide as its words; a long label (fr, fil) wraps within a 320 px row.
        onCancel && 'h-auto min-h-9 w-auto max-w-full whitespace-normal [overflow-wrap:anywhere]',
        classNames.submit,
        className,
      )}
      {...props}
    >
      {retryIn > 0 ? fill(t, 'retryIn', { seconds: retryIn }) : children}
    </Button>
  );
  if (!onCancel) return submit;
  return (
    <div data-slot="auth-actions" className="flex flex-wrap gap-2">
      {submit}
      <Button
        type="button"
        variant="outline"
        data-slot="auth-cancel"
        // Its edge inside the 36 px (py-1.5): as tall as Save, taller only when its words wrap.
        className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 [overflow-wrap:anywhere]"
        onClick={onCancel}
      >
        {t.cancel}
      </Button>
    </div>
  );
}

/** For password managers: the account a new password is for (hidden, read-only). */
export const HiddenUsername = ({ email }: { email: string }) => (
  <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
);
