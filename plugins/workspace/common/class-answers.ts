import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A quiz a class can work on: published, outside exams. */
export interface ClassQuiz {
  index: number;
  title: string;
  /** The quiz type's id (`programming`, `true_false`, …). */
  type: string;
  lectureIndex: number | null;
}

/** A learner's saved answer (the workspace's versioned autosave) as a class reads it. */
export interface SavedAnswer {
  userId: number;
  version: number;
  /** The quiz type's answer (a code quiz's `{ language, files }`). */
  answer: unknown;
  /** ISO time of the save. */
  updatedAt: string;
}

/**
 * What a class (the live-class plugin's code tab) may read of the workspace, inside one channel
 * (`channelId` null: the public site), so it never reads the workspace's tables. The caller has
 * already decided who may see what.
 */
export interface ClassAnswers {
  /** The published, non-exam quizzes of a lecture (null: the channel's quizzes outside any lecture), oldest first. */
  quizzesOf(channelId: number | null, lectureIndex: number | null): Promise<ClassQuiz[]>;
  /** One of {@link ClassAnswers.quizzesOf}'s quizzes by index, or null (missing, another channel's or lecture's, a draft, an exam's). */
  quizOf(channelId: number | null, lectureIndex: number | null, quizIndex: number): Promise<ClassQuiz | null>;
  /** The saved answers of these users to the channel's quiz; users who saved nothing are left out. */
  answersOf(channelId: number | null, quizIndex: number, userIds: readonly number[]): Promise<SavedAnswer[]>;
}

/** `env.provideService(classAnswersRef, ...)` in the workspace; the live-class plugin's code tab reads it. */
export const classAnswersRef: ServiceRef<ClassAnswers> =
  createServiceRef<ClassAnswers>('workspace.class-answers');
