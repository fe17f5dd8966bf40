import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { AppError, forbidden, unauthenticated } from '@seodang/sdk';
import type { RegisteredRoute } from '../plugins/registry.ts';
import type { ChannelServices } from '../services/channel-services.ts';
import { validationError } from './errors.ts';
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

/**
 * Mounts every registered route with core's request path (ARCHITECTURE §5):
 * validate → auth → channel + membership → service enabled? → policy → handler → JSON.
 */
export function mountRoutes(
  routes: RegisteredRoute[],
  deps: { core: CoreAccess; services: ChannelServices; csrfExempt: (path: string) => boolean },
): Router {
  const router = new Router();
  for (const route of bySpecificity(routes)) {
    const { def } = route;
    const service = routeService(route);
    const parseBody = bodyParser({
      jsonLimit: def.bodyLimit ?? '1mb',
      formLimit: '100kb',
      textLimit: def.bodyLimit ?? '1mb',
      enableTypes: ['json', 'text', 'form'],
      encoding: 'utf-8',
      // DELETE carries a body in the spec's APIs (e.g. DELETE /api/supervisionGroup/user).
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    });
    const handler: Middleware = async (ctx: Context) => {
      if (!deps.csrfExempt(def.path)) checkCsrf(ctx);
      const sd = ctx.state.sd;
      const input = {
        params: parse(def.params, ctx.params, 'params'),
        query: parse(def.query, ctx.query, 'query'),
        body: parse(def.body, (ctx.request as { body?: unknown }).body, 'body'),
      };
      if (def.access !== 'public' && !sd.user) throw unauthenticated();
      if (sd.channel && !def.channelPublic && !sd.isMember) {
        throw sd.user ? new AppError(403, 'not_channel_member') : unauthenticated();
      }
      if (service && !(await deps.services.isEnabled(sd.channel?.index ?? null, service))) {
        throw new AppError(403, 'service_disabled');
      }
      const rc = requestContext(ctx, deps.core);
      if (Array.isArray(def.access) && !(sd.role && def.access.includes(sd.role))) throw forbidden();
      if (typeof def.access === 'function' && !(await def.access(rc))) throw forbidden();
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
    const methods = def.method === 'GET' ? [handler] : [parseBody, handler];
    router.register(def.path, [def.method], methods);
  }
  return router;
}
