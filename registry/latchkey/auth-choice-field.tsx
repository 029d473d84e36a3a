'use client';

import { type AuthFieldSpec, type AuthFormController, authFieldProps } from 'latchkey/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * A checkbox or a select the form describes as data (sign-up's `customFields` and its consent),
 * wired to the form's errors as `AuthField` is: the checkbox before its label (which may hold
 * the app's links), the select after an empty choice (`t.selectPlaceholder`).
 */
export function AuthChoiceField<TValues extends FieldValues, TResult>({
  controller,
  formId,
  field: spec,
}: {
  controller: AuthFormController<TValues, TResult>;
  formId: string;
  field: AuthFieldSpec;
}) {
  // A spec's name is one of the form's values.
  const name = spec.name as Path<TValues>;
  const field = authFieldProps(controller, formId, name, {}, spec.description !== undefined);
  const { classNames, t } = controller;
  const box = spec.type === 'checkbox';
  const control = box ? (
    <input
      {...field.input}
      type="checkbox"
      className={cn('size-4 shrink-0 accent-primary', classNames.input)}
    />
  ) : (
    <select
      {...controller.form.register(name)}
      id={field.id}
      autoComplete={spec.autoComplete}
      aria-invalid={field.input['aria-invalid']}
      aria-describedby={field.input['aria-describedby']}
      className={cn(
        'h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs md:text-sm',
        'outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        classNames.input,
      )}
    >
      <option value="">{t.selectPlaceholder}</option>
      {spec.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <Field
      data-slot="auth-field"
      data-invalid={field.message ? true : undefined}
      orientation={box ? 'horizontal' : 'vertical'}
      className={classNames.field}
    >
      {box && control}
      <FieldLabel htmlFor={field.id} className={cn(box && 'font-normal', classNames.label)}>
        {spec.label}
      </FieldLabel>
      {!box && control}
      {spec.description && (
        <FieldDescription id={field.descriptionId} className={classNames.fieldDescription}>
          {spec.description}
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
