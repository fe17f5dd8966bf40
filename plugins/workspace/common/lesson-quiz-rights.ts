import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A learner's RIGHT submission to a lesson's quiz whose results are shown. */
export interface LessonQuizRight {
  userId: number;
  /** The quiz's channel (null: the public site). */
  channelId: number | null;
  quizIndex: number;
}

/**
 * `workspace.lesson-quiz-rights`: which learners have a RIGHT submission (kind `submit`) to a
 * lesson's quiz whose grading results are shown to learners (`hideGradingResult` off), read only,
 * one organisation (a channel, or null for the public site) at a time. Quizzes outside lessons
 * (practice problems, an exam's) and quizzes that hide their results are never included, so a
 * consumer learns nothing about answers it should not.
 */
export interface LessonQuizRights {
  /** Whether the organisation's quiz is a lesson's quiz whose results are shown. */
  counts(channelId: number | null, quizIndex: number): Promise<boolean>;
  /**
   * One row per (quiz, learner) with a RIGHT submission, by ascending (quiz, user) after `after`
   * (the last one of the previous page), at most `limit`.
   */
  rights(
    channelId: number | null,
    after: { quizIndex: number; userId: number } | null,
    limit: number,
  ): Promise<LessonQuizRight[]>;
}

/** The service ref (server only). */
export const lessonQuizRightsRef: ServiceRef<LessonQuizRights> = createServiceRef<LessonQuizRights>(
  'workspace.lesson-quiz-rights',
);
