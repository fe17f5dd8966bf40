import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A learner's completed lesson. */
export interface CompletedLesson {
  userId: number;
  /** The lecture's channel (null: the public site). */
  channelId: number | null;
  lectureIndex: number;
  lessonIndex: number;
}

/** A learner's completed lecture (every lesson complete). */
export interface CompletedLecture {
  userId: number;
  channelId: number | null;
  lectureIndex: number;
}

/**
 * `lectures.learning-records`: the lessons and lectures learners have completed, read only, one
 * organisation (a channel, or null for the public site) at a time, in pages ordered by a stable
 * key, for a consumer that replays what an event (`lectures.lesson-completed`,
 * `lectures.lecture-completed`) lost.
 */
export interface LearningRecords {
  /**
   * Completed lessons of the organisation's lectures, by ascending (lesson, user) after `after`
   * (the last one of the previous page), at most `limit`.
   */
  completedLessons(
    channelId: number | null,
    after: { lessonIndex: number; userId: number } | null,
    limit: number,
  ): Promise<CompletedLesson[]>;
  /**
   * Completed lectures of the organisation, by ascending (lecture, user) after `after`, at most
   * `limit`.
   */
  completedLectures(
    channelId: number | null,
    after: { lectureIndex: number; userId: number } | null,
    limit: number,
  ): Promise<CompletedLecture[]>;
}

/** The service ref (server only). */
export const learningRecordsRef: ServiceRef<LearningRecords> =
  createServiceRef<LearningRecords>('lectures.learning-records');
