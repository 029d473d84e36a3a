'use client';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { LoginResponse } from '../../../client/types';
import { useLogin } from '../../../react/hooks/use-login';
import type { AuthFormProps } from '../../form-props';
import { emailAddress, givenPassword } from '../../form-schemas';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';

const loginSchema = z.object({ email: emailAddress(), password: givenPassword() });

/** The values of the sign-in form. */
export type LoginValues = z.infer<typeof loginSchema>;

/** Props of {@link LoginForm} and {@link useLoginForm}. */
export interface LoginFormProps extends AuthFormProps<LoginResponse, LoginValues> {
  /**
   * Why the user is here ("Your password was reset…"): shown in the status line, a live region,
   * so screen readers announce it; a submit clears it.
   */
  notice?: string | undefined;
}

/**
 * The sign-in form's logic without its markup: validation, `loginUser`, the error table
 * (one message for a wrong email or password), the rate-limit countdown.
 */
export function useLoginForm(
  props: LoginFormProps = {},
): AuthFormController<LoginValues, LoginResponse> {
  const login = useLogin();
  const form = useAuthForm(props, {
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
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
