import { z } from 'zod';
import { AppError, sendAttachment, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { requireReportOf, type ExamRow } from '../services/exam-access.ts';
import {
  answerFiles,
  presentSubmittedAnswer,
  reportSubmissionPage,
  submittedAnswerOf,
} from '../services/exam-report-submissions.ts';
import type { SubmittedAnswer } from '@seodang/plugin-workspace/exam-scores';
import { reportSubmissionMessages } from '../../common/report-messages.ts';
import { examParams } from './params.ts';
import { idSchema } from '@seodang/sdk/common';

const submissionsPath = '/api/exam/:examIndex/report/:userId/submissions';
const userParams = examParams.extend({ userId: idSchema });
const submissionParams = userParams.extend({ submissionIndex: idSchema });
const tags = ['exam', 'report'];

/** The exam for its supervisors (as the report itself: 403 for anyone else), once `userId` is one of its examinees (404 otherwise). */
async function examOfExaminee(rc: RequestContext, examIndex: number, userId: number): Promise<ExamRow> {
  const { exam } = await requireReportOf(rc, examIndex, userId);
  const member = await rc
    .db('assessment_exam_members')
    .where({ exam_id: exam.id, user_id: userId, role: 'student' })
    .first('user_id');
  if (!member) throw new AppError(404, 'submission_not_found', 'assessment.error.submission_not_found');
  return exam;
}

/** The examinee's submission to the exam, with its answer, or a 404. */
async function requireSubmission(
  rc: RequestContext,
  params: z.infer<typeof submissionParams>,
): Promise<{ exam: ExamRow; submission: SubmittedAnswer }> {
  const exam = await examOfExaminee(rc, params.examIndex, params.userId);
  const submission = await submittedAnswerOf(rc, exam, params.userId, params.submissionIndex);
  if (!submission) throw new AppError(404, 'submission_not_found', 'assessment.error.submission_not_found');
  return { exam, submission };
}

/**
 * The report's submissions beyond its first page, one submission's answer when it is opened, and a
 * handed-in file as a download: the exam's supervisors only, like the report.
 */
export function registerReportSubmissionRoutes(env: RegisterEnv): void {
  env.messages(reportSubmissionMessages);
  env.route({
    method: 'GET',
    path: submissionsPath,
    summary:
      "A page of an examinee's submissions, oldest first, without answers (keyset: after = the last index seen)",
    tags,
    access: 'user',
    params: userParams,
    query: z.object({
      quizId: z.string().trim().min(1).max(40).optional(),
      after: idSchema.optional(),
      limit: z.coerce.number().int().min(1).max(100).optional(),
    }),
    async handler({ params, query }, rc) {
      const exam = await examOfExaminee(rc, params.examIndex, params.userId);
      return { data: await reportSubmissionPage(rc, exam, params.userId, query) };
    },
  });
  env.route({
    method: 'GET',
    path: `${submissionsPath}/:submissionIndex`,
    summary: "One submission with its answer (handed-in files as download links) and the compiler's output",
    tags,
    access: 'user',
    params: submissionParams,
    async handler({ params }, rc) {
      const { exam, submission } = await requireSubmission(rc, params);
      return { data: presentSubmittedAnswer(exam, params.userId, submission) };
    },
  });
  env.route({
    method: 'GET',
    path: `${submissionsPath}/:submissionIndex/files/:fileIndex`,
    summary: 'A handed-in file of a submission, as an attachment',
    tags,
    access: 'user',
    params: submissionParams.extend({ fileIndex: z.coerce.number().int().min(0).max(99) }),
    async handler({ params }, rc) {
      const { submission } = await requireSubmission(rc, params);
      const file = answerFiles(submission.answer)?.[params.fileIndex];
      if (typeof file?.data !== 'string')
        throw new AppError(404, 'submission_file_not_found', 'assessment.error.submission_file_not_found');
      sendAttachment(rc, String(file.name ?? ''), Buffer.from(file.data, 'base64'));
      return undefined;
    },
  });
}
