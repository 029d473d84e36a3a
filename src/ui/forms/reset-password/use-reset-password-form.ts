'use client';
import * as z from 'zod/mini';
import { useForgotPassword } from '../../../react/hooks/use-forgot-password';
import { useResetPassword } from '../../../react/hooks/use-reset-password';
import { useSession } from '../../../react/hooks/use-session';
import { recoveryCodes } from '../../form-errors';
import type { AuthFormProps } from '../../form-props';
import { emailAddress, newPassword, otpCode } from '../../form-schemas';
import { resendKey, useResendCode } from '../../resend-cooldown';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';

const withEmail = z.object({ email: emailAddress(), otp: otpCode(), newPassword: newPassword() });
const knownEmail = z.object({ email: z.string(), otp: otpCode(), newPassword: newPassword() });

/** The values of the reset-password form. */
export type ResetPasswordValues = z.infer<typeof withEmail>;

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
  const form = useAuthForm(props, {
    schema: email ? knownEmail : withEmail,
    defaultValues: { email: '', otp: '', newPassword: '' },
    // A known address is not shown: an error naming it goes on the form (placeError).
    fields: email ? ['otp', 'newPassword'] : ['email', 'otp', 'newPassword'],
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
  const resendCode = useResendCode(resendKey('reset', email), form);
  const resend = async () => {
    // An Email typed here is checked first, as a submit would: no code goes to ''.
    if (!email && !(await form.form.trigger('email', { shouldFocus: true }))) return;
    const to = email || form.form.getValues('email');
    await resendCode.send(to, () => forgot.mutateAsync({ email: to }));
  };
  return { ...form, email, resend, resendIn: resendCode.left, resendPending: forgot.isPending };
}
