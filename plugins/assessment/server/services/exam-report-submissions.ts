import type { RequestContext } from '@seodang/sdk';
import {
  examScoresRef,
  type ExamScores,
  type QuizSubmission,
  type SubmittedAnswer,
} from '@seodang/plugin-workspace/exam-scores';
import {
  reportAnswerFilePath,
  reportSubmissionPageSize,
  type ReportSubmission,
  type ReportSubmissionAnswer,
  type ReportSubmissionPage,
  type ReportSubmissions,
} from '../../common/report-submissions.ts';
import type { ExamRow } from './exam-access.ts';

/** The workspace's results service, or null when the workspace is not installed. */
const scoresService = (rc: RequestContext): ExamScores | null => rc.optionalService(examScoresRef) ?? null;

/** The exam's points for a grading on the quiz's own scale (the same ratio scoreData uses); null until graded. */
function examPoints(s: QuizSubmission, points: number): number | null {
  if (s.score === null || s.status === 'pending') return null;
  return s.maxScore && s.maxScore > 0 ? Math.round((s.score / s.maxScore) * points * 100) / 100 : 0;
}

const quizIdsOf = (exam: ExamRow) => exam.quizzes.map((q) => q.quizId);

function withExamPoints<T extends QuizSubmission>(exam: ExamRow, s: T): T & { examScore: number | null } {
  return { ...s, examScore: examPoints(s, exam.quizzes.find((q) => q.quizId === s.quizId)?.score ?? 0) };
}

/** Every submission to the exam's quizzes, oldest first, without answers, with the exam points each earned. Without the workspace there are none. */
export async function reportSubmissionsOf(
  rc: RequestContext,
  exam: ExamRow,
  userId: number,
): Promise<ReportSubmission[]> {
  const all = (await scoresService(rc)?.submissionsOf(userId, quizIdsOf(exam))) ?? [];
  return all.map((s) => withExamPoints(exam, s));
}

/** The report's submission part: each exam quiz with its count and the first page of the list. */
export function reportSubmissionsSummary(exam: ExamRow, all: ReportSubmission[]): ReportSubmissions {
  const list = all.slice(0, reportSubmissionPageSize);
  return {
    quizzes: exam.quizzes.map((q) => ({
      quizId: q.quizId,
      title: q.title,
      maxScore: q.score,
      count: all.filter((s) => s.quizId === q.quizId).length,
    })),
    page: { list, next: all.length > list.length ? list.at(-1)!.index : null },
  };
}

/** A page of submissions after the cursor `after`, of one quiz when `quizId` is given. */
export async function reportSubmissionPage(
  rc: RequestContext,
  exam: ExamRow,
  userId: number,
  query: { quizId?: string; after?: number; limit?: number },
): Promise<ReportSubmissionPage> {
  const limit = query.limit ?? reportSubmissionPageSize;
  // One more than asked says whether another page follows.
  const rows =
    (await scoresService(rc)?.submissionsOf(userId, quizIdsOf(exam), {
      quizId: query.quizId,
      after: query.after,
      limit: limit + 1,
    })) ?? [];
  const list = rows.slice(0, limit).map((s) => withExamPoints(exam, s));
  return { list, next: rows.length > limit ? list.at(-1)!.index : null };
}

/** One submission's answer as handed in, or null when it is not this examinee's submission to this exam. */
export async function submittedAnswerOf(
  rc: RequestContext,
  exam: ExamRow,
  userId: number,
  submissionIndex: number,
): Promise<SubmittedAnswer | null> {
  return (await scoresService(rc)?.submissionAnswer(userId, quizIdsOf(exam), submissionIndex)) ?? null;
}

interface HandedInFile {
  name?: unknown;
  content?: unknown;
  data?: unknown;
}

/** The answer's files when it has a `files` list (code answers and file_submit). */
export function answerFiles(answer: unknown): HandedInFile[] | null {
  const files = (answer as { files?: unknown } | null)?.files;
  return Array.isArray(files) ? (files as HandedInFile[]) : null;
}

/** Bytes held by a base64 string. */
const base64Bytes = (b64: string) =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/**
 * A submission for the report's review: a handed-in file's bytes stay on the server and become its
 * size and download address, so opening a submission never carries the uploads.
 */
export function presentSubmittedAnswer(
  exam: ExamRow,
  userId: number,
  s: SubmittedAnswer,
): ReportSubmissionAnswer {
  const files = answerFiles(s.answer);
  const answer = files
    ? {
        ...(s.answer as object),
        files: files.map((f, i) =>
          typeof f.data === 'string'
            ? {
                name: String(f.name ?? ''),
                size: base64Bytes(f.data),
                url: reportAnswerFilePath(exam.id, userId, s.index, i),
              }
            : f,
        ),
      }
    : s.answer;
  return { ...withExamPoints(exam, s), answer };
}
