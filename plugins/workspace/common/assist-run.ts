import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A proposed program run on a quiz's shown tests: how many of them it passes. */
export interface ShownCheck {
  passed: number;
  total: number;
}

/**
 * `workspace.assist-run`: runs a helper's proposed program (the learner's main file replaced by
 * `code`, in the quiz's language) on a lesson quiz's SHOWN tests through the judge, as the
 * learner's "test" button does; never the hidden tests, and nothing is stored (not a submission:
 * no grade, no progress, no peer review). Null when the quiz is not the viewer's to see, not
 * judged, in exam mode, or the program is refused (language, locked code). Provided by the
 * workspace plugin.
 */
export interface AssistRunService {
  runShown(
    viewer: { userId: number; channelId: number | null },
    at: { lectureIndex: number; lessonIndex: number; quizIndex: number },
    code: string,
  ): Promise<ShownCheck | null>;
}

/** The service ref. */
export const assistRunRef: ServiceRef<AssistRunService> =
  createServiceRef<AssistRunService>('workspace.assist-run');
