'use client';
import { createContext, useContext } from 'react';
import type { AuthFormClassNames } from '../form-props';
import type { AuthLocalization } from '../localization/auth-localization';

/** What the fields of a form read from it: the dictionary and the slot classes. */
export interface AuthFormContextValue {
  t: AuthLocalization;
  classNames: AuthFormClassNames;
}

export const AuthFormContext = createContext<AuthFormContextValue | null>(null);

/** The enclosing latchkey form's dictionary and classes (fields outside one throw). */
export function useAuthFormContext(): AuthFormContextValue {
  const value = useContext(AuthFormContext);
  if (!value) throw new Error('latchkey/ui: a field must be inside a latchkey form (FormShell).');
  return value;
}
