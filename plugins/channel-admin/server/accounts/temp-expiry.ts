import { defineJob, membershipRef, type Knex, type MembershipService, type RegisterEnv } from '@seodang/sdk';

/** Deactivates temporary testers whose time is up; scheduled every minute. */
export const tempUsersExpiryJob = defineJob<Record<string, never>>('channel-admin.temp-users-expire');

/** Testers one run deactivates at most (the next run takes the rest). */
const perRun = 500;

/**
 * Deactivates every tester past `expires_at` (as the system: no actor) and marks them expired,
 * each in its own transaction, so one that was removed meanwhile does not stop the others.
 * Idempotent: an expired tester is not looked at again. Returns how many were deactivated.
 */
export async function expireTempUsers(db: Knex, memberships: MembershipService): Promise<number> {
  const due: { id: number; channel_id: number; user_id: number }[] = await db('channel_created_accounts')
    .where({ kind: 'temp' })
    .whereNull('expired_at')
    .where('expires_at', '<=', db.fn.now())
    .orderBy('expires_at')
    .limit(perRun)
    .select('id', 'channel_id', 'user_id');
  let deactivated = 0;
  for (const row of due) {
    await db.transaction(async (trx) => {
      const member = await trx('channel_members')
        .where({ channel_id: row.channel_id, user_id: row.user_id, state: 'joined', is_active: true })
        .first('id');
      if (member) {
        await memberships.act(trx, { channelId: row.channel_id, actorId: null }, row.user_id, 'deactivate');
        deactivated++;
      }
      await trx('channel_created_accounts').where({ id: row.id }).update({ expired_at: trx.fn.now() });
    });
  }
  return deactivated;
}

/** The every-minute schedule of the expiry. */
export function registerTempExpiry(env: RegisterEnv): void {
  env.job(
    tempUsersExpiryJob,
    async (_data, _job, ctx) => ({
      deactivated: await expireTempUsers(ctx.db, ctx.service(membershipRef)),
    }),
    { attempts: 3, schedule: { everyMs: 60_000, data: {} } },
  );
}
