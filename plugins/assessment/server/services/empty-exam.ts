import { AppError, type RequestContext } from '@seodang/sdk';

/** What the rule needs of an exam being saved. */
interface ExamBody {
  startAt: Date;
  quizzes: unknown[];
  examineeIds: number[];
}

/**
 * An exam with no questions is never open to examinees: saving one whose window has begun and
 * that has examinees (named now or already members) answers 400 `exam_no_questions`. Before the
 * start it stays a draft the teacher may finish later; the examinee's enter is refused anyway.
 */
export async function refuseOpenEmptyExam(
  rc: Pick<RequestContext, 'db'>,
  body: ExamBody,
  examId: number | null,
  now = Date.now(),
): Promise<void> {
  if (body.quizzes.length || body.startAt.getTime() > now) return;
  const members = examId
    ? await rc.db('assessment_exam_members').where({ exam_id: examId, role: 'student' }).first('user_id')
    : null;
  if (body.examineeIds.length || members)
    throw new AppError(400, 'exam_no_questions', 'assessment.error.exam_no_questions');
}
