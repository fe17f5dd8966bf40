import { z } from 'zod';
import type { MembershipService, RegisterEnv } from '@seodang/sdk';
import { AppError, coreEvents, mainManagerOnly, notFound } from '@seodang/sdk';
import { idSchema, managerRights } from '@seodang/sdk/common';
import { logAction } from '../../services/action-log.ts';

const nameOf = (u: { name: string; user_id: string }) => `${u.name} (${u.user_id})`;

/**
 * The transfer of the main manager role (spec §3 "main manager"): the main manager names a joined
 * member and types the channel's name to confirm. In one transaction the member becomes an admin
 * and the main manager, the former main manager stays as a co-manager with every right, and the
 * action log records who held the role before and after.
 */
export function registerTransferRoute(env: RegisterEnv, memberships: MembershipService): void {
  env.route({
    method: 'POST',
    path: '/api/channel/main-manager',
    summary: "Hand the main manager role to another member, confirmed by the channel's name (main manager)",
    tags: ['channels'],
    access: mainManagerOnly,
    body: z.object({ userId: idSchema, channelName: z.string().max(200) }),
    async handler({ body }, rc) {
      if (!rc.channel) throw new AppError(404, 'channel_not_found');
      const channelId = rc.channel.index;
      const scope = { channelId, actorId: rc.user!.id };
      const former = await rc.db.transaction(async (trx) => {
        // The channel row's lock makes two transfers at once take turns.
        const channel = await trx('channels').where({ id: channelId }).forUpdate().first('name');
        if (body.channelName.trim() !== channel.name.trim())
          throw new AppError(400, 'channel_name_mismatch', 'error.channel_name_mismatch');
        const target = await trx('channel_members')
          .where({ channel_id: channelId, user_id: body.userId })
          .first('role', 'state', 'is_active', 'is_main_manager');
        if (!target) throw notFound();
        if (target.is_main_manager || target.state !== 'joined' || !target.is_active)
          throw new AppError(409, 'invalid_transfer_target', 'error.invalid_transfer_target');
        if (target.role !== 'admin') await memberships.changeRole(trx, scope, body.userId, 'admin');
        const current = await trx('channel_members')
          .where({ channel_id: channelId, is_main_manager: true })
          .first('user_id');
        const everyRight = JSON.stringify(managerRights);
        if (current)
          await trx('channel_members')
            .where({ channel_id: channelId, user_id: current.user_id })
            .update({ is_main_manager: false, manager_rights: everyRight, updated_at: trx.fn.now() });
        await trx('channel_members')
          .where({ channel_id: channelId, user_id: body.userId })
          .update({ is_main_manager: true, manager_rights: everyRight, updated_at: trx.fn.now() });
        const people = await trx('users')
          .whereIn('id', [body.userId, ...(current ? [current.user_id] : [])])
          .select('id', 'name', 'user_id');
        const byId = new Map(people.map((p) => [p.id as number, p]));
        await logAction(trx, {
          channelId,
          actorId: scope.actorId,
          verb: 'Set',
          target: 'main manager',
          detail: {
            member: { id: body.userId, loginId: byId.get(body.userId)!.user_id },
            before: { mainManager: current ? nameOf(byId.get(current.user_id)!) : null },
            after: { mainManager: nameOf(byId.get(body.userId)!) },
          },
        });
        return (current?.user_id as number | undefined) ?? null;
      });
      // Cached identities carry isMainManager: every core instance forgets both.
      for (const userId of [body.userId, former])
        if (userId) await rc.emit(coreEvents.identityChanged, { userId });
      return { result: true };
    },
  });
}
