import type { UserData } from '@seodang/sdk/common';

/** Where a quiz lives, as the plugin that owns that place knows it. */
export interface QuizContext {
  channelId: number | null;
  /** The lecture and lesson holding the quiz (lectures plugin), or null for a free-standing quiz. */
  lectureIndex: number | null;
  lessonIndex: number | null;
}

/** When a learner may submit (§6): open bounds are null. `examEnded` blocks saving too. */
export interface SubmissionWindow {
  start: string | null;
  end: string | null;
  examEnded: boolean;
}

/**
 * The questions the workspace asks the plugin owning a quiz's lecture/lesson (§6 learning rules).
 * Provided by the lectures plugin through the service ref `workspaceQuizContextAccessRef`
 * (`@seodang/plugin-workspace/server-refs`). Without a provider the workspace falls back to:
 * channel teachers and admins author; joined members answer published quizzes; no window.
 */
export interface QuizContextAccess {
  /** May this user create and edit quizzes in this context (lecture owner, co-teacher, admin)? */
  canAuthor(user: UserData, context: QuizContext): Promise<boolean>;
  /** May this user save and submit answers here (an enrolled student of the lecture)? */
  canAnswer(user: UserData, context: QuizContext): Promise<boolean>;
  /** The submission period of this context, or null when always open. */
  submissionWindow(user: UserData, context: QuizContext): Promise<SubmissionWindow | null>;
}
