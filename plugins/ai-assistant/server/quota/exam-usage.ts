import { AppError, type Knex } from '@seodang/sdk';

/**
 * An AI exam's quota: prompts per examinee for the whole exam (`ai_exam_usage`), not per day.
 * Reserved atomically like the lessons' quota, and given back on the same failures.
 */

/** Whose count: an examinee in an exam. */
export interface ExamQuotaKey {
  userId: number;
  examIndex: number;
}

/** How many prompts the examinee has asked in the exam, of how many. */
export interface ExamUsage {
  currentUsage: number;
  usageLimit: number;
}

const where = (key: ExamQuotaKey) => ({ user_id: key.userId, exam_index: key.examIndex });

/** The examinee's count in the exam. */
export async function examUsageOf(db: Knex, key: ExamQuotaKey, usageLimit: number): Promise<ExamUsage> {
  const row = await db('ai_exam_usage').where(where(key)).first('current_usage');
  return { currentUsage: Number(row?.current_usage ?? 0), usageLimit };
}

/** Takes one prompt in one statement (two tabs at the limit get one between them); over it 429 `ai_usage_exceeded`. */
export async function reserveExamUnit(db: Knex, key: ExamQuotaKey, usageLimit: number): Promise<ExamUsage> {
  const { rows } = await db.raw(
    `INSERT INTO ai_exam_usage (user_id, exam_index, current_usage, updated_at)
     SELECT ?, ?, 1, now() WHERE ? >= 1
     ON CONFLICT (user_id, exam_index) DO UPDATE
       SET current_usage = ai_exam_usage.current_usage + 1, updated_at = now()
       WHERE ai_exam_usage.current_usage < ?
     RETURNING current_usage`,
    [key.userId, key.examIndex, usageLimit, usageLimit],
  );
  if (!rows.length) throw new AppError(429, 'ai_usage_exceeded', 'ai.error.ai_exam_usage_exceeded');
  return { currentUsage: Number(rows[0].current_usage), usageLimit };
}

/** Gives a prompt back (provider failure, insufficient question, early Stop); never below 0. */
export async function releaseExamUnit(db: Knex, key: ExamQuotaKey): Promise<void> {
  await db('ai_exam_usage')
    .where(where(key))
    .where('current_usage', '>', 0)
    .update({ current_usage: db.raw('current_usage - 1'), updated_at: db.fn.now() });
}
