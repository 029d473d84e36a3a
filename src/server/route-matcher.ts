import { invalid } from './http-error';
import type { Route } from './routes/route';

/** What {@link matchRoute} found: the route and its decoded params, or the methods allowed. */
export type RouteMatch =
  | { route: Route; params: Record<string, string> }
  | { route?: undefined; allowed: string[] };

/**
 * Matches a method and path against the route table. `:name` segments become decoded params;
 * a path that fits routes of other methods only gives their methods (for a 405).
 */
export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  const segments = pathname.split('/');
  const allowed: string[] = [];
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        throw invalid({ [part.slice(1)]: 'Malformed URL encoding' });
      }
      return true;
    });
    if (!fits) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return { allowed };
}
