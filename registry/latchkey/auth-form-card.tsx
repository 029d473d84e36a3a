'use client';

import type { AuthFormClassNames, AuthFormController } from 'latchkey/ui';
import type * as React from 'react';
import type { FieldValues } from 'react-hook-form';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import { AuthFormMessages } from '@/components/latchkey/auth-form-parts';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * A form's card without its frame: no edge, shadow, padding or width of its own, its header and
 * content without their inset. For a form that is a step of something else (the Email card's
 * code step, a row of the account page): pass it as the form's `className`.
 */
export const unframed =
  'max-w-none gap-4 rounded-none border-0 bg-transparent p-0 shadow-none *:px-0';

/**
 * A card's heading at the form's `headingLevel` (its `id` names the form), and its description;
 * `classNames.heading` and `classNames.description` as the drop-in forms take them.
 */
export function AuthCardHeader({
  id,
  title,
  description,
  level = 2,
  classNames,
}: {
  id?: string | undefined;
  title: React.ReactNode;
  description?: React.ReactNode;
  level?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  classNames?: AuthFormClassNames | undefined;
}) {
  const Heading = `h${level}` as const;
  return (
    <CardHeader>
      <CardTitle className={cn('leading-snug [overflow-wrap:anywhere]', classNames?.heading)}>
        <Heading id={id}>{title}</Heading>
      </CardTitle>
      {description && (
        <CardDescription className={cn('[overflow-wrap:anywhere]', classNames?.description)}>
          {description}
        </CardDescription>
      )}
    </CardHeader>
  );
}

/**
 * A form in a card, over its latchkey controller: the heading (naming the form), the error
 * summary, the form's alert and status line, then your fields; the form's language and
 * direction; focus on its first empty field when it appears with `autoFocus` (a flow moving to
 * it); `className` and `classNames.root` on the card.
 */
export function AuthFormCard<TValues extends FieldValues, TResult>({
  controller,
  formId,
  slot,
  title,
  description,
  footer,
  className,
  children,
}: {
  controller: AuthFormController<TValues, TResult>;
  /** The form's `useId()`: the fields' ids start with it. */
  formId: string;
  /** The card's `data-slot` (`login-form`). */
  slot: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Under the form: links to other views. */
  footer?: React.ReactNode;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  const { t, classNames } = controller;
  const formRef = useFocusOnAppear(controller.autoFocus);
  const titleId = `${formId}-title`;
  return (
    <Card
      data-slot={slot}
      lang={t.locale}
      dir={t.dir}
      className={cn('w-full max-w-sm', classNames.root, className)}
    >
      <AuthCardHeader
        id={titleId}
        title={title}
        description={description}
        level={controller.headingLevel}
        classNames={classNames}
      />
      <CardContent>
        <form
          ref={formRef}
          method="post"
          noValidate
          aria-labelledby={titleId}
          aria-busy={controller.isPending || undefined}
          onSubmit={controller.onSubmit}
        >
          <FieldGroup>
            <AuthErrorSummary controller={controller} formId={formId} />
            <AuthFormMessages controller={controller} />
            {children}
          </FieldGroup>
        </form>
      </CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}
