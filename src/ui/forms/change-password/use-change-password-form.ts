'use client';
import type { ServiceResult } from '../../../client/types';
import { useChangePassword } from '../../../react/hooks/use-change-password';
import type { AuthFormProps } from '../../form-props';
import {
  type AccountSession,
  holdsInput,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { currentPasswordField, formSetup, newPasswordField } from '../form-fields';

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
}

/**
 * The change-password form's logic: `changePassword` for the signed-in user, a wrong current
 * password shown on Current password. The service then ends every session: sign in again.
 * A session that ended before the submit opens the session-ended dialog, then it is sent again.
 */
export function useChangePasswordForm(
  props: ChangePasswordFormProps = {},
): ChangePasswordController {
  const change = useChangePassword();
  const form = useAuthForm(props, {
    ...setup,
    codes: { invalid_credentials: 'errorCurrentPasswordWrong' },
    codeFields: { invalid_credentials: 'currentPassword' },
    isPending: change.isPending,
    successMessage: 'changePasswordDone',
    clearOnSuccess: ['currentPassword', 'newPassword'],
    submit: (values): Promise<ServiceResult> =>
      send((account) => change.mutateAsync({ userId: account.id, ...values })),
  });
  const { user, signedOut, sessionEnded, send } = useAccountSession(
    'changePassword',
    holdsInput(form),
  );
  return { ...form, email: user?.email ?? '', signedOut, sessionEnded };
}
