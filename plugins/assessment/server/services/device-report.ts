import type { Knex } from 'knex';
import { examineeTopic, type DeviceType, type VideoStatus } from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';
import { updateStatus } from './examinee-state.ts';
import { recordDeviceDrops } from './device-drops.ts';

/**
 * Stores which proctoring devices are down and tells the supervisors (status with the exitTimer).
 * Two reporters share the row: the exam browser owns webcam and screen, the phone owns the
 * mobile camera; each changes only its own devices, and the status is connected only when
 * neither has one down. The examinee's own pages hear the exitTimer too (`exam.exit-timer`), so
 * the exam room can show the countdown of a dropped phone.
 */
/** What reporting needs: a request's or a presence handler's database and publish. */
export interface DeviceReportDeps {
  db: Knex;
  publish(topic: string, event: string, data: unknown): Promise<void>;
}

export async function reportDevices(
  rc: DeviceReportDeps,
  exam: ExamRow,
  userId: number,
  changes: Partial<Record<DeviceType, boolean>>,
  browserSaysAll?: boolean,
) {
  const row = await rc
    .db('assessment_exam_members')
    .where({ exam_id: exam.id, user_id: userId })
    .first('disconnected_devices');
  const drops = {
    webcam: false,
    screen: false,
    mobile: false,
    ...(row?.disconnected_devices ?? {}),
    ...changes,
  };
  const exitTimer = await recordDeviceDrops(rc.db, exam, userId, drops);
  const anyDown = Object.values(exitTimer.disconnectedDevices).some(Boolean);
  const videoStatus: VideoStatus =
    (browserSaysAll ?? true) && !anyDown ? 'ALL_DEVICE_CONNECTED' : 'NOT_ALL_DEVICE_CONNECTED';
  const publish = (topic: string, event: string, data: unknown) =>
    rc.publish(topic, event, { ...(data as object), exitTimer });
  const state = await updateStatus(rc.db, exam, userId, { kind: 'videoStatus', videoStatus }, publish);
  await rc.publish(examineeTopic(exam.id, userId), 'exam.exit-timer', { exitTimer });
  return { state, exitTimer };
}
