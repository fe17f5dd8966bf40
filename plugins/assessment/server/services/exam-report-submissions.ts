import type { RequestContext } from '@seodang/sdk';
import { examScoresRef, type ExamScores, type QuizSubmission } from '../../common/exam-scores.ts';
import type { ReportQuizSubmissions } from '../../common/report-submissions.ts';
import type { ExamRow } from './exam-access.ts';

/** The workspace's results service, or null when the workspace is not installed. */
function scoresService(rc: RequestContext): ExamScores | null {
  try {
    return rc.service(examScoresRef);
  } catch {
    return null;
  }
}

/** The exam's points for a grading on the quiz's own scale (the same ratio scoreData uses); null until graded. */
function examPoints(s: QuizSubmission, points: number): number | null {
  if (s.score === null || s.status === 'pending') return null;
  return s.maxScore && s.maxScore > 0 ? Math.round((s.score / s.maxScore) * points * 100) / 100 : 0;
}

/**
 * Every submission of each of the exam's quizzes, oldest first, with the answer handed in and the
 * exam points it earned. For the report (supervisors only). Without the workspace there are none.
 */
export async function reportSubmissionsOf(rc: RequestContext, exam: ExamRow, userId: number): Promise<ReportQuizSubmissions[]> {
  const byQuiz = (await scoresService(rc)?.submissionsOf(userId, exam.quizzes.map((q) => q.quizId))) ?? {};
  return exam.quizzes.map((q) => ({
    quizId: q.quizId, title: q.title, maxScore: q.score,
    submissions: (byQuiz[q.quizId] ?? []).map((s, i) => ({ ...s, number: i + 1, examScore: examPoints(s, q.score) })),
  }));
}
