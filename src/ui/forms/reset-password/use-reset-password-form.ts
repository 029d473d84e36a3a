'use client';
import { useForgotPassword } from '../../../react/hooks/use-forgot-password';
import { useResetPassword } from '../../../react/hooks/use-reset-password';
import { useSession } from '../../../react/hooks/use-session';
import { recoveryCodes } from '../../form-errors';
import type { AuthFormProps } from '../../form-props';
import { resendKey, useResendCode } from '../../resend-cooldown';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { formSetup } from '../fields-schema';
import { emailField, newPasswordField, otpField } from '../form-fields';

/** The values of the reset-password form. */
export interface ResetPasswordValues {
  email: string;
  otp: string;
  newPassword: string;
}

// The new password comes after the code: a pasted code must not submit without it.
const knownEmail = [{ ...otpField, props: { autoSubmit: false } }, newPasswordField];
// The account name password managers save the new password under.
const withEmail = [{ ...emailField, props: { autoComplete: 'username' } }, ...knownEmail];

/**
 * The reset form's fields: Email only when no address is known (an error naming a hidden
 * field goes on the form), then the code and the new password.
 */
export const resetPasswordFields = (emailKnown: boolean) => (emailKnown ? knownEmail : withEmail);
const setups = [
  formSetup<ResetPasswordValues>(withEmail),
  formSetup<ResetPasswordValues>(knownEmail),
];

/** Props of {@link ResetPasswordForm} and {@link useResetPasswordForm}. */
export interface ResetPasswordFormProps
  extends AuthFormProps<{ email: string }, ResetPasswordValues> {
  /** The account being recovered. Default: the signed-in user's; else the form asks for it. */
  email?: string;
}

/** What {@link useResetPasswordForm} adds: the address, and Resend code. */
export interface ResetPasswordController
  extends AuthFormController<ResetPasswordValues, { email: string }> {
  email: string;
  resend: () => Promise<void>;
  resendIn: number;
  resendPending: boolean;
}

/**
 * The reset-password form's logic: code and new password, `resetUserPassword`, wrong/expired
 * codes on the code field, Resend code (another `requestResetUserPasswordOTP`) with a cooldown.
 */
export function useResetPasswordForm(props: ResetPasswordFormProps = {}): ResetPasswordController {
  const session = useSession();
  const email = props.email ?? session.user?.email ?? '';
  const reset = useResetPassword();
  const forgot = useForgotPassword();
  const controller = useAuthForm(props, {
    ...(setups[email ? 1 : 0] as (typeof setups)[0]),
    codes: recoveryCodes,
    codeFields: { invalid_otp: 'otp', otp_expired: 'otp' },
    isPending: reset.isPending,
    unhandledSuccessMessage: 'passwordResetDone',
    clearOnSuccess: ['newPassword'],
    submit: async (values) => {
      const to = email || values.email;
      await reset.mutateAsync({ email: to, otp: values.otp, newPassword: values.newPassword });
      return { email: to };
    },
  });
  const resendCode = useResendCode(resendKey('reset', email), controller);
  const resend = async () => {
    // An Email typed here is checked first, as a submit would: no code goes to ''.
    if (!email && !(await controller.form.trigger('email', { shouldFocus: true }))) return;
    const to = email || controller.form.getValues('email');
    await resendCode.send(to, () => forgot.mutateAsync({ email: to }));
  };
  return {
    ...controller,
    email,
    resend,
    resendIn: resendCode.left,
    resendPending: forgot.isPending,
  };
}
