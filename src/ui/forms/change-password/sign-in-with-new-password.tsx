'use client';
import { FormShell } from '../../form-shell';
import { FormFields } from '../form-fields';
import { type LoginFormProps, loginFields, useLoginForm } from '../login/use-login-form';

/**
 * After a password change whose new sign-in failed: the sign-in fields, email filled in, right
 * below the change form (`signInProps` of the change-password controller). Signed in, the page
 * is the account page again; it follows no `returnTo` (it is not the page's sign-in).
 */
export function SignInWithNewPassword(props: LoginFormProps) {
  const form = useLoginForm(props);
  return (
    <FormShell controller={form} title={form.t.loginTitle} submit={form.t.loginSubmit}>
      <FormFields fields={loginFields} />
    </FormShell>
  );
}
