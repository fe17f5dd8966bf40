import { AppError, type RequestContext } from '@seodang/sdk';
import { examScoresRef, type ExamScores } from '../../common/exam-scores.ts';
import type { ExamRow } from './exam-access.ts';

/** One quiz of scoreData: the exam's points for it, scaled from the workspace's grading. */
export interface QuizScore {
  quizId: string;
  score: number;
  maxScore: number;
  graded: boolean;
  submittedAt: string | null;
}

function scoresService(rc: RequestContext): ExamScores {
  try {
    return rc.service(examScoresRef);
  } catch {
    throw new AppError(503, 'scores_unavailable', 'assessment.error.scores_unavailable');
  }
}

/** scoreData of §3 for one examinee, from the real submission results of the exam's quizzes. */
export async function scoreDataOf(rc: RequestContext, exam: ExamRow, userId: number) {
  const results = await scoresService(rc).resultsOf(userId, exam.quizzes.map((q) => q.quizId));
  const quizScores: QuizScore[] = exam.quizzes.map((q) => {
    const r = results[q.quizId];
    // The exam gives each quiz its own points; the quiz's own maximum only sets the ratio.
    const score = r && r.maxScore > 0 ? Math.round((r.score / r.maxScore) * q.score * 100) / 100 : 0;
    return { quizId: q.quizId, score, maxScore: q.score, graded: !!r, submittedAt: r?.submittedAt ?? null };
  });
  return {
    totalScore: quizScores.reduce((s, q) => s + q.score, 0),
    maxTotalScore: quizScores.reduce((s, q) => s + q.maxScore, 0),
    quizScores,
  };
}
