'use client';
import type { ServiceResult } from '../../../client/types';
import { useAuthClient } from '../../../react/auth-client-context';
import { useChangePassword } from '../../../react/hooks/use-change-password';
import { useSession } from '../../../react/hooks/use-session';
import type { AuthFormProps } from '../../form-props';
import {
  type AccountSession,
  holdsInput,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { formSetup } from '../fields-schema';
import { currentPasswordField, newPasswordField } from '../form-fields';
import type { LoginFormProps } from '../login/use-login-form';

/** The values of the change-password form. */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** The change-password form's fields. */
export const changePasswordFields = [currentPasswordField, newPasswordField];
const setup = formSetup<ChangePasswordValues>(changePasswordFields);

/** Props of {@link ChangePasswordForm} and {@link useChangePasswordForm}. */
export type ChangePasswordFormProps = AuthFormProps<ServiceResult, ChangePasswordValues>;

/** What {@link useChangePasswordForm} adds to the form's controller. */
export interface ChangePasswordController
  extends AuthFormController<ChangePasswordValues, ServiceResult>,
    Pick<AccountSession, 'signedOut' | 'sessionEnded'> {
  /** The account's email, for the hidden username field (password managers). */
  email: string;
  /**
   * The password was changed but signing in again with it failed (a rate limit, the network):
   * this device is signed out; the form offers to sign in with the email filled in.
   */
  signInAgain: boolean;
  /**
   * The sign-in to show when `signInAgain`: `useLoginForm(signInProps)` or
   * `<LoginForm {...signInProps} />` — the email filled in, focus in it, its heading one level
   * below the form's, and no `returnTo` followed (it is not the page's sign-in).
   */
  signInProps: LoginFormProps;
}

/**
 * The change-password form's logic: `changePassword` for the signed-in user, a wrong current
 * password shown on Current password. The service ends every session; the client signs this
 * device in again with the new password, so the user stays here: "Your password was changed.
 * You were signed out on your other devices." Should that sign-in fail, the form says the
 * password was changed and offers to sign in (`signInAgain`). A session that ended before the
 * submit opens the session-ended dialog, then it is sent again.
 */
export function useChangePasswordForm(
  props: ChangePasswordFormProps = {},
): ChangePasswordController {
  const client = useAuthClient();
  const change = useChangePassword();
  const session = useSession();
  const form = useAuthForm(props, {
    ...setup,
    codes: { invalid_credentials: 'errorCurrentPasswordWrong' },
    codeFields: { invalid_credentials: 'currentPassword' },
    isPending: change.isPending,
    successMessage: () =>
      client.getSession().status === 'authenticated'
        ? 'changePasswordDoneSignedIn'
        : 'changePasswordDone',
    clearOnSuccess: ['currentPassword', 'newPassword'],
    submit: (values): Promise<ServiceResult> =>
      send((account) => change.mutateAsync({ userId: account.id, ...values })),
  });
  const { user, signedOut, sessionEnded, send } = useAccountSession(
    'changePassword',
    holdsInput(form),
  );
  const signInAgain =
    form.isSuccess && session.status === 'unauthenticated' && session.reason === 'password-changed';
  const email = user?.email ?? '';
  const signInProps: LoginFormProps = {
    returnTo: null,
    defaultValues: { email },
    localization: form.t,
    classNames: form.classNames,
    headingLevel: Math.min(form.headingLevel + 1, 6) as LoginFormProps['headingLevel'],
    autoFocus: true,
  };
  return { ...form, email, signedOut, sessionEnded, signInAgain, signInProps };
}
