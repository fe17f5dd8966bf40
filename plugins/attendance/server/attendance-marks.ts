import type { Knex, RegisterEnv } from '@seodang/sdk';
import { attendanceMarksRef } from '../common/attendance-marks.ts';

/** Sessions of one organisation (`s`: attendance_sessions). */
const inChannel = (q: Knex.QueryBuilder, channelId: number | null) =>
  channelId === null ? q.whereNull('s.channel_id') : q.where('s.channel_id', channelId);

/** Sessions (`s`) beside one learner's mark in each (`r`, null where none). */
const withMarkOf = (db: Knex, userId: number) =>
  db('attendance_sessions as s').leftJoin('attendance_records as r', (j) =>
    j.on('r.session_id', 's.id').andOn('r.user_id', db.raw('?', [userId])),
  );

/** Offers learners' marks, one organisation at a time (`attendance.attendance-marks`). */
export function provideAttendanceMarks(env: RegisterEnv): void {
  env.provideService(attendanceMarksRef, (ctx) => ({
    async markOf(channelId, sessionId, userId) {
      const row = (await inChannel(withMarkOf(ctx.db, userId).where('s.id', sessionId), channelId).first(
        's.channel_id',
        's.lecture_id',
        'r.status',
      )) as { channel_id: number | null; lecture_id: number; status: string | null } | undefined;
      if (!row) return null;
      return {
        sessionId,
        userId,
        channelId: row.channel_id,
        lectureIndex: row.lecture_id,
        status: row.status ?? 'none',
      };
    },
    async sessionsOf(channelId, lectureIndex, userId) {
      const rows = (await inChannel(
        withMarkOf(ctx.db, userId)
          .where({ 's.lecture_id': lectureIndex })
          .where('s.start_at', '<=', ctx.db.fn.now())
          .orderBy([{ column: 's.start_at' }, { column: 's.id' }])
          .select('s.id', 'r.status'),
        channelId,
      )) as { id: number; status: string | null }[];
      return rows.map((r) => ({ sessionId: r.id, status: r.status }));
    },
    async marks(channelId, afterId, limit) {
      const rows = (await inChannel(
        ctx
          .db('attendance_records as r')
          .join('attendance_sessions as s', 's.id', 'r.session_id')
          .where('r.id', '>', afterId)
          .orderBy('r.id')
          .limit(limit)
          .select('r.id', 'r.session_id', 'r.user_id', 'r.status', 's.channel_id', 's.lecture_id'),
        channelId,
      )) as {
        id: number;
        session_id: number;
        user_id: number;
        status: string;
        channel_id: number | null;
        lecture_id: number;
      }[];
      return rows.map((r) => ({
        id: r.id,
        sessionId: r.session_id,
        userId: r.user_id,
        channelId: r.channel_id,
        lectureIndex: r.lecture_id,
        status: r.status,
      }));
    },
  }));
}
