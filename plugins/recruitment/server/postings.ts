import { AppError, type RequestContext } from '@seodang/sdk';
import {
  dDay,
  isFinished,
  isProceeding,
  periodPhase,
  recruitmentLectureType,
  type ManagedPosting,
  type Posting,
  type PostingDetail,
  type PostingValues,
} from '../common/index.ts';
import { postingKind, type PostingRow } from './scoped-kinds.ts';
import { screeningInfo } from './screening.ts';

/** The answer for a posting that is missing, in another channel or not visible to the caller. */
export const postingNotFound = {
  code: 'posting_not_found',
  messageKey: 'recruitment.error.posting_not_found',
};

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** The period of a row as the common rule takes it. */
export const periodOf = (row: Pick<PostingRow, 'open_at' | 'close_at'>) => ({
  openAt: row.open_at,
  closeAt: row.close_at,
});

/** The period's standing at `now`, as every answer carries it. */
export function periodView(
  row: Pick<PostingRow, 'open_at' | 'close_at'>,
  now = new Date(),
): Posting['period'] {
  const period = periodOf(row);
  return {
    phase: periodPhase(period, now),
    dDay: dDay(period, now),
    proceeding: isProceeding(period, now),
    finished: isFinished(period, now),
  };
}

/** The JSON shape of a posting in lists. */
export function present(row: PostingRow): Posting {
  return {
    sequence: row.id,
    lectureType: recruitmentLectureType,
    urlSlug: row.url_slug,
    title: row.title,
    description: row.description,
    company: row.company,
    employmentType: row.employment_type as Posting['employmentType'],
    location: row.location,
    remote: row.remote,
    positions: row.positions,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    skills: row.skills,
    openAt: iso(row.open_at),
    closeAt: iso(row.close_at),
    state: row.state,
    period: periodView(row),
    blind: row.blind,
    owner: { id: row.owner_id, name: row.owner_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The JSON shape of a posting's page. */
export function presentDetail(
  row: PostingRow,
  isManager: boolean,
  screening: PostingDetail['screening'] = null,
): PostingDetail {
  return {
    ...present(row),
    introduction: row.introduction,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    contactLink: row.contact_link,
    isManager,
    screening,
    screeningExamIndex: isManager ? row.screening_exam_id : null,
  };
}

/** A posting's page with its screening assessment looked up. */
export async function detailOf(
  rc: RequestContext,
  row: PostingRow,
  isManager: boolean,
): Promise<PostingDetail> {
  return presentDetail(row, isManager, await screeningInfo(rc, row));
}

/** A managed posting with its applications counted (saved drafts are the applicant's own, not counted). */
export function presentManaged(
  row: PostingRow & { submitted: number; pass: number; fail: number },
): ManagedPosting {
  const submitted = Number(row.submitted);
  const pass = Number(row.pass);
  const fail = Number(row.fail);
  return { ...present(row), applicationCounts: { submitted, pass, fail, total: submitted + pass + fail } };
}

/** Whether the caller manages the posting: its owner, or an admin of its channel (or of the site). */
export function manages(rc: RequestContext, row: Pick<PostingRow, 'owner_id'>): boolean {
  if (!rc.user) return false;
  return rc.role === 'admin' || row.owner_id === rc.user.id;
}

/**
 * The posting the caller may read: published and closed ones for every member of the channel, a
 * draft only for those who manage it. Anything else answers like a missing posting.
 */
export async function visiblePosting(rc: RequestContext, id: number): Promise<PostingRow> {
  const row = await rc.inChannel<PostingRow>(postingKind, id, postingNotFound);
  if (row.state === 'DRAFT' && !manages(rc, row))
    throw new AppError(404, postingNotFound.code, postingNotFound.messageKey);
  return row;
}

/** The posting the caller manages (403 for a member who can see it but does not manage it). */
export async function managedPosting(rc: RequestContext, id: number): Promise<PostingRow> {
  const row = await visiblePosting(rc, id);
  if (!manages(rc, row)) throw new AppError(403, 'not_owner', 'recruitment.error.not_owner');
  return row;
}

/** The 409 of an action the current state does not allow. */
export const illegalTransition = (state: string | number) =>
  new AppError(409, 'illegal_transition', 'recruitment.error.illegal_transition', { state });

/** A URL slug from a title: letters (Hangul included) and digits joined by '-'. */
export function slugOf(title: string): string {
  const words =
    title
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.join('-').slice(0, 80) || 'recruitment';
}

/** The columns a posting's input writes. */
export function columnsOf(values: PostingValues, sanitize: (html: string) => string) {
  return {
    url_slug: slugOf(values.title),
    title: values.title,
    description: values.description,
    company: values.company,
    employment_type: values.employmentType,
    location: values.location,
    remote: values.remote,
    positions: values.positions,
    salary_min: values.salaryMin,
    salary_max: values.salaryMax,
    skills: JSON.stringify(values.skills),
    open_at: values.openAt,
    close_at: values.closeAt,
    contact_email: values.contactEmail,
    contact_phone: values.contactPhone,
    contact_link: values.contactLink,
    introduction: sanitize(values.introduction),
    blind: values.blind,
    screening_exam_id: values.screeningExamIndex,
  };
}
