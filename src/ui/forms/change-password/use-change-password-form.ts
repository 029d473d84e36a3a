'use client';
import * as z from 'zod/mini';
import type { ServiceResult } from '../../../client/types';
import { useChangePassword } from '../../../react/hooks/use-change-password';
import { useSession } from '../../../react/hooks/use-session';
import { signedOutError } from '../../form-errors';
import type { AuthFormProps } from '../../form-props';
import { givenPassword, newPassword } from '../../form-schemas';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';

const schema = z.object({ currentPassword: givenPassword(), newPassword: newPassword() });

/** The values of the change-password form. */
export type ChangePasswordValues = z.infer<typeof schema>;

/** Props of {@link ChangePasswordForm} and {@link useChangePasswordForm}. */
export type ChangePasswordFormProps = AuthFormProps<ServiceResult, ChangePasswordValues>;

/**
 * The change-password form's logic: `changePassword` for the signed-in user, a wrong current
 * password shown on Current password. The service then ends every session: sign in again.
 */
export function useChangePasswordForm(
  props: ChangePasswordFormProps = {},
): AuthFormController<ChangePasswordValues, ServiceResult> & { email: string } {
  const { user } = useSession();
  const change = useChangePassword();
  const form = useAuthForm(props, {
    schema,
    defaultValues: { currentPassword: '', newPassword: '' },
    fields: ['currentPassword', 'newPassword'],
    codes: { invalid_credentials: 'errorCurrentPasswordWrong' },
    codeFields: { invalid_credentials: 'currentPassword' },
    isPending: change.isPending,
    successMessage: 'changePasswordDone',
    submit: async (values) => {
      if (!user) throw signedOutError('changePassword');
      return change.mutateAsync({ userId: user.id, ...values });
    },
  });
  return { ...form, email: user?.email ?? '' };
}
