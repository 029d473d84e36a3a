import type { AuthView } from 'latchkey/ui';
import { useCallback, useSyncExternalStore } from 'react';

/** A page of the demo: the signed-out views of AuthFlow, and the signed-in home. */
export type DemoRoute = AuthView | 'home';

/** The URL path of each page: also `AuthUIProvider`'s `viewHrefs`, so the links are real links. */
export const paths: Record<DemoRoute, string> = {
  home: '/',
  login: '/login',
  signup: '/signup',
  'verify-email': '/verify-email',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
};

const routeOf = (pathname: string): DemoRoute =>
  (Object.keys(paths) as DemoRoute[]).find((route) => paths[route] === pathname) ?? 'home';

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};

/** Goes to a path of the demo without loading the page (what a router's push does). */
export function push(path: string) {
  if (window.location.pathname === path) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The current page (from the URL path) and a function to move to another: a tiny router. */
export function useRoute(): [DemoRoute, (route: DemoRoute) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const navigate = useCallback((route: DemoRoute) => push(paths[route]), []);
  return [routeOf(pathname), navigate];
}
