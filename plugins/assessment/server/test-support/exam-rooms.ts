import type { Knex } from 'knex';
import { examineeRoomOf } from '../recordings/feed-ids.ts';
import { janusAuth } from '../services/janus-auth.ts';
import type { ExamineeRoom } from '../services/janus.ts';
import { destroyExamRooms as destroyRooms } from '../recordings/room-closer.ts';

/** The examinee's room and pin as core derives them (the exam's recording row must exist: after a first meeting info). */
export async function examineeRoom(
  db: Knex,
  examIndex: number,
  userId: number,
): Promise<ExamineeRoom & { secret: string }> {
  const row = await db('assessment_recording_exams').where({ exam_id: examIndex }).first('room_secret');
  if (!row?.room_secret) throw new Error(`exam ${examIndex} has no room secret yet`);
  return { ...examineeRoomOf(row.room_secret, userId), secret: row.room_secret };
}

/** Fields a test adds to a VideoRoom `create` it sends itself (as only core may: the admin key). */
export const adminKeyField = () => (janusAuth().adminKey ? { admin_key: janusAuth().adminKey } : {});

/** Destroys every examinee room of the exam on the shared media server (tests leave nothing behind). */
export async function destroyExamRooms(db: Knex, examIndex: number): Promise<void> {
  const httpUrl = process.env.JANUS_HTTP_URL;
  const row = await db('assessment_recording_exams')
    .where({ exam_id: examIndex })
    .first('room_secret')
    .catch(() => undefined);
  if (!httpUrl || !row?.room_secret) return;
  await destroyRooms(db, httpUrl, examIndex, row.room_secret).catch(() => undefined);
}
