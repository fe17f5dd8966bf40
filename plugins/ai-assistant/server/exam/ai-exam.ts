import { AppError, type RequestContext } from '@seodang/sdk';
import { examGateRef, type ActiveExam } from '@seodang/plugin-workspace/exam-gate';
import { activeExamOf } from '../exam-guard.ts';

/** The 404 of an exam that is missing, of another channel, or without the assessment plugin. */
export const examNotFound = { code: 'exam_not_found', messageKey: 'ai.error.exam_not_found' };

/** Resolves an exam id of the path in the request's channel (404 `exam_not_found` otherwise). */
export async function examInChannel(rc: RequestContext, examIndex: number): Promise<void> {
  if (!rc.optionalService(examGateRef)) throw new AppError(404, examNotFound.code, examNotFound.messageKey);
  await rc.inChannel('exam', examIndex, examNotFound);
}

/** An AI exam the caller is taking right now, with its guardrail and prompt limit. */
export type RunningAiExam = ActiveExam & { assist: NonNullable<ActiveExam['assist']> };

/** What the caller is in, as the exam routes see it for one exam. */
export type ExamSituation =
  | { kind: 'ai'; exam: RunningAiExam }
  /** An ordinary exam (this one or another): the assistant stays off. */
  | { kind: 'ordinary'; exam: ActiveExam }
  /** Not an examinee of this exam right now. */
  | { kind: 'none' };

/** Where the caller stands with `examIndex`: in it as an AI exam, in an ordinary exam, or neither. */
export async function situationOf(rc: RequestContext, examIndex: number): Promise<ExamSituation> {
  const active = await activeExamOf(rc);
  if (!active) return { kind: 'none' };
  if (active.examIndex === examIndex && active.aiExam && active.assist)
    return { kind: 'ai', exam: active as RunningAiExam };
  if (!active.aiExam) return { kind: 'ordinary', exam: active };
  return { kind: 'none' };
}

/** The refusals of an exam route: 403 `ai_exam_in_progress` in an ordinary exam, else 403 `ai_exam_not_active`. */
export function refusalOf(situation: Exclude<ExamSituation, { kind: 'ai' }>): AppError {
  return situation.kind === 'ordinary'
    ? new AppError(403, 'ai_exam_in_progress', 'ai.error.ai_exam_in_progress')
    : new AppError(403, 'ai_exam_not_active', 'ai.error.ai_exam_not_active');
}
