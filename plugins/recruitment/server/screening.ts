import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { screeningRef, type Screening } from '@seodang/plugin-assessment/screening';
import type { ApplicantScreening, ReviewedScreening, ScreeningInfo } from '../common/index.ts';
import type { PostingRow } from './scoped-kinds.ts';

/** The answer for a screening exam that is missing, of another channel, or not the author's to attach. */
export const screeningExamNotFound = {
  code: 'screening_exam_not_found',
  messageKey: 'recruitment.error.screening_exam_not_found',
};

/** The assessment's screening service, or null where the assessment plugin is not installed. */
const screeningOf = (rc: Pick<RequestContext, 'optionalService'>): Screening | null =>
  rc.optionalService(screeningRef) ?? null;

/** The exams the caller may attach to a posting here: their own that have not ended, or all for an admin. */
export async function selectableExams(rc: RequestContext): Promise<ScreeningInfo[]> {
  const screening = screeningOf(rc);
  if (!screening) return [];
  return screening.selectable(rc.channel?.index ?? null, rc.requireUser().id, rc.role === 'admin');
}

/**
 * Checks the screening exam a posting's input names before it is written: one of the exams the
 * author may attach, or the one the posting already has (it may have ended since). Anything else,
 * another channel's exam included, answers 404 and nothing is saved.
 */
export async function checkScreeningExam(
  rc: RequestContext,
  examIndex: number | null,
  current: number | null = null,
): Promise<void> {
  if (examIndex === null || examIndex === current) return;
  const selectable = await selectableExams(rc);
  if (!selectable.some((e) => e.examIndex === examIndex))
    throw new AppError(404, screeningExamNotFound.code, screeningExamNotFound.messageKey);
}

/** The posting's screening exam as its page shows it, or null (none, or the assessment gone). */
export async function screeningInfo(rc: RequestContext, posting: PostingRow): Promise<ScreeningInfo | null> {
  const screening = screeningOf(rc);
  if (!screening || posting.screening_exam_id === null) return null;
  return screening.exam(posting.channel_id, posting.screening_exam_id);
}

/**
 * Registers a submitting applicant as an examinee of the posting's screening exam, in the submit's
 * transaction. Someone who supervises that exam cannot also sit it (409, nothing submitted).
 */
export async function registerForScreening(
  rc: RequestContext,
  trx: Knex,
  posting: PostingRow,
  userId: number,
): Promise<void> {
  const screening = screeningOf(rc);
  if (!screening || posting.screening_exam_id === null) return;
  if (!(await screening.exam(posting.channel_id, posting.screening_exam_id))) return;
  if (!(await screening.register(trx, posting.screening_exam_id, userId)))
    throw new AppError(409, 'screening_supervisor', 'recruitment.error.screening_supervisor');
}

/** Takes a withdrawing applicant off the screening exam, unless they already sat it. */
export async function withdrawFromScreening(
  rc: RequestContext,
  trx: Knex,
  posting: PostingRow,
  userId: number,
): Promise<void> {
  const screening = screeningOf(rc);
  if (!screening || posting.screening_exam_id === null) return;
  if (!(await screening.exam(posting.channel_id, posting.screening_exam_id))) return;
  await screening.withdraw(trx, posting.screening_exam_id, userId);
}

/** The applicant's own view of the posting's screening: the exam, its way in and where they stand (no score). */
export async function applicantScreening(
  rc: RequestContext,
  posting: PostingRow,
  userIds: readonly number[],
): Promise<Map<number, ApplicantScreening>> {
  const out = new Map<number, ApplicantScreening>();
  const info = await screeningInfo(rc, posting);
  if (!info) return out;
  const results = await screeningOf(rc)!.results(info.examIndex, userIds);
  for (const [userId, r] of results) out.set(userId, { ...info, state: r.state });
  return out;
}

/** The reviewers' view: each applicant's standing and, once finished, their score. */
export async function reviewedScreening(
  rc: RequestContext,
  posting: PostingRow,
  userIds: readonly number[],
): Promise<Map<number, ReviewedScreening>> {
  const screening = screeningOf(rc);
  if (!screening || posting.screening_exam_id === null || !userIds.length) return new Map();
  if (!(await screening.exam(posting.channel_id, posting.screening_exam_id))) return new Map();
  return screening.results(posting.screening_exam_id, userIds);
}
