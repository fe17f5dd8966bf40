import { AppError, type Knex } from '@seodang/sdk';
import { dayIso, kstDay, kstDayStart } from '@seodang/sdk/common';
import type { AiUsage } from '../../common/api.ts';

/**
 * The daily quota (§4, §9): questions per learner per lecture lesson and Asia/Seoul day, kept in
 * `ai_usage`, renewed at 00:00 KST. Every function takes `now` (the clock) so tests can move it.
 */

/** Whose count: a learner in a lesson of a lecture. */
export interface QuotaKey {
  userId: number;
  lectureIndex: number;
  lessonIndex: number;
}

/** A unit taken by `reserve`: the day it counts against (release gives it back to that day). */
export interface Reservation {
  period: string;
  usage: AiUsage;
}

/** The clock of the quota: `() => new Date()` in production, a fixed or moving one in tests. */
export type Clock = () => Date;
/** The real clock. */
export const systemClock: Clock = () => new Date();

/** The Asia/Seoul day an instant belongs to, `YYYY-MM-DD`. */
export const periodOf = (now: Date): string => dayIso(kstDay(now));

/** The next 00:00 Asia/Seoul after `now`. */
export const resetsAtOf = (now: Date): Date => kstDayStart(kstDay(now) + 1);

const usage = (currentUsage: number, usageLimit: number, now: Date): AiUsage => ({
  currentUsage,
  usageLimit,
  resetsAt: resetsAtOf(now).toISOString(),
});

const where = (key: QuotaKey, period: string) => ({
  user_id: key.userId,
  lecture_index: key.lectureIndex,
  lesson_index: key.lessonIndex,
  period,
});

/** The learner's count today (`GET /api/{ai}/usage`). */
export async function usageOf(db: Knex, key: QuotaKey, usageLimit: number, now: Date): Promise<AiUsage> {
  const row = await db('ai_usage')
    .where(where(key, periodOf(now)))
    .first('current_usage');
  return usage(Number(row?.current_usage ?? 0), usageLimit, now);
}

/**
 * Takes one unit atomically: one statement inserts today's row or adds one while the count is
 * under the limit, so two tabs at 8/9 get exactly one unit between them. Over the limit (§4:
 * currentUsage ≥ usageLimit): 429 `ai_usage_exceeded`.
 */
export async function reserve(db: Knex, key: QuotaKey, usageLimit: number, now: Date): Promise<Reservation> {
  const period = periodOf(now);
  const statement = reserveStatement(key, usageLimit, period);
  const { rows } = await db.raw(statement.sql, statement.bindings);
  return reservationOf(rows[0], usageLimit, now);
}

/**
 * The statement that takes a unit (`RETURNING current_usage`, no row over the limit), for
 * `reserve` and for statements that do more in the same round trip (`reserveAndRegister`).
 */
export function reserveStatement(
  key: QuotaKey,
  usageLimit: number,
  period: string,
): { sql: string; bindings: (string | number)[] } {
  return {
    sql: `INSERT INTO ai_usage (user_id, lecture_index, lesson_index, period, current_usage, updated_at)
     SELECT ?, ?, ?, ?, 1, now() WHERE ? >= 1
     ON CONFLICT (user_id, lecture_index, lesson_index, period) DO UPDATE
       SET current_usage = ai_usage.current_usage + 1, updated_at = now()
       WHERE ai_usage.current_usage < ?
     RETURNING current_usage`,
    bindings: [key.userId, key.lectureIndex, key.lessonIndex, period, usageLimit, usageLimit],
  };
}

/** The reservation of a reserving statement's row, or 429 `ai_usage_exceeded` when it took none. */
export function reservationOf(
  row: { current_usage: number | string } | undefined,
  usageLimit: number,
  now: Date,
): Reservation {
  if (!row) throw new AppError(429, 'ai_usage_exceeded', 'ai.error.ai_usage_exceeded');
  return { period: periodOf(now), usage: usage(Number(row.current_usage), usageLimit, now) };
}

/** Gives a unit back to the day it was taken from (provider failure, insufficient question); never below 0. */
export async function release(db: Knex, key: QuotaKey, period: string): Promise<void> {
  await db('ai_usage')
    .where(where(key, period))
    .where('current_usage', '>', 0)
    .update({ current_usage: db.raw('current_usage - 1'), updated_at: db.fn.now() });
}
