import type { RegisterEnv } from '@seodang/sdk';
import { attendanceRatesRef } from '../common/attendance-rates.ts';
import { attendanceRate } from '../common/rules.ts';
import type { RecordStatus } from '../common/statuses.ts';

/** Offers a learner's attendance rate in a lecture (`attendance.attendance-rates`). */
export function provideAttendanceRates(env: RegisterEnv): void {
  env.provideService(attendanceRatesRef, (ctx) => ({
    async rateOf(lectureIndex, userId) {
      const rows = (await ctx
        .db('attendance_sessions as s')
        .leftJoin('attendance_records as r', (j) =>
          j.on('r.session_id', 's.id').andOn('r.user_id', ctx.db.raw('?', [userId])),
        )
        .where({ 's.lecture_id': lectureIndex, 's.state': 'closed' })
        .select('r.status')) as { status: RecordStatus | null }[];
      return attendanceRate(rows.map((r) => r.status));
    },
    async presentStreakOf(lectureIndex, userId) {
      const marks = (await ctx
        .db('attendance_records as r')
        .join('attendance_sessions as s', 's.id', 'r.session_id')
        .where({ 's.lecture_id': lectureIndex, 'r.user_id': userId })
        .whereNot('r.status', 'excused')
        .orderBy([
          { column: 's.start_at', order: 'desc' },
          { column: 's.id', order: 'desc' },
        ])
        .limit(101)
        .pluck('r.status')) as RecordStatus[];
      const broken = marks.findIndex((m) => m !== 'present');
      return broken < 0 ? marks.length : broken;
    },
  }));
}
