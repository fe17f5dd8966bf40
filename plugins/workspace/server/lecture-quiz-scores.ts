import type { RegisterEnv } from '@seodang/sdk';
import { QuizPublishedStatus } from '../common/index.ts';
import { lectureQuizScoresRef } from '../common/lecture-quiz-scores.ts';

/** Offers a learner's first-try share of a lecture's quiz points (`workspace.lecture-quiz-scores`). */
export function provideLectureQuizScores(env: RegisterEnv): void {
  env.provideService(lectureQuizScoresRef, (ctx) => ({
    async percentOf(userId, lectureIndex) {
      const { db } = ctx;
      const quizzes = (await db('workspace_quizzes')
        .where({ lecture_index: lectureIndex, status: QuizPublishedStatus.PUBLISHED })
        .whereNotNull('lesson_index')
        .pluck('id')) as number[];
      if (!quizzes.length) return null;
      // The first graded submission of each quiz: what the learner knew before retrying.
      const firsts = (await db('workspace_submissions')
        .distinctOn('quiz_id')
        .where({ user_id: userId, kind: 'submit' })
        .whereIn('quiz_id', quizzes)
        .whereNot('status', 'pending')
        .whereNotNull('score')
        .where('max_score', '>', 0)
        .orderBy([{ column: 'quiz_id' }, { column: 'id' }])
        .select('quiz_id', 'score', 'max_score')) as { score: number; max_score: number }[];
      const shares = firsts.reduce((sum, s) => sum + Math.min(Number(s.score) / Number(s.max_score), 1), 0);
      return Math.round((shares / quizzes.length) * 1000) / 10;
    },
  }));
}
