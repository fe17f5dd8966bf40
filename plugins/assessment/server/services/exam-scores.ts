import { AppError, type RequestContext } from '@seodang/sdk';
import { examScoresRef, type ExamScores } from '@seodang/plugin-workspace/exam-scores';
import type { ExamRow } from './exam-access.ts';

/** One quiz of scoreData: the exam's points for it, scaled from the workspace's grading. */
export interface QuizScore {
  quizId: string;
  score: number;
  maxScore: number;
  graded: boolean;
  submittedAt: string | null;
  /** The quiz keeps its grading results from learners: the examinee's own view has no score for it. */
  private?: boolean;
}

function scoresService(rc: Pick<RequestContext, 'service'>): ExamScores {
  try {
    return rc.service(examScoresRef);
  } catch {
    throw new AppError(503, 'scores_unavailable', 'assessment.error.scores_unavailable');
  }
}

/**
 * scoreData of §3 for one examinee, from the real submission results of the exam's quizzes. In
 * the examinee's own view a quiz whose results are private counts in neither total and has no
 * score (`private`); supervisors and reports see everything.
 */
export async function scoreDataOf(
  rc: Pick<RequestContext, 'service'>,
  exam: ExamRow,
  userId: number,
  viewer: 'examinee' | 'supervisor' = 'supervisor',
) {
  const results = await scoresService(rc).resultsOf(
    userId,
    exam.quizzes.map((q) => q.quizId),
  );
  const quizScores: QuizScore[] = exam.quizzes.map((q) => {
    const r = results[q.quizId];
    if (viewer === 'examinee' && r?.private)
      return {
        quizId: q.quizId,
        score: 0,
        maxScore: q.score,
        graded: false,
        submittedAt: r.submittedAt,
        private: true,
      };
    // The exam gives each quiz its own points; the quiz's own maximum only sets the ratio.
    const score = r && r.maxScore > 0 ? Math.round((r.score / r.maxScore) * q.score * 100) / 100 : 0;
    return { quizId: q.quizId, score, maxScore: q.score, graded: !!r, submittedAt: r?.submittedAt ?? null };
  });
  const counted = quizScores.filter((q) => !q.private);
  return {
    totalScore: counted.reduce((s, q) => s + q.score, 0),
    maxTotalScore: counted.reduce((s, q) => s + q.maxScore, 0),
    quizScores,
    privateQuizCount: quizScores.length - counted.length,
  };
}
