import type { AuthError } from '../client/errors';
import type { AuthLocalization } from './localization/auth-localization';

/**
 * The views of {@link AuthFlow}, and `'account'`, the account page (its URL in `viewHrefs.account`
 * is where `UserButton`'s "Manage account" goes); a form given `onViewChange` links to its
 * neighbours.
 */
export type AuthView =
  | 'login'
  | 'signup'
  | 'verify-email'
  | 'forgot-password'
  | 'reset-password'
  | 'account';

/** Slots a form's `classNames` may style: one class for each, added to the stable `lk-*` class. */
export interface AuthFormClassNames {
  root?: string;
  heading?: string;
  description?: string;
  field?: string;
  label?: string;
  input?: string;
  fieldDescription?: string;
  error?: string;
  formError?: string;
  status?: string;
  submit?: string;
  links?: string;
  link?: string;
  toggle?: string;
  /** The error summary (`data-slot="error-summary"`). */
  errorSummary?: string;
}

/** Props every form takes. */
export interface AuthFormProps<TResult, TValues> {
  /** Runs after the service accepted the form, with what the form says it resolves. */
  onSuccess?: (result: TResult) => void;
  /**
   * Where to go after the service accepted the form (after `onSuccess`, if given): through
   * `AuthUIProvider`'s `navigate`, else `window.location.assign`. A string, so a server component
   * can pass it.
   */
  redirectTo?: string;
  /** Runs when the submit failed (the error is also shown in the form). */
  onError?: (error: AuthError) => void;
  /** Initial values of the fields. */
  defaultValues?: Partial<TValues>;
  /** A class for the `<form>`, after the stable `lk-form` class. */
  className?: string;
  /** A class per slot (root, heading, field, label, input, error, formError, submit, ...). */
  classNames?: AuthFormClassNames;
  /** Strings to change for this form only (over `AuthUIProvider`'s dictionary). */
  localization?: Partial<AuthLocalization>;
  /** The level of the form's heading, 1 to 6. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Given, the form shows links to its neighbouring views and calls this when one is chosen.
   * Views with a URL in `AuthUIProvider`'s `viewHrefs` are links (`<a href>`) whether or not this
   * is given; a click on one goes to its URL and does not call this.
   */
  onViewChange?: (view: AuthView) => void;
  /**
   * Moves focus into the form when it appears: to its first empty field, else its first field.
   * `AuthFlow` sets it on each view it moves to, so keyboard and screen-reader users are not left
   * on the page's start. `'first'`: its first field, filled or not (an edit form opened on
   * request: the account page's rows). Default false (a page should not grab focus on load).
   */
  autoFocus?: boolean | 'first';
  /** Given, a Cancel button after the submit calls it (the account page closes the form). */
  onCancel?: (() => void) | undefined;
  /**
   * After a submit that leaves two or more field errors, a summary at the top of the form
   * ("There is a problem") lists them as links to their fields and takes focus, as GOV.UK's
   * does; with one error, focus goes to that field. `false`: no summary, focus goes to the first
   * invalid field. Default true.
   */
  errorSummary?: boolean;
}
