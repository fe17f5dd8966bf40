/** Level test and level verification states of spec §4 "Numeric status sets", and the level test rule. */
import { z } from 'zod';

/** Longest level name (e.g. '3', 'Lv.3', 'Intermediate'). */
export const levelNameMax = 20;
/** Longest validity of a pass, in days (ten years). */
export const validityDaysMax = 3650;

/** Level test state. */
export const levelTestStates = { END: 0, ONGOING: 1, SCHEDULE: 2 } as const;
/** One level test state value. */
export type LevelTestState = (typeof levelTestStates)[keyof typeof levelTestStates];

/** Level verification. */
export const levelVerificationStates = {
  NOT_VERIFIED: 0,
  VERIFIED: 1,
  NEED_REVERIFICATION: 2,
  VERIFICATION_FAILED: 3,
} as const;
/** One level verification value. */
export type LevelVerification = (typeof levelVerificationStates)[keyof typeof levelVerificationStates];

/** A level test's state from its window: scheduled before, ongoing inside, ended after. */
export function levelTestState(
  window: { startAt: Date | string; endAt: Date | string },
  now = Date.now(),
): LevelTestState {
  if (now < new Date(window.startAt).getTime()) return levelTestStates.SCHEDULE;
  if (now < new Date(window.endAt).getTime()) return levelTestStates.ONGOING;
  return levelTestStates.END;
}

/** Exam results tabs (spec §2). */
export const examResultTabs = { WORKSPACE: 0, LOG: 1, REVIEW: 2 } as const;
/**
 * Page types of the exam room (spec §2). EXAM_TUTORIAL is the guided tour of the room an examinee
 * meets on their first entry; EXAM_CONTENTS is the room itself. The LESSON_ pair names the same two
 * pages for a lesson, which this plugin has none of (level tests are exams and use the EXAM_ pair).
 */
export const examPageTypes = [
  'EXAM_TUTORIAL',
  'EXAM_CONTENTS',
  'LESSON_TUTORIAL',
  'LESSON_CONTENTS',
] as const;
/** One page type. */
export type ExamPageType = (typeof examPageTypes)[number];

/** The page the exam room opens on: the tour on the first entry (EXAM_ENTER), the room itself on every re-entry. */
export const examPageTypeOnEntry = (historyType: string): ExamPageType =>
  historyType === 'EXAM_ENTER' ? 'EXAM_TUTORIAL' : 'EXAM_CONTENTS';

/** Names of the level test states, by value. */
export const levelTestStateNames = { 0: 'END', 1: 'ONGOING', 2: 'SCHEDULE' } as const satisfies Record<
  LevelTestState,
  keyof typeof levelTestStates
>;
/** Names of the level verification values, by value. */
export const levelVerificationNames = {
  0: 'NOT_VERIFIED',
  1: 'VERIFIED',
  2: 'NEED_REVERIFICATION',
  3: 'VERIFICATION_FAILED',
} as const satisfies Record<LevelVerification, keyof typeof levelVerificationStates>;

/** What makes an exam a level test: the level it certifies, the points needed, how long a pass counts. */
export interface LevelTestRule {
  level: string;
  /** Points of the exam's total needed to pass (score ≥ passScore). */
  passScore: number;
  /** Days a pass stays valid from the finish; null: for good. */
  validityDays: number | null;
}

/** One examinee's attempt: when it finished (null: not taken or not finished yet) and the score it earned. */
export interface LevelAttempt {
  finishedAt: Date | string | null;
  score: number | null;
}

const dayMs = 86_400_000;

/** When a pass of this rule, finished at `finishedAt`, stops counting (null: never, or nothing finished). */
export function levelValidUntil(
  rule: Pick<LevelTestRule, 'validityDays'>,
  finishedAt: Date | string | null,
): Date | null {
  if (!finishedAt || !rule.validityDays) return null;
  return new Date(new Date(finishedAt).getTime() + rule.validityDays * dayMs);
}

/**
 * Level verification of one examinee (spec §4 numbers): not finished → NOT_VERIFIED; finished
 * below the pass score → VERIFICATION_FAILED; finished at or above it → VERIFIED, until the
 * validity has run out → NEED_REVERIFICATION (the level must be certified again by a newer test).
 */
export function levelVerification(
  rule: LevelTestRule,
  attempt: LevelAttempt,
  now = Date.now(),
): LevelVerification {
  if (!attempt.finishedAt) return levelVerificationStates.NOT_VERIFIED;
  if ((attempt.score ?? 0) < rule.passScore) return levelVerificationStates.VERIFICATION_FAILED;
  const until = levelValidUntil(rule, attempt.finishedAt);
  if (until && now >= until.getTime()) return levelVerificationStates.NEED_REVERIFICATION;
  return levelVerificationStates.VERIFIED;
}

/**
 * When an examinee's attempt counts as finished: when they pressed finish, or — if they entered
 * at least once — when their own deadline (end + extra time + paused time) has passed.
 * An examinee who never entered has not taken it.
 */
export function attemptFinishedAt(
  member: { lastFinishedTime: Date | string | null; enteredAtLeastOnce: boolean; deadline: number },
  now = Date.now(),
): Date | null {
  if (member.lastFinishedTime) return new Date(member.lastFinishedTime);
  if (member.enteredAtLeastOnce && now >= member.deadline) return new Date(member.deadline);
  return null;
}

/** Level test fields of an exam (POST/PUT …/exam `levelTest`; null: not a level test). */
export const levelTestInputSchema = z.object({
  level: z
    .union([z.string(), z.number()], { error: 'assessment.validation.levelRequired' })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'assessment.validation.levelRequired')
        .max(levelNameMax, 'assessment.validation.levelLength'),
    ),
  passScore: z
    .number({ error: 'assessment.validation.passScore' })
    .int('assessment.validation.passScore')
    .min(1, 'assessment.validation.passScore')
    .max(1_000_000, 'assessment.validation.passScore'),
  validityDays: z
    .number({ error: 'assessment.validation.validityDays' })
    .int('assessment.validation.validityDays')
    .min(1, 'assessment.validation.validityDays')
    .max(validityDaysMax, 'assessment.validation.validityDays')
    .nullish()
    .transform((v) => v ?? null),
});
