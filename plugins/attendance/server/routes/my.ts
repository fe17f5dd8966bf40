import type { RegisterEnv } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import type { MyAttendance, RecordStatus } from '../../common/index.ts';

/** `GET /api/attendance/my`: the caller's own records in this channel, newest first. */
export function registerMyRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/attendance/my',
    summary: 'My attendance records in this channel',
    tags: ['attendance'],
    access: 'user',
    async handler(_input, rc) {
      const user = rc.requireUser();
      const channelId = rc.channel?.index ?? null;
      const rows = (await rc
        .db('attendance_records as r')
        .join('attendance_sessions as s', 's.id', 'r.session_id')
        .where('r.user_id', user.id)
        .whereRaw('coalesce(s.channel_id, 0) = ?', [channelId ?? 0])
        .orderBy([
          { column: 's.start_at', order: 'desc' },
          { column: 's.id', order: 'desc' },
        ])
        .limit(500)
        .select('s.id', 's.lecture_id', 's.title', 's.start_at', 'r.status', 'r.checked_in_at')) as {
        id: number;
        lecture_id: number;
        title: string;
        start_at: Date;
        status: RecordStatus;
        checked_in_at: Date | null;
      }[];
      const lectures = rc.service(lessonContextRef);
      const titles = new Map<number, string>();
      for (const lectureIndex of new Set(rows.map((r) => r.lecture_id))) {
        const lecture = await lectures.lecture({ userId: user.id, channelId }, lectureIndex);
        titles.set(lectureIndex, lecture?.title ?? '');
      }
      const list: MyAttendance[] = rows.map((r) => ({
        sessionId: r.id,
        lectureIndex: r.lecture_id,
        lectureTitle: titles.get(r.lecture_id) ?? '',
        title: r.title,
        startAt: new Date(r.start_at).toISOString(),
        status: r.status,
        checkedInAt: r.checked_in_at ? new Date(r.checked_in_at).toISOString() : null,
      }));
      return { data: { list } };
    },
  });
}
