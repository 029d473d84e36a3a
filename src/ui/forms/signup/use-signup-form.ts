'use client';
import { useMemo } from 'react';
import type { SignupResponse } from '../../../client/types';
import { useSignup } from '../../../react/hooks/use-signup';
import type { AuthFormProps } from '../../form-props';
import { type ReturnToProps, useReturnTo } from '../../return-to';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { type AuthFieldSpec, fieldSpecs } from '../field-specs';
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

/** What {@link useSignupForm} returns: the form's controller and the fields it shows. */
export interface SignupController extends AuthFormController<SignupValues, SignupResponse> {
  /**
   * The fields, in order, as data: Name, Email, Password, then `optionalFields` and
   * `customFields` (their words as given). For markup of your own.
   */
  fields: AuthFieldSpec[];
}

/**
 * The sign-up form's logic: the schema (with opt-in and custom fields), `signupUser`, 409 on
 * Email or Username, the service's field errors on their fields; once signed up, a safe
 * `returnTo` (prop, else the page URL's) before `redirectTo`.
 */
export function useSignupForm(props: SignupFormProps = {}): SignupController {
  const signup = useSignup();
  const returnTo = useReturnTo(props.returnTo);
  const optional = props.optionalFields ?? [];
  const custom = (props.customFields ?? []).map((field) => field.name);
  const shapeKey = [...optional, ...custom].join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the field list changes.
  const [setup, descriptors] = useMemo(() => {
    const list = signupFields(optional, props.customFields);
    return [formSetup<SignupValues>(list), list] as const;
  }, [shapeKey]);
  const form = useAuthForm(returnTo === undefined ? props : { ...props, redirectTo: returnTo }, {
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
  const fields = useMemo(() => fieldSpecs(form.t, descriptors), [form.t, descriptors]);
  return { ...form, fields };
}
