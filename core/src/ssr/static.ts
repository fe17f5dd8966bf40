import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import send from 'koa-send';
import type { Middleware } from 'koa';

const shellDist = fileURLToPath(new URL('../../../shell/dist/', import.meta.url));
const pluginsWebDist = fileURLToPath(new URL('../../../dist/web-plugins/', import.meta.url));

/**
 * Serves the shell build at /assets and the plugins container (every plugin's web half) at /plugins/.
 * Hashed files are immutable; remote entries and the manifest must be revalidated.
 */
export function staticMiddleware(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let root: string | null = null;
    let file = '';
    if (ctx.path.startsWith('/assets/')) {
      root = shellDist;
      file = ctx.path.slice('/assets/'.length);
    } else if (ctx.path.startsWith('/plugins/')) {
      root = pluginsWebDist;
      file = ctx.path.slice('/plugins/'.length);
    }
    if (!root) return next();
    if (!existsSync(root) || file.includes('\0')) {
      ctx.status = 404;
      return;
    }
    const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|map)$/.test(file);
    try {
      await send(ctx, file, {
        root,
        immutable: hashed,
        maxage: hashed ? 365 * 24 * 3600_000 : 0,
        gzip: false,
        brotli: false,
      });
      if (!hashed) ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
      // A static document (e.g. the workspace's page-preview host) must never run with the app's
      // origin, however it is opened or framed: the CSP sandbox gives it an opaque origin, and
      // only our own pages may frame it.
      if (/\.(html?|svg)$/i.test(file))
        ctx.set('Content-Security-Policy', "sandbox allow-scripts; frame-ancestors 'self'");
    } catch (error) {
      if ((error as { status?: number }).status === 404) ctx.status = 404;
      else throw error;
    }
  };
}
