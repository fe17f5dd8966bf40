import { createServiceRef, type Knex, type ServiceRef } from '@seodang/sdk';

/** Who enrols a learner through the service, e.g. `{ kind: 'roadmap-purchase', id: <order item id> }`. */
export interface EnrolmentSource {
  /** 1–40 characters, one name per kind of source. */
  kind: string;
  id: number;
}

/**
 * `lectures.enrolments`: another plugin enrols a learner in lectures of one organisation (a channel,
 * or null for the public site) on behalf of a source, and withdraws what that source made. Ids of
 * another organisation's lectures are ignored. Given `trx`, every write is in the caller's
 * transaction.
 */
export interface LectureEnrolments {
  /**
   * Joins `userId` to each published lecture of `channelId` among `lectureIds`, once per (user,
   * lecture, source): a second call changes nothing; an unpublished one is skipped. Answers the lectures this source was newly recorded for.
   */
  enrol(
    input: { channelId: number | null; userId: number; lectureIds: number[]; source: EnrolmentSource },
    trx?: Knex.Transaction,
  ): Promise<number[]>;
  /**
   * Forgets `source` for `userId` and takes back the enrolments it made that no other source holds:
   * neither another source of this service nor a direct purchase, nor one the learner held before
   * the source came. With `lectureIds`, only those lectures' (a lecture taken off a roadmap).
   * Answers the lectures whose enrolment was removed.
   */
  withdraw(
    input: { channelId: number | null; userId: number; source: EnrolmentSource; lectureIds?: number[] },
    trx?: Knex.Transaction,
  ): Promise<number[]>;
  /**
   * Suspends what `source` holds for `userId` (a refund of it waits for a decision, as commerce's
   * purchasable `suspend`): a lecture held only through suspended holdings does not open
   * (`403 study_suspended`). Idempotent. Answers the lectures whose holding was suspended now.
   */
  suspend(
    input: { channelId: number | null; userId: number; source: EnrolmentSource },
    trx?: Knex.Transaction,
  ): Promise<number[]>;
  /** Lifts {@link suspend} (the refund was refused or withdrawn). Idempotent; answers the lectures resumed. */
  resume(
    input: { channelId: number | null; userId: number; source: EnrolmentSource },
    trx?: Knex.Transaction,
  ): Promise<number[]>;
}

/** The service ref (server only). */
export const lectureEnrolmentsRef: ServiceRef<LectureEnrolments> =
  createServiceRef<LectureEnrolments>('lectures.enrolments');
