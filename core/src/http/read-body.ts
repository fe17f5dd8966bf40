import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { AppError } from '@seodang/sdk';
import type { RouteDef } from '@seodang/sdk';

/** A kind of request body a route takes (see `RouteDef.bodyTypes`). */
export type BodyType = NonNullable<RouteDef['bodyTypes']>[number];

/** The Content-Types each body type accepts (as `ctx.is` reads them). */
const mediaTypes: Record<BodyType, string[]> = {
  json: ['application/json'],
  text: ['text/plain'],
  form: ['application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
};

/** Bytes in a limit such as '100kb' or '1mb' (1024-based, as the body parser reads it). */
export function parseSize(limit: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`Not a size: '${limit}' (use e.g. '100kb' or '2mb')`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}

/** Does the request carry a body at all (a length above zero, or chunked)? */
export function hasBody(ctx: Context): boolean {
  if (ctx.get('transfer-encoding')) return true;
  return (ctx.request.length ?? 0) > 0;
}

/** An unread body up to this size is cheaper to skip over than a new connection. */
const skippableBytes = 64 * 1024;

/**
 * An answer sent without reading a large (or chunked) body closes the connection, so Node does
 * not read the rest of an upload nobody wants just to keep the connection alive.
 */
export function closeUnreadBody(ctx: Context): void {
  if (ctx.get('transfer-encoding') || (ctx.request.length ?? 0) > skippableBytes)
    ctx.set('Connection', 'close');
}

/**
 * Reads a route's request body once the caller has passed authentication and authorisation:
 * a declared length over the limit is a 413 before any byte is read, a Content-Type the route
 * does not take is a 415, a body that is not what its type says (broken JSON, a JSON value
 * that is not an object or array, broken multipart) is a 400. No body gives `{}`.
 * Multipart bodies become a plain object of fields (strings) and files (`File`).
 */
export function bodyReader(options: { limit?: string; types?: readonly BodyType[] }) {
  const limit = options.limit ?? '1mb';
  const limitBytes = parseSize(limit);
  const types = options.types ?? ['json'];
  const parse = bodyParser({
    jsonLimit: limit,
    formLimit: limit,
    textLimit: limit,
    enableTypes: types.filter((t): t is 'json' | 'text' | 'form' => t !== 'multipart'),
    encoding: 'utf-8',
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  return async (ctx: Context): Promise<unknown> => {
    if (!hasBody(ctx)) return {};
    if ((ctx.request.length ?? 0) > limitBytes) throw tooLarge(ctx);
    const type = types.find((t) => ctx.is(mediaTypes[t]));
    if (!type) {
      closeUnreadBody(ctx);
      throw new AppError(415, 'unsupported_media_type');
    }
    try {
      if (type === 'multipart') return await readMultipart(ctx, limitBytes);
      await parse(ctx, async () => {});
      return (ctx.request as { body?: unknown }).body;
    } catch (error) {
      throw parseFailure(ctx, error);
    }
  };
}

async function readMultipart(ctx: Context, limit: number): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(ctx);
    chunks.push(chunk as Buffer);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': ctx.get('content-type') },
    }).formData();
  } catch {
    throw new AppError(400, 'bad_request', 'error.body_invalid');
  }
  // Object.fromEntries defines own properties: a field named `__proto__` cannot reach a prototype.
  return Object.fromEntries(form);
}

function tooLarge(ctx: Context): AppError {
  ctx.set('Connection', 'close');
  return new AppError(413, 'payload_too_large');
}

/** The body parser's errors (http-errors with a status) as expected errors; anything else is a bug. */
function parseFailure(ctx: Context, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { status?: number }).status;
  if (status === 413) return tooLarge(ctx);
  if (status === 415) return new AppError(415, 'unsupported_media_type');
  if (status && status >= 400 && status < 500) return new AppError(400, 'bad_request', 'error.body_invalid');
  // A compressed body (Content-Encoding) that does not inflate: zlib's errors carry only a code.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('Z_'))
    return new AppError(400, 'bad_request', 'error.body_invalid');
  return error;
}
