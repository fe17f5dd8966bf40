import test from 'ava';
import type { AttendanceRow } from '../common/index.ts';
import { attendanceSummary } from './attendance-summary.ts';

const row = (userObjectId: number, over: Partial<AttendanceRow>): AttendanceRow => ({
  userObjectId,
  name: `n${userObjectId}`,
  userType: 'attendee',
  firstJoinedAt: '2026-11-28T09:00:00.000Z',
  lastLeftAt: null,
  minutesPresent: 0,
  sharePercent: 0,
  ...over,
});

test('learners who entered, of those listed, and their average share; hosts and absentees apart', (t) => {
  t.deepEqual(
    attendanceSummary([
      row(1, { userType: 'creator', sharePercent: 100 }),
      row(2, { sharePercent: 90 }),
      row(3, { sharePercent: 45 }),
      row(4, { firstJoinedAt: null }),
    ]),
    { learners: 3, entered: 2, averageShare: 68 },
  );
  t.deepEqual(attendanceSummary([row(1, { userType: 'manager' })]), {
    learners: 0,
    entered: 0,
    averageShare: 0,
  });
});
