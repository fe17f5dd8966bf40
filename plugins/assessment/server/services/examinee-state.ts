import type { Knex } from 'knex';
import {
  applyStatusUpdate,
  deriveDisplayStatus,
  examDeadline,
  supervisorsTopic,
  type ExamineeStatusState,
  type ExamineeStatusUpdate,
  type ExamStatus,
  type VideoStatus,
} from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';

/** A member row of assessment_exam_members. */
export interface MemberRow {
  exam_id: number;
  user_id: number;
  role: string;
  exam_status: string;
  video_status: string;
  entered_at_least_once: boolean;
  current_waiting_step: string | null;
  last_finished_time: Date | null;
  last_exam_leave_time: Date | null;
  paused_at: Date | null;
  paused_total_ms: string | number;
  extra_time_ms: string | number;
  agreed_at: Date | null;
  identification_checked: boolean;
  identification_checker_id: number | null;
  identification_check_date: Date | null;
  live_sockets?: number;
  will_exit_at?: Date | null;
  disconnected_devices?: Record<'webcam' | 'mobile' | 'screen', boolean> | null;
  identification_photo?: { key: string; mime: string; size: number; uploadedAt: string } | null;
  name?: string;
  email?: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The status part of a member row, in the shared module's shape. */
export function statusOf(row: MemberRow): ExamineeStatusState {
  return {
    examStatus: row.exam_status as ExamStatus,
    videoStatus: row.video_status as VideoStatus,
    status: deriveDisplayStatus(row.exam_status, row.video_status),
    enteredExamAtLeastOnce: row.entered_at_least_once,
    currentWaitingStep: row.current_waiting_step,
    lastFinishedTime: iso(row.last_finished_time),
    lastExamLeaveTime: iso(row.last_exam_leave_time),
  };
}

/** The examinee's clock inputs. */
export const clockOf = (exam: ExamRow, row: MemberRow) => ({
  startAt: new Date(exam.start_at).getTime(),
  endAt: new Date(exam.end_at).getTime(),
  extraTime: Number(row.extra_time_ms),
  pausedTotalMs: Number(row.paused_total_ms),
  pausedAt: row.paused_at ? new Date(row.paused_at).getTime() : null,
});

/**
 * A supervised user of §3 (what the control room and the live status list show). The e-mail stays
 * whole, unlike other lists: the spec's control room shows a user whose name or e-mail contains
 * the supervisor's keyword, matched in the browser (§ "Supervision and other rules").
 */
export function presentSupervisedUser(exam: ExamRow, row: MemberRow, now = Date.now()) {
  return {
    id: row.user_id,
    objectId: `${row.user_id}`,
    name: row.name ?? '',
    email: row.email ?? '',
    ...statusOf(row),
    isPaused: row.paused_at !== null,
    paused: row.paused_at !== null,
    extraTime: Number(row.extra_time_ms),
    deadline: examDeadline(clockOf(exam, row), now),
    exitTimer: {
      willExitAt: row.will_exit_at ? new Date(row.will_exit_at).getTime() : null,
      disconnectedDevices: row.disconnected_devices ?? { webcam: false, mobile: false, screen: false },
    },
    identification: {
      key: 'identification',
      checked: row.identification_checked,
      checkerId: row.identification_checker_id,
      checkDate: iso(row.identification_check_date),
    },
  };
}

/** Members of an exam with their names, ordered by name. */
export function memberQuery(db: Knex, examIndex: number) {
  return db('assessment_exam_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.exam_id', examIndex)
    .select('m.*', 'u.name', 'u.email');
}

/**
 * Applies a status update with the shared rules, stores it, and tells the supervisors.
 * Runs in a row lock so two tabs of one examinee cannot interleave.
 */
export async function updateStatus(
  db: Knex,
  exam: ExamRow,
  userId: number,
  update: ExamineeStatusUpdate,
  publish: (topic: string, event: string, data: unknown) => Promise<void>,
): Promise<ExamineeStatusState> {
  const next = await db.transaction(async (trx) => {
    const row: MemberRow = await trx('assessment_exam_members')
      .where({ exam_id: exam.id, user_id: userId })
      .forUpdate()
      .first();
    const state = applyStatusUpdate(statusOf(row), update);
    await trx('assessment_exam_members').where({ exam_id: exam.id, user_id: userId }).update({
      exam_status: state.examStatus,
      video_status: state.videoStatus,
      entered_at_least_once: state.enteredExamAtLeastOnce,
      current_waiting_step: state.currentWaitingStep,
      last_finished_time: state.lastFinishedTime,
      last_exam_leave_time: state.lastExamLeaveTime,
    });
    return state;
  });
  await publish(supervisorsTopic(exam.id), 'exam.status', { userId, update, state: next });
  return next;
}
