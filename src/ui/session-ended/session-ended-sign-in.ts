import type { AuthFormClassNames } from '../form-props';
import type { LoginFormProps } from '../forms/login/use-login-form';
import type { AuthLocalization } from '../localization/auth-localization';
import type { SessionEndedState } from './use-account-session';

/**
 * The sign-in of the session-ended dialog, as `useLoginForm` props: the account's email filled
 * in, the form's words, and, signed in, only the dialog closing and the waiting submit sent
 * again — never the page URL's `returnTo`. For markup of your own over a form's controller.
 *
 * @example
 * const signIn = useLoginForm(sessionEndedSignIn(form.sessionEnded, form.t));
 */
export const sessionEndedSignIn = (
  state: SessionEndedState,
  t: AuthLocalization,
  classNames?: AuthFormClassNames,
): LoginFormProps => ({
  returnTo: null,
  defaultValues: { email: state.email },
  localization: t,
  ...(classNames && { classNames }),
  onSuccess: state.onSignedIn,
});
