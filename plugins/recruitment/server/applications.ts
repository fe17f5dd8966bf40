import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import type {
  ApplicationStatus,
  MyApplication,
  ReviewedApplication,
  ExperienceFigures,
  ReviewedCredential,
  RoadmapFigures,
} from '../common/index.ts';
import { myAttachments, reviewedAttachments, reviewedSnapshots, roadmapSnapshots } from './attachments.ts';
import { periodView } from './postings.ts';
import type { PostingRow } from './scoped-kinds.ts';
import { applicantScreening, reviewedScreening } from './screening.ts';

/** The scoped kind of applications: one is in a channel when its posting is. */
export const applicationKind = 'recruitment-application';

/** The answer for an application that is missing or not the caller's to see. */
export const applicationNotFound = {
  code: 'application_not_found',
  messageKey: 'recruitment.error.application_not_found',
};

/** An application row. */
export interface ApplicationRow {
  id: number;
  posting_id: number;
  user_id: number;
  status: ApplicationStatus;
  cover_message: string;
  mobile: string | null;
  portfolio_link: string | null;
  note: string;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  updated_at: Date;
  resume_key: string | null;
  resume_name: string | null;
  resume_size: number | null;
}

/** The résumé as answers name it: its file name and size, or null. */
const resumeOf = (row: ApplicationRow) =>
  row.resume_key ? { name: row.resume_name ?? 'resume.pdf', size: row.resume_size ?? 0 } : null;

/** Registers the kind: an application of another channel's posting answers like a missing one. */
export function registerApplicationKind(env: RegisterEnv): void {
  env.scopedKind<ApplicationRow>({
    kind: applicationKind,
    async find(db, ids, channelIndex) {
      return (await db('recruitment_applications as a')
        .join('recruitment_postings as p', 'p.id', 'a.posting_id')
        .whereRaw('coalesce(p.channel_id, 0) = ?', [channelIndex ?? 0])
        .whereIn('a.id', ids)
        .select('a.*')) as ApplicationRow[];
    },
  });
}

/** The caller's application to a posting, locked for the rest of the transaction, or undefined. */
export async function lockMine(
  trx: Knex,
  postingId: number,
  userId: number,
): Promise<ApplicationRow | undefined> {
  return trx('recruitment_applications')
    .where({ posting_id: postingId, user_id: userId })
    .forUpdate()
    .first();
}

/** The caller's application to the posting, locked; none answers 404 `application_not_found`. */
export async function lockMineOr404(trx: Knex, postingId: number, userId: number): Promise<ApplicationRow> {
  const mine = await lockMine(trx, postingId, userId);
  if (!mine) throw new AppError(404, applicationNotFound.code, applicationNotFound.messageKey);
  return mine;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** The JSON shape of the caller's own application. */
export function presentMine(
  row: ApplicationRow,
  posting: PostingRow,
  attachments: MyApplication['attachments'],
  screening: MyApplication['screening'] = null,
): MyApplication {
  return {
    index: row.id,
    status: row.status,
    coverMessage: row.cover_message,
    mobile: row.mobile,
    portfolioLink: row.portfolio_link,
    resume: resumeOf(row),
    submittedAt: iso(row.submitted_at),
    updatedAt: new Date(row.updated_at).toISOString(),
    screening,
    attachments,
    posting: {
      sequence: posting.id,
      urlSlug: posting.url_slug,
      title: posting.title,
      company: posting.company,
      state: posting.state,
      period: periodView(posting),
    },
  };
}

/** The caller's applications as they see them, with what each has attached. */
export async function answerMine(
  rc: RequestContext,
  rows: (ApplicationRow & { posting: PostingRow })[],
): Promise<MyApplication[]> {
  const attachments = await myAttachments(
    rc,
    rows.map((r) => r.id),
  );
  // Each posting's screening, for the caller (registered once they submitted).
  const screenings = new Map<number, Awaited<ReturnType<typeof applicantScreening>>>();
  for (const r of rows)
    if (!screenings.has(r.posting.id))
      screenings.set(r.posting.id, await applicantScreening(rc, r.posting, [r.user_id]));
  return rows.map((r) =>
    presentMine(r, r.posting, attachments.get(r.id)!, screenings.get(r.posting.id)!.get(r.user_id) ?? null),
  );
}

/** One application of the caller as they see it. */
export async function answerOne(
  rc: RequestContext,
  row: ApplicationRow,
  posting: PostingRow,
): Promise<MyApplication> {
  return (await answerMine(rc, [{ ...row, posting }]))[0]!;
}

/** An application with its applicant, as the review list reads it. */
export type ReviewRow = ApplicationRow & { name: string | null; email: string | null };

/**
 * The JSON shape a reviewer sees. Under blind review the applicant's name, e-mail, mobile,
 * portfolio link and résumé (a file name or a link names a person as well as a name does) stay
 * hidden until the application passes; a withdrawn application shows no content at all.
 */
export function presentReviewed(
  row: ReviewRow,
  blind: boolean,
  credentials: ReviewedCredential[],
  experience: ExperienceFigures | null,
  roadmaps: RoadmapFigures[],
  screening: ReviewedApplication['screening'] = null,
): ReviewedApplication {
  const hidden = blind && row.status !== 2;
  const withdrawn = row.status === 4;
  return {
    index: row.id,
    status: row.status,
    hidden,
    applicant: hidden
      ? { id: null, name: null, email: null, mobile: null }
      : { id: row.user_id, name: row.name, email: row.email, mobile: withdrawn ? null : row.mobile },
    coverMessage: withdrawn ? '' : row.cover_message,
    portfolioLink: withdrawn || hidden ? null : row.portfolio_link,
    resume: withdrawn || hidden ? null : resumeOf(row),
    attachments: {
      credentials: withdrawn ? [] : credentials,
      experience: withdrawn ? null : experience,
      roadmaps: withdrawn ? [] : roadmaps,
    },
    note: row.note,
    submittedAt: iso(row.submitted_at),
    reviewedAt: iso(row.reviewed_at),
    screening: withdrawn ? null : screening,
  };
}

/** Reviewed applications with their attachments read live (a revoked certificate shows revoked). */
export async function answerReviewed(
  rc: RequestContext,
  rows: ReviewRow[],
  posting: PostingRow,
): Promise<ReviewedApplication[]> {
  const { blind } = posting;
  const credentials = await reviewedAttachments(
    rc,
    rows.map((r) => ({ id: r.id, hidden: blind && r.status !== 2, withdrawn: r.status === 4 })),
  );
  const shown = rows.filter((r) => r.status !== 4).map((r) => r.id);
  const experience = await reviewedSnapshots(rc.db, shown);
  const roadmaps = await roadmapSnapshots(rc.db, shown);
  const screening = await reviewedScreening(
    rc,
    posting,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) =>
    presentReviewed(
      r,
      blind,
      credentials.get(r.id)!,
      experience.get(r.id) ?? null,
      roadmaps.get(r.id) ?? [],
      screening.get(r.user_id) ?? null,
    ),
  );
}

/** Refuses an applicant who manages the posting: nobody applies to a posting of their own. */
export function refuseOwnPosting(rc: RequestContext, posting: PostingRow): void {
  if (rc.role === 'admin' || posting.owner_id === rc.requireUser().id)
    throw new AppError(403, 'own_posting', 'recruitment.error.own_posting');
}
