import type { Knex } from 'knex';
import type { LectureCompletionsService } from '../common/lecture-completions.ts';

/** `lectures.lecture-completions`, read from the lectures and enrolments this plugin owns. */
export function lectureCompletionsService(db: Knex): LectureCompletionsService {
  return {
    async lecture(lectureIndex) {
      const row = (await db('lectures')
        .where({ id: lectureIndex })
        .first('id', 'channel_id', 'subject', 'certificate_issued')) as
        { id: number; channel_id: number | null; subject: string; certificate_issued: boolean } | undefined;
      return row
        ? {
            lectureIndex: row.id,
            channelId: row.channel_id,
            title: row.subject,
            certificateIssued: row.certificate_issued,
          }
        : null;
    },
    async isCompleted(lectureIndex, userId) {
      const row = await db('lecture_enrolments')
        .where({ lecture_id: lectureIndex, user_id: userId, state: 'joined' })
        .whereNotNull('completed_at')
        .first('id');
      return !!row;
    },
    async certifiedCompletions(since, limit, after) {
      const q = db('lecture_enrolments as e')
        .join('lectures as l', 'l.id', 'e.lecture_id')
        .where({ 'e.state': 'joined', 'l.certificate_issued': true })
        .whereNotNull('e.completed_at')
        .where('e.completion_announced_at', '>=', since)
        .orderBy([{ column: 'e.lecture_id' }, { column: 'e.user_id' }])
        .limit(limit)
        .select('e.lecture_id', 'e.user_id', 'e.completed_at', 'l.channel_id');
      if (after) q.whereRaw('(e.lecture_id, e.user_id) > (?, ?)', [after.lectureIndex, after.userId]);
      const rows = (await q) as {
        lecture_id: number;
        user_id: number;
        completed_at: Date;
        channel_id: number | null;
      }[];
      return rows.map((r) => ({
        lectureIndex: r.lecture_id,
        channelId: r.channel_id,
        userId: r.user_id,
        completedAt: new Date(r.completed_at),
      }));
    },
  };
}
