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

/** One submission of a quiz (kind 'submit') as the report lists it: no answer (that is fetched when opened). */
export interface QuizSubmission {
  /** The workspace submission index. */
  index: number;
  quizId: string;
  /** 1 for the quiz's first submission, counted over all of them (a page keeps the count). */
  number: number;
  createdAt: string;
  /** 'pending' while grading, then the workspace's final status. */
  status: string;
  outcome: string;
  /** On the quiz's own scale (the workspace's grading); null until graded. */
  score: number | null;
  maxScore: number | null;
  tests: SubmissionVerdict[];
}

/** One submission with the answer handed in and the compiler's output: for the exam's supervisors only. */
export interface SubmittedAnswer extends QuizSubmission {
  /** The answer as handed in: a code answer's `{ language, files }`, a file_submit's `{ files: [{ name, data }] }`, or the quiz type's own answer. */
  answer: unknown;
  /** Compilation of a judged code answer (its output names the examinee's own code only); null otherwise. */
  compile: { ok: boolean; output: string } | null;
}

/** A page of submissions: oldest first, those after submission `after` (keyset), of one quiz when `quizId` is set. */
export interface SubmissionPageQuery {
  quizId?: string;
  after?: number;
  limit: number;
}

/**
 * Submission results of an examinee's exam quizzes. The workspace plugin provides it (it owns the
 * submissions); the assessment reads scores and the report through it.
 */
export interface ExamScores {
  /** By quiz id (the workspace quiz index as a string); a quiz never graded is absent. */
  resultsOf(userId: number, quizIds: string[]): Promise<Record<string, QuizResult>>;
  /** The quizzes' submissions, oldest first, without answers: every one, or a page of them. */
  submissionsOf(userId: number, quizIds: string[], page?: SubmissionPageQuery): Promise<QuizSubmission[]>;
  /** One of the user's submissions to these quizzes with its answer; null when it is not one of them. */
  submissionAnswer(
    userId: number,
    quizIds: string[],
    submissionIndex: number,
  ): Promise<SubmittedAnswer | null>;
}

/** `env.provideService(examScoresRef, ...)` in the workspace; `rc.service(examScoresRef)` here. */
export const examScoresRef: ServiceRef<ExamScores> = createServiceRef<ExamScores>('workspace.exam-scores');
