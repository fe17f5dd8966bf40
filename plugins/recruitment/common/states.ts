/** A posting's states: written as a draft, published for applications, closed for good. */
export const postingStates = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
/** A posting's state. */
export type PostingState = (typeof postingStates)[number];

/** The one state each action may start from, and where it leads. */
export const postingTransitions = {
  publish: { from: 'DRAFT', to: 'PUBLISHED' },
  close: { from: 'PUBLISHED', to: 'CLOSED' },
} as const satisfies Record<string, { from: PostingState; to: PostingState }>;

/** Spec §4 "Business (B2G) status", the states of an application. */
export const applicationStatus = {
  PENDING: 0,
  SUBMITTED: 1,
  PASS: 2,
  FAIL: 3,
  CANCELED: 4,
} as const;
/** An application's status number. */
export type ApplicationStatus = (typeof applicationStatus)[keyof typeof applicationStatus];

/** Where an application may be saved (edited) from: nothing yet, a draft, or a withdrawn one. */
export const savableStatuses: readonly ApplicationStatus[] = [
  applicationStatus.PENDING,
  applicationStatus.CANCELED,
];
/** Where a reviewer's verdict may be set from: submitted, or a verdict being changed. */
export const reviewableStatuses: readonly ApplicationStatus[] = [
  applicationStatus.SUBMITTED,
  applicationStatus.PASS,
  applicationStatus.FAIL,
];
/** Where an applicant may withdraw from (before a verdict). */
export const withdrawableStatuses: readonly ApplicationStatus[] = [
  applicationStatus.PENDING,
  applicationStatus.SUBMITTED,
];

/** The lecture type of a recruitment posting (spec §3: LECTURE=0, ASSESS=1, RECRUITMENT=2). */
export const recruitmentLectureType = 2;
