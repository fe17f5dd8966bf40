import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import send from 'koa-send';
import type { Middleware } from 'koa';

const shellDist = fileURLToPath(new URL('../../../shell/dist/', import.meta.url));
const pluginsDir = fileURLToPath(new URL('../../../plugins/', import.meta.url));

/**
 * Serves the shell build at /assets and each plugin's web remote at /plugins/<id>/.
 * Hashed files are immutable; remote entries and the manifest must be revalidated.
 */
export function staticMiddleware(pluginIds: () => string[]): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let root: string | null = null;
    let file = '';
    if (ctx.path.startsWith('/assets/')) {
      root = shellDist;
      file = ctx.path.slice('/assets/'.length);
    } else {
      const m = /^\/plugins\/([a-z][a-z0-9-]*)\/(.+)$/.exec(ctx.path);
      if (m && pluginIds().includes(m[1])) {
        root = `${pluginsDir}${m[1]}/dist/web`;
        file = m[2];
      }
    }
    if (!root) return next();
    if (!existsSync(root) || file.includes('\0')) {
      ctx.status = 404;
      return;
    }
    const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|map)$/.test(file);
    try {
      await send(ctx, file, { root, immutable: hashed, maxage: hashed ? 365 * 24 * 3600_000 : 0, gzip: false, brotli: false });
      if (!hashed) ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
    } catch (error) {
      if ((error as { status?: number }).status === 404) ctx.status = 404;
      else throw error;
    }
  };
}
