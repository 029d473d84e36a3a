import type { RefObject } from 'react';
import type { AuthUser } from '../../client/types';
import type { AuthFormClassNames, AuthView } from '../form-props';
import type { ChangePasswordFormProps } from '../forms/change-password/use-change-password-form';
import type { DeleteAccountFormProps } from '../forms/delete-account/use-delete-account-form';
import type { ProfileFormProps } from '../forms/profile/use-profile-form';
import type { ProfileFieldName } from '../forms/profile-fields';
import type { AuthLocalization } from '../localization/auth-localization';
import type { DiscardQuestion } from './account-rows';
import type { EmailSettingsProps } from './use-email-settings';

/** A section (a row) of {@link AccountSettings}. */
export type AccountSection = 'profile' | 'email' | 'password' | 'delete';

/** Every row, in the order the page shows them by default. */
export const accountSections: readonly AccountSection[] = [
  'profile',
  'email',
  'password',
  'delete',
];

/** Profile's fields on the account page: all but Email, which has a row of its own. */
export const profileCardFields: readonly ProfileFieldName[] = [
  'name',
  'username',
  'phone',
  'address',
  'avatarUrl',
];

/** Props of {@link AccountSettings}. */
export interface AccountSettingsProps {
  /** The rows shown, in this order. Default `['profile', 'email', 'password', 'delete']`. */
  sections?: readonly AccountSection[] | undefined;
  /** Profile's fields, in order (`ProfileForm`'s `fields`). Default all but Email. */
  profileFields?: readonly ProfileFieldName[] | undefined;
  /**
   * The level of the rows' headings (Profile, Email, Password, Delete account), 1 to 5; the
   * forms they open are headed one below. Default 2.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** A class for the page's container, after the stable `lk-account-settings` class. */
  className?: string | undefined;
  /** A class per slot of every row's form (as each form's `classNames`). */
  classNames?: AuthFormClassNames | undefined;
  /** Strings to change on this page only (over `AuthUIProvider`'s dictionary). */
  localization?: Partial<AuthLocalization> | undefined;
  /** For the "Sign in" link the page shows a visitor who is not signed in (as the forms'). */
  onViewChange?: ((view: AuthView) => void) | undefined;
  /** Runs once Profile is saved, with the user as saved. */
  onProfileSaved?: ((user: AuthUser) => void) | undefined;
  /** Runs once an address is verified in the Email row. */
  onEmailVerified?: ((email: string) => void) | undefined;
  /** Runs once a new address is saved in the Email row (not yet verified). */
  onEmailChanged?: ((user: AuthUser) => void) | undefined;
  /** Runs once the password is changed (this device stays signed in; the others are signed out). */
  onPasswordChanged?: (() => void) | undefined;
  /** Runs once the account is deleted (the user is signed out). */
  onAccountDeleted?: (() => void) | undefined;
}

/** A heading level. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** What every row of the account page has. */
interface AccountRowBase {
  /** The row's heading ("Profile", "Email", "Password", "Delete account"), at `headingLevel`. */
  title: string;
  /** The one line under the title. */
  description: string;
  /** Its form is open in place (Profile, Password; Email while a form of it is open). */
  open: boolean;
  /** A success to announce in a `role="status"` beside the row ("Your changes were saved."). */
  message: string | null;
}

/**
 * The row's one action ("Edit profile", "Change password"): opens its form in place (after
 * "Discard changes?" when another open row holds typed input); focus comes back to it (`ref`)
 * when the form closes.
 */
export interface AccountRowAction {
  label: string;
  onClick: () => void;
  ref: RefObject<HTMLButtonElement | null>;
}

/**
 * One row of the account page. At rest: its title, description, current value and one action;
 * open: the form, whose props to pass on (adding your `className`), with focus on its first field
 * and Cancel; Cancel or a success closes it. Email's actions and forms are `EmailSettings`' own
 * (render it with `key`, which changes when the page closes it); Delete account's action is the
 * form's own button, which asks in an alert dialog.
 */
export type AccountSectionView = AccountRowBase &
  (
    | {
        section: 'profile';
        /** The filled fields at rest, label and value, in order (none: `t.profileRowEmpty`). */
        values: { name: string; label: string; value: string }[];
        action: AccountRowAction;
        props: ProfileFormProps;
      }
    | { section: 'email'; key: number; props: EmailSettingsProps }
    | { section: 'password'; action: AccountRowAction; props: ChangePasswordFormProps }
    | { section: 'delete'; props: DeleteAccountFormProps }
  );

/** What {@link useAccountSettings} returns: what the account page shows. */
export interface AccountSettingsController {
  t: AuthLocalization;
  /** The level of the rows' headings. */
  headingLevel: Level;
  /**
   * The signed-in user, for the page's header (avatar, name, email); kept while a row is open
   * and its session ends. Null while nobody is.
   */
  user: AuthUser | null;
  /** Nobody is signed in (and nothing is kept): the page asks to sign in instead of its rows. */
  signedOut: boolean;
  /**
   * The account was deleted here: the page shows its heading (`t.deleteAccountTitle`) and
   * `t.accountDeleted` as a status that takes focus, and nothing else.
   */
  deleted: boolean;
  /** The rows, each once, in the order `sections` gives. */
  sections: AccountSectionView[];
  /**
   * "Discard changes?": an alert dialog (`t.discardChangesTitle`, the description filled by
   * `discardDescription`, `t.discardChanges` and `t.keepEditing`) while `discard.open`.
   */
  discard: DiscardQuestion & { description: string };
}
