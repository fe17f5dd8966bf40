import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { AppError, validationError } from '@seodang/sdk';
import { pickLocale, translate, type Catalogue, type Locale } from '@seodang/sdk/common';
import type { ErrorReporter } from '../error-reporting/error-reporter.ts';
import { cookieNames } from './cookies.ts';
import { databaseConflict, databaseInputError } from './database-input-errors.ts';

export { validationError } from '@seodang/sdk';

/** SQLSTATE classes and codes that say the database is away, not that the request is wrong. */
const unavailableSqlStates = /^(08...|57P01|57P02|57P03)$/;

/**
 * True when a failure means the database cannot be reached for now (it is restarting, shutting
 * down or starting up, or the pool found no connection in time): a 503 the caller may retry,
 * not a 500. Covers connection refusals, 57P01 admin_shutdown, 57P02, 57P03 cannot_connect_now,
 * class 08 connection exceptions, a session the server ended mid-query, and knex's pool timeout.
 */
export function databaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // objection wraps driver errors (DBError) and keeps the driver's as nativeError.
  const native = (error as { nativeError?: unknown }).nativeError;
  if (native && native !== error && databaseUnavailable(native)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableSqlStates.test(code) || code === 'ECONNREFUSED')) return true;
  if (error.name === 'KnexTimeoutError') return true;
  return /^Connection terminated( unexpectedly)?$|is not queryable/.test(error.message);
}

/**
 * The error boundary: expected errors answer `{ err: { code, message } }` in the caller's
 * locale; anything else is logged with the request id, reported (when a reporter is
 * configured) and becomes the spec's 500.
 */
export function errorMiddleware(catalogues: () => Catalogue[], reporter?: ErrorReporter): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      // Before identification (static files, system routes) the language switch's cookie decides.
      const locale: Locale = ctx.state.sd?.locale ?? pickLocale(ctx.cookies.get(cookieNames.locale));
      const t = (key: string, params?: Record<string, unknown>) =>
        translate(key, locale, params, catalogues());
      if (error instanceof ZodError) return respond(ctx, validationError(error, 'body'), t);
      if (error instanceof AppError) return respond(ctx, error, t);
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status === 413) return respond(ctx, new AppError(413, 'payload_too_large'), t);
      if (status && status >= 400 && status < 500 && (error as { expose?: boolean }).expose) {
        return respond(ctx, new AppError(status, 'bad_request', 'error.validation'), t);
      }
      const log = ctx.state.sd?.log ?? console;
      if (databaseUnavailable(error)) {
        log.warn({ err: error, method: ctx.method, path: ctx.path }, 'database unavailable');
        ctx.set('Retry-After', '1');
        return respond(ctx, new AppError(503, 'service_unavailable', 'error.serviceUnavailable'), t);
      }
      const conflict = databaseConflict(error);
      if (conflict) {
        log.warn({ err: error, sqlState: conflict, method: ctx.method, path: ctx.path }, 'concurrent change');
        return respond(ctx, new AppError(409, 'concurrent_change', 'error.concurrentChange'), t);
      }
      const sqlState = databaseInputError(error);
      if (sqlState) {
        // The database refused the input: a 400 for the caller, a warning for us (a schema lacks a bound).
        log.warn(
          { err: error, sqlState, method: ctx.method, path: ctx.path },
          'input refused by the database',
        );
        return respond(ctx, new AppError(400, 'validation', 'error.validation'), t);
      }
      log.error({ err: error }, 'unexpected error');
      const sd = ctx.state.sd as Partial<typeof ctx.state.sd> | undefined;
      reporter?.captureException(error, {
        requestId: sd?.requestId,
        userId: sd?.user?.id ?? null,
        channelId: sd?.channel?.index ?? null,
        request: { method: ctx.method, url: ctx.path },
      });
      ctx.status = 500;
      ctx.body = { err: { code: 'server_error', message: t('error.server') } };
    }
  };
}

/** Params that are messages themselves (`{ messageKey, params }`) are said in the same language. */
function translatedParams(
  params: Record<string, unknown>,
  t: (key: string, params?: Record<string, unknown>) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const m = value as { messageKey?: unknown; params?: Record<string, unknown> } | null;
      return [
        name,
        m && typeof m === 'object' && typeof m.messageKey === 'string' ? t(m.messageKey, m.params) : value,
      ];
    }),
  );
}

function respond(
  ctx: Parameters<Middleware>[0],
  error: AppError,
  t: (key: string, params?: Record<string, unknown>) => string,
) {
  ctx.status = error.status;
  const body: { err: { code: string; message: string; fields?: unknown } } = {
    err: {
      ...error.extra,
      code: error.code,
      message: t(error.messageKey, translatedParams(error.params, t)),
    },
  };
  if (Array.isArray(error.details)) {
    body.err.fields = (error.details as { path: string; key: string; params: Record<string, unknown> }[]).map(
      (f) => ({ path: f.path, message: t(f.key, f.params) }),
    );
  }
  ctx.body = body;
}
