import type { Knex } from '@seodang/sdk';
import { closesAt, recordStatuses, type AttendanceSession, type RecordStatus } from '../common/index.ts';
import type { SessionRow } from './scoped-kinds.ts';

/** The display topic of a session: the code as it rotates, and the close. */
export const displayTopic = (sessionId: number) => `attendance:${sessionId}:display`;

/** A session's timing for the pure rules. */
export const timesOf = (s: SessionRow) => ({
  startAt: new Date(s.start_at).getTime(),
  lateAfterMinutes: s.late_after_minutes,
  durationMinutes: s.duration_minutes,
});

/** The JSON shape of a session, with its counts. */
export async function presentSessions(db: Knex, rows: SessionRow[]): Promise<AttendanceSession[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? ((await db('attendance_records')
        .whereIn('session_id', ids)
        .groupBy('session_id', 'status')
        .select('session_id', 'status')
        .count({ n: '*' })
        .select(db.raw('count(*) filter (where cardinality(flags) > 0) as flagged'))) as {
        session_id: number;
        status: RecordStatus;
        n: string;
        flagged: string;
      }[])
    : [];
  return rows.map((s) => {
    const mine = counts.filter((c) => c.session_id === s.id);
    const byStatus = Object.fromEntries(
      recordStatuses.map((st) => [st, Number(mine.find((c) => c.status === st)?.n ?? 0)]),
    ) as Record<RecordStatus, number>;
    return {
      id: s.id,
      lectureIndex: s.lecture_id,
      title: s.title,
      state: s.state,
      startAt: new Date(s.start_at).toISOString(),
      closesAt: new Date(closesAt(timesOf(s))).toISOString(),
      lateAfterMinutes: s.late_after_minutes,
      durationMinutes: s.duration_minutes,
      codeIntervalSeconds: s.code_interval_seconds,
      codeMarginSeconds: s.code_margin_seconds,
      networks: s.networks,
      counts: byStatus,
      flagged: mine.reduce((n, c) => n + Number(c.flagged), 0),
    };
  });
}

/** The columns a session's settings map to. */
export const settingsColumns = (s: {
  startAt: string;
  title: string;
  lateAfterMinutes: number;
  durationMinutes: number;
  codeIntervalSeconds: number;
  codeMarginSeconds: number;
  networks: string[];
}) => ({
  start_at: new Date(s.startAt),
  title: s.title,
  late_after_minutes: s.lateAfterMinutes,
  duration_minutes: s.durationMinutes,
  code_interval_seconds: s.codeIntervalSeconds,
  code_margin_seconds: s.codeMarginSeconds,
  networks: s.networks,
});

/**
 * Closes a session in one transaction: every joined learner without a record becomes absent and
 * the session is closed. Running it again changes nothing (records are inserted on conflict do
 * nothing; the close time stays the first one).
 */
export async function closeSession(db: Knex, sessionId: number, learnerIds: number[]): Promise<void> {
  await db.transaction(async (trx) => {
    const session = await trx('attendance_sessions').where({ id: sessionId }).forUpdate().first('id');
    if (!session) return;
    if (learnerIds.length)
      await trx('attendance_records')
        .insert(
          learnerIds.map((userId) => ({
            session_id: sessionId,
            user_id: userId,
            status: 'absent',
            source: 'close',
          })),
        )
        .onConflict(['session_id', 'user_id'])
        .ignore();
    await trx('attendance_sessions')
      .where({ id: sessionId })
      .update({
        state: 'closed',
        closed_at: trx.raw('coalesce(closed_at, now())'),
        updated_at: trx.fn.now(),
      });
  });
}
