import type { Reply, RouteContext } from '../route-context';

/** One endpoint: `path` has `:name` segments, given to the handler as `ctx.params`. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: (ctx: RouteContext) => Promise<Reply>;
}
