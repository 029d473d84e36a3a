'use client';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { safeReturnPath } from '../client/safe-return-path';

/** The query parameter that carries the page to come back to after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';

/** A `returnTo` given as a prop above (`AuthFlow`'s, a form's), else none: the page URL's. */
const ReturnToContext = createContext<string | undefined>(undefined);

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const fromPage = () => new URLSearchParams(window.location.search).get(RETURN_TO_PARAM);
// On a server, and while hydrating, the page's query is not known: none, so the HTML matches.
const onServer = () => null;

/**
 * Where to go back to after sign-in: `given` (a prop: a string, or `null` for none), else a
 * `returnTo` given above, else the page URL's `returnTo`; only when {@link safeReturnPath} keeps
 * it (a path on this origin), else `undefined`.
 */
export function useReturnTo(given?: string | null): string | undefined {
  const scoped = useContext(ReturnToContext);
  // Read at each render too: a router that changes the query without `popstate` re-renders.
  const page = useSyncExternalStore(subscribe, fromPage, onServer);
  return safeReturnPath(given !== undefined ? given : (scoped ?? page));
}

/**
 * Gives the forms below a `returnTo` of the app's (a server read the query, say) in place of
 * the page URL's; `undefined` or `null` changes nothing for them (`null` only stops the form
 * that was given it from following one).
 */
export function ReturnToScope({
  returnTo,
  children,
}: {
  returnTo: string | null | undefined;
  children?: ReactNode;
}): ReactNode {
  if (typeof returnTo !== 'string') return children;
  return <ReturnToContext.Provider value={returnTo}>{children}</ReturnToContext.Provider>;
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
   * (its `onSuccess` moves on, to a verification page say); its links still carry the page's.
   */
  returnTo?: string | null | undefined;
}
