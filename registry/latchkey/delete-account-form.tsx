'use client';

import {
  type AuthLocalization,
  type DeleteAccountController,
  type DeleteAccountFormProps,
  fill,
  useDeleteAccountForm,
  useFocusOnMount,
} from 'latchkey/ui';
import * as React from 'react';
import { AuthCardHeader } from '@/components/latchkey/auth-form-card';
import { AuthErrorSummary } from '@/components/latchkey/auth-form-focus';
import { AuthField, AuthFormMessages, AuthSubmit } from '@/components/latchkey/auth-form-parts';
import { SessionEndedDialog, SignInRequired } from '@/components/latchkey/session-ended-dialog';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * What is left once the account is deleted here: the heading and "Your account was deleted."
 * as a status that takes focus (the button that did it is gone), nothing asking to sign in.
 */
export function AccountDeleted({
  t,
  level,
  className,
}: {
  t: AuthLocalization;
  level?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  className?: string | undefined;
}) {
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Card
      data-slot="account-deleted"
      data-state="deleted"
      lang={t.locale}
      dir={t.dir}
      className={cn('w-full max-w-sm', className)}
    >
      <AuthCardHeader title={t.deleteAccountTitle} level={level} />
      <CardContent>
        <p ref={message} role="status" tabIndex={-1} className="text-sm outline-none">
          {t.accountDeleted}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * The delete-account card over latchkey's `useDeleteAccountForm`: a button opens a dialog where
 * nothing is sent until the confirmation word (`DELETE` in English) is typed; the password too
 * when the service wants a recent sign-in. Closed, focus goes back to the button.
 */
export function DeleteAccountForm({ className, ...props }: DeleteAccountFormProps) {
  const form = useDeleteAccountForm(props);
  const { t } = form;
  if (form.deleted) {
    return <AccountDeleted t={t} level={form.headingLevel} className={className} />;
  }
  if (form.signedOut) {
    return (
      <SignInRequired
        title={t.deleteAccountTitle}
        t={t}
        level={form.headingLevel}
        onViewChange={props.onViewChange}
        className={className}
      />
    );
  }
  return (
    <Card
      data-slot="delete-account-form"
      lang={t.locale}
      dir={t.dir}
      className={cn('w-full max-w-sm', form.classNames.root, className)}
    >
      <AuthCardHeader
        title={t.deleteAccountTitle}
        description={t.deleteAccountDescription}
        level={form.headingLevel}
        classNames={form.classNames}
      />
      <CardFooter>
        <DeleteAccountControls form={form} />
      </CardFooter>
    </Card>
  );
}

/**
 * DeleteAccountForm without its card, over the controller `useDeleteAccountForm` gives: the
 * "Delete account" button, the alert dialog it opens (the confirmation word, the password when
 * asked) and the session-ended dialog. The account page's Delete account row is this.
 */
export function DeleteAccountControls({ form }: { form: DeleteAccountController }) {
  const { t } = form;
  const id = React.useId();
  const word = t.deleteAccountConfirmWord;
  return (
    <>
      <AlertDialog open={form.open} onOpenChange={form.setOpen}>
        <AlertDialogTrigger asChild>
          <Button
            variant="destructive"
            // A long label (uk) wraps rather than widen the page past a 320 px screen.
            className={cn(
              'h-auto min-h-9 max-w-full whitespace-normal [overflow-wrap:anywhere]',
              form.classNames.submit,
            )}
          >
            {t.deleteAccountSubmit}
          </Button>
        </AlertDialogTrigger>
        {/* Portalled to <body>: the form's language goes with it. */}
        <AlertDialogContent lang={t.locale} dir={t.dir}>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.deleteAccountConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {fill(t, 'deleteAccountConfirmDescription', { word })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <form
            method="post"
            noValidate
            aria-busy={form.isPending || undefined}
            onSubmit={form.onSubmit}
          >
            <FieldGroup>
              <AuthErrorSummary controller={form} formId={id} />
              <AuthFormMessages controller={form} />
              <AuthField
                controller={form}
                formId={id}
                name="confirm"
                label={fill(t, 'deleteAccountConfirmLabel', { word })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              {form.needsPassword && (
                <AuthField
                  controller={form}
                  formId={id}
                  name="password"
                  label={t.passwordLabel}
                  description={t.deleteAccountPasswordDescription}
                  type="password"
                  autoComplete="current-password"
                />
              )}
              {/* The destructive action comes last. */}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialogCancel type="button">{t.cancel}</AlertDialogCancel>
                <AuthSubmit controller={form} variant="destructive" className="sm:w-auto">
                  {t.deleteAccountSubmit}
                </AuthSubmit>
              </div>
            </FieldGroup>
          </form>
        </AlertDialogContent>
      </AlertDialog>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </>
  );
}
