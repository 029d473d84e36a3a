'use client';
import { cx } from '../class-names';
import { ChangePasswordForm } from '../forms/change-password/change-password-form';
import { DeleteAccountControls } from '../forms/delete-account/delete-account-form';
import {
  type DeleteAccountFormProps,
  useDeleteAccountForm,
} from '../forms/delete-account/use-delete-account-form';
import { ProfileForm } from '../forms/profile/profile-form';
import { languageOf } from '../localization/auth-localization';
import { AccountDeleted } from '../session-ended/account-deleted';
import { SignInRequired } from '../session-ended/sign-in-required';
import { AccountRow, RowAction } from './account-row';
import { DiscardDialog } from './discard-dialog';
import { EmailSettingsBody } from './email-settings';
import {
  type AccountSectionView,
  type AccountSettingsProps,
  useAccountSettings,
} from './use-account-settings';
import { type EmailSettingsProps, useEmailSettings } from './use-email-settings';
import { UserAvatar } from './user-avatar';

export type { AccountSection, AccountSettingsProps } from './use-account-settings';

/** Email's row: the address and its badge, its buttons, its forms in place. */
function EmailRow({ props }: { props: EmailSettingsProps }) {
  return (
    <EmailSettingsBody settings={useEmailSettings(props)} classNames={props.classNames ?? {}} />
  );
}

/** Delete account's row: what it does, in one sentence, and its button. */
function DeleteRow({ props }: { props: DeleteAccountFormProps }) {
  const form = useDeleteAccountForm(props);
  return (
    <>
      <p className="lk-row-value">{form.t.deleteAccountDescription}</p>
      <DeleteAccountControls form={form} />
    </>
  );
}

/** A row's content: at rest its value and action, open its form. */
function RowContent({ row, t }: { row: AccountSectionView; t: { profileRowEmpty: string } }) {
  switch (row.section) {
    case 'profile':
      return row.open ? (
        <ProfileForm {...row.props} />
      ) : (
        <>
          {row.values.length ? (
            <dl className="lk-row-value">
              {row.values.map((item) => (
                <div key={item.name}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="lk-row-value">{t.profileRowEmpty}</p>
          )}
          <RowAction action={row.action} />
        </>
      );
    case 'email':
      return <EmailRow key={row.key} props={row.props} />;
    case 'password':
      return row.open ? (
        <ChangePasswordForm {...row.props} />
      ) : (
        <>
          <p className="lk-row-value" aria-hidden="true">
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
 * The account page in one component, a settings page: the user at the top (avatar, name,
 * email), then a row per section — Profile (the filled fields; "Edit profile"), Email (the
 * address and its badge; "Change email", and "Send verification code" while not verified),
 * Password ("Change password") and Delete account (its alert dialog asks for `DELETE`). A row's
 * action opens its form in place with focus on its first field; Cancel or a success closes it,
 * focus back on the action, the success announced beside the row. One row is open at a time; an
 * open row with typed input asks "Discard changes?" before another opens. `sections` picks and
 * orders the rows. A session that ends under an open form keeps what was typed there, and the
 * save asks to sign in again. Once the account is deleted here, the page says "Your account was
 * deleted." and nothing else (or follows `onAccountDeleted`'s navigation). Its logic is
 * {@link useAccountSettings}; the forms used alone keep their open layout.
 *
 * @example
 * <AccountSettings />
 * <AccountSettings sections={['profile', 'password']} headingLevel={3} />
 */
export function AccountSettings(props: AccountSettingsProps) {
  const page = useAccountSettings(props);
  const { t, user } = page;
  const classNames = props.classNames ?? {};
  return (
    <div
      className={cx('lk-form', 'lk-account-settings', props.className)}
      data-slot="account-settings"
      {...languageOf(t)}
    >
      {page.deleted ? (
        <AccountDeleted t={t} headingLevel={page.headingLevel} classNames={classNames} />
      ) : page.signedOut ? (
        <SignInRequired
          t={t}
          title={t.manageAccount}
          headingLevel={page.headingLevel}
          classNames={classNames}
          onViewChange={props.onViewChange}
        />
      ) : (
        <>
          {user && (
            <div className="lk-account-header" data-slot="account-header">
              <UserAvatar user={user} size="lg" decorative />
              <p>
                <span className="lk-account-name">{user.name}</span>
                <span className="lk-email-value">{user.email}</span>
              </p>
            </div>
          )}
          {page.sections.map((row) => (
            <AccountRow key={row.section} row={row} headingLevel={page.headingLevel}>
              <RowContent row={row} t={t} />
            </AccountRow>
          ))}
          <DiscardDialog question={page.discard} t={t} />
        </>
      )}
    </div>
  );
}
