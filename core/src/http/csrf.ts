import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { AppError } from '@seodang/sdk';
import { cookieNames } from './cookies.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Gives the browser a CSRF token cookie when it has none (double-submit pattern). */
export function ensureCsrfCookie(ctx: Context, secure: boolean): string {
  const existing = ctx.cookies.get(cookieNames.csrf);
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  ctx.cookies.set(cookieNames.csrf, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    overwrite: true,
    maxAge: 365 * 24 * 3600_000,
  });
  return token;
}

/** Rejects a state-changing request whose header does not echo the CSRF cookie. */
export function checkCsrf(ctx: Context): void {
  if (safeMethods.has(ctx.method)) return;
  const cookie = ctx.cookies.get(cookieNames.csrf) ?? '';
  const header = ctx.get('x-csrf-token');
  const ok =
    cookie.length > 0 &&
    header.length === cookie.length &&
    timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
  if (!ok) throw new AppError(403, 'csrf');
}
