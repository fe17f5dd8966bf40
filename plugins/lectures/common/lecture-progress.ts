import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A lecture as a path through the catalogue (a roadmap) links it, with one learner's enrolment. */
export interface LinkedLecture {
  lectureIndex: number;
  title: string;
  /** The lecture's URL slug (`/lecture/{index}/{slug}`). */
  slug: string;
  /** Published and public: open to the channel's audience (or the public site's). */
  isOpen: boolean;
  /** The learner's enrolment: none, joined, or joined with every lesson complete. */
  enrolment: 'none' | 'joined' | 'completed';
}

/** A lesson as a roadmap links it, with one learner's lesson state (spec §4 `lessonStates`). */
export interface LinkedLesson {
  lessonIndex: number;
  lectureIndex: number;
  title: string;
  lectureTitle: string;
  /** The lecture's URL slug (`/lecture/{index}/{slug}/lesson/{lessonIndex}`). */
  lectureSlug: string;
  /** Its lecture is published and public. */
  isOpen: boolean;
  /** DEFAULT 0 when the learner has no progress (or no learner was given). */
  state: number;
}

/**
 * `lectures.lecture-progress`: many lectures' and lessons' titles, openness and one learner's
 * progress in one call each. Only indexes of the given channel answer (null: the public site);
 * the rest are left out, like missing ones. `userId` null reads no progress.
 */
export interface LectureProgressService {
  lectures(
    channelId: number | null,
    userId: number | null,
    lectureIndexes: readonly number[],
  ): Promise<LinkedLecture[]>;
  lessons(
    channelId: number | null,
    userId: number | null,
    lessonIndexes: readonly number[],
  ): Promise<LinkedLesson[]>;
}

/** The service ref. */
export const lectureProgressRef: ServiceRef<LectureProgressService> =
  createServiceRef<LectureProgressService>('lectures.lecture-progress');
