'use client';
import type { ServiceResult } from '../../../client/types';
import { useRequestEmailVerification } from '../../../react/hooks/use-request-email-verification';
import { useSession } from '../../../react/hooks/use-session';
import { useVerifyEmail } from '../../../react/hooks/use-verify-email';
import { useOpenCodeField } from '../../account/code-fields-on-page';
import type { AuthFormProps } from '../../form-props';
import { resendKey, useResendCode } from '../../resend-cooldown';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { formSetup } from '../fields-schema';
import { emailField, otpField } from '../form-fields';

/** The values of the verify-email form. */
export interface VerifyEmailValues {
  email: string;
  otp: string;
}

const codeOnly = [otpField];
const withEmail = [emailField, otpField];

/**
 * The verify form's fields: with a known address only the code (an error naming the hidden
 * Email goes on the form), else Email and the code.
 */
export const verifyEmailFields = (emailKnown: boolean) => (emailKnown ? codeOnly : withEmail);
const setups = [formSetup<VerifyEmailValues>(withEmail), formSetup<VerifyEmailValues>(codeOnly)];

/** Props of {@link VerifyEmailForm} and {@link useVerifyEmailForm}. */
export interface VerifyEmailFormProps extends AuthFormProps<ServiceResult, VerifyEmailValues> {
  /** The address being verified. Default: the signed-in user's. */
  email?: string;
  /** Whose address it is (Resend code needs it). Default: the signed-in user's id. */
  userId?: string;
}

/** What {@link useVerifyEmailForm} adds to the form controller: the Resend code action. */
export interface VerifyEmailController
  extends AuthFormController<VerifyEmailValues, ServiceResult> {
  /** The address the code was sent to ('' when neither given nor signed in). */
  email: string;
  /** Resend code: sends a new code, then waits out the cooldown. Absent without a user id. */
  resend: (() => Promise<void>) | undefined;
  /** Seconds left before another code may be sent. */
  resendIn: number;
  resendPending: boolean;
}

/**
 * The email-verification form's logic: the 6-digit code (paste fills it, complete submits),
 * `verifyEmail`, wrong/expired codes on the code field, and Resend code with a cooldown that
 * survives re-renders and remounts. It sends no code on mount.
 */
export function useVerifyEmailForm(props: VerifyEmailFormProps = {}): VerifyEmailController {
  const session = useSession();
  const email = props.email ?? session.user?.email ?? '';
  const userId = props.userId ?? session.user?.id;
  const verify = useVerifyEmail();
  const request = useRequestEmailVerification();
  const controller = useAuthForm(props, {
    ...(setups[email ? 1 : 0] as (typeof setups)[0]),
    codeFields: { invalid_otp: 'otp', otp_expired: 'otp' },
    isPending: verify.isPending,
    unhandledSuccessMessage: 'emailVerified',
    submit: (values) => verify.mutateAsync({ email: email || values.email, otp: values.otp }),
  });
  const resendCode = useResendCode(resendKey('verify', email), controller);
  // One code field per address on a page: the prompt keeps out of its way.
  useOpenCodeField(email);
  const resend = async (id: string) => {
    // An Email typed here is checked first, as a submit would: no code goes to ''.
    if (!email && !(await controller.form.trigger('email', { shouldFocus: true }))) return;
    const to = email || controller.form.getValues('email');
    await resendCode.send(to, () => request.mutateAsync({ userId: id, email: to }));
  };
  return {
    ...controller,
    email,
    resend: userId ? () => resend(userId) : undefined,
    resendIn: resendCode.left,
    resendPending: request.isPending,
  };
}
