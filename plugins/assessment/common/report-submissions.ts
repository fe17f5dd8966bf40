import type { QuizSubmission } from '@seodang/plugin-workspace/exam-scores';

/** Submissions the report lists at a time (the report's first page and each further page). */
export const reportSubmissionPageSize = 20;

/** One submission in the examinee report's list: the workspace's record plus the exam points it earned; no answer. */
export interface ReportSubmission extends QuizSubmission {
  /** The exam's points for this grading; null while grading or when it failed. */
  examScore: number | null;
}

/** One exam quiz in the report's submission list: its exam points and how many submissions it has. */
export interface ReportSubmissionQuiz {
  quizId: string;
  title: string;
  /** The exam's points for the quiz. */
  maxScore: number;
  count: number;
}

/** A page of submissions, oldest first; `next` is the cursor (`after`) of the page that follows, null on the last. */
export interface ReportSubmissionPage {
  list: ReportSubmission[];
  next: number | null;
}

/** The report's `submissions`: every exam quiz with its count, and the first page over all of them. */
export interface ReportSubmissions {
  quizzes: ReportSubmissionQuiz[];
  page: ReportSubmissionPage;
}

/** A handed-in file of an answer as the report sends it: its size and download address, never its bytes. */
export interface ReportAnswerFile {
  name: string;
  /** Source text of a code answer's file. */
  content?: string;
  /** Bytes of a handed-in file (file_submit), downloaded from `url`. */
  size?: number;
  url?: string;
}

/** GET …/report/{userId}/submissions/{submissionIndex}: one submission with its answer, opened from the list. */
export interface ReportSubmissionAnswer extends ReportSubmission {
  /** A code answer's `{ language, files }`, a file_submit's `{ files }` (sizes and links), or the quiz type's own answer. */
  answer: unknown;
  /** The compiler's output of a judged code answer; null when nothing was compiled. */
  compile: { ok: boolean; output: string } | null;
}

/** The report's address of a handed-in file (the file's place in the answer). */
export const reportAnswerFilePath = (
  examIndex: number,
  userId: number,
  submissionIndex: number,
  fileIndex: number,
) => `/api/exam/${examIndex}/report/${userId}/submissions/${submissionIndex}/files/${fileIndex}`;
