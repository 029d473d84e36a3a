'use client';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { SignupResponse } from '../../../client/types';
import { useSignup } from '../../../react/hooks/use-signup';
import type { AuthFormProps } from '../../form-props';
import { newPassword, optionalText } from '../../form-schemas';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { profileShape } from '../profile-fields';
import type { SignupCustomField, SignupOptionalField } from './signup-fields';

/** The values of the sign-up form: name, email, password, and any opt-in or custom field. */
export type SignupValues = Record<string, string>;

/** Props of {@link SignupForm} and {@link useSignupForm}. */
export interface SignupFormProps extends AuthFormProps<SignupResponse, SignupValues> {
  /** Opt-in profile fields, shown after Password in this order. */
  optionalFields?: SignupOptionalField[];
  /** The app's own fields, after those; their values go to the client's `extra`. */
  customFields?: SignupCustomField[];
}

const named = ['name', 'email', 'password'] as const;

/**
 * The sign-up form's logic: the schema (with opt-in and custom fields), `signupUser`, 409 on
 * Email or Username, the service's field errors on their fields.
 */
export function useSignupForm(
  props: SignupFormProps = {},
): AuthFormController<SignupValues, SignupResponse> {
  const signup = useSignup();
  const optional = props.optionalFields ?? [];
  const custom = props.customFields ?? [];
  const shapeKey = [...optional, ...custom.map((field) => field.name)].join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the field list changes.
  const schema = useMemo(() => {
    const shape: Record<string, z.core.$ZodType<unknown, string>> = {
      ...profileShape(['name', 'email', ...optional]),
      password: newPassword(),
    };
    for (const field of custom) shape[field.name] = field.schema ?? optionalText();
    return z.object(shape) as unknown as z.ZodMiniType<SignupValues, SignupValues>;
  }, [shapeKey]);
  const fields = [...named, ...optional, ...custom.map((field) => field.name)];
  return useAuthForm(props, {
    schema,
    defaultValues: Object.fromEntries(fields.map((name) => [name, ''])),
    fields,
    // An app's own rules give their messages in words.
    textMessages: custom.map((field) => field.name),
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
        extra: pick(custom.map((field) => field.name)),
      });
    },
  });
}
