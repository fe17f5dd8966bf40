import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** An examinee's finished attempt, with the totals `assessment.exam-finished` carries. */
export interface FinishedAttempt {
  examIndex: number;
  userId: number;
  channelId: number | null;
  totalScore: number;
  maxTotalScore: number;
}

/**
 * `assessment.exam-results`: what a consumer of `assessment.exam-finished` needs to check an
 * announcement and to replay lost ones from the assessment's own tables.
 */
export interface ExamResults {
  /** The exam, in any channel (the caller compares `channelId` with the event's), or null. */
  exam(examIndex: number): Promise<{ examIndex: number; channelId: number | null; title: string } | null>;
  /** Whether a supervisor checked the examinee's identity. */
  identityChecked(examIndex: number, userId: number): Promise<boolean>;
  /** The attempts of these exams announced finished since `since`, with their totals. */
  finishedSince(examIndexes: readonly number[], since: Date): Promise<FinishedAttempt[]>;
}

/** The service ref (server only). */
export const examResultsRef: ServiceRef<ExamResults> =
  createServiceRef<ExamResults>('assessment.exam-results');
