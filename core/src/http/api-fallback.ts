import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { AppError } from '@seodang/sdk';

/** Is this a path of the JSON API (answered in the error shape, never by the page)? */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * What an `/api` request no route answered gets, in the standard error shape: 405 with an
 * `Allow` header when the path exists for other methods (OPTIONS: 204 with `Allow`), else 404.
 */
export function apiFallback(routers: Router[]): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    const allowed = new Set<string>();
    for (const router of routers) {
      for (const layer of router.match(ctx.path, ctx.method).path) {
        for (const method of layer.methods) allowed.add(method);
      }
    }
    if (allowed.size === 0) throw new AppError(404, 'not_found');
    allowed.add('OPTIONS');
    ctx.set('Allow', [...allowed].join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw new AppError(405, 'method_not_allowed');
  };
}
