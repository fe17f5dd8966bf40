import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** The graded result of one quiz for one user: the score of the last graded submission. */
export interface QuizResult {
  score: number;
  maxScore: number;
  submittedAt: string;
  /** The quiz keeps its grading results from learners (hideGradingResult): examinees do not see this score. */
  private?: boolean;
}

/** One test of a submission as the report shows it: its name and verdict, never its input or output. */
export interface SubmissionVerdict {
  name: string;
  verdict: string;
}

/** One submission of a quiz (kind 'submit'), with the answer handed in: for the exam's supervisors only. */
export interface QuizSubmission {
  /** The workspace submission index. */
  index: number;
  createdAt: string;
  /** 'pending' while grading, then the workspace's final status. */
  status: string;
  outcome: string;
  /** On the quiz's own scale (the workspace's grading); null until graded. */
  score: number | null;
  maxScore: number | null;
  tests: SubmissionVerdict[];
  /** The answer as handed in: a code answer's `{ language, files }`, or the quiz type's own answer. */
  answer: unknown;
}

/**
 * Submission results of an examinee's exam quizzes. The workspace plugin provides it (it owns the
 * submissions); the assessment reads scores and the report through it.
 */
export interface ExamScores {
  /** By quiz id (the workspace quiz index as a string); a quiz never graded is absent. */
  resultsOf(userId: number, quizIds: string[]): Promise<Record<string, QuizResult>>;
  /** Every submission of each quiz, oldest first, by quiz id; a quiz never submitted is absent. */
  submissionsOf(userId: number, quizIds: string[]): Promise<Record<string, QuizSubmission[]>>;
}

/** `env.provideService(examScoresRef, ...)` in the workspace; `rc.service(examScoresRef)` here. */
export const examScoresRef: ServiceRef<ExamScores> = createServiceRef<ExamScores>('workspace.exam-scores');
