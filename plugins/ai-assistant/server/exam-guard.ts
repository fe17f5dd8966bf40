import { AppError, type RequestContext } from '@seodang/sdk';
import { examGateRef, type ActiveExam } from '@seodang/plugin-workspace/exam-gate';

/** The exam or level test the caller is an examinee of right now (entered, not finished, window open), or null. */
export async function activeExamOf(
  rc: Pick<RequestContext, 'user' | 'optionalService'>,
): Promise<ActiveExam | null> {
  if (!rc.user) return null;
  const gate = rc.optionalService(examGateRef);
  return gate ? gate.activeExamOf(rc.user.id) : null;
}

/** 403 `ai_exam_in_progress` while the caller is in an exam; every `{ai}` route calls it first. */
export async function assertNotInExam(rc: Pick<RequestContext, 'user' | 'optionalService'>): Promise<void> {
  if (await activeExamOf(rc)) throw new AppError(403, 'ai_exam_in_progress', 'ai.error.ai_exam_in_progress');
}
