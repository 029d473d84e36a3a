'use client';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { cx } from '../class-names';
import { messageOf, wordsOf } from '../localization/form-message';
import { useAuthFormContext } from './form-context';

/** What a {@link FieldRoot} tells the parts of its field (its context). */
export interface FieldState {
  /** The control's id: the label's `for`, the error summary's link. */
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** {@link FieldControl} reports a child's own id here, so the label and summary use it. */
  setControlId: (id: string | undefined) => void;
  /** The field's root element: a new password's strength meter follows focus in it. */
  root: RefObject<HTMLDivElement | null>;
  /** Sets `data-strength` on the field's root (the strength meter's bar), or clears it. */
  setStrength: (strength: string | undefined) => void;
}

const FieldContext = createContext<FieldState | null>(null);

/** The ids and state of the enclosing {@link FieldRoot}, for controls that wire themselves. */
export function useField(): FieldState {
  const value = useContext(FieldContext);
  if (!value) throw new Error('latchkey/ui: FieldControl must be inside a FieldRoot.');
  return value;
}

/**
 * The field's error, re-rendering its caller only when that error changes. react-hook-form's
 * `useFormState({ name })` does the same; this subscription to the form’s errors is ~120 B
 * gzip smaller in every page. Read again after subscribing, for an error set in between.
 */
function useFieldError(name: string): FieldError | undefined {
  const { subscribe, getFieldState } = useFormContext();
  const [error, setError] = useState(() => getFieldState(name).error);
  useEffect(() => {
    const unsubscribe = subscribe({
      name,
      formState: { errors: true },
      callback: ({ errors }): void => setError(get(errors, name)),
    });
    setError(getFieldState(name).error);
    return unsubscribe;
  }, [name, subscribe, getFieldState]);
  return error;
}

/** Props of {@link FieldRoot}. */
export interface FieldRootProps {
  /** The form value this field edits (its react-hook-form name). */
  name: string;
  /** The visible label (a checkbox's may hold links: a consent's Terms). */
  label: ReactNode;
  /** Help shown under the control and linked to it. */
  description?: string | undefined;
  /** A checkbox: the control before its label, on one line (`data-kind="checkbox"`). */
  kind?: 'checkbox' | undefined;
  children: ReactNode;
}

/**
 * One field: a visible label, the control, its help and its error, wired once for every form
 * (`id`, `aria-invalid`, `aria-describedby` through {@link FieldControl}). Only this component
 * re-renders when the field's error changes, never the whole form.
 */
export function FieldRoot({ name, label, description, kind, children }: FieldRootProps) {
  const { t, classNames, fieldIds } = useAuthFormContext();
  const message = messageOf(useFieldError(name));
  const ownId = useId();
  const [controlId, setControlId] = useState<string>();
  const [strength, setStrength] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const id = controlId ?? ownId;
  const labelId = `${ownId}-label`;
  // The error summary links to the control by these ids.
  useEffect(() => {
    fieldIds.set(name, { id, labelId });
    return () => {
      fieldIds.delete(name);
    };
  }, [fieldIds, name, id, labelId]);
  const text = message && wordsOf(message, t);
  const errorId = text ? `${ownId}-error` : undefined;
  const descriptionId = description ? `${ownId}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const state = {
    id,
    labelId,
    describedBy,
    invalid: Boolean(text),
    setControlId,
    root,
    setStrength,
  };
  return (
    <FieldContext.Provider value={state}>
      <div
        ref={root}
        className={cx('lk-field', classNames.field)}
        data-slot="field"
        data-invalid={text ? '' : undefined}
        data-strength={strength}
        data-kind={kind}
      >
        {kind && children}
        <label id={state.labelId} htmlFor={id} className={cx('lk-label', classNames.label)}>
          {label}
        </label>
        {!kind && children}
        {description && (
          <p id={descriptionId} className={cx('lk-field-description', classNames.fieldDescription)}>
            {description}
          </p>
        )}
        {text && (
          <p id={errorId} className={cx('lk-error', classNames.error)} data-slot="error">
            {text}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}
