/**
 * The lesson slots the workspace fills: places in a course plugin's lesson screens (the lectures
 * plugin's Manage Lecture and lesson player) where the workspace shows a lesson's quizzes, with
 * `defineWebEmbed(slotId, () => import(...))` from `@seodang/sdk/web`, receiving these props. The
 * workspace publishes the contract and the course plugin renders it, so the dependency runs one
 * way: lectures → workspace. Types and ids only, so neither bundle carries the other's code.
 */

/** Inside the lesson form of Manage Lecture, for a saved lesson (the workspace: its quizzes). */
export const lessonEditorSlot = 'lecture.lesson.editor';

/** Props of {@link lessonEditorSlot}. */
export interface LessonEditorSlotProps {
  lectureIndex: number;
  lessonIndex: number;
  /** 'quiz' or 'tutorial' (the lesson types that carry quizzes). */
  lessonType: string;
  /** Where a screen opened from here brings the teacher back (this lesson's form). */
  returnTo: string;
}

/** In the lesson player, under a quiz or tutorial lesson's content (the workspace: its quizzes). */
export const lessonPlayerSlot = 'lecture.lesson.player';

/** Props of {@link lessonPlayerSlot}. */
export interface LessonPlayerSlotProps {
  lectureIndex: number;
  lessonIndex: number;
  lessonType: string;
  /** Whether the viewer is an enrolled learner whose progress is tracked. */
  canTrack: boolean;
  /** The lesson player's path, for a "back to the lesson" link. */
  returnTo: string;
}
