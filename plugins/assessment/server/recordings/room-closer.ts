import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { MediaRooms } from '@seodang/sdk';
import { findExamAnywhere } from '../services/exam-access.ts';
import { latestDeadline } from '../services/latest-deadline.ts';
import { examineeRoomOf } from './feed-ids.ts';

/** How long after the last examinee's end an exam's rooms stay open (a late reconnect, the last recordings settling). */
export const roomGraceMs = 10 * 60_000;

/** Destroys every examinee room of the exam that core made (one per examinee who had a meeting info). */
export async function destroyExamRooms(
  db: Knex,
  rooms: MediaRooms,
  examIndex: number,
  roomSecret: string,
): Promise<number> {
  const userIds: number[] = await db('assessment_recording_publishers')
    .where({ exam_id: examIndex })
    .distinct()
    .pluck('user_id');
  let destroyed = 0;
  for (const userId of userIds)
    if (await rooms.destroyRoom(examineeRoomOf(roomSecret, userId).room)) destroyed++;
  return destroyed;
}

/**
 * A long-running media server would otherwise keep one room per examinee of every exam ever
 * held. Once an exam's last examinee is past their end (extra time and pauses included) by the
 * grace period, its rooms are destroyed and the exam is marked closed; a meeting info asked for
 * later (extra time given afterwards) makes the room again and clears the mark. Idempotent, so
 * several core instances may run it at once. Resolves the exams whose rooms it closed.
 */
export async function closeFinishedRooms(
  db: Knex,
  log: Logger,
  roomsOf: (examIndex: number) => Promise<MediaRooms | null>,
  now = Date.now(),
): Promise<number[]> {
  const closed: number[] = [];
  const candidates: { exam_id: number; room_secret: string }[] = await db('assessment_recording_exams as r')
    .join('assessment_exams as e', 'e.id', 'r.exam_id')
    .whereNull('r.rooms_closed_at')
    .whereNotNull('r.room_secret')
    .where('e.end_at', '<', new Date(now - roomGraceMs))
    .select('r.exam_id', 'r.room_secret');
  for (const { exam_id: examIndex, room_secret: secret } of candidates) {
    const exam = await findExamAnywhere(db, examIndex);
    if (exam && (await latestDeadline(db, exam, now)) + roomGraceMs > now) continue;
    try {
      // Every room of the exam is on the server it was placed on.
      const rooms = await roomsOf(examIndex);
      const destroyed = rooms ? await destroyExamRooms(db, rooms, examIndex, secret) : 0;
      await db('assessment_recording_exams')
        .where({ exam_id: examIndex })
        .whereNull('rooms_closed_at')
        .update({ rooms_closed_at: new Date(now) });
      log.info({ examIndex, destroyed }, "closed the finished exam's video rooms");
      closed.push(examIndex);
    } catch (err) {
      log.warn({ err, examIndex }, "could not close the finished exam's video rooms; will try again");
    }
  }
  return closed;
}
