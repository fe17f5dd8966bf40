import { examineeTopic, supervisorsTopic } from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';
import { reportDevices, type DeviceReportDeps } from './device-report.ts';

/**
 * Records that the examinee's phone camera joined or went, and tells the waiting room and the
 * supervisors (`exam.mobile`). Two reporters call it: the phone's page (when its feed publishes,
 * and as it unloads) and the server's presence of the phone's socket (a phone that died or lost
 * its network says nothing). During the exam a lost phone is a lost device: the exitTimer and the
 * video status follow. `onlyIfConnected` makes a loss a no-op when the phone was not connected.
 */
export async function setMobileConnected(
  deps: DeviceReportDeps,
  exam: ExamRow,
  userId: number,
  connected: boolean,
  onlyIfConnected = false,
): Promise<{ changed: boolean; exitTimer?: Awaited<ReturnType<typeof reportDevices>>['exitTimer'] }> {
  const where = { exam_id: exam.id, user_id: userId };
  let query = deps.db('assessment_exam_members').where(where);
  if (onlyIfConnected) query = query.whereNotNull('mobile_connected_at');
  const [row] = await query
    .update({ mobile_connected_at: connected ? deps.db.fn.now() : null })
    .returning('exam_status');
  if (!row) return { changed: false };
  await deps.publish(examineeTopic(exam.id, userId), 'exam.mobile', { connected });
  await deps.publish(supervisorsTopic(exam.id), 'exam.mobile', { userId, connected });
  if (row.exam_status === 'ENTERED' && exam.devices.mobile !== 'off') {
    const { exitTimer } = await reportDevices(deps, exam, userId, { mobile: !connected });
    return { changed: true, exitTimer };
  }
  return { changed: true };
}
