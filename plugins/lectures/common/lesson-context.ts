import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** Who asks: the signed-in user (null: anonymous) inside the request's channel (null: the public site). */
export interface LessonViewer {
  userId: number | null;
  channelId: number | null;
}

/** A lecture as another plugin sees it (the AI assistant's lecture settings). */
export interface LectureSummary {
  lectureIndex: number;
  channelId: number | null;
  title: string;
  /** Whether the lecture uses the AI digital textbook (customStyleName 'textbook'). */
  useTextbook: boolean;
  /** Owner, co-teacher or the channel's admin. */
  canEdit: boolean;
  /** Enrolled learner or editor. */
  canView: boolean;
}

/** A lesson with what a helper needs to talk about it (no answers: lessons carry none). */
export interface LessonContext extends LectureSummary {
  lessonIndex: number;
  lessonTitle: string;
  /** The lesson type ('video', 'text', 'quiz', 'tutorial', …). */
  lessonType: string;
  /** The language of the lesson's code quiz, when it has one. */
  quizLanguage: string | null;
  /** The lesson's text as plain text (HTML stripped), for a model's context. */
  text: string;
}

/**
 * `lectures.lesson-context`: lectures and lessons resolved inside the viewer's channel (another
 * channel's index answers null, like a missing one). Provided by the lectures plugin; consumed
 * with `rc.optionalService(lessonContextRef)` by plugins that list `lectures` as optional.
 */
export interface LessonContextService {
  lecture(viewer: LessonViewer, lectureIndex: number): Promise<LectureSummary | null>;
  lesson(viewer: LessonViewer, lectureIndex: number, lessonIndex: number): Promise<LessonContext | null>;
  /** The lectures this user may edit in the channel (for teachers' reports). */
  editableLectures(viewer: LessonViewer): Promise<LectureSummary[]>;
}

/** The service ref. */
export const lessonContextRef: ServiceRef<LessonContextService> =
  createServiceRef<LessonContextService>('lectures.lesson-context');
