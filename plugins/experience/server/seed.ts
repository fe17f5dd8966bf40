import type { SeedContext, ServiceRef } from '@seodang/sdk';
import { levelBadgesRef } from '@seodang/plugin-credentials/level-badges';
import { lockedProfile } from './ledger.ts';
import { reconcile } from './reconcile.ts';

/**
 * Demo data through the plugin's own path: the reconciliation turns the demo's lessons, quizzes,
 * attendance and certificates (seeded before, by their plugins) into ledger rows and profiles, so
 * the school's leaderboard has its learners; 윤서윤 (seoyun) has left it. Idempotent.
 */
export async function seedExperience(ctx: SeedContext): Promise<void> {
  // The owners' records through their services; a level reached in the demo awards no badge.
  const optionalService = <T>(ref: ServiceRef<T>): T | undefined =>
    ref.id === levelBadgesRef.id ? undefined : ctx.optionalService?.(ref);
  await reconcile({ db: ctx.db, publish: async () => {}, optionalService });
  const seoyun = ctx.users['seoyun'];
  if (seoyun === undefined) return;
  await ctx.db.transaction(async (trx) => {
    const profile = await lockedProfile(trx, seoyun, ctx.channelId);
    await trx('experience_profiles').where({ id: profile.id }).update({ leaderboard_opt_out: true });
  });
}
