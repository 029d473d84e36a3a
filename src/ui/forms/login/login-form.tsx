'use client';
import { FormShell } from '../../form-shell';
import { ReturnToScope } from '../../return-to';
import { FormFields } from '../form-fields';
import { type LoginFormProps, loginFields, useLoginForm } from './use-login-form';

/**
 * The sign-in form: Email and Password, "Sign in". With `viewHrefs` (links) or `onViewChange` (buttons) it leads to
 * "Forgot password?" and "Create an account". Signed in, it goes back to a safe `returnTo` (the
 * page URL's, or the prop) before `redirectTo`, and its links carry it.
 *
 * @example
 * <LoginForm redirectTo="/account" />
 */
export function LoginForm(props: LoginFormProps) {
  const form = useLoginForm(props);
  const { t } = form;
  return (
    <ReturnToScope returnTo={props.returnTo}>
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
    </ReturnToScope>
  );
}
