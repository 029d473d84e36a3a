'use client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { AuthNavigationContext, type AuthNavigationOptions } from '../navigation';
import type { AuthLocalization } from './auth-localization';
import { en } from './en';

const LocalizationContext = createContext<AuthLocalization>(en);

/** Props of {@link AuthUIProvider}. */
export interface AuthUIProviderProps extends AuthNavigationOptions {
  /** The dictionary for every form below: `de`, your own, or a partial override of English. */
  localization?: Partial<AuthLocalization>;
  children?: ReactNode;
}

/**
 * Sets, for every latchkey form below it, the language (missing keys fall back to the enclosing
 * provider's, English at the top) and how to navigate: `navigate(href)` (your router's push) for
 * `redirectTo` and links, and `viewHrefs`, the URL of each view, so the links between forms are
 * real `<a href>` elements (they open in a new tab and work before hydration).
 *
 * @example
 * <AuthUIProvider
 *   localization={de}
 *   navigate={(href) => router.push(href)}
 *   viewHrefs={{ login: '/login', signup: '/signup', 'forgot-password': '/forgot-password' }}
 * >
 *   <LoginForm redirectTo="/account" />
 * </AuthUIProvider>
 */
export function AuthUIProvider({
  localization,
  navigate,
  viewHrefs,
  children,
}: AuthUIProviderProps) {
  const outer = useContext(LocalizationContext);
  const outerNavigation = useContext(AuthNavigationContext);
  const value = useMemo(() => ({ ...outer, ...localization }), [outer, localization]);
  const navigation = useMemo(
    () => ({
      navigate: navigate ?? outerNavigation.navigate,
      viewHrefs: viewHrefs
        ? { ...outerNavigation.viewHrefs, ...viewHrefs }
        : outerNavigation.viewHrefs,
    }),
    [navigate, viewHrefs, outerNavigation],
  );
  return (
    <AuthNavigationContext.Provider value={navigation}>
      <LocalizationContext.Provider value={value}>{children}</LocalizationContext.Provider>
    </AuthNavigationContext.Provider>
  );
}

/** The dictionary in force here, with a form's own partial `localization` on top. */
export function useAuthLocalization(override?: Partial<AuthLocalization>): AuthLocalization {
  const base = useContext(LocalizationContext);
  return useMemo(() => (override ? { ...base, ...override } : base), [base, override]);
}
