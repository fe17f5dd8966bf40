import { z } from 'zod';
import type { MembershipService, RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import { profileFields } from '@seodang/sdk/common';
import { requestOrigin } from '../channels/request-origin.ts';
import { channelProfileFields, profileValuesSchema, refuseUnusedFields } from './channel-profile-fields.ts';

const tags = ['channels'];

const ownProfileSchema = z.object({
  fields: z.array(z.enum(profileFields)),
  profile: z.record(z.string(), z.string()),
  canChangeOwnInfo: z.boolean(),
});

/**
 * The caller's joined, active membership of the request's channel, with whether they may edit it
 * (their own flag, else the channel's default). Anyone else, on any channel, gets 404.
 */
async function ownMembership(rc: RequestContext) {
  const channel = rc.channel;
  const user = rc.requireUser();
  if (!channel) throw new AppError(404, 'channel_not_found');
  const row = await rc
    .db('channel_members')
    .where({ channel_id: channel.index, user_id: user.id, state: 'joined', is_active: true })
    .first('profile', 'can_change_own_info');
  if (!row) throw new AppError(404, 'not_found');
  const canChangeOwnInfo: boolean = row.can_change_own_info ?? channel.canChangeOwnInfoDefault;
  return { channelId: channel.index, userId: user.id, row, canChangeOwnInfo };
}

/** What the member sees: the channel's fields, their values for those only, and whether they may edit. */
async function ownProfile(rc: RequestContext) {
  const m = await ownMembership(rc);
  const fields = await channelProfileFields(rc, m.channelId);
  const stored = (m.row.profile ?? {}) as Record<string, unknown>;
  const profile = Object.fromEntries(
    fields.filter((f) => typeof stored[f] === 'string').map((f) => [f, stored[f] as string]),
  );
  return { fields, profile, canChangeOwnInfo: m.canChangeOwnInfo };
}

/**
 * A member's own channel profile (/change_info's "Channel profile"): the fields the channel chose,
 * editable unless the channel manages them (canChangeOwnInfo false: 403). Reachable by anyone
 * logged in so that a non-member hears 404 like any id of another channel.
 */
export function registerOwnProfileRoutes(env: RegisterEnv, memberships: MembershipService): void {
  env.route({
    method: 'GET',
    path: '/api/channel/me/profile',
    summary: 'My profile in this channel: its profile fields, my values, and whether I may change them',
    tags,
    access: 'user',
    channelPublic: true,
    response: z.object({ data: ownProfileSchema }),
    async handler(_input, rc) {
      return { data: await ownProfile(rc) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/me/profile',
    summary: 'Change my profile in this channel (only its fields; refused when the channel manages them)',
    tags,
    access: 'user',
    channelPublic: true,
    body: z.object({ profile: profileValuesSchema }),
    bodyLimit: '10kb',
    response: z.object({ data: ownProfileSchema }),
    async handler({ body }, rc) {
      const m = await ownMembership(rc);
      if (!m.canChangeOwnInfo)
        throw new AppError(403, 'cannot_change_own_info', 'error.cannot_change_own_info');
      refuseUnusedFields(rc, await channelProfileFields(rc, m.channelId), body.profile);
      await memberships.updateProfile(
        rc.db,
        { channelId: m.channelId, actorId: m.userId, origin: requestOrigin(rc) },
        m.userId,
        { profile: body.profile },
      );
      return { data: await ownProfile(rc) };
    },
  });
}
