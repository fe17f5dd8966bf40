import type { Knex } from '@seodang/sdk';
import type { LearningRecords } from '../common/learning-records.ts';

/** Lessons and lectures completed, one organisation at a time (`lectures.learning-records`). */
export function learningRecordsService(db: Knex): LearningRecords {
  const inChannel = (q: Knex.QueryBuilder, channelId: number | null) =>
    channelId === null ? q.whereNull('l.channel_id') : q.where('l.channel_id', channelId);
  return {
    async completedLessons(channelId, after, limit) {
      const q = db('lecture_lesson_progress as p')
        .join('lectures as l', 'l.id', 'p.lecture_id')
        .where('p.state', 1)
        .orderBy([{ column: 'p.lesson_id' }, { column: 'p.user_id' }])
        .limit(limit)
        .select('p.user_id', 'p.lesson_id', 'p.lecture_id', 'l.channel_id');
      inChannel(q, channelId);
      if (after) q.whereRaw('(p.lesson_id, p.user_id) > (?, ?)', [after.lessonIndex, after.userId]);
      const rows = (await q) as {
        user_id: number;
        lesson_id: number;
        lecture_id: number;
        channel_id: number | null;
      }[];
      return rows.map((r) => ({
        userId: r.user_id,
        channelId: r.channel_id,
        lectureIndex: r.lecture_id,
        lessonIndex: r.lesson_id,
      }));
    },
    async completedLectures(channelId, after, limit) {
      const q = db('lecture_enrolments as n')
        .join('lectures as l', 'l.id', 'n.lecture_id')
        .whereNotNull('n.completed_at')
        .orderBy([{ column: 'n.lecture_id' }, { column: 'n.user_id' }])
        .limit(limit)
        .select('n.user_id', 'n.lecture_id', 'l.channel_id');
      inChannel(q, channelId);
      if (after) q.whereRaw('(n.lecture_id, n.user_id) > (?, ?)', [after.lectureIndex, after.userId]);
      const rows = (await q) as { user_id: number; lecture_id: number; channel_id: number | null }[];
      return rows.map((r) => ({ userId: r.user_id, channelId: r.channel_id, lectureIndex: r.lecture_id }));
    },
  };
}
