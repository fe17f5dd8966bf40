import { defineEvent, type EventDef } from '@seodang/sdk';

/** The payload of {@link examFinished}. */
export interface ExamFinished {
  examIndex: number;
  userId: number;
  /** The exam's channel (null: the public site). */
  channelId: number | null;
  /** The examinee's scoreData totals (every quiz counted, as supervisors see them). */
  totalScore: number;
  maxTotalScore: number;
}

/**
 * `assessment.exam-finished`: an examinee's exam finished, once per examinee and exam, emitted
 * after it is stored: when they press finish, or once their own deadline (the end, moved by the
 * owner or not, plus extra and paused time) has passed after they entered at least once; a sweep
 * every minute finds those. Consumers stay idempotent all the same: a lost event is found again in
 * `assessment_exam_members`.
 * Kept apart from `common/index.ts` so web bundles never pull in the server SDK.
 */
export const examFinished: EventDef<ExamFinished> = defineEvent<ExamFinished>('assessment.exam-finished');
