'use client';

import {
  type AccountSectionView,
  type AccountSettingsController,
  type AccountSettingsProps,
  type DeleteAccountFormProps,
  type EmailSettingsProps,
  useAccountSettings,
  useDeleteAccountForm,
  useEmailSettings,
} from 'latchkey/ui';
import * as React from 'react';
import { unframed } from '@/components/latchkey/auth-form-card';
import { ChangePasswordForm } from '@/components/latchkey/change-password-form';
import { AccountDeleted, DeleteAccountControls } from '@/components/latchkey/delete-account-form';
import { EmailSettingsBody } from '@/components/latchkey/email-settings';
import { ProfileForm } from '@/components/latchkey/profile-form';
import { SignInRequired } from '@/components/latchkey/session-ended-dialog';
import { UserAvatar } from '@/components/latchkey/user-avatar';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A form a row opens: in the row, not a card in the card, as wide as a form. */
const inRow = cn(unframed, 'w-full max-w-lg');

/** A row's one action ("Edit profile"): its label, what it does, and focus back on it. */
type RowActionProps = Extract<AccountSectionView, { section: 'profile' }>['action'];

/** A row's one action at rest ("Edit profile"): opens its form in place. */
function RowAction({ action }: { action: RowActionProps }) {
  return (
    <Button
      ref={action.ref}
      variant="outline"
      aria-expanded={false}
      // A long label (uk, ru) wraps rather than widen the page past a 320 px screen.
      className="h-auto min-h-9 max-w-full whitespace-normal [overflow-wrap:anywhere]"
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}

/** Email's row: the address and its badge, its buttons, its forms in place. */
function EmailRow({ props }: { props: EmailSettingsProps }) {
  return <EmailSettingsBody settings={useEmailSettings(props)} />;
}

/** Delete account's row: what it does, in one sentence, and its button. */
function DeleteRow({ props }: { props: DeleteAccountFormProps }) {
  const form = useDeleteAccountForm(props);
  return (
    <>
      <p className="text-sm">{form.t.deleteAccountDescription}</p>
      <DeleteAccountControls form={form} />
    </>
  );
}

/** A row's content: at rest its value and action, open its form. */
function RowContent({ row, t }: { row: AccountSectionView; t: { profileRowEmpty: string } }) {
  switch (row.section) {
    case 'profile':
      return row.open ? (
        <ProfileForm {...row.props} className={inRow} />
      ) : (
        <>
          {row.values.length ? (
            <dl className="grid gap-2 text-sm">
              {row.values.map((item) => (
                <div key={item.name}>
                  <dt className="text-muted-foreground">{item.label}</dt>
                  <dd className="[overflow-wrap:anywhere]">{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t.profileRowEmpty}</p>
          )}
          <RowAction action={row.action} />
        </>
      );
    case 'email':
      // Its key changes when the page closes it (another row opened).
      return <EmailRow key={row.key} props={row.props} />;
    case 'password':
      return row.open ? (
        <ChangePasswordForm {...row.props} className={inRow} />
      ) : (
        <>
          <p className="text-sm tracking-widest" aria-hidden="true">
            ••••••••
          </p>
          <RowAction action={row.action} />
        </>
      );
    case 'delete':
      return <DeleteRow props={row.props} />;
  }
}

/**
 * One row: its title and one-line description at the start (beside the content once the page
 * is 40rem wide, a container query; above it below), then its content and a status that
 * announces what it saved.
 */
function AccountRow({
  row,
  level,
  children,
}: {
  row: AccountSectionView;
  level: number;
  children: React.ReactNode;
}) {
  const id = React.useId();
  const Heading = `h${level}` as 'h2';
  return (
    <section
      aria-labelledby={id}
      data-slot="account-row"
      data-section={row.section}
      data-state={row.open ? 'open' : 'closed'}
      className="grid gap-x-6 gap-y-3 border-t py-6 @min-[40rem]:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <div className="flex flex-col gap-1">
        <Heading
          id={id}
          className={cn(
            'font-semibold leading-snug [overflow-wrap:anywhere]',
            row.section === 'delete' && 'text-destructive',
          )}
        >
          {row.title}
        </Heading>
        <p className="text-sm text-muted-foreground">{row.description}</p>
      </div>
      <div data-slot="account-row-content" className="flex min-w-0 flex-col items-start gap-4">
        {children}
        {/* In the page while empty (not `hidden`): what fills it is announced. */}
        <p role="status" className="text-sm text-muted-foreground empty:sr-only">
          {row.message}
        </p>
      </div>
    </section>
  );
}

/**
 * "Discard changes?", asked before a row opens while the open one holds typed input: Keep
 * editing (or Escape) leaves everything as it was, focus back on the button pressed; Discard
 * closes the open row and opens the asked-for one.
 */
function DiscardDialog({
  question,
  t,
}: {
  question: AccountSettingsController['discard'];
  t: AccountSettingsController['t'];
}) {
  // The button pressed, as the question is asked (the dialog has no trigger to go back to).
  const [opener, setOpener] = React.useState<Element | null>(null);
  if (question.open && !opener) setOpener(document.activeElement ?? document.body);
  React.useEffect(() => {
    if (question.open || !opener) return;
    // Keep editing: focus back there. Discard: that button left as its row opened.
    if (opener.isConnected && opener instanceof HTMLElement) opener.focus();
    setOpener(null);
  }, [question.open, opener]);
  return (
    <AlertDialog open={question.open} onOpenChange={(open) => open || question.onKeep()}>
      {/* Portalled to <body>: the page's language goes with it. */}
      <AlertDialogContent lang={t.locale} dir={t.dir}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.discardChangesTitle}</AlertDialogTitle>
          <AlertDialogDescription>{question.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel type="button">{t.keepEditing}</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={question.onDiscard}>
            {t.discardChanges}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * The account page over latchkey's `useAccountSettings`, a settings page in one card: the user
 * at the top (avatar, name, email), then a row per section — Profile (the filled fields; "Edit
 * profile"), Email (the address and its badge; "Change email", and "Send verification code"
 * while not verified), Password ("Change password") and Delete account (its alert dialog asks
 * for `DELETE`). A row's action opens its form in place, focus on its first field; Cancel or a
 * success closes it, focus back on the action, the success announced beside the row. One row is
 * open at a time; an open row with typed input asks "Discard changes?" before another opens.
 * `sections` picks and orders the rows, headed at `headingLevel`. Nobody signed in: a way to
 * sign in, once. Once the account is deleted here: "Your account was deleted." and nothing else.
 */
export function AccountSettings({ className, ...props }: AccountSettingsProps) {
  const page = useAccountSettings(props);
  const { t, user } = page;
  if (page.deleted) {
    return (
      <div data-slot="account-settings" className={cn('w-full max-w-4xl', className)}>
        <AccountDeleted t={t} level={page.headingLevel} className="max-w-none" />
      </div>
    );
  }
  if (page.signedOut) {
    return (
      <div data-slot="account-settings" className={cn('w-full max-w-4xl', className)}>
        <SignInRequired
          title={t.manageAccount}
          t={t}
          level={page.headingLevel}
          onViewChange={props.onViewChange}
        />
      </div>
    );
  }
  return (
    <Card
      data-slot="account-settings"
      lang={t.locale}
      dir={t.dir}
      // The rows lay out by the page's width, not the window's.
      className={cn('@container w-full max-w-4xl gap-0', className)}
    >
      {user && (
        <CardHeader data-slot="account-header" className="flex items-center gap-4 pb-6">
          <UserAvatar user={user} decorative className="size-12" />
          <p className="grid min-w-0">
            <span className="text-xl font-bold [overflow-wrap:anywhere]">{user.name}</span>
            <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {user.email}
            </span>
          </p>
        </CardHeader>
      )}
      <CardContent className="pb-0 [&>section:last-child]:pb-0">
        {page.sections.map((row) => (
          <AccountRow key={row.section} row={row} level={page.headingLevel}>
            <RowContent row={row} t={t} />
          </AccountRow>
        ))}
      </CardContent>
      <DiscardDialog question={page.discard} t={t} />
    </Card>
  );
}
