import { createServiceRef, type ServiceRef } from '@seodang/sdk';
import type { Role, UserData } from '@seodang/sdk/common';

/** Who asks, and where: the signed-in user (or nobody), their effective role, the channel (null: public site). */
export interface LessonViewer {
  user: UserData | null;
  role: Role | null;
  channelId: number | null;
}

/**
 * The lectures plugin's answer to "may this viewer open this lesson (or lecture), and may they edit
 * it?" — the lesson player's own rules: editors always; joined students inside their study period
 * (and past locked lessons); a public lecture's preview lessons for anyone who may see it.
 */
export type LessonAccessDecision =
  | {
      open: true;
      /** The lecture's owner or a channel admin (who may edit the lecture). */
      edit: boolean;
      /** A joined student inside the study period. */
      learner: boolean;
    }
  | {
      open: false;
      /**
       * Whether the viewer may see that the lecture exists (a published lecture, public or one they
       * were invited to). When false the caller should answer exactly like for a missing thing (404).
       */
      visible: boolean;
      /** The lecture's own refusal, as the lesson player answers it (e.g. 403 not_enrolled, lecture_closed). */
      status: number;
      code: string;
      messageKey: string;
      params: Record<string, unknown>;
    };

/** The service: other plugins ask it about things they attach to a lecture's lessons. */
export interface LessonAccess {
  /**
   * May the viewer open lesson `lessonIndex` of lecture `lectureIndex` in the viewer's channel?
   * With `lessonIndex` null: may they study the lecture itself (editors and joined students inside
   * their period; others are refused like a non-preview lesson)?
   */
  lesson(
    viewer: LessonViewer,
    lectureIndex: number,
    lessonIndex: number | null,
  ): Promise<LessonAccessDecision>;
}

/**
 * `lectures.lesson-access`: what the workspace asks of the plugin that owns lessons (the lectures
 * plugin provides it). The workspace publishes the contract so that the dependency runs one way,
 * lectures → workspace; it reads it with `rc.optionalService(lessonAccessRef)`. Kept apart from
 * `common/index.ts` so web bundles never pull in the server SDK.
 */
export const lessonAccessRef: ServiceRef<LessonAccess> =
  createServiceRef<LessonAccess>('lectures.lesson-access');
