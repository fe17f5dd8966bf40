import { z } from 'zod';
import type { MembershipService, RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, isMainManager, mainManagerOnly, notFound } from '@seodang/sdk';
import { idSchema, managerRights } from '@seodang/sdk/common';
import { logAction } from '../../services/action-log.ts';
import { listManagers, rightsDetail, rightsOf } from './manager-rows.ts';
import { registerTransferRoute } from './transfer-route.ts';

const tags = ['channels'];

const scopeOf = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return { channelId: rc.channel.index, actorId: rc.user!.id };
};

/**
 * Co-managers and their rights (spec §3 "Channel admin settings"): every admin sees who the
 * admins are and what they may do; only the main manager adds co-managers and changes rights.
 */
export function registerManagerRoutes(env: RegisterEnv, memberships: MembershipService): void {
  env.route({
    method: 'GET',
    path: '/api/channel/managers',
    summary: "This channel's main manager and co-managers with their rights, and the caller's own (admin)",
    tags,
    access: ['admin'],
    async handler(_input, rc) {
      const { channelId } = scopeOf(rc);
      const list = await listManagers(rc.db, channelId);
      const self = list.find((m) => m.id === rc.user!.id);
      const main = await isMainManager(rc);
      return {
        data: {
          list,
          rights: [...managerRights],
          me: { isMainManager: main, rights: main ? [...managerRights] : (self?.rights ?? []) },
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/managers/:userId',
    summary: "Make a member a co-manager with these rights, or change a co-manager's rights (main manager)",
    tags,
    access: mainManagerOnly,
    params: z.object({ userId: idSchema }),
    body: z.object({ rights: z.array(z.enum(managerRights)).max(managerRights.length) }),
    async handler({ params, body }, rc) {
      const scope = scopeOf(rc);
      const rights = rightsOf(body.rights);
      const added = await rc.db.transaction(async (trx) => {
        const m = await trx('channel_members')
          .where({ channel_id: scope.channelId, user_id: params.userId })
          .forUpdate()
          .first('role', 'state', 'is_active', 'is_main_manager', 'manager_rights');
        if (!m) throw notFound();
        if (m.is_main_manager) throw new AppError(409, 'main_manager_protected');
        if (m.state !== 'joined' || !m.is_active) throw new AppError(409, 'invalid_member_action');
        const wasAdmin = m.role === 'admin';
        // Through the memberships service: seats, the role's log entry and cached identities.
        if (!wasAdmin) await memberships.changeRole(trx, scope, params.userId, 'admin');
        const before = wasAdmin ? rightsOf(m.manager_rights) : null;
        if (before && before.join() === rights.join()) return false;
        await trx('channel_members')
          .where({ channel_id: scope.channelId, user_id: params.userId })
          .update({ manager_rights: JSON.stringify(rights), updated_at: trx.fn.now() });
        const user = await trx('users').where({ id: params.userId }).first('user_id');
        await logAction(trx, {
          channelId: scope.channelId,
          actorId: scope.actorId,
          verb: wasAdmin ? 'Modification' : 'Add',
          target: 'co managers',
          detail: {
            member: { id: params.userId, loginId: user.user_id },
            ...(before ? { before: rightsDetail(before) } : {}),
            after: rightsDetail(rights),
          },
        });
        return !wasAdmin;
      });
      return { result: true, data: { added, rights } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/channel/managers/:userId',
    summary: 'End a co-manager: they stay in the channel as a teacher, without rights (main manager)',
    tags,
    access: mainManagerOnly,
    params: z.object({ userId: idSchema }),
    async handler({ params }, rc) {
      const scope = scopeOf(rc);
      await rc.db.transaction(async (trx) => {
        const m = await trx('channel_members')
          .where({ channel_id: scope.channelId, user_id: params.userId })
          .forUpdate()
          .first('role', 'is_main_manager', 'manager_rights');
        if (!m || m.role !== 'admin') throw notFound();
        if (m.is_main_manager) throw new AppError(409, 'main_manager_protected');
        // The spec names no role for a former co-manager: a teacher keeps their lectures and assessments.
        await memberships.changeRole(trx, scope, params.userId, 'teacher');
        await trx('channel_members')
          .where({ channel_id: scope.channelId, user_id: params.userId })
          .update({ manager_rights: JSON.stringify([]), updated_at: trx.fn.now() });
        const user = await trx('users').where({ id: params.userId }).first('user_id');
        await logAction(trx, {
          channelId: scope.channelId,
          actorId: scope.actorId,
          verb: 'Delete',
          target: 'co managers',
          detail: {
            member: { id: params.userId, loginId: user.user_id },
            // Every right off: the log shows the ones taken away.
            before: rightsDetail(rightsOf(m.manager_rights)),
            after: rightsDetail([]),
          },
        });
      });
      return { result: true, data: { role: 'teacher' } };
    },
  });

  registerTransferRoute(env, memberships);
}
