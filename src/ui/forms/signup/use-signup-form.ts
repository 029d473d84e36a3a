'use client';
import { useMemo } from 'react';
import type { SignupResponse } from '../../../client/types';
import { useSignup } from '../../../react/hooks/use-signup';
import type { AuthFormProps } from '../../form-props';
import { type ReturnToProps, useReturnTo } from '../../return-to';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { formSetup } from '../form-fields';
import { type SignupCustomField, type SignupOptionalField, signupFields } from './signup-fields';

/** The values of the sign-up form: name, email, password, and any opt-in or custom field. */
export type SignupValues = Record<string, string>;

/** Props of {@link SignupForm} and {@link useSignupForm}. */
export interface SignupFormProps
  extends AuthFormProps<SignupResponse, SignupValues>,
    ReturnToProps {
  /** Opt-in profile fields, shown after Password in this order. */
  optionalFields?: SignupOptionalField[];
  /** The app's own fields, after those; their values go to the client's `extra`. */
  customFields?: SignupCustomField[];
}

/**
 * The sign-up form's logic: the schema (with opt-in and custom fields), `signupUser`, 409 on
 * Email or Username, the service's field errors on their fields; once signed up, a safe
 * `returnTo` (prop, else the page URL's) before `redirectTo`.
 */
export function useSignupForm(
  props: SignupFormProps = {},
): AuthFormController<SignupValues, SignupResponse> {
  const signup = useSignup();
  const returnTo = useReturnTo(props.returnTo);
  const optional = props.optionalFields ?? [];
  const custom = (props.customFields ?? []).map((field) => field.name);
  const shapeKey = [...optional, ...custom].join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the field list changes.
  const setup = useMemo(
    () => formSetup<SignupValues>(signupFields(optional, props.customFields)),
    [shapeKey],
  );
  return useAuthForm(returnTo === undefined ? props : { ...props, redirectTo: returnTo }, {
    ...setup,
    // An app's own rules give their messages in words.
    textMessages: custom,
    isPending: signup.isPending,
    unhandledSuccessMessage: 'signedIn',
    clearOnSuccess: ['password'],
    submit: (values) => {
      const pick = (names: readonly string[]) =>
        Object.fromEntries(
          names.filter((name) => values[name]).map((name) => [name, values[name]]),
        );
      return signup.mutateAsync({
        name: values.name ?? '',
        email: values.email ?? '',
        password: values.password ?? '',
        ...pick(optional),
        extra: pick(custom),
      });
    },
  });
}
