import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { AppError, forbidden, unauthenticated } from '@seodang/sdk';
import { RequestLimiter } from '../accounts/rate-limit.ts';
import { tooMany } from '../accounts/too-many.ts';
import type { RegisteredRoute } from '../plugins/registry.ts';
import type { ChannelServices } from '../services/channel-services.ts';
import { validationError } from './errors.ts';
import { checkInput } from './input-guard.ts';
import { bodyReader, closeUnreadBody } from './read-body.ts';
import { checkCsrf } from './csrf.ts';
import { requestContext, type CoreAccess } from './request-context.ts';
import { bySpecificity } from './route-order.ts';

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/** The service a route belongs to: its own, else its plugin's first, else none. */
export function routeService(route: RegisteredRoute): string | null {
  if (route.def.service !== undefined) return route.def.service;
  return route.plugin.services[0] ?? null;
}

/** Auth, channel membership, the service switch and role policy: everything that needs no input. */
async function authorise(
  ctx: Context,
  def: RegisteredRoute['def'],
  service: string | null,
  services: ChannelServices,
): Promise<void> {
  const sd = ctx.state.sd;
  if (def.access !== 'public' && !sd.user) throw unauthenticated();
  if (sd.channel && !def.channelPublic && !sd.isMember) {
    throw sd.user ? new AppError(403, 'not_channel_member') : unauthenticated();
  }
  if (service && !(await services.isEnabled(sd.channel?.index ?? null, service))) {
    throw new AppError(403, 'service_disabled');
  }
  if (Array.isArray(def.access) && !(sd.role && def.access.includes(sd.role))) throw forbidden();
}

/**
 * A request answered without reading its body (refused before it, or a route that takes none)
 * closes the connection, instead of Node reading the whole upload to keep the connection alive.
 */
const unreadBodyGuard: Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    if (!ctx.req.readableEnded && !ctx.req.readableDidRead) closeUnreadBody(ctx);
  }
};

/** The per-address budget of a route that declares `rateLimit`, shared by every core instance. */
function routeLimiter(
  def: RegisteredRoute['def'],
  store: { redis: Redis; prefix: string },
): RequestLimiter | null {
  if (!def.rateLimit) return null;
  const { perAddress, windowSeconds } = def.rateLimit;
  return new RequestLimiter(
    store.redis,
    `${store.prefix}:route:${def.method} ${def.path}`,
    perAddress,
    windowSeconds,
  );
}

/**
 * Mounts every registered route with core's request path (ARCHITECTURE §5):
 * rate limit (routes declaring one) → auth → channel + membership → service enabled? → policy →
 * body (size, type) → input checks (prototype keys, NUL, lone surrogates) → validate → handler → JSON.
 */
export function mountRoutes(
  routes: RegisteredRoute[],
  deps: {
    core: CoreAccess;
    services: ChannelServices;
    csrfExempt: (path: string) => boolean;
    /** Where routes' `rateLimit` budgets are counted. */
    rateLimits: { redis: Redis; prefix: string };
  },
): Router {
  const router = new Router();
  for (const route of bySpecificity(routes)) {
    const { def } = route;
    const service = routeService(route);
    const readBody = bodyReader({ limit: def.bodyLimit, types: def.bodyTypes });
    const takesBody = def.method !== 'GET';
    const limiter = routeLimiter(def, deps.rateLimits);
    const handler: Middleware = async (ctx: Context) => {
      if (limiter) {
        const wait = await limiter.hit(ctx.ip);
        if (wait) throw tooMany(ctx, wait, ctx.state.sd.locale, 'too_many_requests');
      }
      if (!def.csrfExempt && !deps.csrfExempt(def.path)) checkCsrf(ctx);
      // Who may ask comes first: a refused caller learns nothing about the input, and no
      // byte of the body is read (nor a declared oversize body waited for) before it.
      await authorise(ctx, def, service, deps.services);
      const rc = requestContext(ctx, deps.core);
      if (typeof def.access === 'function' && !(await def.access(rc))) throw forbidden();
      const rawBody = takesBody && def.body ? await readBody(ctx) : undefined;
      const options = { allowNul: def.allowNul };
      checkInput(ctx.params, 'params', options);
      checkInput(ctx.query, 'query', options);
      checkInput(rawBody, 'body', options);
      const input = {
        params: parse(def.params, ctx.params, 'params'),
        query: parse(def.query, ctx.query, 'query'),
        body: parse(def.body, rawBody, 'body'),
        // The body parser keeps the text it parsed; a route that verifies a signature needs it.
        ...(def.rawBody ? { rawBody: (ctx.request as { rawBody?: string }).rawBody ?? '' } : {}),
      };
      const result = await def.handler(input as never, rc);
      if (ctx.body === undefined || ctx.body === null) {
        if (result === undefined) ctx.status = ctx.status === 404 ? 204 : ctx.status;
        else if (Buffer.isBuffer(result) || result instanceof Uint8Array) {
          // Bytes (files) go out as they are; the handler sets the type and disposition.
          ctx.body = Buffer.from(result);
          if (!ctx.response.get('Content-Type')) ctx.type = 'application/octet-stream';
        } else {
          // Serialised once here: with an object body Koa stringifies it again just to learn its length.
          ctx.body = JSON.stringify(result);
          ctx.type = 'application/json; charset=utf-8';
        }
      }
    };
    router.register(def.path, [def.method], [unreadBodyGuard, handler]);
  }
  return router;
}
