import type { AuthView } from 'latchkey/ui';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A page of the demo: the signed-out views of AuthFlow, the signed-in home and account page, the
 * dev mailbox.
 */
export type DemoRoute = AuthView | 'home' | 'mailbox';

/** The URL path of each page: also `AuthUIProvider`'s `viewHrefs`, so the links are real links. */
export const paths: Record<DemoRoute, string> = {
  home: '/',
  // UserButton's "Manage account" (`viewHrefs.account`); signed out, it sends to sign-in and back.
  account: '/account',
  login: '/login',
  signup: '/signup',
  'verify-email': '/verify-email',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  mailbox: '/mailbox',
};

const routeOf = (pathname: string): DemoRoute =>
  (Object.keys(paths) as DemoRoute[]).find((route) => paths[route] === pathname) ?? 'home';

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};

/**
 * Goes to a path of the demo without loading the page (what a router's push does); `replace`
 * swaps the current history entry (a redirect: Back does not return to the page that sent).
 */
export function push(path: string, options?: { replace?: boolean | undefined }) {
  if (`${window.location.pathname}${window.location.search}` === path) return;
  if (options?.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The current page (from the URL path) and a function to move to another: a tiny router. */
export function useRoute(): [DemoRoute, (route: DemoRoute) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const navigate = useCallback((route: DemoRoute) => push(paths[route]), []);
  return [routeOf(pathname), navigate];
}

/** A query parameter of the current URL, kept in step with the history (push, back, forward). */
export function useSearchParam(name: string): string {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name) ?? '',
  );
}
