'use client';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type SafeReturnPath, safeReturnPath } from '../client/safe-return-path';

/** The query parameter that carries the page to come back to after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A `returnTo` given as a prop above (`AuthFlow`'s, a form's), checked: `null` when it was
 * refused (then none is followed); `undefined` when none was given (the page URL's is).
 */
const ReturnToContext = createContext<SafeReturnPath | null | undefined>(undefined);

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** The page's `returnTo`, checked once per page address (not once per form and render). */
let lastPage: { search: string; path: SafeReturnPath | undefined } | null = null;
const fromPage = (): SafeReturnPath | undefined => {
  const { search } = window.location;
  if (lastPage?.search !== search) {
    lastPage = { search, path: safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) };
  }
  return lastPage.path;
};
// On a server, and while hydrating, the page's query is not known: none, so the HTML matches.
const onServer = () => undefined;

/**
 * Where to go back to after sign-in, as a checked path: `given` (a prop: a string, checked here,
 * or `null` for none), else a `returnTo` given above, else the page URL's `returnTo`; only when
 * {@link safeReturnPath} keeps it (a path on this origin), else `undefined`.
 */
export function useReturnTo(given?: string | null): SafeReturnPath | undefined {
  const scoped = useContext(ReturnToContext);
  // Read at each render too: a router that changes the query without `popstate` re-renders.
  const page = useSyncExternalStore(subscribe, fromPage, onServer);
  if (given === null) return undefined;
  if (given !== undefined) return safeReturnPath(given);
  return scoped === undefined ? page : (scoped ?? undefined);
}

/**
 * Gives the forms below a `returnTo` of the app's (a server read the query, say) in place of
 * the page URL's, checked once here; `undefined` or `null` changes nothing for them (`null`
 * only stops the form that was given it from following one).
 */
export function ReturnToScope({
  returnTo,
  children,
}: {
  returnTo: string | null | undefined;
  children?: ReactNode;
}): ReactNode {
  if (typeof returnTo !== 'string') return children;
  return (
    <ReturnToContext.Provider value={safeReturnPath(returnTo) ?? null}>
      {children}
    </ReturnToContext.Provider>
  );
}

/** The `returnTo` prop of `LoginForm`, `SignupForm` and `AuthFlow`. */
export interface ReturnToProps {
  /**
   * The page to go back to once signed in, before `redirectTo`. Default: the page URL's
   * `returnTo` query parameter (`/login?returnTo=%2Faccount`, as `RedirectToSignIn` and
   * `signInRedirectPath` write it). Given (a server component passes
   * `searchParams.returnTo`), it is used instead, and the links to the other views carry it
   * from the first HTML on. Either way it is followed only when `safeReturnPath` keeps it (a
   * path on this site); anything else falls back to `redirectTo`. `null`: this form follows none
   * (a sign-in inside something else, or one whose `onSuccess` moves on); its links still carry
   * the page's.
   */
  returnTo?: string | null | undefined;
}
