import type { Knex } from '@seodang/sdk';
import { startRow, type CallStart } from '../register/ai-calls.ts';
import { periodOf, reservationOf, reserveStatement, type QuotaKey, type Reservation } from './usage.ts';

/**
 * Takes a unit of the learner's quota and registers the call in ONE statement: a question waits
 * on it before its first token, and under load every round trip queues for the pool. The unit is
 * taken exactly as `reserve` takes it (atomic, never past the limit); the call's row is
 * `streaming` when it got one, `refused_quota` (not charged) when it did not, and then the
 * question is refused with 429 `ai_usage_exceeded`.
 */
export async function reserveAndRegister(
  db: Knex,
  key: QuotaKey,
  opts: { usageLimit: number; now: Date; call: CallStart; durationMs: number },
): Promise<Reservation> {
  const reserving = reserveStatement(key, opts.usageLimit, periodOf(opts.now));
  const row = startRow(opts.call);
  const columns = Object.keys(row);
  const { rows } = await db.raw(
    `WITH reserved AS (${reserving.sql}),
     registered AS (
       INSERT INTO ai_calls (${columns.map(() => '??').join(', ')}, status, duration_ms, charged)
       SELECT ${columns.map(() => '?').join(', ')},
         CASE WHEN EXISTS (SELECT 1 FROM reserved) THEN 'streaming' ELSE 'refused_quota' END,
         CASE WHEN EXISTS (SELECT 1 FROM reserved) THEN NULL ELSE ?::int END,
         false
     )
     SELECT current_usage FROM reserved`,
    [...reserving.bindings, ...columns, ...Object.values(row), opts.durationMs],
  );
  return reservationOf(rows[0], opts.usageLimit, opts.now);
}
