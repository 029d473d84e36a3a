import type { AuthView } from 'latchkey/ui';
import { useCallback, useSyncExternalStore } from 'react';

/** A page of the demo: the signed-out views of AuthFlow, and the signed-in home. */
export type DemoRoute = AuthView | 'home';

const paths: Record<DemoRoute, string> = {
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

/** The current page (from the URL path) and a function to move to another: a tiny router. */
export function useRoute(): [DemoRoute, (route: DemoRoute) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const navigate = useCallback((route: DemoRoute) => {
    if (window.location.pathname === paths[route]) return;
    window.history.pushState(null, '', paths[route]);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return [routeOf(pathname), navigate];
}
