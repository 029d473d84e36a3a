'use client';
import { useMemo } from 'react';
import type { AuthUser } from '../../client/types';
import { useSession } from '../../react/hooks/use-session';
import type { AuthFormClassNames, AuthView } from '../form-props';
import type { ChangePasswordFormProps } from '../forms/change-password/use-change-password-form';
import type { DeleteAccountFormProps } from '../forms/delete-account/use-delete-account-form';
import type { ProfileFormProps } from '../forms/profile/use-profile-form';
import type { ProfileFieldName } from '../forms/profile-fields';
import type { AuthLocalization } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import type { EmailSettingsProps } from './use-email-settings';

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
 * One section of the account page, with the props of the form it shows (pass them on, adding
 * your `className`). Delete account comes inside its danger zone: a section headed `zone.title`
 * at `zone.headingLevel`, the form's heading one below.
 */
export type AccountSectionView =
  | { section: 'profile'; props: ProfileFormProps }
  | { section: 'email'; props: EmailSettingsProps }
  | { section: 'password'; props: ChangePasswordFormProps }
  | {
      section: 'delete';
      zone: { title: string; headingLevel: Level };
      props: DeleteAccountFormProps;
    };

/** What {@link useAccountSettings} returns: what the account page shows. */
export interface AccountSettingsController {
  t: AuthLocalization;
  /** The level of the sections' headings. */
  headingLevel: Level;
  /**
   * The account was deleted here: the page shows its heading (`t.deleteAccountTitle`) and
   * `t.accountDeleted` as a status that takes focus, and nothing else.
   */
  deleted: boolean;
  /** The sections, each once, in the order `sections` gives. */
  sections: AccountSectionView[];
}

/**
 * The account page's logic without its markup: which sections, in which order, at which heading
 * level, each with its form's props (Profile without Email, which has its own section; Password
 * headed "Password"; Delete account in a danger zone), and whether the account was just deleted
 * here. `AccountSettings` is this with the drop-in forms; the shadcn registry's is this with
 * its own.
 *
 * @example
 * const page = useAccountSettings(props);
 * page.sections.map((s) => s.section === 'profile' ? <ProfileForm {...s.props} /> : …);
 */
export function useAccountSettings(props: AccountSettingsProps = {}): AccountSettingsController {
  const { localization, classNames, onViewChange } = props;
  const t = useAuthLocalization(localization);
  const session = useSession();
  const level = props.headingLevel ?? 2;
  // The Password card's heading: "Password", its submit still "Change password".
  const passwordWords = useMemo(
    () => ({ ...localization, changePasswordTitle: t.passwordSettingsTitle }),
    [localization, t.passwordSettingsTitle],
  );
  const common = { ...(classNames && { classNames }), localization, onViewChange };
  const views: Record<AccountSection, () => AccountSectionView> = {
    profile: () => ({
      section: 'profile',
      props: {
        ...common,
        headingLevel: level,
        fields: props.profileFields ?? profileCardFields,
        onSuccess: props.onProfileSaved,
      },
    }),
    email: () => ({
      section: 'email',
      props: {
        classNames,
        localization,
        headingLevel: level,
        onVerified: props.onEmailVerified,
        onEmailChanged: props.onEmailChanged,
      },
    }),
    password: () => ({
      section: 'password',
      props: {
        ...common,
        localization: passwordWords,
        headingLevel: level,
        onSuccess: props.onPasswordChanged && (() => props.onPasswordChanged?.()),
      },
    }),
    delete: () => ({
      section: 'delete',
      zone: { title: t.dangerZoneTitle, headingLevel: level },
      props: {
        ...common,
        headingLevel: (level + 1) as Level,
        onSuccess: props.onAccountDeleted && (() => props.onAccountDeleted?.()),
      },
    }),
  };
  const shown = [...new Set(props.sections ?? accountSections)].filter((section) =>
    Object.hasOwn(views, section),
  );
  return {
    t,
    headingLevel: level,
    deleted: session.status === 'unauthenticated' && session.reason === 'account-deleted',
    sections: shown.map((section) => views[section]()),
  };
}
