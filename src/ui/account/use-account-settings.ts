'use client';
import { type RefObject, useMemo } from 'react';
import type { AuthUser } from '../../client/types';
import { useAuthClient } from '../../react/auth-client-context';
import { useSession } from '../../react/hooks/use-session';
import { useUserProfile } from '../../react/hooks/use-user-profile';
import type { AuthFormClassNames, AuthView } from '../form-props';
import type { ChangePasswordFormProps } from '../forms/change-password/use-change-password-form';
import type { DeleteAccountFormProps } from '../forms/delete-account/use-delete-account-form';
import type { ProfileFormProps } from '../forms/profile/use-profile-form';
import type { ProfileFieldName } from '../forms/profile-fields';
import type { AuthLocalization } from '../localization/auth-localization';
import { fill } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useHeldAccount } from '../session-ended/use-held-account';
import { type DiscardQuestion, useAccountRows } from './account-rows';
import type { EmailSettingsProps } from './use-email-settings';

export type { DiscardQuestion } from './account-rows';

/** A section (a row) of {@link AccountSettings}. */
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

type Level = 1 | 2 | 3 | 4 | 5 | 6;

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

/**
 * The account page's logic without its markup: the user for its header; a row per section, in
 * order, each with its title, description, current value and one action; one row open at a
 * time, its form's props wired to close it on Cancel or success (focus back on the action, the
 * success announced beside the row); "Discard changes?" before another row opens while the open
 * one holds typed input; and whether the account was just deleted here. `AccountSettings` is
 * this with the drop-in forms; the shadcn registry's is this with its own.
 *
 * @example
 * const page = useAccountSettings(props);
 * page.sections.map((row) => row.open && row.section === 'profile' ? <ProfileForm {...row.props} /> : …);
 */
export function useAccountSettings(props: AccountSettingsProps = {}): AccountSettingsController {
  const { localization, classNames, onViewChange } = props;
  const t = useAuthLocalization(localization);
  const client = useAuthClient();
  const rows = useAccountRows();
  // The account shown: held while a row is open, so a session that ends under it keeps the page.
  const { user, status } = useHeldAccount(rows.openRow !== null);
  const { reason } = useSession();
  const profile = useUserProfile({ userId: user?.id ?? '' }, { enabled: user !== null });
  const level = props.headingLevel ?? 2;
  // The forms a row opens are headed one below it: "Edit profile", "Change password".
  const formWords = useMemo(
    () => ({ ...localization, profileTitle: t.editProfile }),
    [localization, t.editProfile],
  );
  const common = {
    ...(classNames && { classNames }),
    localization: formWords,
    onViewChange,
    headingLevel: (level + 1) as Level,
    autoFocus: 'first' as const,
  };
  const shown = profile.data ?? user;
  const fields = props.profileFields ?? profileCardFields;
  const views: Record<AccountSection, () => AccountSectionView> = {
    profile: () => ({
      section: 'profile',
      title: t.profileTitle,
      description: t.profileRowDescription,
      open: rows.openRow === 'profile',
      message: rows.messages.profile ?? null,
      values: fields.flatMap((name) => {
        const value = shown?.[name];
        return typeof value === 'string' && value && name !== 'avatarUrl'
          ? [{ name, label: t[`${name}Label`], value }]
          : [];
      }),
      action: {
        label: t.editProfile,
        ref: rows.actions.profile,
        onClick: () => rows.request('profile', () => {}),
      },
      props: {
        ...common,
        fields,
        onCancel: () => rows.close('profile'),
        onSuccess: (user) => {
          rows.close('profile', t.profileSaved);
          props.onProfileSaved?.(user);
        },
      },
    }),
    email: () => ({
      section: 'email',
      title: t.emailSettingsTitle,
      description: t.emailRowDescription,
      open: rows.openRow === 'email',
      message: null,
      key: rows.emailKey,
      props: {
        classNames,
        localization,
        headingLevel: level,
        onVerified: props.onEmailVerified,
        onEmailChanged: props.onEmailChanged,
        onOpen: (go) => rows.request('email', go),
        onStepChange: (step) => rows.emailStep(step !== 'idle'),
        // The page keeps its account while a row is open: the address stays with it.
        hold: rows.openRow !== null,
      },
    }),
    password: () => ({
      section: 'password',
      title: t.passwordSettingsTitle,
      description: t.passwordRowDescription,
      open: rows.openRow === 'password',
      message: rows.messages.password ?? null,
      action: {
        label: t.changePasswordTitle,
        ref: rows.actions.password,
        onClick: () => rows.request('password', () => {}),
      },
      props: {
        ...common,
        onCancel: () => rows.close('password'),
        onSuccess: () => {
          // Signed in again with the new password: done. Else the form stays open, offering it.
          if (client.getSession().status === 'authenticated') {
            rows.close('password', t.changePasswordDoneSignedIn);
          }
          props.onPasswordChanged?.();
        },
      },
    }),
    delete: () => ({
      section: 'delete',
      title: t.deleteAccountTitle,
      description: t.deleteRowDescription,
      open: false,
      message: null,
      props: {
        ...common,
        localization,
        autoFocus: false,
        onSuccess: props.onAccountDeleted && (() => props.onAccountDeleted?.()),
      },
    }),
  };
  const order = [...new Set(props.sections ?? accountSections)].filter((section) =>
    Object.hasOwn(views, section),
  );
  const asked = rows.discard.section;
  return {
    t,
    headingLevel: level,
    user,
    deleted: status === 'unauthenticated' && reason === 'account-deleted',
    signedOut: status === 'unauthenticated' && !user && reason !== 'account-deleted',
    sections: order.map((section) => views[section]()),
    discard: {
      ...rows.discard,
      description: asked
        ? fill(t, 'discardChangesDescription', {
            section: {
              profile: t.profileTitle,
              email: t.emailSettingsTitle,
              password: t.passwordSettingsTitle,
            }[asked],
          })
        : '',
    },
  };
}
