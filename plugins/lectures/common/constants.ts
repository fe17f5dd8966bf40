/** Lecture types of spec §3. */
export const lectureTypes = { LECTURE: 0, ASSESS: 1, RECRUITMENT: 2 } as const;
export type LectureType = (typeof lectureTypes)[keyof typeof lectureTypes];

/** Steps of `/teach/lecture/new` (spec §2). */
export const authoringSteps = { SETTING: 0, INTRODUCTION: 1, PREVIEW: 2 } as const;
export type AuthoringStep = (typeof authoringSteps)[keyof typeof authoringSteps];

/** User lesson states of spec §4. */
export const lessonStates = { DEFAULT: 0, COMPLETE: 1, CHALLENGE: 2, FAILURE: 3, LOCKED: 4 } as const;
export type LessonState = (typeof lessonStates)[keyof typeof lessonStates];

/** Wishlist states of spec §4. */
export const wishStates = { CANCELED: 0, WISHING: 1 } as const;
export type WishState = (typeof wishStates)[keyof typeof wishStates];

/** Difficulty levels of a lecture (spec §3). */
export const difficulties = ['easy', 'normal', 'difficult'] as const;
export type Difficulty = (typeof difficulties)[number];

/** How a lecture accepts learners: at once, or after the teacher's review. */
export const acceptTypes = ['immediate', 'review'] as const;
export type AcceptType = (typeof acceptTypes)[number];

/** How long a learner may study: no limit, a number of days from enrolment, or fixed dates. */
export const periodTypes = ['unlimited', 'days', 'dates'] as const;
export type PeriodType = (typeof periodTypes)[number];

/** Enrolment states: joined, waiting for review, invited by the teacher. */
export const enrolmentStates = ['joined', 'waiting', 'invited'] as const;
export type EnrolmentState = (typeof enrolmentStates)[number];

/** Lesson types; 'quiz' opens the coding workspace, 'tutorial' is a guided lesson (spec §3). */
export const lessonTypes = ['text', 'video', 'quiz', 'tutorial'] as const;
export type LessonType = (typeof lessonTypes)[number];

/** Content item types of a lesson: a video, a second video type (an uploaded file), text. */
export const contentItemTypes = ['video', 'video_file', 'text'] as const;
export type ContentItemType = (typeof contentItemTypes)[number];

/** Search sorts (spec §2: default accuracy). */
export const searchSorts = ['accuracy', 'newest', 'popular', 'rating', 'price_low', 'price_high'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Spec §9 limits for lectures. */
export const lectureLimits = {
  subject: 60,
  /** A one-line description of this many characters or more is invalid (spec §5). */
  description: 100,
  tags: 10,
  tagLength: 30,
  contentsBytes: 1_048_576,
  discountMax: 100,
  /** Prices (KRW) and periods stay within their integer columns and the dates they make. */
  priceMax: 1_000_000_000,
  periodDaysMax: 36_500,
} as const;

/** The contents a new lecture starts with (spec §3). */
export const initialLectureContents = '<!-- 강좌 소개를 입력해주세요. -->';
/** The licence a new lecture starts with (spec §3). */
export const initialLicense = 'none';
