import type { SubmissionOutcome } from './statuses.ts';

/** The judge's overall status of a graded job (see `@seodang/judge/protocol` Verdict). */
export type JudgeStatus =
  | 'ACCEPTED'
  | 'WRONG_ANSWER'
  | 'TIMEOUT'
  | 'MEMORY_LIMIT'
  | 'RUNTIME_ERROR'
  | 'OUTPUT_SIZE'
  | 'COMPILE_ERROR'
  | 'INTERNAL_ERROR'
  | 'SKIPPED';

/** The §4 outcome of a judged submission. INTERNAL_ERROR is not an outcome: the caller reports 'Grading failed.' */
export function outcomeOfJudge(
  status: JudgeStatus,
  score: number,
  maxScore: number,
  testCount: number,
): SubmissionOutcome {
  switch (status) {
    case 'ACCEPTED':
      return score >= maxScore ? 'RIGHT' : 'WRONG_TESTCASES';
    case 'COMPILE_ERROR':
      return 'COMPILE_ERROR';
    case 'TIMEOUT':
      return 'TIMEOUT';
    case 'RUNTIME_ERROR':
    case 'MEMORY_LIMIT':
      return 'RUNTIME_ERROR';
    case 'OUTPUT_SIZE':
      return 'OUTPUT_SIZE';
    default:
      return testCount > 1 ? 'WRONG_TESTCASES' : 'WRONG';
  }
}

/** The §4 outcome of an in-process grade: right, some of the points (PARTIAL), or wrong. */
export const outcomeOfGrade = (correct: boolean, score = 0, maxScore = 0): SubmissionOutcome =>
  correct ? 'RIGHT' : score > 0 && score < maxScore ? 'PARTIAL' : 'WRONG';
