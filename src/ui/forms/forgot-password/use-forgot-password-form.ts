'use client';
import { useForgotPassword } from '../../../react/hooks/use-forgot-password';
import { recoveryCodes } from '../../form-errors';
import type { AuthFormProps } from '../../form-props';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { formSetup } from '../fields-schema';
import { emailField } from '../form-fields';

/** The values of the forgot-password form. */
export interface ForgotPasswordValues {
  email: string;
}

/** The forgot-password form's one field. */
export const forgotPasswordFields = [emailField];
const setup = formSetup<ForgotPasswordValues>(forgotPasswordFields);

/** Props of {@link ForgotPasswordForm} and {@link useForgotPasswordForm}. */
export type ForgotPasswordFormProps = AuthFormProps<{ email: string }, ForgotPasswordValues>;

/**
 * The forgot-password form's logic: `requestResetUserPasswordOTP`, the 3-per-15-minutes limit
 * with its countdown, and the missing-API-key case. It answers alike for unknown addresses.
 */
export function useForgotPasswordForm(
  props: ForgotPasswordFormProps = {},
): AuthFormController<ForgotPasswordValues, { email: string }> {
  const forgot = useForgotPassword();
  return useAuthForm(props, {
    ...setup,
    codes: recoveryCodes,
    isPending: forgot.isPending,
    successMessage: 'codeSent',
    submit: async ({ email }) => {
      await forgot.mutateAsync({ email });
      return { email };
    },
  });
}
