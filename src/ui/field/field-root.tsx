'use client';
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import { useFormState } from 'react-hook-form';
import { cx } from '../class-names';
import { format, type LocalizationKey } from '../localization/auth-localization';
import { useAuthFormContext } from './form-context';

interface FieldState {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

/** The ids and state of the enclosing {@link FieldRoot}, for controls that wire themselves. */
export function useField(): FieldState {
  const value = useContext(FieldContext);
  if (!value) throw new Error('latchkey/ui: FieldControl must be inside a FieldRoot.');
  return value;
}

/** Props of {@link FieldRoot}. */
export interface FieldRootProps {
  /** The form value this field edits (its react-hook-form name). */
  name: string;
  /** The visible label. */
  label: string;
  /** Help shown under the control and linked to it. */
  description?: string | undefined;
  children: ReactNode;
}

/**
 * One field: a visible label, the control, its help and its error, wired once for every form
 * (`id`, `aria-invalid`, `aria-describedby` through {@link FieldControl}). Only this component
 * re-renders when the field's error changes, never the whole form.
 */
export function FieldRoot({ name, label, description, children }: FieldRootProps) {
  const { t, classNames } = useAuthFormContext();
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  const id = useId();
  // Client rules give dictionary keys; the service gives text already in words.
  const text =
    typeof message === 'string' && message in t
      ? format(t[message as LocalizationKey], { word: t.deleteAccountConfirmWord })
      : message;
  const errorId = text ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const state = { id, labelId: `${id}-label`, describedBy, invalid: Boolean(text) };
  return (
    <FieldContext.Provider value={state}>
      <div
        className={cx('lk-field', classNames.field)}
        data-slot="field"
        data-invalid={text ? '' : undefined}
      >
        <label id={state.labelId} htmlFor={id} className={cx('lk-label', classNames.label)}>
          {label}
        </label>
        {children}
        {description && (
          <p id={descriptionId} className={cx('lk-field-description', classNames.fieldDescription)}>
            {description}
          </p>
        )}
        {text && (
          <p id={errorId} className={cx('lk-error', classNames.error)} data-slot="error">
            {String(text)}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}

/** The attributes {@link FieldControl} gives its control. */
interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Gives its one child, an input, the field's `id`, `aria-invalid` and `aria-describedby`
 * (a plain clone, as radix-ui's Slot would do, without its bytes).
 */
export function FieldControl({ children }: { children: ReactElement<ControlProps> }) {
  const { id, describedBy, invalid } = useField();
  return cloneElement(children, {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  });
}
