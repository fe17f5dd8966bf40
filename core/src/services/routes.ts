import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, defineEvent } from '@seodang/sdk';
import type { LoadedPlugin } from '../plugins/load.ts';
import type { ChannelServices } from './channel-services.ts';
import { capabilitiesFor } from './capabilities.ts';
import { logAction } from './action-log.ts';
import type { ChannelResolver } from '../channels/resolve.ts';
import type { ServiceImpacts } from './service-impacts.ts';

/** A service's name in the caller's language; a plugin's own key reads as itself. */
const serviceName = (rc: RequestContext, service: string) => {
  const name = rc.t(`service.${service}`);
  return name === `service.${service}` ? service : name;
};

const channelOf = (rc: RequestContext) =>
  rc.channel
    ? {
        index: rc.channel.index,
        menuRestrictions: (rc.channel as { menuRestrictions?: string[] }).menuRestrictions ?? [],
      }
    : null;

/** The capabilities endpoint and the admin API that switches services per channel. */
export function registerServiceRoutes(
  env: RegisterEnv,
  deps: {
    plugins: () => LoadedPlugin[];
    services: ChannelServices;
    serviceOwners: () => Map<string, string>;
    channels: ChannelResolver;
    impacts: ServiceImpacts;
  },
): void {
  env.route({
    method: 'GET',
    path: '/api/capabilities',
    summary: 'Services and plugin remotes available here',
    tags: ['channels'],
    access: 'public',
    channelPublic: true,
    handler: (_input, rc) => capabilitiesFor(channelOf(rc), deps.plugins(), deps.services),
  });

  env.route({
    method: 'GET',
    path: '/api/channel/services',
    summary: 'Service switches of this channel (admin)',
    tags: ['channels'],
    access: ['admin'],
    async handler(_input, rc) {
      const states = await deps.services.states(rc.channel?.index ?? null);
      return {
        data: [...states].map(([service, enabled]) => ({
          service,
          name: serviceName(rc, service),
          enabled,
          plugin: deps.serviceOwners().get(service) ?? null,
        })),
      };
    },
  });

  registerServiceImpactRoute(env, deps);

  env.route({
    method: 'PUT',
    path: '/api/channel/services/:service',
    summary: 'Switch a service on or off in this channel (admin)',
    tags: ['channels'],
    access: ['admin'],
    params: z.object({ service: z.string().max(40) }),
    body: z.object({ enabled: z.boolean() }),
    async handler({ params, body }, rc) {
      if (!deps.serviceOwners().has(params.service)) throw new AppError(404, 'unknown_service');
      const channelId = rc.channel?.index ?? null;
      // An exam or a live class running now would lose its service mid-way (plugins know).
      if (!body.enabled && channelId !== null) {
        const impact = await deps.impacts.of(rc.db, channelId, params.service);
        if (impact.inUse)
          throw new AppError(409, 'service_in_use', 'error.service_in_use', {
            service: serviceName(rc, params.service),
          });
      }
      await rc.db.transaction(async (trx) => {
        const previous = await deps.services.set(trx, channelId, params.service, body.enabled);
        if (previous !== body.enabled) {
          await logAction(trx, {
            channelId,
            actorId: rc.user?.id ?? null,
            verb: body.enabled ? 'Set' : 'Unset',
            target: `service:${params.service}`,
          });
        }
      });
      await rc.emit(servicesChanged, { channelId });
      return { data: { service: params.service, enabled: body.enabled } };
    },
  });
}

/** What members lose when a service is switched off here, as the plugins count it. */
function registerServiceImpactRoute(
  env: RegisterEnv,
  deps: { serviceOwners: () => Map<string, string>; impacts: ServiceImpacts },
): void {
  env.route({
    method: 'GET',
    path: '/api/channel/services/:service/impact',
    summary: 'What switching a service off takes from members, to confirm first (admin)',
    tags: ['channels'],
    access: ['admin'],
    params: z.object({ service: z.string().max(40) }),
    async handler({ params }, rc) {
      if (!deps.serviceOwners().has(params.service)) throw new AppError(404, 'unknown_service');
      if (!rc.channel) return { data: { service: params.service, lines: [], inUse: false } };
      const impact = await deps.impacts.of(rc.db, rc.channel.index, params.service);
      return {
        data: {
          service: params.service,
          name: serviceName(rc, params.service),
          lines: impact.lines.map((l) => rc.t(l.key, l.params)),
          inUse: impact.inUse,
        },
      };
    },
  });
}

/** Emitted when a channel's service switches change; other instances drop their caches. */
export const servicesChanged = defineEvent<{ channelId: number | null }>('core.services-changed');
