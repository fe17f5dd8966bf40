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
  }));
}
