'use client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { AuthLocalization } from './auth-localization';
import { en } from './en';

const LocalizationContext = createContext<AuthLocalization>(en);

/** Props of {@link AuthUIProvider}. */
export interface AuthUIProviderProps {
  /** The dictionary for every form below: `de`, your own, or a partial override of English. */
  localization?: Partial<AuthLocalization>;
  children?: ReactNode;
}

/**
 * Sets the language of every latchkey form below it. Missing keys fall back to the enclosing
 * provider's (English at the top).
 *
 * @example
 * <AuthUIProvider localization={de}><AuthFlow /></AuthUIProvider>
 */
export function AuthUIProvider({ localization, children }: AuthUIProviderProps) {
  const outer = useContext(LocalizationContext);
  const value = useMemo(() => ({ ...outer, ...localization }), [outer, localization]);
  return <LocalizationContext.Provider value={value}>{children}</LocalizationContext.Provider>;
}

/** The dictionary in force here, with a form's own partial `localization` on top. */
export function useAuthLocalization(override?: Partial<AuthLocalization>): AuthLocalization {
  const base = useContext(LocalizationContext);
  return useMemo(() => (override ? { ...base, ...override } : base), [base, override]);
}
