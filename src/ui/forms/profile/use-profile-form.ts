'use client';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { AuthUser } from '../../../client/types';
import { useSession } from '../../../react/hooks/use-session';
import { useUpdateUser } from '../../../react/hooks/use-update-user';
import { useUserProfile } from '../../../react/hooks/use-user-profile';
import type { AvatarUser } from '../../account/avatar-parts';
import type { AuthFormProps } from '../../form-props';
import {
  type AccountSession,
  holdsInput,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { type AuthFieldSpec, fieldSpecs } from '../field-specs';
import type { FieldDescriptor } from '../form-fields';
import type { ProfileFieldName } from '../profile-fields';
import {
  allProfileFields,
  type ProfileValues,
  profileCurrentPassword,
  profileFieldList,
  profileValuesOf,
} from './profile-field-list';

export type { ProfileValues } from './profile-field-list';

/** Props of {@link ProfileForm} and {@link useProfileForm}. */
export interface ProfileFormProps extends AuthFormProps<AuthUser, ProfileValues> {
  /**
   * The profile fields shown, in this order (default: Name, Username, Email, Phone, Address,
   * Avatar URL). A field left out is neither shown, checked nor sent: its stored value stays.
   * Without `'email'` there is no change of address, so no Current password either.
   *
   * @example
   * <ProfileForm fields={['name', 'avatarUrl']} />
   */
  fields?: readonly ProfileFieldName[] | undefined;
}

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
  /**
   * The fields shown now, in order, as data (Current password under Email while
   * `emailChanged`): for markup of your own.
   */
  fields: AuthFieldSpec[];
  /** The fields shown before Current password's place (up to Email), in order. */
  beforePassword: readonly FieldDescriptor[];
  /** Current password, shown under Email while `emailChanged`. */
  currentPassword: FieldDescriptor;
  /** The fields shown after Current password's place, in order. */
  afterPassword: readonly FieldDescriptor[];
  /**
   * With Avatar URL shown: the user as the avatar preview shows them, with the typed Avatar URL
   * (loaded only when `https:`, or `http:` on a loopback host) and the typed name's initials.
   */
  avatarPreview: AvatarUser | null;
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
  // One list per choice of fields (a new array of the same names is the same choice).
  const key = (props.fields ?? allProfileFields).join();
  const list = useMemo(() => profileFieldList(key.split(',') as ProfileFieldName[]), [key]);
  const fieldNames = list.names;
  const values = useMemo(
    () => (shown ? profileValuesOf(fieldNames, shown) : undefined),
    [shown, fieldNames],
  );
  // Read when the form validates, so the rule follows the latest render.
  const emailChangedRef = useRef(false);
  const schema = useMemo(() => list.schemaFor(() => emailChangedRef.current), [list]);
  const controller = useAuthForm(props, {
    schema,
    defaultValues: values ?? profileValuesOf(fieldNames, {}),
    values,
    // Only the shown fields: a hidden one is never sent, so no error can be about it.
    fields: [...fieldNames, profileCurrentPassword.name],
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
        const before = controller.form.formState.defaultValues ?? {};
        // Only what the user edited: a field left alone may still show an older value (the
        // session's copy while the profile loads) and must not be sent back over the saved one.
        const changed = fieldNames.filter(
          (name) => controller.form.getFieldState(name).isDirty && submitted[name] !== before[name],
        );
        if (!changed.length) return profile.data ?? user;
        const patch = Object.fromEntries(changed.map((name) => [name, submitted[name]]));
        const proof = emailChangedRef.current ? { currentPassword: submitted.currentPassword } : {};
        const answer = await update.mutateAsync({ userId: user.id, ...patch, ...proof });
        return (answer as { user?: AuthUser }).user ?? { ...user, ...patch };
      }),
  });
  const account = useAccountSession('updateUser', holdsInput(controller));
  const [email, name, avatarUrl] = useWatch({
    control: controller.form.control,
    name: ['email', 'name', 'avatarUrl'],
  });
  const saved = controller.form.formState.defaultValues?.email ?? '';
  const emailChanged = list.hasEmail && account.user !== null && !sameEmail(email ?? '', saved);
  emailChangedRef.current = emailChanged;
  const { signedOut, sessionEnded } = account;
  const avatarPreview = useAvatarPreview(
    fieldNames.includes('avatarUrl') ? account.user : null,
    fieldNames.includes('name') ? name : undefined,
    avatarUrl,
  );
  const fields = useMemo(
    () =>
      fieldSpecs(controller.t, [
        ...list.beforePassword,
        ...(emailChanged ? [profileCurrentPassword] : []),
        ...list.afterPassword,
      ]),
    [controller.t, list, emailChanged],
  );
  return {
    ...controller,
    isLoading,
    emailChanged,
    signedOut,
    sessionEnded,
    fields,
    beforePassword: list.beforePassword,
    currentPassword: profileCurrentPassword,
    afterPassword: list.afterPassword,
    avatarPreview,
  };
}

/** The avatar preview's user: the account, with the typed name and Avatar URL over its own. */
function useAvatarPreview(
  user: AuthUser | null,
  typedName: string | undefined,
  typedUrl: string | undefined,
): AvatarUser | null {
  const { id, email, name = '' } = user ?? {};
  return useMemo(
    () =>
      id === undefined || email === undefined
        ? null
        : { id, email, name: typedName?.trim() || name, avatarUrl: typedUrl?.trim() },
    [id, email, name, typedName, typedUrl],
  );
}
