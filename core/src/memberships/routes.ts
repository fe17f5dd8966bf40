import { z } from 'zod';
import type { MembershipService, RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, membershipActions } from '@seodang/sdk';
import { idSchema, roles } from '@seodang/sdk/common';
import { requestOrigin } from '../channels/request-origin.ts';
import { listMembers, memberListQuery } from './member-list.ts';
import { requireRightFor, requireRightForRole } from './action-rights.ts';
import { channelProfileFields, profileValuesSchema, refuseUnusedFields } from './channel-profile-fields.ts';

const tags = ['channels'];

const admins = ['admin'] as const;
const userParams = z.object({ userId: idSchema });
const text = (max: number) => z.string().trim().max(max).nullable().optional();

const profilePatch = z.object({
  profile: profileValuesSchema.optional(),
  group: text(100),
  departments: text(200),
  additionalInfo: text(1000),
  canChangeOwnInfo: z.boolean().nullable().optional(),
});

/** What a bulk action does to each selected member. */
const bulkBody = z.object({
  userIds: z.array(idSchema).min(1).max(100),
  action: z.enum([...membershipActions, 'remove', 'role']),
  role: z.enum(roles).optional(),
});

const scopeOf = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return { channelId: rc.channel.index, actorId: rc.user!.id, origin: requestOrigin(rc) };
};

/**
 * The channel admin's member routes (spec §4 "Channel membership"). Every write goes through the
 * memberships service; a user id that is not a membership of the request's channel answers 404.
 */
export function registerMemberRoutes(env: RegisterEnv, memberships: MembershipService): void {
  env.route({
    method: 'GET',
    path: '/api/channel/members',
    summary: 'Members of this channel: search, filters, sort and page (admin)',
    tags,
    access: admins,
    query: memberListQuery,
    async handler({ query }, rc) {
      return { data: await listMembers(rc.db, scopeOf(rc).channelId, query) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/members/summary',
    summary: 'Join requests waiting, and student and IDE seats in use against the limits (admin)',
    tags,
    access: admins,
    async handler(_input, rc) {
      const { channelId } = scopeOf(rc);
      const [{ count }] = await rc
        .db('channel_members')
        .where({ channel_id: channelId, state: 'requesting' })
        .count({ count: '*' });
      return {
        data: {
          requesting: Number(count),
          ...(await memberships.usage(rc.db, channelId)),
          profileFields: await channelProfileFields(rc, channelId),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/members/:userId',
    summary:
      'Accept, refuse, re-invite, cancel, activate or deactivate a membership (admin; accept and refuse need applicant management, re-invite and cancel invite)',
    tags,
    access: admins,
    params: userParams,
    body: z.object({ action: z.enum(membershipActions) }),
    async handler({ params, body }, rc) {
      const scope = scopeOf(rc);
      await requireRightFor(rc, body.action);
      await memberships.act(rc.db, scope, params.userId, body.action);
      return { result: true };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/members/:userId/role',
    summary: "Change a member's role (admin; to or from admin: the main manager only)",
    tags,
    access: admins,
    params: userParams,
    body: z.object({ role: z.enum(roles) }),
    async handler({ params, body }, rc) {
      const scope = scopeOf(rc);
      await requireRightForRole(rc, params.userId, body.role);
      await memberships.changeRole(rc.db, scope, params.userId, body.role);
      return { result: true };
    },
  });

  env.route({
    method: 'PATCH',
    path: '/api/channel/members/:userId/profile',
    summary: "Edit a member's channel profile (admin)",
    tags,
    access: admins,
    params: userParams,
    body: profilePatch,
    async handler({ params, body }, rc) {
      const scope = scopeOf(rc);
      // Only the fields this channel asks for may be filled in; any may be cleared.
      refuseUnusedFields(rc, await channelProfileFields(rc, scope.channelId), body.profile ?? {});
      await memberships.updateProfile(rc.db, scope, params.userId, body);
      return { result: true };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/channel/members/:userId',
    summary: 'Remove (kick) a member; undoable for a short while (admin)',
    tags,
    access: admins,
    params: userParams,
    async handler({ params }, rc) {
      const { removalId } = await memberships.remove(rc.db, scopeOf(rc), params.userId);
      return { result: true, data: { removalId, undoSeconds: memberships.undoWindowMs / 1000 } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/member-removals/:removalId/undo',
    summary: 'Undo a removal within its window (admin)',
    tags,
    access: admins,
    params: z.object({ removalId: idSchema }),
    async handler({ params }, rc) {
      return { result: true, data: await memberships.undoRemoval(rc.db, scopeOf(rc), params.removalId) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/members/bulk',
    summary:
      'One action on several members, each on its own; the answer says how each went, a refusal with its translated message (admin)',
    tags,
    access: admins,
    body: bulkBody,
    async handler({ body }, rc) {
      const scope = scopeOf(rc);
      if (body.action === 'role' && !body.role) throw new AppError(400, 'bad_request');
      if (body.action !== 'remove' && body.action !== 'role') await requireRightFor(rc, body.action);
      const results: { userId: number; ok: boolean; code?: string; message?: string; removalId?: number }[] =
        [];
      for (const userId of [...new Set(body.userIds)]) {
        try {
          if (body.action === 'remove')
            results.push({ userId, ok: true, ...(await memberships.remove(rc.db, scope, userId)) });
          else {
            if (body.action === 'role') {
              await requireRightForRole(rc, userId, body.role!);
              await memberships.changeRole(rc.db, scope, userId, body.role!);
            } else await memberships.act(rc.db, scope, userId, body.action);
            results.push({ userId, ok: true });
          }
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          results.push({
            userId,
            ok: false,
            code: error.code,
            message: rc.t(error.messageKey, error.params),
          });
        }
      }
      return { data: { results, undoSeconds: memberships.undoWindowMs / 1000 } };
    },
  });
}
