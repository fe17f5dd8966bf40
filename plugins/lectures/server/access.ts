import { AppError, type RequestContext } from '@seodang/sdk';
import { serviceDay, type EnrolmentState } from '../common/index.ts';
import type { LectureRow } from './lecture-row.ts';

/**
 * Who asks about a lecture: a request, or the viewer another plugin names through the
 * `lectures.lesson-access` service (same rules either way).
 */
export type Viewer = Pick<RequestContext, 'db' | 'user' | 'role' | 'inChannel'> & {
  readonly channel: { readonly index: number } | null;
};

/** The 404 of a missing lecture (also one of another channel). */
export const lectureNotFound = { code: 'lecture_not_found', messageKey: 'lectures.error.lecture_not_found' };
/** The 404 of a missing lesson (also one of another channel or lecture). */
export const lessonNotFound = { code: 'lesson_not_found', messageKey: 'lectures.error.lesson_not_found' };

/** A lecture of this channel (`rc.inChannel`), with its owner's name, or a 404. */
export async function findLecture(rc: Viewer, index: number): Promise<LectureRow> {
  await rc.inChannel('lecture', index, lectureNotFound);
  const row = await rc
    .db('lectures as l')
    .leftJoin('users as u', 'u.id', 'l.owner_id')
    .where('l.id', index)
    .first('l.*', 'u.name as owner_name');
  // Deleted between the two reads (a concurrent delete): as missing as it is now.
  if (!row) throw new AppError(404, lectureNotFound.code, lectureNotFound.messageKey);
  return row as LectureRow;
}

/** Who may edit: the teacher who owns it, or the channel's admin. Other teachers may not. */
export const canEdit = (rc: Pick<Viewer, 'user' | 'role'>, lecture: LectureRow): boolean =>
  !!rc.user && (lecture.owner_id === rc.user.id || rc.role === 'admin');

/** The lecture, when the caller may edit it; otherwise 403 not_owner. */
export async function findEditableLecture(rc: Viewer, index: number): Promise<LectureRow> {
  const lecture = await findLecture(rc, index);
  if (!canEdit(rc, lecture)) throw new AppError(403, 'not_owner', 'lectures.error.not_owner');
  return lecture;
}

/** The caller's enrolment in a lecture. */
export interface Enrolment {
  id: number;
  state: EnrolmentState;
  joined_at: Date | null;
  expires_at: Date | null;
  completed_at: Date | null;
}

export async function enrolmentOf(rc: Viewer, lectureId: number): Promise<Enrolment | null> {
  if (!rc.user) return null;
  return (
    (await rc.db('lecture_enrolments').where({ lecture_id: lectureId, user_id: rc.user.id }).first()) ?? null
  );
}

/** Where now falls in a lecture's study period: the lecture's dates, then the learner's days from enrolment. */
export type PeriodState = 'open' | 'notStarted' | 'ended';

export function periodStateOf(
  lecture: LectureRow,
  enrolment: Enrolment | null,
  now = new Date(),
): PeriodState {
  if (lecture.period_type === 'dates') {
    if (lecture.open_date && new Date(lecture.open_date) > now) return 'notStarted';
    if (lecture.close_date && new Date(lecture.close_date) < now) return 'ended';
  }
  if (enrolment?.expires_at && new Date(enrolment.expires_at) < now) return 'ended';
  return 'open';
}

/** Whether a joined enrolment is inside its study period now. */
export const isWithinPeriod = (lecture: LectureRow, enrolment: Enrolment | null, now = new Date()): boolean =>
  periodStateOf(lecture, enrolment, now) === 'open';

/** When the learner's study ends: the earlier of the lecture's close date and the enrolment's last day. */
export function periodEndOf(lecture: LectureRow, enrolment: Enrolment | null): Date | null {
  const ends = [lecture.period_type === 'dates' ? lecture.close_date : null, enrolment?.expires_at]
    .filter((d): d is Date => !!d)
    .map((d) => new Date(d));
  return ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
}

const day = (d: Date | null) => (d ? serviceDay(d) : '');

/** 403 with the reason when lessons cannot be opened now: not started yet (and from when) or ended (and when). */
export function assertInPeriod(lecture: LectureRow, enrolment: Enrolment | null): void {
  const state = periodStateOf(lecture, enrolment);
  if (state === 'notStarted')
    throw new AppError(403, 'lecture_not_started', 'lectures.error.lecture_not_started', {
      date: day(lecture.open_date && new Date(lecture.open_date)),
    });
  if (state === 'ended')
    throw new AppError(403, 'lecture_closed', 'lectures.error.period_ended', {
      date: day(periodEndOf(lecture, enrolment)),
    });
}

/**
 * May the caller see the lecture page? Editors always; others only once it is published, and a
 * private lecture only for its enrolled or invited students (spec §3 permission).
 */
export function canView(rc: Viewer, lecture: LectureRow, enrolment: Enrolment | null): boolean {
  if (canEdit(rc, lecture)) return true;
  if (!lecture.is_published || lecture.is_base) return false;
  return lecture.is_public || !!enrolment;
}

/** The lecture as the caller may see it, or 404 (unpublished) / 403 not_enrolled (private). */
export async function findViewableLecture(rc: Viewer, index: number) {
  const lecture = await findLecture(rc, index);
  const enrolment = await enrolmentOf(rc, lecture.id);
  if (canView(rc, lecture, enrolment)) return { lecture, enrolment };
  if (!lecture.is_published || lecture.is_base)
    throw new AppError(404, 'lecture_not_found', 'lectures.error.lecture_not_found');
  throw new AppError(403, 'not_enrolled', 'lectures.error.not_enrolled');
}
