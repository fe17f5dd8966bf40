import type { Knex } from 'knex';
import {
  AppError,
  requireManagerRight,
  type ChannelData,
  type RequestContext,
  type ScopedUser,
} from '@seodang/sdk';
import type { UserData } from '@seodang/sdk/common';
import type { AiExamSetting } from '../../common/schemas.ts';

/** An exam row with its assessment's channel and owner. */
export interface ExamRow {
  id: number;
  assessment_id: number;
  sequence: number;
  title: string;
  token: string;
  start_at: Date;
  end_at: Date;
  devices: {
    webcam: 'required' | 'optional' | 'off';
    screen: 'required' | 'optional' | 'off';
    mobile: 'required' | 'optional' | 'off';
  };
  identification_upload: boolean;
  /** Seconds to bring a lost required device back (the exitTimer's grace period). */
  device_grace_seconds: number;
  agreement: string;
  quizzes: { quizId: string; title: string; score: number }[];
  /** The AI exam setting (null: never saved, an ordinary exam). */
  ai_exam: AiExamSetting | null;
  channel_id: number | null;
  owner_id: number | null;
}

const examColumns = ['e.*', 'a.channel_id', 'a.owner_id'];

/** The exam, if it exists in this channel (or on the public site). */
export async function findExam(
  db: Knex,
  examIndex: number,
  channel: Pick<ChannelData, 'index'> | null,
): Promise<ExamRow | undefined> {
  return db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where('e.id', examIndex)
    .whereRaw('coalesce(a.channel_id, 0) = ?', [channel?.index ?? 0])
    .first(examColumns);
}

/** The exams among `ids` that are in this channel (null: the public site); the `exam` scoped kind. */
export async function findExams(
  db: Knex,
  ids: readonly number[],
  channelIndex: number | null,
): Promise<ExamRow[]> {
  return db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .whereIn('e.id', ids)
    .whereRaw('coalesce(a.channel_id, 0) = ?', [channelIndex ?? 0])
    .select(examColumns);
}

/** The exam whatever its channel (realtime policies check roles against the exam's own channel). */
export async function findExamAnywhere(db: Knex, examIndex: number): Promise<ExamRow | undefined> {
  if (!Number.isSafeInteger(examIndex)) return undefined;
  return db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where('e.id', examIndex)
    .first(examColumns);
}

/** The exam by its sequence (the notice endpoint's path key). */
export async function findExamBySequence(
  db: Knex,
  sequence: number,
  channel: Pick<ChannelData, 'index'> | null,
): Promise<ExamRow | undefined> {
  return db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where('e.sequence', sequence)
    .whereRaw('coalesce(a.channel_id, 0) = ?', [channel?.index ?? 0])
    .first(examColumns);
}

/** The exam or a 404 (an exam of another channel is not found either). */
export async function requireExam(rc: RequestContext, examIndex: number): Promise<ExamRow> {
  return rc.inChannel<ExamRow>('exam', examIndex, {
    code: 'exam_not_found',
    messageKey: 'assessment.error.exam_not_found',
  });
}

/** The user's role in the exam: 'student' (examinee), 'supervisor', or null. */
export async function examRole(
  db: Knex,
  examIndex: number,
  userId: number,
): Promise<'student' | 'supervisor' | null> {
  const row = await db('assessment_exam_members')
    .where({ exam_id: examIndex, user_id: userId })
    .first('role');
  return row?.role ?? null;
}

/** Whether the caller manages an assessment (and its exams): its owner or a channel admin. */
export const managesAssessment = (
  rc: Pick<RequestContext, 'role' | 'user'>,
  ownerId: number | null,
): boolean => rc.role === 'admin' || (!!rc.user && ownerId === rc.user.id);

/**
 * Before a change to an assessment's results (a level verification asked again): its owner always
 * may; a channel admin who does not own it needs the result management right when a co-manager
 * (403 `manager_right_required`), so the right limits co-managers and never the owning teacher.
 */
export async function requireResultManagement(rc: RequestContext, ownerId: number | null): Promise<void> {
  if (rc.user && ownerId === rc.user.id) return;
  if (rc.role === 'admin') await requireManagerRight(rc, 'resultManagement');
}

/**
 * Supervisors of an exam: its assigned supervisors, the assessment's owner and the channel's
 * admins. Nobody else, whatever their role elsewhere.
 */
export async function isExamSupervisor(
  db: Knex,
  exam: ExamRow,
  user: Pick<UserData, 'id'> | null,
  channelRole: string | null,
): Promise<boolean> {
  if (!user) return false;
  if (channelRole === 'admin' || exam.owner_id === user.id) return true;
  return (await examRole(db, exam.id, user.id)) === 'supervisor';
}

/** The exam, for one of its supervisors only (403 otherwise). */
export async function requireSupervisor(rc: RequestContext, examIndex: number): Promise<ExamRow> {
  const exam = await requireExam(rc, examIndex);
  if (!(await isExamSupervisor(rc.db, exam, rc.user, rc.role)))
    throw new AppError(403, 'not_supervisor', 'assessment.error.not_supervisor');
  return exam;
}

/**
 * A user id a supervisor names (a report's examinee, a target): a member of the request's channel
 * (a public-site account on the public site), or the same 404 as a user who does not exist.
 */
export async function requireChannelUser(rc: RequestContext, userId: number): Promise<ScopedUser> {
  return rc.inChannel<ScopedUser>('user', userId, {
    code: 'user_not_found',
    messageKey: 'assessment.error.user_not_found',
  });
}

/** The exam for one of its supervisors, and the examinee a report is about, both in the request's channel. */
export async function requireReportOf(
  rc: RequestContext,
  examIndex: number,
  userId: number,
): Promise<{ exam: ExamRow; user: ScopedUser }> {
  const exam = await requireSupervisor(rc, examIndex);
  return { exam, user: await requireChannelUser(rc, userId) };
}

/** The exam, for one of its examinees only (403 otherwise). */
export async function requireExaminee(rc: RequestContext, examIndex: number): Promise<ExamRow> {
  const exam = await requireExam(rc, examIndex);
  if (!rc.user || (await examRole(rc.db, examIndex, rc.user.id)) !== 'student')
    throw new AppError(403, 'not_examinee', 'assessment.error.not_examinee');
  return exam;
}
