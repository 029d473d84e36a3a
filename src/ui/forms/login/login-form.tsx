'use client';
import { FormShell } from '../../form-shell';
import { FormFields } from '../form-fields';
import { type LoginFormProps, loginFields, useLoginForm } from './use-login-form';

/**
 * The sign-in form: Email and Password, "Sign in". With `viewHrefs` (links) or `onViewChange` (buttons) it leads to
 * "Forgot password?" and "Create an account".
 *
 * @example
 * <LoginForm redirectTo="/account" />
 */
export function LoginForm(props: LoginFormProps) {
  const form = useLoginForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.loginTitle}
      submit={t.loginSubmit}
      onViewChange={props.onViewChange}
      links={[
        { view: 'forgot-password', label: t.forgotPasswordLink },
        { view: 'signup', label: t.signupLink },
      ]}
    >
      <FormFields fields={loginFields} />
    </FormShell>
  );
}
