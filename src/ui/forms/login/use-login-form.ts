'use client';
import { useEffect } from 'react';
import type { LoginResponse } from '../../../client/types';
import { useLogin } from '../../../react/hooks/use-login';
import type { AuthFormProps } from '../../form-props';
import { type ReturnToProps, useReturnTo } from '../../return-to';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { formSetup } from '../fields-schema';
import { emailField, passwordField } from '../form-fields';

/** The values of the sign-in form. */
export interface LoginValues {
  email: string;
  password: string;
}

/** The sign-in form's fields (the session-ended dialog shows them too). */
export const loginFields = [emailField, passwordField];
const setup = formSetup<LoginValues>(loginFields);

/** Props of {@link LoginForm} and {@link useLoginForm}. */
export interface LoginFormProps extends AuthFormProps<LoginResponse, LoginValues>, ReturnToProps {
  /**
   * Why the user is here ("Your password was reset…"): shown in the status line, a live region,
   * so screen readers announce it; a submit clears it.
   */
  notice?: string | undefined;
}

/**
 * The sign-in form's logic without its markup: validation, `loginUser`, the error table
 * (one message for a wrong email or password), the rate-limit countdown, and once signed in a
 * safe `returnTo` (prop, else the page URL's) before `redirectTo`.
 */
export function useLoginForm(
  props: LoginFormProps = {},
): AuthFormController<LoginValues, LoginResponse> {
  const login = useLogin();
  const returnTo = useReturnTo(props.returnTo);
  const form = useAuthForm(returnTo === undefined ? props : { ...props, redirectTo: returnTo }, {
    ...setup,
    submit: (values) => login.mutateAsync(values),
    isPending: login.isPending,
    unhandledSuccessMessage: 'signedIn',
    clearOnSuccess: ['password'],
  });
  // Set after mount, into the live region that is already there: it is announced.
  const { setStatus } = form;
  useEffect(() => {
    if (props.notice) setStatus(props.notice);
  }, [props.notice, setStatus]);
  return form;
}
