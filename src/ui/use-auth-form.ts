'use client';
import { type BaseSyntheticEvent, type RefObject, useCallback, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { AuthError } from '../client/errors';
import { useCountdown } from './countdown';
import type { ErrorSummaryItem } from './error-summary';
import { type ErrorContext, placeMessages } from './form-errors';
import type { AuthFormClassNames, AuthFormProps } from './form-props';
import type { AuthLocalization, LocalizationKey } from './localization/auth-localization';
import { useAuthLocalization } from './localization/auth-ui-provider';
import { type FormMessage, fieldErrorOf, tagKeys, wordsOf } from './localization/form-message';
import { useAuthNavigation } from './navigation';
import { resolveWithSchema, type StandardSchema } from './schema-resolver';
import { useErrorSummary } from './use-error-summary';

/** Everything a form view needs, and everything custom markup needs to behave the same. */
export interface AuthFormController<TValues extends FieldValues, TResult> {
  /** The dictionary in force (provider, then the form's `localization`). */
  t: AuthLocalization;
  /** react-hook-form's API: `register`, `control`, `getValues`, ... */
  form: UseFormReturn<TValues>;
  /** The `<form onSubmit>` handler: validates, sends, places errors, moves focus. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form-level error message (for a `role="alert"` region), or null. */
  formError: string | null;
  /** A message that something worked (for a `role="status"` region), or null. */
  status: string | null;
  /** Sets the status message (a form's own successes: saved, code sent): text, or a key. */
  setStatus: (message: FormMessage | string | null) => void;
  /** Seconds left before the service accepts another try (429); 0 when none. */
  retryIn: number;
  /** A request is in flight. */
  isPending: boolean;
  /** The last submit succeeded. */
  isSuccess: boolean;
  /** What the last successful submit resolved. */
  result: TResult | undefined;
  /** Give this to the form-error element: focus goes there when no field is to blame. */
  formErrorRef: RefObject<HTMLDivElement | null>;
  /** Places an error on the fields and the form, as a failed submit does. */
  showError: (error: unknown) => void;
  classNames: AuthFormClassNames;
  className: string | undefined;
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
  /** Focus goes into the form when it appears (the `autoFocus` prop). */
  autoFocus: boolean | 'first';
  /** The `onCancel` prop: a Cancel button after the submit calls it. */
  onCancel: (() => void) | undefined;
  /** The error summary's lines after a submit that left two or more field errors, else null. */
  errorSummary: ErrorSummaryItem[] | null;
}

/** What a form's hook tells {@link useAuthForm}. */
export interface AuthFormSetup<TValues extends FieldValues, TResult> extends ErrorContext {
  /** The form's rules: a Standard Schema (a zod 4 or zod/mini schema, or `formSetup`'s). */
  schema: StandardSchema<TValues>;
  defaultValues: TValues;
  /** Sends the valid values; resolves what `onSuccess` receives. */
  submit: (values: TValues) => Promise<TResult>;
  isPending: boolean;
  /**
   * The status message after a success, e.g. `profileSaved`; a function picks it from the result
   * once the submit has resolved (`undefined`: none).
   */
  successMessage?: LocalizationKey | ((result: TResult) => LocalizationKey | undefined);
  /**
   * The status message after a success nobody handles (no `onSuccess`, no `redirectTo`), so the
   * form still shows that it worked: "You are signed in."
   */
  unhandledSuccessMessage?: LocalizationKey;
  /** Fields emptied after a success (passwords: nothing secret stays in the page). */
  clearOnSuccess?: readonly Path<TValues>[];
  /** Values from the service (a loaded profile): fields the user has not edited follow them. */
  values?: TValues | undefined;
  /**
   * Fields whose rules give messages in words rather than dictionary keys (an app's own sign-up
   * fields, a message already filled in): shown as they are.
   */
  textMessages?: readonly string[];
}

/**
 * The logic every form shares: validation with the form's schema (messages are
 * dictionary keys, but for `textMessages` fields), submit, the error table, the Retry-After countdown, focus after a failure.
 * Nothing the user typed is cleared by an error.
 */
export function useAuthForm<TValues extends FieldValues, TResult>(
  props: AuthFormProps<TResult, TValues>,
  setup: AuthFormSetup<TValues, TResult>,
): AuthFormController<TValues, TResult> {
  const t = useAuthLocalization(props.localization);
  const navigation = useAuthNavigation();
  // The latest props and setup, read at submit time without re-creating the handler.
  const latest = useRef({ props, setup, t, navigation });
  latest.current = { props, setup, t, navigation };
  const form = useForm<TValues>({
    // The schema may change with props (a field shown or not): validate with the current one.
    resolver: async (values) => {
      const { schema, textMessages } = latest.current.setup;
      const result = await resolveWithSchema(schema, values);
      tagKeys(result.errors, textMessages);
      return result;
    },
    defaultValues: { ...setup.defaultValues, ...props.defaultValues } as DefaultValues<TValues>,
    values: setup.values,
    resetOptions: { keepDirtyValues: true },
    // With the error summary, focus goes to it (two errors or more) or to the one field.
    shouldFocusError: props.errorSummary === false,
  });
  const summary = useErrorSummary(form, props.errorSummary !== false);
  // Keys and values, not words: a change of language translates what shows (at each render).
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [status, setStatus] = useState<FormMessage | string | null>(null);
  const [retryUntil, setRetryUntil] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ result: TResult } | null>(null);
  const retryIn = useCountdown(retryUntil);
  const formErrorRef = useRef<HTMLDivElement | null>(null);

  // Focus after a submit that left errors: the summary (two or more), else the one field.
  const focusErrors = useCallback(
    (names: readonly string[]) => {
      if (names[0] && !summary.show(names)) form.setFocus(names[0] as Path<TValues>);
    },
    [form, summary.show],
  );
  const showError = useCallback(
    (error: unknown) => {
      const placement = placeMessages(error, latest.current.setup);
      const names = Object.keys(placement.fields);
      for (const [name, message] of Object.entries(placement.fields)) {
        form.setError(name as Path<TValues>, fieldErrorOf(message));
      }
      focusErrors(names);
      setFormError(placement.form);
      if (placement.retryAfter !== undefined) {
        setRetryUntil(Date.now() + placement.retryAfter * 1000);
      }
      if (!names.length) queueMicrotask(() => formErrorRef.current?.focus());
    },
    [form, focusErrors],
  );

  const onInvalid = (errors: object) => focusErrors(Object.keys(errors));

  // A double click (or Enter twice) while a request is in flight sends nothing more.
  const inFlight = useRef(false);
  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    summary.show([]);
    setFormError(null);
    setStatus(null);
    let result: TResult;
    try {
      result = await latest.current.setup.submit(values);
    } catch (error) {
      setOutcome(null);
      showError(error);
      if (error instanceof AuthError) latest.current.props.onError?.(error);
      return;
    } finally {
      inFlight.current = false;
    }
    setOutcome({ result });
    const { setup: done, props: given } = latest.current;
    for (const name of done.clearOnSuccess ?? []) {
      // As dirty as it now is: back to an empty default, the form may hold nothing unsent.
      form.setValue(name, '' as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
    }
    const handled = given.onSuccess !== undefined || given.redirectTo !== undefined;
    const success =
      typeof done.successMessage === 'function' ? done.successMessage(result) : done.successMessage;
    const message = success ?? (handled ? undefined : done.unhandledSuccessMessage);
    // A result with fields fills the message's placeholders: "We sent a new code to {email}."
    const filled = typeof result === 'object' && result ? (result as Record<string, string>) : {};
    if (message) setStatus({ key: message, values: filled });
    given.onSuccess?.(result);
    if (given.redirectTo !== undefined) latest.current.navigation.navigate(given.redirectTo);
  }, onInvalid);

  return {
    t,
    form,
    onSubmit,
    formError: formError && wordsOf(formError, t),
    status: status && wordsOf(status, t),
    setStatus,
    retryIn,
    isPending: setup.isPending,
    isSuccess: outcome !== null,
    result: outcome?.result,
    formErrorRef,
    showError,
    classNames: props.classNames ?? {},
    className: props.className,
    headingLevel: props.headingLevel ?? 2,
    autoFocus: props.autoFocus ?? false,
    onCancel: props.onCancel,
    errorSummary: summary.items,
  };
}
