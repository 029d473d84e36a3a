import { type AuthLocalization, format, type LocalizationKey, textOf } from './auth-localization';

/**
 * A message shown on a field or a form: a dictionary key with its placeholders' values (put in
 * words in the language in force at each render) or text already in words (the service's own
 * message, an app's own rule).
 */
export type FormMessage =
  | { key: LocalizationKey; values?: Record<string, string | number> | undefined }
  | { text: string };

/**
 * How a key travels through react-hook-form, whose messages are strings: as the error's `type`.
 * The forms' resolver sets it on messages from their own rules; any other error is text.
 */
export const KEY_MESSAGE = 'latchkey:key';

/** A message of an app's own rule, in its words, beside the field's own keys (a sign-up field). */
export const TEXT_MESSAGE = 'latchkey:text';

/**
 * Tags the messages of a form's own rules as keys ({@link KEY_MESSAGE}), all but those of
 * `textFields`, whose rules give text (an app's own sign-up fields, a message filled in).
 */
export function tagKeys(
  errors: Record<string, { type?: unknown } | undefined>,
  textFields: readonly string[] = [],
) {
  for (const [name, error] of Object.entries(errors)) {
    if (error && error.type !== TEXT_MESSAGE && !textFields.includes(name))
      error.type = KEY_MESSAGE;
  }
}

/** The message of a react-hook-form error, typed: a key when tagged {@link KEY_MESSAGE}. */
export function messageOf(
  error:
    | { type?: unknown; message?: unknown; values?: Record<string, string | number> }
    | undefined,
): FormMessage | undefined {
  const message = error?.message;
  if (typeof message !== 'string' || !message) return undefined;
  return error?.type === KEY_MESSAGE
    ? { key: message as LocalizationKey, values: error.values }
    : { text: message };
}

/**
 * A message as react-hook-form's `setError` carries it (its messages are strings): a key as
 * {@link KEY_MESSAGE} with its values beside it, always set, so none is left from the last.
 */
export const fieldErrorOf = (message: FormMessage) =>
  'key' in message
    ? { type: KEY_MESSAGE, message: message.key, values: message.values }
    : { type: 'server', message: message.text, values: undefined };

/** The words of a message (or text) in the dictionary `t` (a key it lacks shows as it is). */
export const wordsOf = (message: FormMessage | string, t: AuthLocalization): string =>
  typeof message === 'string'
    ? message
    : 'key' in message
      ? format(textOf(t, message.key, message.values), message.values ?? {}, t.locale)
      : message.text;

/**
 * The words of a field's error or a form's message in the dictionary `t`, whatever shape it
 * comes in: react-hook-form's error for a field (`form.getFieldState(name).error`: a key when
 * the forms' own rules set it, else the service's text), a {@link FormMessage}, or nothing.
 * For markup of your own over the forms' hooks.
 *
 * @example
 * const message = messageText(form.getFieldState('email', form.formState).error, t);
 */
export function messageText(
  error:
    | { type?: unknown; message?: unknown; values?: Record<string, string | number> }
    | FormMessage
    | undefined,
  t: AuthLocalization,
): string | undefined {
  if (!error) return undefined;
  if ('key' in error || 'text' in error) return wordsOf(error, t);
  const message = messageOf(error);
  return message && wordsOf(message, t);
}
