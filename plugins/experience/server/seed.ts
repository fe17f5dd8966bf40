import type { SeedContext } from '@seodang/sdk';
import { lockedProfile } from './ledger.ts';
import { reconcile } from './reconcile.ts';

/**
 * Demo data through the plugin's own path: the reconciliation turns the demo's lessons, quizzes,
 * attendance and certificates (seeded before, by their plugins) into ledger rows and profiles, so
 * the school's leaderboard has its learners; 윤서윤 (seoyun) has left it. Idempotent.
 */
export async function seedExperience(ctx: SeedContext): Promise<void> {
  await reconcile({ db: ctx.db, publish: async () => {} });
  const seoyun = ctx.users['seoyun'];
  if (seoyun === undefined) return;
  await ctx.db.transaction(async (trx) => {
    const profile = await lockedProfile(trx, seoyun, ctx.channelId);
    await trx('experience_profiles').where({ id: profile.id }).update({ leaderboard_opt_out: true });
  });
}
