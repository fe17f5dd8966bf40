import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/**
 * `workspace.lecture-quiz-scores`: how well a learner did on a lecture's quizzes, for a
 * certificate's minimum quiz percentage.
 */
export interface LectureQuizScores {
  /**
   * The mean, over the lecture's published quizzes placed in a lesson, of the learner's first
   * graded submission's score as a share of its maximum (what they knew before retrying; a quiz
   * never graded counts 0), in percent with one decimal; null when the lecture has no such quiz.
   */
  percentOf(userId: number, lectureIndex: number): Promise<number | null>;
}

/** The service ref (server only). */
export const lectureQuizScoresRef: ServiceRef<LectureQuizScores> = createServiceRef<LectureQuizScores>(
  'workspace.lecture-quiz-scores',
);
