'use client';

import { type AuthFormController, messageText, useFocusOnAppear } from 'latchkey/ui';
import * as React from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldId } from '@/components/latchkey/auth-form-parts';
import { cn } from '@/lib/utils';

/** With the form's `autoFocus` (a flow moving to this view): latchkey's `useFocusOnAppear`. */
export { useFocusOnAppear };

/**
 * GOV.UK's error summary: after a submit that left two or more field errors, a region headed
 * "There is a problem" takes focus and links each message to its field.
 */
export function AuthErrorSummary<TValues extends FieldValues, TResult>({
  controller,
  formId,
  className,
  ...props
}: React.ComponentProps<'section'> & {
  controller: AuthFormController<TValues, TResult>;
  formId: string;
}) {
  const { errorSummary: items, t, form, classNames } = controller;
  const ref = React.useRef<HTMLElement>(null);
  const titleId = `${formId}-summary`;
  // Each submit that leaves errors gives a new list: focus comes here, the heading is read.
  React.useEffect(() => {
    if (items?.length) ref.current?.focus();
  }, [items]);
  if (!items?.length) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-slot="auth-error-summary"
      className={cn(
        'rounded-md border border-destructive p-4 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-destructive/40',
        classNames.errorSummary,
        className,
      )}
      {...props}
    >
      <div role="alert">
        <h3 id={titleId} className="font-medium">
          {t.errorSummaryTitle}
        </h3>
        <ul className="mt-2 list-disc pl-4 text-destructive">
          {items.map(({ name, message }) => (
            <li key={name}>
              <a
                href={`#${fieldId(formId, name)}`}
                // 24 px tall: axe's target-size when the links stack one per line.
                className="inline-block min-h-6 underline underline-offset-4"
                // The field, not the URL's fragment: an app's router may own it.
                onClick={(event) => {
                  event.preventDefault();
                  form.setFocus(name as Path<TValues>);
                }}
              >
                {messageText(message, t)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
