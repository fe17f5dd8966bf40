// The monthly settlement job: on the 1st at 03:00 Korean time it closes the month before.
import { z } from 'zod';
import { defineJob, type RegisterEnv } from '@seodang/sdk';
import { periodOf, periodSchema, previousPeriod } from '../common/revenue.ts';
import { closePeriod } from './revenue.ts';

/**
 * Closes one statement per teacher, channel and period (`period`, default: the Korean month
 * before the run). Idempotent: a re-run adds nothing.
 */
export const closeStatementsJob = defineJob(
  'commerce.close-statements',
  z.object({ period: periodSchema.optional() }),
);

/** The job's schedule: the 1st of every month at 03:00 in Korea. */
export const closeStatementsSchedule = { cron: '0 3 1 * *', tz: 'Asia/Seoul', data: {} } as const;

/** Registers the settlement job and its schedule. */
export function registerRevenueJobs(env: RegisterEnv): void {
  env.job(
    closeStatementsJob,
    async (data, _job, ctx) => {
      const { period } = data as { period?: string };
      const now = new Date();
      const result = await closePeriod(ctx.db, period ?? previousPeriod(periodOf(now)), now);
      return { period: result.period, created: result.created.length };
    },
    { attempts: 5, backoffMs: 60_000, concurrency: 1, schedule: closeStatementsSchedule },
  );
}
