'use client';
import { PasswordField } from '../../field/password-field';
import { TextField } from '../../field/text-field';
import { FormShell } from '../../form-shell';
import { ProfileField } from '../profile-fields';
import { type SignupFormProps, useSignupForm } from './use-signup-form';

/**
 * The sign-up form: Name, Email, Password, then any `optionalFields` (Username, Phone,
 * Address, Avatar URL) and `customFields`; "Create account". `onSuccess` gets `{user}`.
 *
 * @example
 * <SignupForm optionalFields={['username']} redirectTo="/welcome" />
 */
export function SignupForm(props: SignupFormProps) {
  const form = useSignupForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.signupTitle}
      submit={t.signupSubmit}
      onViewChange={props.onViewChange}
      links={[{ view: 'login', label: t.loginLink }]}
    >
      <ProfileField name="name" />
      <ProfileField name="email" />
      <PasswordField
        name="password"
        label={t.passwordLabel}
        autoComplete="new-password"
        description={t.passwordDescription}
      />
      {props.optionalFields?.map((name) => (
        <ProfileField key={name} name={name} />
      ))}
      {props.customFields?.map(({ schema, ...field }) => (
        <TextField key={field.name} {...field} />
      ))}
    </FormShell>
  );
}
