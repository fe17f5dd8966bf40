// An examinee's lost and returned devices and the exitTimer they start (§3), stored on the member
// row so that every supervisor and the live status see one countdown.
import type { Knex } from 'knex';
import { deviceTypes, updateExitTimer, type ExitTimer } from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';

/** The exitTimer of a member row (§3); willExitAt null means never (infinite). */
export const exitTimerOf = (row: {
  will_exit_at: Date | null;
  disconnected_devices: ExitTimer['disconnectedDevices'] | null;
}) => ({
  willExitAt: row.will_exit_at ? new Date(row.will_exit_at).getTime() : null,
  disconnectedDevices: row.disconnected_devices ?? { webcam: false, mobile: false, screen: false },
});

export type Drops = Partial<Record<string, boolean>>;

/** The exam's grace period for a lost device. */
export const graceOf = (exam: Pick<ExamRow, 'device_grace_seconds'>) => exam.device_grace_seconds * 1000;

/**
 * Applies device changes to the stored exitTimer of §3, merged with what is already down: devices
 * not named keep their state, and the grace period starts at the first drop and ends when every
 * device is back. Null when no member row matches (`where` narrows it, e.g. to a student taking
 * the exam). Stored, so the live status and every supervisor see the same countdown.
 */
export async function mergeDeviceDrops(
  trx: Knex.Transaction,
  where: Record<string, unknown>,
  changes: Drops,
  now: number,
  graceMs: number,
) {
  const row = await trx('assessment_exam_members')
    .where(where)
    .forUpdate()
    .first('will_exit_at', 'disconnected_devices');
  if (!row) return null;
  const stored = exitTimerOf(row);
  let timer: ExitTimer = {
    willExitAt: stored.willExitAt ?? Infinity,
    disconnectedDevices: stored.disconnectedDevices,
  };
  for (const d of deviceTypes)
    if (changes[d] !== undefined) timer = updateExitTimer(timer, d, !changes[d], now, graceMs);
  const willExitAt = Number.isFinite(timer.willExitAt) ? new Date(timer.willExitAt) : null;
  await trx('assessment_exam_members')
    .where(where)
    .update({ will_exit_at: willExitAt, disconnected_devices: JSON.stringify(timer.disconnectedDevices) });
  return exitTimerOf({ will_exit_at: willExitAt, disconnected_devices: timer.disconnectedDevices });
}

/** A reporter (the exam browser or the phone) says which of its devices are down (true) or back (false). */
export async function recordDeviceDrops(
  db: Knex,
  exam: ExamRow,
  userId: number,
  changes: Drops,
  now = Date.now(),
) {
  const timer = await db.transaction((trx) =>
    mergeDeviceDrops(trx, { exam_id: exam.id, user_id: userId }, changes, now, graceOf(exam)),
  );
  if (!timer) throw new Error(`no member row for exam ${exam.id}, user ${userId}`);
  return timer;
}
