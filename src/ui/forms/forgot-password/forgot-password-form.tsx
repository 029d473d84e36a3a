'use client';
import { FormShell } from '../../form-shell';
import { FormFields } from '../form-fields';
import {
  type ForgotPasswordFormProps,
  forgotPasswordFields,
  useForgotPasswordForm,
} from './use-forgot-password-form';

/**
 * Asks for the account's Email and sends a reset code ("Send reset code"). `onSuccess` gets
 * `{email}`, for the reset form. Needs the app's API key on the client.
 *
 * @example
 * <ForgotPasswordForm redirectTo="/reset-password" />
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const form = useForgotPasswordForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.forgotPasswordTitle}
      description={t.forgotPasswordDescription}
      submit={t.forgotPasswordSubmit}
      onViewChange={props.onViewChange}
      links={[{ view: 'login', label: t.backToLoginLink }]}
    >
      <FormFields fields={forgotPasswordFields} />
    </FormShell>
  );
}
