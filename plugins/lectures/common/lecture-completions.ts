import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A lecture as a certificate issuer sees it. */
export interface CertifiedLecture {
  lectureIndex: number;
  /** The lecture's channel (null: the public site). */
  channelId: number | null;
  title: string;
  /** The lecture's own "certificate issued" setting (`certificateIssued`). */
  certificateIssued: boolean;
}

/** A learner's completed lecture. */
export interface LectureCompletion {
  lectureIndex: number;
  channelId: number | null;
  userId: number;
  completedAt: Date;
}

/**
 * `lectures.lecture-completions`: what a consumer of `lectures.lecture-completed` needs to check an
 * announcement and to replay lost ones from the lectures' own tables.
 */
export interface LectureCompletionsService {
  /** The lecture, in any channel (the caller compares `channelId` with the event's), or null. */
  lecture(lectureIndex: number): Promise<CertifiedLecture | null>;
  /** Whether the learner is joined and has every lesson complete. */
  isCompleted(lectureIndex: number, userId: number): Promise<boolean>;
  /**
   * Completions announced since `since`, in lectures whose certificate setting is on, oldest
   * first, at most `limit`, after the completion `after` (the last one of the previous page).
   */
  certifiedCompletions(
    since: Date,
    limit: number,
    after?: { lectureIndex: number; userId: number },
  ): Promise<LectureCompletion[]>;
}

/** The service ref. */
export const lectureCompletionsRef: ServiceRef<LectureCompletionsService> =
  createServiceRef<LectureCompletionsService>('lectures.lecture-completions');
