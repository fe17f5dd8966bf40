/**
 * Assessment validation of spec §5 "Assessment", in the reading where a missing or overlong
 * title is rejected. Result codes and the Korean messages as written; the catalogue keys carry
 * the en/ja translations.
 */

/** Result codes of §5. */
export const assessmentResultCodes = {
  normal: 0,
  nameEmpty: 1,
  nameExceedLength: 2,
  descriptionEmpty: 3,
  descriptionExceedLength: 4,
} as const;

/** One of the result codes. */
export type AssessmentResultCode = (typeof assessmentResultCodes)[keyof typeof assessmentResultCodes];

/** Titles are at most 60 characters (§9). */
export const assessmentTitleMax = 60;
/** A one-line introduction of 100 or more characters is invalid (§5). */
export const assessmentDescriptionLimit = 100;

/** Catalogue key of each failing code. */
export const assessmentMessageKeys: Record<Exclude<AssessmentResultCode, 0>, string> = {
  1: 'assessment.validation.required',
  2: 'assessment.validation.titleLength',
  3: 'assessment.validation.required',
  4: 'assessment.validation.descriptionLength',
};

/** The Korean messages of §5, by code. */
export const assessmentMessagesKo: Record<Exclude<AssessmentResultCode, 0>, string> = {
  1: '필수 입력 항목을 채워주세요.',
  2: '평가 제목은 60자가 넘을 수 없습니다.',
  3: '필수 입력 항목을 채워주세요.',
  4: '평가 한 줄 소개는 100자를 넘길 수 없습니다.',
};

/** The outcome of a check: valid, the code, and the message key when invalid. */
export interface AssessmentCheck {
  valid: boolean;
  code: AssessmentResultCode;
  messageKey: string | null;
}

const fail = (code: Exclude<AssessmentResultCode, 0>): AssessmentCheck => ({
  valid: false,
  code,
  messageKey: assessmentMessageKeys[code],
});

/** Checks the title and the one-line introduction, in that order. */
export function validateAssessment(input: {
  title?: string | null;
  description?: string | null;
}): AssessmentCheck {
  const title = (input.title ?? '').trim();
  if (!title) return fail(1);
  if (title.length > assessmentTitleMax) return fail(2);
  const description = (input.description ?? '').trim();
  if (!description) return fail(3);
  if (description.length >= assessmentDescriptionLimit) return fail(4);
  return { valid: true, code: 0, messageKey: null };
}
