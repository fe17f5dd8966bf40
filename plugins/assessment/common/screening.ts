import type { Knex } from 'knex';
import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** An exam another plugin may use to screen people (a recruitment posting's screening assessment). */
export interface ScreeningExam {
  examIndex: number;
  title: string;
  /** The assessment the exam belongs to. */
  assessmentTitle: string;
  startAt: string;
  endAt: string;
  /** The examinee's way in: `/assessment/{lectureSeq}/{lectureSlug}/exam/{examIndex}`. */
  path: string;
}

/** Where an examinee stands in a screening exam. */
export interface ScreeningResult {
  /** `registered` until they enter, `started` once they did, `finished` when their exam ended. */
  state: 'registered' | 'started' | 'finished';
  /** The points they scored, known once finished (null before). */
  totalScore: number | null;
  maxTotalScore: number;
}

/**
 * `assessment.screening`: exams of a channel used to screen people outside the assessment's own
 * screens. Every lookup is inside the caller's channel: an exam of another channel is not there.
 */
export interface Screening {
  /** Exams of the channel that have not ended, that the user may attach: their own, or all for an admin. */
  selectable(channelId: number | null, userId: number, isAdmin: boolean): Promise<ScreeningExam[]>;
  /** One exam of the channel, or null (missing, or of another channel). */
  exam(channelId: number | null, examIndex: number): Promise<ScreeningExam | null>;
  /**
   * Registers the user as an examinee of the exam in the caller's transaction. Idempotent; a
   * supervisor of that exam stays a supervisor (false), since one person cannot sit and watch.
   */
  register(trx: Knex, examIndex: number, userId: number): Promise<boolean>;
  /** Takes back a registration in the caller's transaction, unless they already entered the exam (their attempt stays). */
  withdraw(trx: Knex, examIndex: number, userId: number): Promise<void>;
  /** How each of these users stands in the exam (absent: not an examinee of it). */
  results(examIndex: number, userIds: readonly number[]): Promise<Map<number, ScreeningResult>>;
}

/** The service ref (server only). */
export const screeningRef: ServiceRef<Screening> = createServiceRef<Screening>('assessment.screening');
