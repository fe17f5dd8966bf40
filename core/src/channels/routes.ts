import { z } from 'zod';
import type { MembershipService, RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, defineEvent, managerRight } from '@seodang/sdk';
import { profileFields, restrictableMenuKeys } from '@seodang/sdk/common';
import { requestOrigin } from './request-origin.ts';
import { logAction } from '../services/action-log.ts';
import { registerMemberRoutes } from '../memberships/routes.ts';
import { registerOwnProfileRoutes } from '../memberships/own-profile-routes.ts';
import {
  channelProfileFields,
  profileValuesSchema,
  refuseUnusedFields,
} from '../memberships/channel-profile-fields.ts';
import { registerManagerRoutes } from './managers/manager-routes.ts';
import { joinSettingOf } from './settings/basic-settings.ts';

const requireChannel = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return rc.channel;
};

/** Emitted when a channel's own settings change; every instance drops its cached channel. */
export const channelChanged = defineEvent<{ channelId: number }>('core.channel-changed');

/** Join requests by users, menu access, and the admin side of memberships (`memberships/routes.ts`). */
export function registerChannelRoutes(env: RegisterEnv, memberships: MembershipService): void {
  env.route({
    method: 'PUT',
    path: '/api/channel/menu-restrictions',
    summary: 'Hide header menu items in this channel (admin with menu access restrictions)',
    tags: ['channels'],
    access: managerRight('menuAccessRestrictions'),
    body: z.object({ keys: z.array(z.enum(restrictableMenuKeys as [string, ...string[]])).max(20) }),
    async handler({ body }, rc) {
      const channel = requireChannel(rc);
      const keys = [...new Set(body.keys)];
      await rc.db.transaction(async (trx) => {
        await trx('channels')
          .where({ id: channel.index })
          .update({ menu_restrictions: JSON.stringify(keys), updated_at: trx.fn.now() });
        await logAction(trx, {
          channelId: channel.index,
          actorId: rc.user!.id,
          verb: keys.length ? 'Set' : 'Unset',
          target: 'menu access restrictions',
          detail: { keys },
        });
      });
      await rc.emit(channelChanged, { channelId: channel.index });
      return { data: { keys } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/join',
    summary: "Ask to join this channel, with the channel's profile fields filled in (optional)",
    tags: ['channels'],
    access: 'user',
    channelPublic: true,
    body: z.object({ profile: profileValuesSchema.optional() }),
    bodyLimit: '10kb',
    response: z.object({
      result: z.enum(['requested', 'alreadyRequested', 'alreadyInvited', 'alreadyJoined']),
    }),
    async handler({ body }, rc) {
      const channel = requireChannel(rc);
      const user = rc.requireUser();
      // Invitation only: nobody asks to join; those already invited or joined hear where they stand.
      if ((await joinSettingOf(rc.db, channel.index)) === 'invitation') {
        const known = await rc
          .db('channel_members')
          .where({ channel_id: channel.index, user_id: user.id })
          .first('id');
        if (!known) throw new AppError(403, 'join_by_invitation_only', 'error.join_by_invitation_only');
      }
      if (body.profile) refuseUnusedFields(rc, await channelProfileFields(rc, channel.index), body.profile);
      return {
        result: await memberships.requestJoin(rc.db, {
          channelId: channel.index,
          userId: user.id,
          origin: requestOrigin(rc),
          profile: body.profile,
        }),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/join/profile-fields',
    summary: 'The profile fields this channel asks for when someone asks to join',
    tags: ['channels'],
    access: 'user',
    channelPublic: true,
    response: z.object({ data: z.object({ fields: z.array(z.enum(profileFields)) }) }),
    async handler(_input, rc) {
      return { data: { fields: await channelProfileFields(rc, requireChannel(rc).index) } };
    },
  });
  registerMemberRoutes(env, memberships);
  registerOwnProfileRoutes(env, memberships);
  registerManagerRoutes(env, memberships);
}
