import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** The graded result of one quiz for one user: the score of the last graded submission. */
export interface QuizResult {
  score: number;
  maxScore: number;
  submittedAt: string;
  /** The quiz keeps its grading results from learners (hideGradingResult): examinees do not see this score. */
  private?: boolean;
}

/**
 * Submission results of an examinee's exam quizzes. The workspace plugin provides it (it owns the
 * submissions); the assessment reads scores and the report through it.
 */
export interface ExamScores {
  /** By quiz id (the workspace quiz index as a string); a quiz never graded is absent. */
  resultsOf(userId: number, quizIds: string[]): Promise<Record<string, QuizResult>>;
}

/** `env.provideService(examScoresRef, ...)` in the workspace; `rc.service(examScoresRef)` here. */
export const examScoresRef: ServiceRef<ExamScores> = createServiceRef<ExamScores>('workspace.exam-scores');
