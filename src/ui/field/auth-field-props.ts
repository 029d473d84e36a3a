import type { ChangeEvent, FocusEvent, InputHTMLAttributes, Ref, RefCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AuthLocalization } from '../localization/auth-localization';
import { messageText } from '../localization/form-message';

/** What {@link authFieldProps} needs of a form's controller. */
interface FieldForm<TValues extends FieldValues> {
  t: AuthLocalization;
  form: UseFormReturn<TValues>;
}

/** The wiring of one field, for markup of your own (see {@link authFieldProps}). */
export interface AuthFieldWiring {
  /** The input's id: the app's own when given, else `${formId}-${name}`. For the label's `for`. */
  id: string;
  /** The message's id (`aria-describedby` names it while there is one). */
  errorId: string;
  /** The help text's id (named by `aria-describedby` when `description` is set). */
  descriptionId: string;
  /** The field's error in words, or undefined. */
  message: string | undefined;
  /** The props of the `<input>`: the app's, the form's (`register`) and the field's ARIA. */
  input: InputHTMLAttributes<HTMLInputElement> & {
    id: string;
    name: string;
    ref: RefCallback<HTMLInputElement>;
  };
}

const join = (...parts: Array<string | false | undefined>) =>
  parts.filter(Boolean).join(' ') || undefined;

/**
 * One field's input props and ids, as the drop-in fields wire them: the app's own props kept
 * (its `id` names the input, so the label's `for` and the message follow it; its `onChange`,
 * `onBlur` and `ref` run beside the form's, first), `aria-invalid` and `aria-describedby` naming
 * the message and the help, and the message in the dictionary's words.
 *
 * @example
 * const field = authFieldProps(form, formId, 'email', { autoComplete: 'email' }, true);
 * <label htmlFor={field.id}>{t.emailLabel}</label>
 * <input {...field.input} />
 * {field.message && <p id={field.errorId}>{field.message}</p>}
 */
export function authFieldProps<TValues extends FieldValues>(
  { t, form }: FieldForm<TValues>,
  formId: string,
  name: Path<TValues>,
  own: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined } = {},
  hasDescription = false,
): AuthFieldWiring {
  const { ref: ownRef, onChange, onBlur, id: ownId, ...rest } = own;
  const id = ownId ?? `${formId}-${name}`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const message = messageText(form.getFieldState(name, form.formState).error, t);
  const registered = form.register(name);
  const ref: RefCallback<HTMLInputElement> = (element) => {
    registered.ref(element);
    if (typeof ownRef === 'function') ownRef(element);
    else if (ownRef) ownRef.current = element;
  };
  return {
    id,
    errorId,
    descriptionId,
    message,
    input: {
      ...rest,
      id,
      name: registered.name,
      ref,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        void registered.onChange(event);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        onBlur?.(event);
        void registered.onBlur(event);
      },
      'aria-invalid': message ? true : rest['aria-invalid'],
      'aria-describedby': join(
        hasDescription && descriptionId,
        message && errorId,
        rest['aria-describedby'],
      ),
    },
  };
}
