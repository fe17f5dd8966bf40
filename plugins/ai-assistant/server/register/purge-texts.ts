import { defineJob, type RegisterEnv } from '@seodang/sdk';

/** Daily: forgets the questions and answers of calls older than `ai.retentionDays` (the counts stay). */
export const purgeCallTexts = defineJob('ai-assistant.purge-call-texts');

/** The retention of the register's texts, in days (`ai.retentionDays`). */
export function retentionDaysOf(config: Readonly<Record<string, unknown>>): number {
  const days = (config.ai as { retentionDays?: unknown } | undefined)?.retentionDays;
  return typeof days === 'number' && days > 0 ? days : 90;
}

/** Registers the daily purge (03:30 Asia/Seoul). */
export function registerPurgeJob(env: RegisterEnv): void {
  env.job(
    purgeCallTexts,
    async (_data, _job, ctx) => {
      const days = retentionDaysOf(ctx.config);
      const purged = await ctx
        .db('ai_calls')
        .where('created_at', '<', ctx.db.raw(`now() - make_interval(days => ?)`, [days]))
        .where((q) => q.whereNotNull('question').orWhereNotNull('answer'))
        .update({ question: null, answer: null });
      return { purged };
    },
    { schedule: { cron: '30 3 * * *', tz: 'Asia/Seoul', data: {} } },
  );
}
