import { z } from 'zod';
import { lectureLimits, periodTypes } from './constants.ts';
import { isBlank, parseLectureDate } from './dates.ts';
import { isValidVideoUrl } from './video-url.ts';

/** Result codes of spec §5 "Lecture". */
export const lectureResultCodes = {
  normal: 0,
  nameEmpty: 1,
  nameExceedLength: 2,
  priceEmpty: 3,
  priceNotInteger: 4,
  discountEmpty: 5,
  discountNotInteger: 6,
  isNotValidVideo: 7,
  periodNotInteger: 8,
  discountDueDateLessThanNow: 9,
  dateFormatNotCorrect: 10,
  closeDateCanNotLessThanOpen: 11,
  enterPeriodDate: 12,
  descriptionExceedLength: 13,
} as const;

/** The name of a spec result code, e.g. 'nameEmpty'. */
export type LectureResultName = keyof typeof lectureResultCodes;

/** Rules with no numeric code in the spec (§5 "Other lecture rules"). */
export type LectureExtraRule = 'tagsExceed' | 'contentsTooLarge';

/** One broken rule: the spec's code and name (extra rules have code null), the field and its message key. */
export interface LectureIssue {
  code: number | null;
  name: LectureResultName | LectureExtraRule;
  field: keyof LectureInput;
  /** Catalogue key `lectures.validation.<name or variant>`; Korean text exactly as spec §5. */
  messageKey: string;
}

const numberish = z.union([z.string(), z.number()]).nullable().optional();
const dateish = z.string().max(40).nullable().optional();

/**
 * The fields the lecture rules read: the SETTING and INTRODUCTION steps of the form. Numbers
 * may arrive as form text so that "not an integer" can be told apart from "empty".
 */
export const lectureInputSchema = z.object({
  subject: z.string().max(1000),
  description: z.string().max(1000).default(''),
  isFree: z.boolean(),
  price: numberish,
  useDiscount: z.boolean().default(false),
  discount: numberish,
  discountStartDate: dateish,
  discountDueDate: dateish,
  introVideoUrl: z.string().max(1000).nullable().optional(),
  periodType: z.enum(periodTypes).default('unlimited'),
  periodDays: numberish,
  openDate: dateish,
  closeDate: dateish,
  tags: z.array(z.string().trim().min(1).max(lectureLimits.tagLength)).default([]),
  contents: z.string().default(''),
});

/** Raw lecture form values (before the rules run). */
export type LectureInput = z.input<typeof lectureInputSchema>;

const integerText = /^-?\d+$/;
const isInteger = (v: unknown) =>
  typeof v === 'number' ? Number.isInteger(v) : integerText.test(String(v).trim());
const toInt = (v: unknown) => Number(String(v).trim());
const issue = (
  name: LectureResultName | LectureExtraRule,
  field: keyof LectureInput,
  variant?: string,
): LectureIssue => ({
  code: name in lectureResultCodes ? lectureResultCodes[name as LectureResultName] : null,
  name,
  field,
  messageKey: `lectures.validation.${variant ?? name}`,
});

/** UTF-8 byte length (spec §9: contents at most 1,048,576 bytes). */
export const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Every broken rule of spec §5 "Lecture", in the spec's order of the result codes' checks.
 * `now` decides "discount end may not be before now". An empty array means code 0 (normal).
 */
export function lectureIssues(input: LectureInput, now: Date = new Date()): LectureIssue[] {
  const out: LectureIssue[] = [];
  const subject = input.subject ?? '';
  if (subject.trim() === '') out.push(issue('nameEmpty', 'subject'));
  else if ([...subject.trim()].length > lectureLimits.subject) out.push(issue('nameExceedLength', 'subject'));
  if ([...(input.description ?? '').trim()].length >= lectureLimits.description)
    out.push(issue('descriptionExceedLength', 'description'));

  if (!input.isFree) {
    if (isBlank(input.price)) out.push(issue('priceEmpty', 'price'));
    else if (!isInteger(input.price) || toInt(input.price) < 0 || toInt(input.price) > lectureLimits.priceMax)
      out.push(issue('priceNotInteger', 'price'));
  }

  if (!input.isFree && input.useDiscount) {
    if (isBlank(input.discount)) out.push(issue('discountEmpty', 'discount'));
    else if (
      !isInteger(input.discount) ||
      toInt(input.discount) < 0 ||
      toInt(input.discount) > lectureLimits.discountMax
    ) {
      out.push(issue('discountNotInteger', 'discount'));
    }
    const start = isBlank(input.discountStartDate)
      ? null
      : parseLectureDate(String(input.discountStartDate), 'start');
    const due = isBlank(input.discountDueDate)
      ? null
      : parseLectureDate(String(input.discountDueDate), 'end');
    if (!isBlank(input.discountStartDate) && !start)
      out.push(issue('dateFormatNotCorrect', 'discountStartDate'));
    if (!isBlank(input.discountDueDate) && !due) out.push(issue('dateFormatNotCorrect', 'discountDueDate'));
    if (due && due.getTime() < now.getTime())
      out.push(issue('discountDueDateLessThanNow', 'discountDueDate'));
    else if (due && start && due.getTime() < start.getTime())
      out.push(issue('discountDueDateLessThanNow', 'discountDueDate', 'discountDueDateLessThanStart'));
  }

  if (!isBlank(input.introVideoUrl) && !isValidVideoUrl(String(input.introVideoUrl)))
    out.push(issue('isNotValidVideo', 'introVideoUrl'));

  if (input.periodType === 'days') {
    if (
      isBlank(input.periodDays) ||
      !isInteger(input.periodDays) ||
      toInt(input.periodDays) <= 0 ||
      toInt(input.periodDays) > lectureLimits.periodDaysMax
    )
      out.push(issue('periodNotInteger', 'periodDays'));
  } else if (input.periodType === 'dates') {
    if (isBlank(input.openDate) && isBlank(input.closeDate)) out.push(issue('enterPeriodDate', 'openDate'));
    const open = isBlank(input.openDate) ? null : parseLectureDate(String(input.openDate), 'start');
    const close = isBlank(input.closeDate) ? null : parseLectureDate(String(input.closeDate), 'end');
    if (!isBlank(input.openDate) && !open) out.push(issue('dateFormatNotCorrect', 'openDate'));
    if (!isBlank(input.closeDate) && !close) out.push(issue('dateFormatNotCorrect', 'closeDate'));
    if (open && close && close.getTime() < open.getTime())
      out.push(issue('closeDateCanNotLessThanOpen', 'closeDate'));
  }

  if ((input.tags ?? []).length > lectureLimits.tags) out.push(issue('tagsExceed', 'tags'));
  if (byteLength(input.contents ?? '') > lectureLimits.contentsBytes)
    out.push(issue('contentsTooLarge', 'contents'));
  return out;
}

/** The spec's single result: the first broken rule, or `{ code: 0, name: 'normal' }`. */
export function validateLecture(
  input: LectureInput,
  now: Date = new Date(),
): LectureIssue | { code: 0; name: 'normal' } {
  return lectureIssues(input, now)[0] ?? { code: 0, name: 'normal' };
}

/**
 * The one schema server and form share: field types, then every §5 rule as an issue on its
 * field with the rule's catalogue key as the message. `now` is read when the check runs.
 */
export const lectureFormSchema = lectureInputSchema.superRefine((value, ctx) => {
  for (const found of lectureIssues(value))
    ctx.addIssue({ code: 'custom', path: [found.field], message: found.messageKey });
});

/** The form field each rule belongs to (to place a server-side rule error on its input). */
export const lectureRuleFields: Readonly<
  Record<LectureResultName | LectureExtraRule | 'discountDueDateLessThanStart', keyof LectureInput | null>
> = {
  normal: null,
  nameEmpty: 'subject',
  nameExceedLength: 'subject',
  descriptionExceedLength: 'description',
  priceEmpty: 'price',
  priceNotInteger: 'price',
  discountEmpty: 'discount',
  discountNotInteger: 'discount',
  discountDueDateLessThanNow: 'discountDueDate',
  discountDueDateLessThanStart: 'discountDueDate',
  dateFormatNotCorrect: 'openDate',
  closeDateCanNotLessThanOpen: 'closeDate',
  enterPeriodDate: 'openDate',
  isNotValidVideo: 'introVideoUrl',
  periodNotInteger: 'periodDays',
  tagsExceed: 'tags',
  contentsTooLarge: 'contents',
};
