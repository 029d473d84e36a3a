'use client';
import { FormShell } from '../../form-shell';
import { ReturnToScope } from '../../return-to';
import { FormFields } from '../form-fields';
import { signupFields } from './signup-fields';
import { type SignupFormProps, useSignupForm } from './use-signup-form';

/**
 * The sign-up form: Name, Email, Password, then any `optionalFields` (Username, Phone,
 * Address, Avatar URL), `customFields` (text, email, tel, url, number, date, select, checkbox)
 * and a `consent` checkbox; "Create account". `onSuccess` gets `{user}`. Then it goes to a safe
 * `returnTo` (the page URL's, or the prop) before `redirectTo`, and its link to sign-in carries it.
 *
 * @example
 * <SignupForm
 *   optionalFields={['username']}
 *   consent={{ label: <>I agree to the <a href="/terms">Terms</a></>, version: '2026-11' }}
 *   redirectTo="/welcome"
 * />
 */
export function SignupForm(props: SignupFormProps) {
  const form = useSignupForm(props);
  const { t } = form;
  return (
    <ReturnToScope returnTo={props.returnTo}>
      <FormShell
        controller={form}
        title={t.signupTitle}
        submit={t.signupSubmit}
        onViewChange={props.onViewChange}
        links={[{ view: 'login', label: t.loginLink }]}
      >
        <FormFields
          fields={signupFields(props.optionalFields, props.customFields, props.consent)}
        />
      </FormShell>
    </ReturnToScope>
  );
}
