import type { RequestContext } from '@seodang/sdk';
import type { CallStatus } from '../register/ai-calls.ts';

/** `ai.prompt` on `exam:{examIndex}:supervisors`: a prompt asked in an exam, and again once answered. */
export interface ExamPromptEvent {
  examIndex: number;
  userId: number;
  responseId: string;
  prompt: string;
  status: CallStatus;
  /** The answer the examinee saw, once done. */
  answer?: string | null;
  /** ISO time of the event. */
  at: string;
}

/**
 * Tells the exam's supervisors (their realtime topic, guarded by the assessment plugin) about a
 * prompt. A failed publish never fails the examinee's answer: the register keeps it anyway.
 */
export async function publishExamPrompt(
  rc: Pick<RequestContext, 'publish' | 'log'>,
  event: Omit<ExamPromptEvent, 'at'>,
): Promise<void> {
  try {
    await rc.publish(`exam:${event.examIndex}:supervisors`, 'ai.prompt', {
      ...event,
      at: new Date().toISOString(),
    } satisfies ExamPromptEvent);
  } catch (error) {
    rc.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'ai.prompt not published');
  }
}
