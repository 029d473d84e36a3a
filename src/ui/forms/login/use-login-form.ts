'use client';
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
export type LoginFormProps = AuthFormProps<LoginResponse, LoginValues>;

/**
 * The sign-in form's logic without its markup: validation, `loginUser`, the error table
 * (one message for a wrong email or password), the rate-limit countdown.
 */
export function useLoginForm(
  props: LoginFormProps = {},
): AuthFormController<LoginValues, LoginResponse> {
  const login = useLogin();
  return useAuthForm(props, {
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: (values) => login.mutateAsync(values),
    isPending: login.isPending,
  });
}
