import type { AttendanceRow } from '../common/index.ts';

/**
 * The line above a class's attendance: how many of its learners entered, of how many listed, and
 * the average share of the class those who entered were there (hosts are not counted).
 */
export function attendanceSummary(rows: readonly AttendanceRow[]): {
  learners: number;
  entered: number;
  averageShare: number;
} {
  const learners = rows.filter((r) => r.userType === 'attendee');
  const entered = learners.filter((r) => r.firstJoinedAt !== null);
  const total = entered.reduce((sum, r) => sum + r.sharePercent, 0);
  return {
    learners: learners.length,
    entered: entered.length,
    averageShare: entered.length ? Math.round(total / entered.length) : 0,
  };
}
