'use client';
import { useMemo } from 'react';
import type { SignupResponse } from '../../../client/types';
import { useSignup } from '../../../react/hooks/use-signup';
import type { AuthFormProps } from '../../form-props';
import { type ReturnToProps, useReturnTo } from '../../return-to';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { type AuthFieldSpec, fieldSpecs } from '../field-specs';
import { formSetup } from '../fields-schema';
import type { SignupConsent, SignupCustomField } from './custom-field-types';
import { type SignupOptionalField, signupFields } from './signup-fields';

/**
 * The values of the sign-up form: name, email, password, any opt-in or custom field (a
 * checkbox's a boolean, any other's the text typed or the option chosen), `consent` if asked.
 */
export type SignupValues = Record<string, string | boolean>;

/** Props of {@link SignupForm} and {@link useSignupForm}. */
export interface SignupFormProps
  extends AuthFormProps<SignupResponse, SignupValues>,
    ReturnToProps {
  /** Opt-in profile fields, shown after Password in this order. */
  optionalFields?: SignupOptionalField[];
  /**
   * The app's own fields, after those: text, email, tel, url, number, date, select or checkbox;
   * their values go to the client's `extra`, typed as {@link SignupExtra} says.
   */
  customFields?: readonly SignupCustomField[];
  /**
   * A required terms checkbox, last, its label the app's (with links): unticked, submit shows
   * its error and sends nothing; ticked, `extra.consent = { version, acceptedAt }` is sent.
   */
  consent?: SignupConsent;
}

/** What {@link useSignupForm} returns: the form's controller and the fields it shows. */
export interface SignupController extends AuthFormController<SignupValues, SignupResponse> {
  /**
   * The fields, in order, as data: Name, Email, Password, then `optionalFields`,
   * `customFields` (their words as given) and the consent checkbox. For markup of your own.
   */
  fields: AuthFieldSpec[];
}

/** The filled values of `names` (a checkbox's always: `false` says it was left unticked). */
const filled = (values: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.filter((name) => values[name] !== '').map((name) => [name, values[name]]),
  );

/**
 * The sign-up form's logic: the schema (with opt-in and custom fields, and consent), `signupUser`,
 * 409 on Email or Username, the service's field errors on their fields; once signed up, a safe
 * `returnTo` (prop, else the page URL's) before `redirectTo`.
 */
export function useSignupForm(props: SignupFormProps = {}): SignupController {
  const signup = useSignup();
  const returnTo = useReturnTo(props.returnTo);
  const optional = props.optionalFields ?? [];
  const custom = (props.customFields ?? []).map((field) => field.name);
  const { consent } = props;
  // The words of a consent's label may change; its presence and the field list rebuild it.
  const shapeKey = [...optional, ...custom, consent ? 'consent' : ''].join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the field list changes.
  const [setup, descriptors] = useMemo(() => {
    const list = signupFields(optional, props.customFields, consent);
    return [formSetup<SignupValues>(list), list] as const;
  }, [shapeKey, consent?.label]);
  const form = useAuthForm(returnTo === undefined ? props : { ...props, redirectTo: returnTo }, {
    ...setup,
    isPending: signup.isPending,
    unhandledSuccessMessage: 'signedIn',
    clearOnSuccess: ['password'],
    submit: (values) =>
      signup.mutateAsync({
        name: String(values.name ?? ''),
        email: String(values.email ?? ''),
        password: String(values.password ?? ''),
        ...filled(values, optional),
        extra: {
          ...filled(values, custom),
          ...(consent && {
            consent: { version: consent.version, acceptedAt: new Date().toISOString() },
          }),
        },
      }),
  });
  const fields = useMemo(() => fieldSpecs(form.t, descriptors), [form.t, descriptors]);
  return { ...form, fields };
}
