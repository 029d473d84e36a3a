'use client';
import { createContext, useContext } from 'react';
import type { AuthFormClassNames } from '../form-props';
import type { AuthLocalization } from '../localization/auth-localization';

/** The ids a field's `FieldRoot` gives its control and its label. */
export interface FieldIds {
  /** The control's id (its own, under `FieldControl`, or the field's). */
  id: string;
  labelId: string;
}

/**
 * What the fields of a form read from it: the dictionary and the slot classes; and where each
 * field leaves its ids, by name, for the error summary's links (no search of the DOM for them).
 */
export interface AuthFormContextValue {
  t: AuthLocalization;
  classNames: AuthFormClassNames;
  fieldIds: Map<string, FieldIds>;
}

export const AuthFormContext = createContext<AuthFormContextValue | null>(null);

/** The enclosing latchkey form's dictionary and classes (fields outside one throw). */
export function useAuthFormContext(): AuthFormContextValue {
  const value = useContext(AuthFormContext);
  if (!value) throw new Error('latchkey/ui: a field must be inside a latchkey form (FormShell).');
  return value;
}
