'use client';
import { useMemo } from 'react';
import { useAuthClient } from '../../react/auth-client-context';
import { useSession } from '../../react/hooks/use-session';
import { useUserProfile } from '../../react/hooks/use-user-profile';
import { fill } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useHeldAccount } from '../session-ended/use-held-account';
import { useAccountRows } from './account-rows';
import {
  type AccountSection,
  type AccountSectionView,
  type AccountSettingsController,
  type AccountSettingsProps,
  accountSections,
  type Level,
  profileCardFields,
} from './account-settings-types';

export type { DiscardQuestion } from './account-rows';
export type {
  AccountRowAction,
  AccountSection,
  AccountSectionView,
  AccountSettingsController,
  AccountSettingsProps,
} from './account-settings-types';

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
