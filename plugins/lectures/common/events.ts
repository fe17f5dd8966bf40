import { defineEvent, type EventDef } from '@seodang/sdk';

/** The payload of {@link lessonCompleted}. */
export interface LessonCompleted {
  userId: number;
  /** The lecture's channel (null: the public site). */
  channelId: number | null;
  lectureIndex: number;
  lessonIndex: number;
  /** Whether this completion finished the whole lecture. */
  lectureComplete: boolean;
}

/**
 * `lectures.lesson-completed`: a learner's lesson became COMPLETE, through a graded quiz or a text
 * or video lesson clicked done, emitted after the progress is stored (once: a second RIGHT
 * submission or click does not emit again).
 * Kept apart from `common/index.ts` so web bundles never pull in the server SDK.
 */
export const lessonCompleted: EventDef<LessonCompleted> =
  defineEvent<LessonCompleted>('lectures.lesson-completed');

/** The payload of {@link lectureCompleted}. */
export interface LectureCompleted {
  userId: number;
  /** The lecture's channel (null: the public site). */
  channelId: number | null;
  lectureIndex: number;
}

/**
 * `lectures.lecture-completed`: a learner completed the last lesson of a lecture, emitted after
 * the progress is stored, once per learner and lecture (a lesson added later and completed again
 * does not announce it a second time). Consumers stay idempotent all the same: a lost event is
 * found again in `lecture_enrolments.completed_at`.
 */
export const lectureCompleted: EventDef<LectureCompleted> = defineEvent<LectureCompleted>(
  'lectures.lecture-completed',
);

/** The payload of {@link lecturePublished}. */
export interface LecturePublished {
  /** The lecture's channel (null: the public site). */
  channelId: number | null;
  lectureIndex: number;
}

/**
 * `lectures.lecture-published`: a lecture that was not published became published (the first time
 * or again after it was taken back), emitted after the change is stored. Consumers stay
 * idempotent: a publish, unpublish and publish again announces it twice.
 */
export const lecturePublished: EventDef<LecturePublished> = defineEvent<LecturePublished>(
  'lectures.lecture-published',
);
