'use client';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { AuthUser } from '../../../client/types';
import { useSession } from '../../../react/hooks/use-session';
import { useUpdateUser } from '../../../react/hooks/use-update-user';
import { useUserProfile } from '../../../react/hooks/use-user-profile';
import type { AuthFormProps } from '../../form-props';
import {
  type AccountSession,
  holdsInput,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { currentPasswordField, type FieldDescriptor, fieldsSchema } from '../form-fields';
import { type ProfileFieldName, profileFields } from '../profile-fields';

const fieldNames = Object.keys(profileFields) as ProfileFieldName[];

/** The profile form's fields: Current password sits under Email, the field that asks for it. */
export const profileFormFields = {
  beforePassword: [profileFields.name, profileFields.username, profileFields.email],
  /** Asked for (and required) only while Email differs from the saved address. */
  currentPassword: {
    ...currentPasswordField,
    description: 'emailChangeNeedsPassword',
  } satisfies FieldDescriptor,
  afterPassword: [profileFields.phone, profileFields.address, profileFields.avatarUrl],
};
const { beforePassword, currentPassword, afterPassword } = profileFormFields;
const profileOnly = [...beforePassword, ...afterPassword];

/** The values of the profile form. */
export type ProfileValues = Record<ProfileFieldName | 'currentPassword', string>;

/**
 * The rules: the profile's, and Current password's while Email differs from the saved address
 * (the service wants it for a change of email made with a session). Read at each validation.
 */
const schemaFor = (emailChanged: () => boolean) => {
  const without = fieldsSchema<ProfileValues>(profileOnly);
  const asked = fieldsSchema<ProfileValues>([...profileOnly, currentPassword]);
  return {
    '~standard': {
      validate: (value: unknown) => (emailChanged() ? asked : without)['~standard'].validate(value),
    },
  };
};

/** Props of {@link ProfileForm} and {@link useProfileForm}. */
export type ProfileFormProps = AuthFormProps<AuthUser, ProfileValues>;

const valuesOf = (user: Partial<Record<ProfileFieldName, unknown>>): ProfileValues =>
  ({
    ...Object.fromEntries(
      fieldNames.map((name) => [name, typeof user[name] === 'string' ? user[name] : '']),
    ),
    currentPassword: '',
  }) as ProfileValues;

const blank = valuesOf({});

/** The service compares emails trimmed and case-folded: only another address is a change. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What {@link useProfileForm} adds to the form's controller. */
export interface ProfileController
  extends AuthFormController<ProfileValues, AuthUser>,
    Pick<AccountSession, 'signedOut' | 'sessionEnded'> {
  /** The session is not known yet: there is no user to start from. */
  isLoading: boolean;
  /** Email differs from the saved address: Current password is asked for. */
  emailChanged: boolean;
}

/**
 * The profile form's logic: starts from the session's user (so a server-rendered page shows the
 * fields filled in, with no loading state), follows the profile once it loads
 * (`getUserProfile`), then sends only the fields the user changed from what the form showed
 * (`updateUser`); an emptied optional field is cleared. A session that ended meanwhile opens the
 * session-ended dialog, then the save is sent again.
 */
export function useProfileForm(props: ProfileFormProps = {}): ProfileController {
  const session = useSession();
  const profile = useUserProfile(
    { userId: session.user?.id ?? '' },
    { enabled: session.user !== null },
  );
  const update = useUpdateUser();
  const isLoading = session.status === 'loading';
  // What the form shows for fields the user has not touched: the profile once loaded, the
  // session's user until then (nothing while the session is ended: the fields stay as they are).
  const shown = profile.data ?? session.user;
  const values = useMemo(() => (shown ? valuesOf(shown) : undefined), [shown]);
  // Read when the form validates, so the rule follows the latest render.
  const emailChangedRef = useRef(false);
  const schema = useMemo(() => schemaFor(() => emailChangedRef.current), []);
  const form = useAuthForm(props, {
    schema,
    defaultValues: values ?? blank,
    values,
    fields: [...fieldNames, currentPassword.name],
    // A wrong current password belongs on its field, in the words change-password uses.
    codes: { invalid_credentials: 'errorCurrentPasswordWrong' },
    codeFields: { invalid_credentials: 'currentPassword' },
    // The user is signed in: "Sign in instead" (sign-up's words) would make no sense here.
    taken: { email: 'errorEmailInUse' },
    clearOnSuccess: ['currentPassword'],
    isPending: update.isPending || isLoading,
    successMessage: 'profileSaved',
    submit: (submitted): Promise<AuthUser> =>
      account.send(async (user) => {
        // Against what the form showed (its defaults follow `values`), not what it may show
        // later: a field the user left alone is never sent.
        const before = form.form.formState.defaultValues ?? {};
        const changed = fieldNames.filter((name) => submitted[name] !== before[name]);
        if (!changed.length) return profile.data ?? user;
        const patch = Object.fromEntries(changed.map((name) => [name, submitted[name]]));
        const proof = emailChangedRef.current ? { currentPassword: submitted.currentPassword } : {};
        const answer = await update.mutateAsync({ userId: user.id, ...patch, ...proof });
        return (answer as { user?: AuthUser }).user ?? { ...user, ...patch };
      }),
  });
  const account = useAccountSession('updateUser', holdsInput(form));
  const email = useWatch({ control: form.form.control, name: 'email' });
  const saved = form.form.formState.defaultValues?.email ?? '';
  const emailChanged = account.user !== null && !sameEmail(email ?? '', saved);
  emailChangedRef.current = emailChanged;
  const { signedOut, sessionEnded } = account;
  return { ...form, isLoading, emailChanged, signedOut, sessionEnded };
}
