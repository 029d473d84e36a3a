'use client';
import type { AuthFormClassNames } from '../../form-props';
import { FormShell } from '../../form-shell';
import type { AuthLocalization } from '../../localization/auth-localization';
import { FormFields } from '../form-fields';
import { loginFields, useLoginForm } from '../login/use-login-form';

/** Props of {@link SignInWithNewPassword}. */
interface SignInWithNewPasswordProps {
  email: string;
  t: AuthLocalization;
  classNames: AuthFormClassNames;
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * After a password change whose new sign-in failed: the sign-in fields, email filled in, right
 * below the change form. Signed in, the page is the account page again; it follows no
 * `returnTo` (it is not the page's sign-in).
 */
export function SignInWithNewPassword({
  email,
  t,
  classNames,
  headingLevel,
}: SignInWithNewPasswordProps) {
  const form = useLoginForm({
    returnTo: null,
    defaultValues: { email },
    localization: t,
    classNames,
    headingLevel,
    autoFocus: true,
  });
  return (
    <FormShell controller={form} title={t.loginTitle} submit={t.loginSubmit}>
      <FormFields fields={loginFields} />
    </FormShell>
  );
}
