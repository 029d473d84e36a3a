'use client';
import { type ReactNode, useMemo } from 'react';
import type { AuthUser } from '../../client/types';
import { useSession } from '../../react/hooks/use-session';
import { cx } from '../class-names';
import { FormFrame } from '../form-frame';
import type { AuthFormClassNames, AuthView } from '../form-props';
import { ChangePasswordForm } from '../forms/change-password/change-password-form';
import { DeleteAccountForm } from '../forms/delete-account/delete-account-form';
import { ProfileForm } from '../forms/profile/profile-form';
import type { ProfileFieldName } from '../forms/profile-fields';
import type { AuthLocalization } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { AccountDeleted } from '../session-ended/account-deleted';
import { EmailSettings } from './email-settings';

/** A card of {@link AccountSettings}. */
export type AccountSection = 'profile' | 'email' | 'password' | 'delete';

/** Every card, in the order the page shows them by default. */
export const accountSections: readonly AccountSection[] = [
  'profile',
  'email',
  'password',
  'delete',
];

/** Profile's fields on the account page: all but Email, which has a card of its own. */
const profileCardFields: readonly ProfileFieldName[] = [
  'name',
  'username',
  'phone',
  'address',
  'avatarUrl',
];

/** Props of {@link AccountSettings}. */
export interface AccountSettingsProps {
  /**
   * The cards shown, in this order. Default `['profile', 'email', 'password', 'delete']`.
   * Delete account comes where it is listed, in its danger zone.
   */
  sections?: readonly AccountSection[] | undefined;
  /** Profile's fields, in order (`ProfileForm`'s `fields`). Default all but Email. */
  profileFields?: readonly ProfileFieldName[] | undefined;
  /**
   * The level of the cards' headings (Profile, Email, Password, Danger zone), 1 to 5; each
   * card's own parts (Delete account in its danger zone, Email's forms) are one below. Default 2.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** A class for the page's container, after the stable `lk-account-settings` class. */
  className?: string | undefined;
  /** A class per slot of every card's form (as each form's `classNames`). */
  classNames?: AuthFormClassNames | undefined;
  /** Strings to change on this page only (over `AuthUIProvider`'s dictionary). */
  localization?: Partial<AuthLocalization> | undefined;
  /** For the "Sign in" link the cards show a visitor who is not signed in (as the forms'). */
  onViewChange?: ((view: AuthView) => void) | undefined;
  /** Runs once Profile is saved, with the user as saved. */
  onProfileSaved?: ((user: AuthUser) => void) | undefined;
  /** Runs once an address is verified in the Email card. */
  onEmailVerified?: ((email: string) => void) | undefined;
  /** Runs once a new address is saved in the Email card (not yet verified). */
  onEmailChanged?: ((user: AuthUser) => void) | undefined;
  /** Runs once the password is changed (this device stays signed in; the others are signed out). */
  onPasswordChanged?: (() => void) | undefined;
  /** Runs once the account is deleted (the user is signed out). */
  onAccountDeleted?: (() => void) | undefined;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;

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
  const { localization, classNames, onViewChange } = props;
  const t = useAuthLocalization(localization);
  const session = useSession();
  const level = props.headingLevel ?? 2;
  // The Password card's heading: "Password", its submit still "Change password".
  const passwordWords = useMemo(
    () => ({ ...localization, changePasswordTitle: t.passwordSettingsTitle }),
    [localization, t.passwordSettingsTitle],
  );
  const common = { classNames, localization, onViewChange, className: 'lk-account-card' };
  const cards: Record<AccountSection, () => ReactNode> = {
    profile: () => (
      <ProfileForm
        {...common}
        headingLevel={level}
        fields={props.profileFields ?? profileCardFields}
        onSuccess={props.onProfileSaved}
      />
    ),
    email: () => (
      <EmailSettings
        className="lk-account-card"
        classNames={classNames}
        localization={localization}
        headingLevel={level}
        onVerified={props.onEmailVerified}
        onEmailChanged={props.onEmailChanged}
      />
    ),
    password: () => (
      <ChangePasswordForm
        {...common}
        localization={passwordWords}
        headingLevel={level}
        onSuccess={props.onPasswordChanged && (() => props.onPasswordChanged?.())}
      />
    ),
    // Set apart: a section of its own, named "Danger zone", around the one card.
    delete: () => (
      <FormFrame
        as="section"
        kind="lk-danger-zone"
        t={t}
        classNames={{}}
        headingLevel={level}
        title={t.dangerZoneTitle}
        data-slot="danger-zone"
      >
        <DeleteAccountForm
          {...common}
          headingLevel={(level + 1) as Level}
          onSuccess={props.onAccountDeleted && (() => props.onAccountDeleted?.())}
        />
      </FormFrame>
    ),
  };
  const shown = [...new Set(props.sections ?? accountSections)].filter((section) =>
    Object.hasOwn(cards, section),
  );
  if (session.status === 'unauthenticated' && session.reason === 'account-deleted') {
    return (
      <div className={cx('lk-account-settings', props.className)} data-slot="account-settings">
        <AccountDeleted t={t} headingLevel={level} classNames={classNames ?? {}} />
      </div>
    );
  }
  return (
    <div className={cx('lk-account-settings', props.className)} data-slot="account-settings">
      {shown.map((section) => (
        <div key={section} className="lk-account-section" data-section={section}>
          {cards[section]()}
        </div>
      ))}
    </div>
  );
}
