import type { Knex, RegisterEnv } from '@seodang/sdk';
import { classAnswersRef, type ClassAnswers, type ClassQuiz } from '../common/class-answers.ts';
import { QuizPublishedStatus } from '../common/statuses.ts';

/** The channel's published quizzes that are not answered inside an exam (`exam_mode`). */
const classQuizzes = (db: Knex, channelId: number | null) =>
  db('workspace_quizzes')
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .where('status', '<>', QuizPublishedStatus.NOT_PUBLISHED)
    .whereRaw("coalesce(common->'setting'->>'mode', 'submit_mode') <> 'exam_mode'");

const inLecture = (q: Knex.QueryBuilder, lectureIndex: number | null) =>
  lectureIndex === null ? q.whereNull('lecture_index') : q.where('lecture_index', lectureIndex);

const present = (r: {
  id: number;
  title: string;
  type: string;
  lecture_index: number | null;
}): ClassQuiz => ({
  index: Number(r.id),
  title: r.title,
  type: r.type,
  lectureIndex: r.lecture_index,
});

/** The `workspace.class-answers` service over the workspace's tables. */
export function classAnswersService(db: Knex): ClassAnswers {
  return {
    async quizzesOf(channelId, lectureIndex) {
      const rows = await inLecture(classQuizzes(db, channelId), lectureIndex)
        .orderBy('id')
        .select('id', 'title', 'type', 'lecture_index');
      return rows.map(present);
    },
    async quizOf(channelId, lectureIndex, quizIndex) {
      const row = await inLecture(classQuizzes(db, channelId), lectureIndex)
        .where('id', quizIndex)
        .first('id', 'title', 'type', 'lecture_index');
      return row ? present(row) : null;
    },
    async answersOf(channelId, quizIndex, userIds) {
      if (!userIds.length) return [];
      const rows: { user_id: number; version: number; answer: unknown; updated_at: Date }[] = await db(
        'workspace_answers as a',
      )
        .join('workspace_quizzes as q', 'q.id', 'a.quiz_id')
        .where('a.quiz_id', quizIndex)
        .whereRaw('coalesce(q.channel_id, 0) = ?', [channelId ?? 0])
        .whereIn('a.user_id', userIds)
        .select('a.user_id', 'a.version', 'a.answer', 'a.updated_at');
      return rows.map((r) => ({
        userId: Number(r.user_id),
        version: r.version,
        answer: r.answer,
        updatedAt: new Date(r.updated_at).toISOString(),
      }));
    },
  };
}

/** Offers the live-class plugin's code tab the class's quizzes and its learners' saved answers. */
export function provideClassAnswers(env: RegisterEnv): void {
  env.provideService(classAnswersRef, (ctx) => classAnswersService(ctx.db));
}
