import type { RecordStatus } from './statuses.ts';

const minute = 60_000;

/** The timing of a session, in milliseconds since the epoch. */
export interface SessionTimes {
  startAt: number;
  lateAfterMinutes: number;
  durationMinutes: number;
}

/** When a session closes by itself: start + duration. */
export const closesAt = (s: SessionTimes): number => s.startAt + s.durationMinutes * minute;

/** Present up to (and at) start + late minutes; late after it. */
export function statusAt(s: SessionTimes, at: number): Extract<RecordStatus, 'present' | 'late'> {
  return at <= s.startAt + s.lateAfterMinutes * minute ? 'present' : 'late';
}

/**
 * A learner's attendance rate in percent over the sessions that count: present and late attend,
 * excused sessions are left out, absent ones count against. Null when nothing counts.
 */
export function attendanceRate(statuses: (RecordStatus | null)[]): number | null {
  const counted = statuses.filter((s): s is RecordStatus => s !== null && s !== 'excused');
  if (counted.length === 0) return null;
  const attended = counted.filter((s) => s === 'present' || s === 'late').length;
  return Math.round((attended / counted.length) * 1000) / 10;
}
