/** Quiz published status (§4). */
export const QuizPublishedStatus = { NOT_PUBLISHED: 0, PUBLISHED: 1, CONTEST: 2 } as const;
/** A quiz published status value. */
export type QuizPublishedStatus = (typeof QuizPublishedStatus)[keyof typeof QuizPublishedStatus];

/** Help ticket states (§4). */
export const HelpTicketStatus = { REQUESTED: 0, ASSIGNED: 1, SOLVED: 2, PENDING: 3 } as const;
/** A help ticket state value. */
export type HelpTicketStatus = (typeof HelpTicketStatus)[keyof typeof HelpTicketStatus];

/** Quiz modes of §3. */
export const quizModes = ['exam_mode', 'submit_mode', 'run_mode'] as const;
/** A quiz mode. */
export type QuizMode = (typeof quizModes)[number];

/**
 * Submission grading outcomes (§4). PARTIAL: some of the points, not all (a multiple-answer or
 * matching question half right; judged programs say which tests failed with WRONG_TESTCASES);
 * HIDDEN: the quiz keeps its results private; PENDING: still grading; MANUAL: waiting for the teacher.
 */
export const submissionOutcomes = [
  'RIGHT',
  'PARTIAL',
  'WRONG',
  'WRONG_TESTCASES',
  'TIMEOUT',
  'COMPILE_ERROR',
  'RUNTIME_ERROR',
  'OUTPUT_SIZE',
  'HIDDEN',
  'PENDING',
  'MANUAL',
] as const;
/** A submission outcome. */
export type SubmissionOutcome = (typeof submissionOutcomes)[number];

/** Why a workspace action ran: the learner's run/test/submit, or the teacher's reference-answer validation. */
export const submissionKinds = ['run', 'test', 'submit', 'validate'] as const;
/** A submission kind. */
export type SubmissionKind = (typeof submissionKinds)[number];
