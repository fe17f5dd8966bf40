import { AppError, type RequestContext } from '@seodang/sdk';
import { deviceTypes, examineeTopic, supervisorsTopic, type DeviceType } from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';
import { updateStatus, type MemberRow } from './examinee-state.ts';

/** The devices still down in a member row, in the spec's order. */
const lostDevicesOf = (row: MemberRow): DeviceType[] =>
  deviceTypes.filter((d) => !!row.disconnected_devices?.[d]);

/**
 * The exitTimer of §3 ran out: the examinee leaves the exam room for the waiting room's device
 * step. Only the server's own timer decides (a device that came back cleared it; an early call is
 * refused), so a browser cannot leave on a clock of its own. The leave is
 * EXAM_LEAVE with the reason `device_lost` and the lost devices, so supervisors see why; the
 * devices stay marked down until the examinee checks them again and re-enters (EXAM_REENTER).
 */
export async function exitForLostDevices(rc: RequestContext, exam: ExamRow, now = new Date()) {
  const userId = rc.user!.id;
  const outcome = await rc.db.transaction(async (trx) => {
    const row: MemberRow = await trx('assessment_exam_members')
      .where({ exam_id: exam.id, user_id: userId })
      .forUpdate()
      .first();
    const lost = lostDevicesOf(row);
    if (row.exam_status !== 'ENTERED')
      throw new AppError(409, 'not_in_exam_room', 'assessment.error.not_in_exam_room');
    if (!row.will_exit_at || lost.length === 0)
      throw new AppError(409, 'no_exit_timer', 'assessment.error.no_exit_timer');
    const willExitAt = new Date(row.will_exit_at).getTime();
    if (willExitAt > now.getTime())
      throw new AppError(409, 'exit_timer_running', 'assessment.error.exit_timer_running');
    // The countdown is over; the devices stay down until the waiting room checks them again.
    await trx('assessment_exam_members')
      .where({ exam_id: exam.id, user_id: userId })
      .update({ will_exit_at: null });
    await trx('assessment_exam_history').insert({
      exam_id: exam.id,
      user_id: userId,
      type: 'EXAM_LEAVE',
      ip: rc.ip,
      created_at: now,
    });
    return {
      lost,
      disconnectedDevices: { webcam: false, mobile: false, screen: false, ...row.disconnected_devices },
    };
  });
  const exitTimer = { willExitAt: null, disconnectedDevices: outcome.disconnectedDevices };
  const at = now.toISOString();
  const state = await updateStatus(
    rc.db,
    exam,
    userId,
    { kind: 'history', type: 'EXAM_LEAVE', at },
    (topic, event, data) => rc.publish(topic, event, { ...(data as object), exitTimer }),
  );
  const history = {
    userId,
    name: rc.user!.name,
    type: 'EXAM_LEAVE',
    createdAt: at,
    reason: 'device_lost',
    devices: outcome.lost,
  };
  await rc.publish(supervisorsTopic(exam.id), 'exam.history', history);
  await rc.publish(examineeTopic(exam.id, userId), 'exam.exit-timer', { exitTimer });
  return { left: true, lostDevices: outcome.lost, state, history };
}
