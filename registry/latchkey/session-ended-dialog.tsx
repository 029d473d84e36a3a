'use client';

import {
  type AuthLocalization,
  type AuthView,
  type SessionEndedState,
  sessionEndedSignIn,
  useLoginForm,
} from 'latchkey/ui';
import * as React from 'react';
import { AuthViewLinks } from '@/components/latchkey/auth-form-actions';
import { AuthCardHeader } from '@/components/latchkey/auth-form-card';
import { AuthField, AuthFormMessages, AuthSubmit } from '@/components/latchkey/auth-form-parts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Card, CardFooter } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';

function SignInAgain({ state, t }: { state: SessionEndedState; t: AuthLocalization }) {
  // Signed in, only the dialog closes and the waiting submit is sent again (no returnTo).
  const form = useLoginForm(sessionEndedSignIn(state, t));
  const id = React.useId();
  return (
    <form method="post" noValidate aria-busy={form.isPending || undefined} onSubmit={form.onSubmit}>
      <FieldGroup>
        <AuthFormMessages controller={form} />
        {/* The account the form is about: signing in as another would send it the retry. */}
        <AuthField
          controller={form}
          formId={id}
          name="email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          readOnly={state.email !== ''}
        />
        <AuthField
          controller={form}
          formId={id}
          name="password"
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel type="button">{t.cancel}</AlertDialogCancel>
          <AuthSubmit controller={form} className="sm:w-auto">
            {t.loginSubmit}
          </AuthSubmit>
        </div>
      </FieldGroup>
    </form>
  );
}

/**
 * The session-ended dialog of a form that acts on the signed-in user: a submit met an ended
 * session, so it asks to sign in again (every value the user typed stays) and, signed in,
 * the waiting submit is sent once more. Cancel or Escape gives it up.
 */
export function SessionEndedDialog({
  state,
  t,
}: {
  /** The form's `sessionEnded` (from its controller). */
  state: SessionEndedState;
  t: AuthLocalization;
}) {
  return (
    <AlertDialog open={state.open} onOpenChange={(open) => open || state.onCancel()}>
      <AlertDialogContent data-slot="session-ended-dialog" lang={t.locale} dir={t.dir}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.sessionEndedTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.sessionEndedDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        {state.open && <SignInAgain state={state} t={t} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** What a signed-in form shows when nobody is signed in: its heading and a way to sign in. */
export function SignInRequired({
  title,
  t,
  level,
  onViewChange,
  className,
}: {
  title: string;
  t: AuthLocalization;
  /** The heading's level (the form's `headingLevel`). Default 2. */
  level?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  onViewChange?: ((view: AuthView) => void) | undefined;
  className?: string | undefined;
}) {
  return (
    <Card
      data-slot="sign-in-required"
      data-state="signed-out"
      lang={t.locale}
      dir={t.dir}
      className={className}
    >
      <AuthCardHeader title={title} description={t.signInRequired} level={level} />
      <CardFooter>
        <AuthViewLinks
          onViewChange={onViewChange}
          links={[{ view: 'login', label: t.signInRequiredLink }]}
        />
      </CardFooter>
    </Card>
  );
}
