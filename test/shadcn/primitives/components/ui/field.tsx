import type * as React from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

// Written for latchkey's registry test: shadcn's Field family (same names, props, data-slots).

/** A group of fields with a legend (a fieldset). */
function FieldSet({ className, ...props }: React.ComponentProps<'fieldset'>) {
  return (
    <fieldset
      data-slot="field-set"
      className={cn('flex flex-col gap-6 has-[>[data-slot=checkbox-group]]:gap-3', className)}
      {...props}
    />
  );
}

/** The fieldset's legend, as a legend or as a label. */
function FieldLegend({
  className,
  variant = 'legend',
  ...props
}: React.ComponentProps<'legend'> & { variant?: 'legend' | 'label' }) {
  return (
    <legend
      data-slot="field-legend"
      data-variant={variant}
      className={cn(
        'mb-3 font-medium data-[variant=legend]:text-base data-[variant=label]:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Fields stacked with even gaps. */
function FieldGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-group"
      className={cn('group/field-group flex w-full flex-col gap-7', className)}
      {...props}
    />
  );
}

const orientations = {
  vertical: 'flex-col [&>*]:w-full',
  horizontal: 'flex-row items-center [&>[data-slot=field-label]]:flex-auto',
  responsive: 'flex-col [&>*]:w-full @md/field-group:flex-row @md/field-group:items-center',
} as const;

/** One field: its label, control, description and error; `data-invalid` turns it red. */
function Field({
  className,
  orientation = 'vertical',
  ...props
}: React.ComponentProps<'div'> & { orientation?: keyof typeof orientations | null }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: shadcn's Field is a div with role="group".
    <div
      role="group"
      data-slot="field"
      data-orientation={orientation}
      className={cn(
        'group/field flex w-full gap-3 data-[invalid=true]:text-destructive',
        orientations[orientation ?? 'vertical'],
        className,
      )}
      {...props}
    />
  );
}

/** The control and its description beside a horizontal field's label. */
function FieldContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-content"
      className={cn('group/field-content flex flex-1 flex-col gap-1.5 leading-snug', className)}
      {...props}
    />
  );
}

/** The field's label. */
function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn(
        'group/field-label peer/field-label flex w-fit gap-2 leading-snug group-data-[disabled=true]/field:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

/** A title that is not a label (for a field of several controls). */
function FieldTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-label"
      className={cn('flex w-fit items-center gap-2 text-sm font-medium leading-snug', className)}
      {...props}
    />
  );
}

/** Help under the control. */
function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn(
        'text-sm font-normal leading-normal text-muted-foreground [&>a]:underline [&>a]:underline-offset-4',
        className,
      )}
      {...props}
    />
  );
}

/** A line between fields, with optional text on it. */
function FieldSeparator({ children, className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-separator"
      data-content={!!children}
      className={cn('relative -my-2 h-5 text-sm', className)}
      {...props}
    >
      <div className="absolute inset-0 top-1/2 h-px bg-border" />
      {children && (
        <span
          className="relative mx-auto block w-fit bg-background px-2 text-muted-foreground"
          data-slot="field-separator-content"
        >
          {children}
        </span>
      )}
    </div>
  );
}

/**
 * The field's error: its children, else the messages of `errors` (one, or a list when several
 * differ). Nothing renders when there is none. role="alert", as shadcn's.
 */
function FieldError({
  className,
  children,
  errors,
  ...props
}: React.ComponentProps<'div'> & { errors?: Array<{ message?: string } | undefined> }) {
  let content: React.ReactNode = children;
  if (!content && errors?.length) {
    const messages = [...new Set(errors.map((error) => error?.message))].filter(
      (message): message is string => !!message,
    );
    content =
      messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="ml-4 flex list-disc flex-col gap-1">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      );
  }
  if (!content) return null;
  return (
    <div
      role="alert"
      data-slot="field-error"
      className={cn('text-sm font-normal text-destructive', className)}
      {...props}
    >
      {content}
    </div>
  );
}

export {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
  FieldLegend,
  FieldSeparator,
  FieldSet,
  FieldTitle,
};
