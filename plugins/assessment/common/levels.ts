/** Level test and level verification states of spec §4 "Numeric status sets". */

/** Level test state. */
export const levelTestStates = { END: 0, ONGOING: 1, SCHEDULE: 2 } as const;
/** One level test state value. */
export type LevelTestState = (typeof levelTestStates)[keyof typeof levelTestStates];

/** Level verification. */
export const levelVerificationStates = { NOT_VERIFIED: 0, VERIFIED: 1, NEED_REVERIFICATION: 2, VERIFICATION_FAILED: 3 } as const;
/** One level verification value. */
export type LevelVerification = (typeof levelVerificationStates)[keyof typeof levelVerificationStates];

/** A level test's state from its window: scheduled before, ongoing inside, ended after. */
export function levelTestState(window: { startAt: Date | string; endAt: Date | string }, now = Date.now()): LevelTestState {
  if (now < new Date(window.startAt).getTime()) return levelTestStates.SCHEDULE;
  if (now < new Date(window.endAt).getTime()) return levelTestStates.ONGOING;
  return levelTestStates.END;
}

/** Exam results tabs (spec §2). */
export const examResultTabs = { WORKSPACE: 0, LOG: 1, REVIEW: 2 } as const;
/** Page types of the exam room (spec §2). */
export const examPageTypes = ['EXAM_TUTORIAL', 'EXAM_CONTENTS', 'LESSON_TUTORIAL', 'LESSON_CONTENTS'] as const;
