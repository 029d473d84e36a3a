import { type AuthLocalization, type LocalizationKey, textOf } from './auth-localization';

/**
 * A message shown on a field or a form: a dictionary key (shown in the language in force) or
 * text already in words (the service's own message, an app's own rule).
 */
export type FormMessage = { key: LocalizationKey } | { text: string };

/**
 * How a key travels through react-hook-form, whose messages are strings: as the error's `type`.
 * The forms' resolver sets it on messages from their own rules; any other error is text.
 */
export const KEY_MESSAGE = 'latchkey:key';

/**
 * Tags the messages of a form's own rules as keys ({@link KEY_MESSAGE}), all but those of
 * `textFields`, whose rules give text (an app's own sign-up fields, a message filled in).
 */
export function tagKeys(
  errors: Record<string, { type?: unknown } | undefined>,
  textFields: readonly string[] = [],
) {
  for (const [name, error] of Object.entries(errors)) {
    if (error && !textFields.includes(name)) error.type = KEY_MESSAGE;
  }
}

/** The message of a react-hook-form error, typed: a key when tagged {@link KEY_MESSAGE}. */
export function messageOf(
  error: { type?: unknown; message?: unknown } | undefined,
): FormMessage | undefined {
  const message = error?.message;
  if (typeof message !== 'string' || !message) return undefined;
  return error?.type === KEY_MESSAGE ? { key: message as LocalizationKey } : { text: message };
}

/** The words of a message in the dictionary `t` (a key it lacks shows as it is). */
export const wordsOf = (message: FormMessage, t: AuthLocalization): string =>
  'key' in message ? textOf(t, message.key) : message.text;
