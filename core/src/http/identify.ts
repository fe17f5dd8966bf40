import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '@seodang/config';
import { pickLocale } from '@seodang/sdk/common';
import { channelKeyFromHost, type ChannelResolver } from '../channels/resolve.ts';
import type { IdentityResolver } from '../accounts/identity.ts';
import { effectiveRole, isActiveMember, toUserData } from '../accounts/user-data.ts';
import { cookieNames } from './cookies.ts';

/**
 * Works out who is asking and where: request id, locale, channel from the Host, the
 * session's user and their membership. Cheap when there is no session cookie.
 */
export function identifyMiddleware(deps: {
  config: Config;
  log: Logger;
  channels: ChannelResolver;
  identities: IdentityResolver;
}): Middleware {
  return async (ctx, next) => {
    const requestId = (ctx.get('x-request-id') || randomUUID()).slice(0, 64);
    ctx.set('x-request-id', requestId);
    const log = deps.log.child({ reqId: requestId });
    const key = channelKeyFromHost(
      ctx.get('x-forwarded-host') && ctx.app.proxy ? ctx.get('x-forwarded-host') : ctx.host,
      deps.config.baseDomain,
    );
    const channel = key ? await deps.channels.resolve(key) : null;
    const token = ctx.cookies.get(cookieNames.session) ?? null;
    const identity = await deps.identities.resolve(token, channel?.index ?? null);
    const user = identity?.user ?? null;
    const membership = identity?.membership ?? null;
    // The spec's default is ko: the language switch (cookie) or the account's saved locale decide, not the browser.
    const locale = pickLocale(ctx.cookies.get(cookieNames.locale), user?.locale);
    ctx.state.sd = {
      requestId,
      log,
      locale,
      channel,
      unknownChannel: !!key && !channel,
      sessionToken: user ? token : null,
      user,
      membership,
      userData: user ? toUserData(user, channel, membership) : null,
      role: user ? effectiveRole(user, channel, membership) : null,
      isMember: !!user && (!channel || isActiveMember(membership)),
    };
    const started = performance.now();
    await next();
    if (ctx.path.startsWith('/api/')) {
      log.debug(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
