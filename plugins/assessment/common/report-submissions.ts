import type { QuizSubmission } from './exam-scores.ts';

/** One submission in the examinee report: the workspace's record plus its place and the exam points it earned. */
export interface ReportSubmission extends QuizSubmission {
  /** 1 for the quiz's first submission. */
  number: number;
  /** The exam's points for this grading; null while grading or when it failed. */
  examScore: number | null;
}

/** One exam quiz's submissions in the report, oldest first. */
export interface ReportQuizSubmissions {
  quizId: string;
  title: string;
  /** The exam's points for the quiz. */
  maxScore: number;
  submissions: ReportSubmission[];
}
