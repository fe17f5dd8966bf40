import type { Knex } from 'knex';
import type { MediaRooms } from '@seodang/sdk';
import { examineeRoomOf, type ExamineeRoom } from '../recordings/feed-ids.ts';
import { destroyExamRooms as destroyRooms } from '../recordings/room-closer.ts';
import { janusRooms } from '../../../../core/src/media/janus-client.ts';

export { videoRoomRequest } from '../../../../core/src/media/janus-client.ts';
import { janusAuth, roomSecret } from '../../../../core/src/media/janus-auth.ts';

/**
 * The examinee's room and pin as core derives them (the exam's recording row must exist: after a
 * first meeting info), with the secret core locks the room with (tests send Janus what only core may).
 */
export async function examineeRoom(
  db: Knex,
  examIndex: number,
  userId: number,
): Promise<ExamineeRoom & { secret: string }> {
  const row = await db('assessment_recording_exams').where({ exam_id: examIndex }).first('room_secret');
  if (!row?.room_secret) throw new Error(`exam ${examIndex} has no room secret yet`);
  const room = examineeRoomOf(row.room_secret, userId);
  return { ...room, secret: coreRoomSecret(room.room) };
}

/** The secret core locks a room with (tests send Janus what only core may). */
export const coreRoomSecret = roomSecret;

/** Fields a test adds to a VideoRoom `create` it sends itself (as only core may: the admin key). */
export const adminKeyField = () => (janusAuth().adminKey ? { admin_key: janusAuth().adminKey } : {});

/** The rooms of the test run's media server, as core's media service reaches them. */
export const testRooms = (): MediaRooms => janusRooms(process.env.JANUS_HTTP_URL ?? '');

/** Destroys every examinee room of the exam on the shared media server (tests leave nothing behind). */
export async function destroyExamRooms(db: Knex, examIndex: number): Promise<void> {
  const row = await db('assessment_recording_exams')
    .where({ exam_id: examIndex })
    .first('room_secret')
    .catch(() => undefined);
  if (!process.env.JANUS_HTTP_URL || !row?.room_secret) return;
  await destroyRooms(db, testRooms(), examIndex, row.room_secret).catch(() => undefined);
}
