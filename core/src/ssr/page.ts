import { randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Config } from '@seodang/config';
import { encodeEntities } from '@seodang/sdk/common';
import type { CoreAccess } from '../http/request-context.ts';
import { requestContext } from '../http/request-context.ts';
import { ensureCsrfCookie } from '../http/csrf.ts';
import { setPageSecurityHeaders } from '../http/security-headers.ts';
import type { Registry } from '../plugins/registry.ts';
import type { Capabilities } from '../services/capabilities.ts';
import { chooseHead } from './head.ts';
import { renderPage } from './render.ts';
import type { WebRouteTable } from './web-routes.ts';

/** Pages a visitor may open in a channel without being a member (besides plugins' `channelPublic` screens). */
const openInChannel = new Set(['/login', '/signup', '/logout', '/unauthorized']);
/** An invitation's page (channel-admin's `/invite/{token}`): whoever holds the token is let in to join. */
const invitationPage = /^\/invite\/[^/]+$/;
const isOpenInChannel = (path: string) => openInChannel.has(path) || invitationPage.test(path);
const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Every non-API GET: the server-rendered start (§1) with the head variant, page info, auth
 * info, capabilities and the initial data plugins contribute. Channel gating happens here too.
 */
export function pageMiddleware(deps: {
  config: Config;
  registry: Registry;
  core: CoreAccess;
  capabilities: (ctx: Context) => Promise<Capabilities>;
  /** The web app's routes: a path no screen claims answers 404 (the app shows its not-found screen). */
  routes?: WebRouteTable;
}): Middleware {
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    const sd = ctx.state.sd;
    setPageSecurityHeaders(ctx, deps.config);
    if (sd.unknownChannel) ctx.status = 404;
    else if (
      sd.channel &&
      !sd.isMember &&
      !isOpenInChannel(ctx.path) &&
      !(await deps.routes?.isChannelPublic(ctx.path))
    ) {
      const target = sd.user
        ? '/unauthorized?type=not_channel_member'
        : `/login?next=${encodeURIComponent(ctx.originalUrl)}`;
      return ctx.redirect(target);
    }
    ensureCsrfCookie(ctx, deps.config.session.secureCookie);
    const rc = requestContext(ctx, deps.core);
    const initialData: Record<string, unknown> = {};
    // A channel's data is for its members only, even on the pages open to everyone.
    if (!sd.unknownChannel && (!sd.channel || sd.isMember)) {
      await Promise.all(
        [...deps.registry.initialData].map(async ([key, { owner, provider }]) => {
          try {
            const value = await provider(rc);
            if (value !== undefined) initialData[key] = value;
          } catch (error) {
            sd.log.error({ err: error, plugin: owner, key }, 'initial data provider failed');
          }
        }),
      );
    }
    const head = chooseHead(deps.config, ctx.host, ctx.protocol, ctx.path, sd.channel);
    const channelData = sd.channel ? { ...sd.channel, name: encodeEntities(sd.channel.name) } : {};
    const capabilities = await deps.capabilities(ctx);
    const enabled = capabilities.plugins.map((p) => p.id);
    if (deps.routes && !sd.unknownChannel) {
      if (!(await deps.routes.knows(ctx.path, enabled))) ctx.status = 404;
    }
    // The exam room's paths: the shell records no analytics of its own there (spec §1: in an exam
    // only the exam's events), and must know them before the plugin's code has loaded.
    const proctoredRoutes = deps.routes ? await deps.routes.proctoredPaths(enabled) : [];
    // Screens without the header (the exam room): known before their plugin loads, so never flashed.
    const bareRoutes = deps.routes ? await deps.routes.barePaths(enabled) : [];
    const data = {
      pageInfo: {
        isChannel: !!sd.channel,
        isMobile: mobileAgent.test(ctx.get('user-agent')),
        channelData,
        locale: sd.locale,
        hostUrl: `${ctx.protocol}://${ctx.host}`,
        path: ctx.path,
        isSchoolChannel: sd.channel?.isSchoolChannel ?? false,
        isPartnerAcademy: sd.channel?.isPartnerAcademy ?? false,
        notFound: sd.unknownChannel,
        logSegment: deps.config.logSegment,
        aiSegment: deps.config.ai.segment,
        proctoredRoutes,
        bareRoutes,
      },
      auth: { isLoggedIn: !!sd.userData, userData: sd.userData },
      capabilities,
      head,
      initialData,
    };
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderPage({ head, locale: sd.locale, data, nonce: randomBytes(12).toString('base64') });
  };
}
