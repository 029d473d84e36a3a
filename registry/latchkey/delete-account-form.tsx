'use client';

import { type DeleteAccountFormProps, fill, useDeleteAccountForm } from 'latchkey/ui';
import * as React from 'react';
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
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * The delete-account card over latchkey's `useDeleteAccountForm`: a button opens a dialog where
 * nothing is sent until the confirmation word (`DELETE` in English) is typed; the password too
 * when the service wants a recent sign-in. Closed, focus goes back to the button.
 */
export function DeleteAccountForm({ className, ...props }: DeleteAccountFormProps) {
  const form = useDeleteAccountForm(props);
  const { t } = form;
  const id = React.useId();
  const word = t.deleteAccountConfirmWord;
  if (form.signedOut) {
    return (
      <SignInRequired
        title={t.deleteAccountTitle}
        t={t}
        onViewChange={props.onViewChange}
        className={className}
      />
    );
  }
  return (
    <Card data-slot="delete-account-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.deleteAccountTitle}</h2>
        </CardTitle>
        <CardDescription>{t.deleteAccountDescription}</CardDescription>
      </CardHeader>
      <CardFooter>
        <AlertDialog open={form.open} onOpenChange={form.setOpen}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">{t.deleteAccountSubmit}</Button>
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
      </CardFooter>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </Card>
  );
}
