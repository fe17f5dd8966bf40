import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, defineEvent, notFound, paginationQuery } from '@seodang/sdk';
import { idSchema, joinStates, restrictableMenuKeys, roles } from '@seodang/sdk/common';
import { logAction } from '../services/action-log.ts';
import { identityChanged } from '../accounts/identity.ts';

const invitedStates = [
  'inviting',
  'invitedFromLecture',
  'invitedFromAssessment',
  'invitedFromLectureAssessment',
];

/** What an admin may do to a membership (spec §4 "Channel membership"). */
export const memberActions = [
  'accept',
  'refuse',
  'reinvite',
  'cancelInvitation',
  'activate',
  'deactivate',
] as const;

const requireChannel = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return rc.channel;
};

/** Emitted when a channel's own settings change; every instance drops its cached channel. */
export const channelChanged = defineEvent<{ channelId: number }>('core.channel-changed');

/** Join requests by users, and the admin side: member list, accept/refuse, invitations, (de)activation, kick, menu access. */
export function registerChannelRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/channel/menu-restrictions',
    summary: 'Hide header menu items in this channel (admin)',
    tags: ['channels'],
    access: ['admin'],
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
    summary: 'Ask to join this channel',
    tags: ['channels'],
    access: 'user',
    channelPublic: true,
    response: z.object({
      result: z.enum(['requested', 'alreadyRequested', 'alreadyInvited', 'alreadyJoined']),
    }),
    async handler(_input, rc) {
      const channel = requireChannel(rc);
      const user = rc.requireUser();
      const existing = await rc
        .db('channel_members')
        .where({ channel_id: channel.index, user_id: user.id })
        .first();
      if (existing?.state === 'joined') return { result: 'alreadyJoined' };
      if (existing?.state === 'requesting') return { result: 'alreadyRequested' };
      if (existing && invitedStates.includes(existing.state)) return { result: 'alreadyInvited' };
      await rc
        .db('channel_members')
        .insert({ channel_id: channel.index, user_id: user.id, role: 'student', state: 'requesting' })
        .onConflict(['channel_id', 'user_id'])
        .ignore();
      await rc.emit(identityChanged, { userId: user.id });
      return { result: 'requested' };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/members',
    summary: 'Members of this channel (admin)',
    tags: ['channels'],
    access: ['admin'],
    query: paginationQuery.extend({ state: z.enum(joinStates).optional(), role: z.enum(roles).optional() }),
    async handler({ query }, rc) {
      const channel = requireChannel(rc);
      const base = rc
        .db('channel_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .where('m.channel_id', channel.index);
      if (query.state) base.where('m.state', query.state);
      if (query.role) base.where('m.role', query.role);
      if (query.search)
        base.where((q) =>
          q
            .whereILike('u.name', `%${query.search}%`)
            .orWhereILike('u.user_id', `%${query.search}%`)
            .orWhereILike('u.email', `%${query.search}%`),
        );
      const [{ count }] = await base.clone().count({ count: '*' });
      const rows = await base
        .orderBy('u.name')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .select(
          'u.id',
          'u.user_id',
          'u.name',
          'u.email',
          'u.last_login_at',
          'u.created_at',
          'm.role',
          'm.state',
          'm.is_main_manager',
          'm.is_active',
          'm.profile',
          'm.can_change_own_info',
        );
      return {
        data: {
          list: rows.map((r) => ({
            id: r.id,
            loginId: r.user_id,
            name: r.name,
            email: r.email,
            role: r.role,
            state: r.state,
            isMainManager: r.is_main_manager,
            isActive: r.is_active,
            profile: r.profile,
            canChangeOwnInfo: r.can_change_own_info,
            lastLoginDate: r.last_login_at,
            signupDate: r.created_at,
          })),
          totalCount: Number(count),
          page: query.page,
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/members/:userId',
    summary: 'Act on a membership (admin)',
    tags: ['channels'],
    access: ['admin'],
    params: z.object({ userId: idSchema }),
    body: z.object({ action: z.enum(memberActions) }),
    async handler({ params, body }, rc) {
      const channel = requireChannel(rc);
      const member = await rc
        .db('channel_members')
        .where({ channel_id: channel.index, user_id: params.userId })
        .first();
      if (!member) throw notFound();
      if (member.is_main_manager && (body.action === 'deactivate' || body.action === 'refuse'))
        throw new AppError(409, 'main_manager_protected', 'error.forbidden');
      const patch = nextMembership(member.state, body.action);
      if (!patch) throw new AppError(409, 'invalid_member_action', 'error.forbidden');
      await rc.db.transaction(async (trx) => {
        if (patch === 'delete') await trx('channel_members').where({ id: member.id }).delete();
        else
          await trx('channel_members')
            .where({ id: member.id })
            .update({ ...patch, updated_at: trx.fn.now() });
        await logAction(trx, {
          channelId: channel.index,
          actorId: rc.user!.id,
          verb: patch === 'delete' ? 'Delete' : 'Modification',
          target: `member:${params.userId}`,
          detail: { action: body.action },
        });
      });
      await rc.emit(identityChanged, { userId: params.userId });
      return { result: true };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/channel/members/:userId',
    summary: 'Remove (kick) a member (admin)',
    tags: ['channels'],
    access: ['admin'],
    params: z.object({ userId: idSchema }),
    async handler({ params }, rc) {
      const channel = requireChannel(rc);
      const member = await rc
        .db('channel_members')
        .where({ channel_id: channel.index, user_id: params.userId })
        .first();
      if (!member) throw notFound();
      if (member.is_main_manager) throw new AppError(409, 'main_manager_protected', 'error.forbidden');
      await rc.db.transaction(async (trx) => {
        await trx('channel_members').where({ id: member.id }).delete();
        await logAction(trx, {
          channelId: channel.index,
          actorId: rc.user!.id,
          verb: 'Delete',
          target: `member:${params.userId}`,
        });
      });
      await rc.emit(identityChanged, { userId: params.userId });
      return { result: true };
    },
  });
}

/** The membership change an admin action makes from a state, or null when it does not apply. */
export function nextMembership(
  state: string,
  action: (typeof memberActions)[number],
): Record<string, unknown> | 'delete' | null {
  switch (action) {
    case 'accept':
      return state === 'requesting' ? { state: 'joined', joined_at: new Date() } : null;
    case 'refuse':
      return state === 'requesting' ? 'delete' : null;
    case 'reinvite':
      return invitedStates.includes(state) ? { state } : null;
    case 'cancelInvitation':
      return invitedStates.includes(state) ? 'delete' : null;
    case 'activate':
      return state === 'joined' ? { is_active: true } : null;
    case 'deactivate':
      return state === 'joined' ? { is_active: false } : null;
  }
}
