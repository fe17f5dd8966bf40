import { AppError, sanitizeRichText, type Knex } from '@seodang/sdk';
import {
  discountedPriceOf,
  initialLectureContents,
  isBlank,
  isKnownCategory,
  lectureIssues,
  parseLectureDate,
  type LectureSaveInput,
} from '../common/index.ts';
import { searchVectorLiteral } from './search-vector.ts';
import { slugOf } from './scope.ts';

/** Throws the first broken §5 rule as `{ err: { code: <rule name>, message, fields } }` (every issue listed). */
export function assertValidLecture(input: LectureSaveInput, now = new Date()): void {
  const issues = lectureIssues(input, now);
  if (issues.length === 0) return;
  const fields = issues.map((i) => ({ path: `body.${i.field}`, key: i.messageKey, params: {} }));
  throw new AppError(400, issues[0].name, issues[0].messageKey, {}, fields);
}

const intOrNull = (v: unknown) => (isBlank(v) ? null : Number(String(v).trim()));
const dateOrNull = (v: string | null | undefined, edge: 'start' | 'end') =>
  isBlank(v) ? null : parseLectureDate(String(v), edge);

/** The `lectures` columns for validated form values (rich text sanitised, price fields derived). */
export function lectureColumns(input: LectureSaveInput, db: Knex) {
  const second =
    input.categorySecond && isKnownCategory(input.categoryFirst, input.categorySecond)
      ? input.categorySecond
      : null;
  const contents =
    sanitizeRichText(isBlank(input.contents) ? initialLectureContents : input.contents!) ||
    initialLectureContents;
  const isFree = input.isFree;
  const price = isFree ? 0 : (intOrNull(input.price) ?? 0);
  const discount = !isFree && input.useDiscount ? intOrNull(input.discount) : null;
  const tags = [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  const settings = input.settings ?? {};
  const columns = {
    subject: input.subject.trim(),
    slug: slugOf(input.subject),
    description: (input.description ?? '').trim(),
    category_first: input.categoryFirst,
    category_second: second,
    contents,
    is_free: isFree,
    price,
    discount,
    discounted_price: discount === null ? null : discountedPriceOf(price, discount),
    discount_start_date: discount === null ? null : dateOrNull(input.discountStartDate, 'start'),
    discount_due_date: discount === null ? null : dateOrNull(input.discountDueDate, 'end'),
    intro_video_url: isBlank(input.introVideoUrl) ? null : input.introVideoUrl!.trim(),
    difficulty: input.difficulty ?? 'normal',
    certificate_issued: input.certificateIssued ?? false,
    period_type: input.periodType ?? 'unlimited',
    period_days: input.periodType === 'days' ? intOrNull(input.periodDays) : null,
    open_date: input.periodType === 'dates' ? dateOrNull(input.openDate, 'start') : null,
    close_date: input.periodType === 'dates' ? dateOrNull(input.closeDate, 'end') : null,
    is_public: (settings.permission ?? 'public') === 'public',
    accept_type: settings.acceptType ?? 'immediate',
    allow_print: settings.allowPrint ?? false,
    allow_internal_copy: settings.allowInternalCopy ?? false,
    is_base: settings.isBase ?? false,
    sequential_lessons: settings.sequentialLessons ?? false,
    tags,
    updated_at: db.fn.now(),
  };
  const vector = searchVectorLiteral({
    subject: columns.subject,
    tags,
    description: columns.description,
    categoryFirst: columns.category_first,
    categorySecond: second,
    contents,
  });
  return { ...columns, search_vector: db.raw('?::tsvector', [vector]) };
}
