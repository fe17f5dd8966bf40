import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import send from 'koa-send';
import type { Middleware } from 'koa';
import { AppError } from '@seodang/sdk';
import { staticDocumentPermissionsPolicy } from '../http/security-headers.ts';

const shellDist = fileURLToPath(new URL('../../../shell/dist/', import.meta.url));
const pluginsWebDist = fileURLToPath(new URL('../../../dist/web-plugins/', import.meta.url));

/** Longer than any file we build; longer paths are refused before touching the disk. */
const maxStaticPath = 512;

/**
 * Why a path under a static root can name no file: 400 for broken percent-encoding, 404 for an
 * empty path (koa-send asserts on it), NUL, a `..` segment or an over-long path; null when it may.
 */
export function staticPathRefusal(file: string): 400 | 404 | null {
  if (file === '' || file.length > maxStaticPath) return 404;
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return 400;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..') || decoded.endsWith('/')) return 404;
  return null;
}

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
    const refusal = staticPathRefusal(file);
    if (refusal === 400) throw new AppError(400, 'bad_request', 'error.bad_request');
    if (refusal === 404 || !existsSync(root)) {
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
      if (/\.(html?|svg)$/i.test(file)) {
        ctx.set('Content-Security-Policy', "sandbox allow-scripts; frame-ancestors 'self'");
        ctx.set('Permissions-Policy', staticDocumentPermissionsPolicy);
      }
    } catch (error) {
      // koa-send refuses what resolve-path calls malicious (403) or cannot decode (400): no such file.
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) ctx.status = 404;
      else throw error;
    }
  };
}
