import { z } from 'zod';
import { sendAttachment, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import { requireHost } from '../access.ts';
import { attendanceCsv, attendanceOf } from '../attendance.ts';

/** `GET /api/live/{meetingIndex}/attendance`: who was there and for how long, as JSON or CSV (hosts). */
export function registerAttendanceRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/attendance',
    summary:
      "Attendance from presence: first and last time, minutes present, share of the class, and a lecture's learners who never entered (JSON, or CSV with format=csv)",
    tags: ['live-class'],
    access: 'user',
    params: z.object({ meetingIndex: idSchema }),
    query: z.object({ format: z.enum(['json', 'csv']).default('json') }),
    async handler({ params, query }, rc) {
      const { meeting } = await requireHost(rc, params.meetingIndex);
      const list = await attendanceOf(rc.db, meeting, rc.optionalService(rosterRef));
      if (query.format === 'json') return { data: { list } };
      const header = [
        'name',
        'userType',
        'firstJoinedAt',
        'lastLeftAt',
        'minutesPresent',
        'sharePercent',
      ].map((k) => rc.t(`live-class.attendance.${k}`));
      sendAttachment(
        rc,
        `${rc.t('live-class.attendance.fileName')}-${meeting.name}.csv`,
        attendanceCsv(list, header),
        {
          type: 'text/csv; charset=utf-8',
        },
      );
    },
  });
}
