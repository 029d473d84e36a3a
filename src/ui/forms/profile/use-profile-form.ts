'use client';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { AuthUser } from '../../../client/types';
import { useUpdateUser } from '../../../react/hooks/use-update-user';
import { useUserProfile } from '../../../react/hooks/use-user-profile';
import type { AuthFormProps } from '../../form-props';
import type { LocalizationKey } from '../../localization/auth-localization';
import {
  type AccountSession,
  keepWhileOnScreen,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { type ProfileFieldName, profileFields, profileShape } from '../profile-fields';

const fieldNames = Object.keys(profileFields) as ProfileFieldName[];

/**
 * The profile's fields, and Current password: asked for (and required) only while Email differs
 * from the saved address, as the service wants it for a change of email made with a session.
 */
const schemaFor = (emailChanged: () => boolean) =>
  z.object({
    ...profileShape(fieldNames),
    currentPassword: z
      .string()
      .check(
        z.refine(
          (value) => value !== '' || !emailChanged(),
          'errorCurrentPasswordRequired' satisfies LocalizationKey,
        ),
      ),
  });

/** The values of the profile form. */
export type ProfileValues = z.infer<ReturnType<typeof schemaFor>>;

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
  /** The session or the profile is loading. */
  isLoading: boolean;
  /** Email differs from the saved address: Current password is asked for. */
  emailChanged: boolean;
}

/**
 * The profile form's logic: loads the signed-in user's profile (`getUserProfile`), then sends
 * only the fields that changed (`updateUser`); an emptied optional field is cleared. A session
 * that ended meanwhile opens the session-ended dialog, then the save is sent again.
 */
export function useProfileForm(props: ProfileFormProps = {}): ProfileController {
  const account = useAccountSession('updateUser');
  const { user } = account;
  const { isSignedIn } = account;
  const profile = useUserProfile({ userId: user?.id ?? '' }, { enabled: isSignedIn });
  const update = useUpdateUser();
  const isLoading = account.sessionLoading || (isSignedIn && profile.isPending);
  const loaded = useMemo(() => (profile.data ? valuesOf(profile.data) : undefined), [profile.data]);
  // Read when the form validates, so the rule follows the latest render.
  const emailChangedRef = useRef(false);
  const schema = useMemo(() => schemaFor(() => emailChangedRef.current), []);
  const form = useAuthForm(props, {
    schema,
    defaultValues: blank,
    values: loaded,
    fields: [...fieldNames, 'currentPassword'],
    // A wrong current password belongs on its field, in the words change-password uses.
    codes: { invalid_credentials: 'errorCurrentPasswordWrong' },
    codeFields: { invalid_credentials: 'currentPassword' },
    // The user is signed in: "Sign in instead" (sign-up's words) would make no sense here.
    taken: { email: 'errorEmailInUse' },
    clearOnSuccess: ['currentPassword'],
    isPending: update.isPending || isLoading,
    successMessage: 'profileSaved',
    submit: (values) =>
      account.send(async (signedIn) => {
        const before = loaded ?? valuesOf(signedIn);
        const changed = fieldNames.filter((name) => values[name] !== before[name]);
        if (!changed.length) return profile.data ?? signedIn;
        const patch = Object.fromEntries(changed.map((name) => [name, values[name]]));
        const proof = emailChangedRef.current ? { currentPassword: values.currentPassword } : {};
        const answer = await update.mutateAsync({ userId: signedIn.id, ...patch, ...proof });
        return (answer as { user?: AuthUser }).user ?? { ...signedIn, ...patch };
      }),
  });
  const email = useWatch({ control: form.form.control, name: 'email' });
  const saved = loaded?.email ?? user?.email ?? '';
  const emailChanged = Boolean(user) && !sameEmail(email ?? '', saved);
  emailChangedRef.current = emailChanged;
  keepWhileOnScreen(account.unsaved, form);
  const { signedOut, sessionEnded } = account;
  return { ...form, isLoading, emailChanged, signedOut, sessionEnded };
}
