'use client';
import { cx } from '../class-names';
import { FormFrame } from '../form-frame';
import { ChangePasswordForm } from '../forms/change-password/change-password-form';
import { DeleteAccountForm } from '../forms/delete-account/delete-account-form';
import { ProfileForm } from '../forms/profile/profile-form';
import { AccountDeleted } from '../session-ended/account-deleted';
import { EmailSettings } from './email-settings';
import {
  type AccountSectionView,
  type AccountSettingsProps,
  useAccountSettings,
} from './use-account-settings';

export type { AccountSection, AccountSettingsProps } from './use-account-settings';

/**
 * The account page in one component: cards for Profile (`ProfileForm` without Email; the avatar
 * preview follows the Avatar URL as it is typed), Email (`EmailSettings`: verified or not, change
 * of address), Password (`ChangePasswordForm`) and Delete account (`DeleteAccountForm`, last, in
 * a danger zone). Each card is a section named by its own heading. `sections` picks and orders
 * them. A session that ends under a card keeps what was typed there, and the save asks to sign
 * in again; a deletion the service wants a recent sign-in for asks for the password in place.
 * Once the account is deleted here, the page says "Your account was deleted." and nothing else
 * (or follows `onAccountDeleted`'s navigation); a changed password keeps the user signed in.
 *
 * @example
 * <AccountSettings />
 * <AccountSettings sections={['profile', 'password']} headingLevel={3} />
 */
export function AccountSettings(props: AccountSettingsProps) {
  const page = useAccountSettings(props);
  const { t } = page;
  const card = 'lk-account-card';
  const view = (section: AccountSectionView) => {
    switch (section.section) {
      case 'profile':
        return <ProfileForm {...section.props} className={card} />;
      case 'email':
        return <EmailSettings {...section.props} className={card} />;
      case 'password':
        return <ChangePasswordForm {...section.props} className={card} />;
      case 'delete':
        // Set apart: a section of its own, named "Danger zone", around the one card.
        return (
          <FormFrame
            as="section"
            kind="lk-danger-zone"
            t={t}
            classNames={{}}
            headingLevel={section.zone.headingLevel}
            title={section.zone.title}
            data-slot="danger-zone"
          >
            <DeleteAccountForm {...section.props} className={card} />
          </FormFrame>
        );
    }
  };
  return (
    <div className={cx('lk-account-settings', props.className)} data-slot="account-settings">
      {page.deleted ? (
        <AccountDeleted
          t={t}
          headingLevel={page.headingLevel}
          classNames={props.classNames ?? {}}
        />
      ) : (
        page.sections.map((section) => (
          <div key={section.section} className="lk-account-section" data-section={section.section}>
            {view(section)}
          </div>
        ))
      )}
    </div>
  );
}
