import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { MediaRoom } from '@seodang/sdk';

/**
 * One examinee's own Janus room: a number nobody can guess and the pin Janus asks of every
 * join, publisher or subscriber. Both are given to the examinee and their exam's supervisors only.
 */
export type ExamineeRoom = MediaRoom;

export const feedDevices = ['webcam', 'screen', 'mobile'] as const;
export type FeedDevice = (typeof feedDevices)[number];

/**
 * The Janus publisher id of one examinee's device in a recorded room, derived from the room's
 * secret: only core (and whoever core hands it to) can know it, so a browser cannot publish
 * under another examinee's id, and a display name proves nothing. 48 bits, a safe integer.
 */
export const feedIdOf = (roomSecret: string, userId: number, device: FeedDevice): number =>
  createHmac('sha256', roomSecret).update(`${userId}:${device}`).digest().readUIntBE(0, 6) + 1;

/**
 * The examinee's own Janus room, derived from the exam's secret like the publisher ids: a
 * 52-bit number (a safe integer; rooms of different exams and examinees practically never
 * meet, and a taken number is refused by Janus, not shared) and the pin every join must show.
 */
export function examineeRoomOf(roomSecret: string, userId: number): ExamineeRoom {
  const digest = createHmac('sha256', roomSecret).update(`room:${userId}`).digest();
  return {
    room: digest.readUIntBE(0, 6) * 16 + (digest[6] >> 4) + 1,
    pin: createHmac('sha256', roomSecret).update(`pin:${userId}`).digest('base64url').slice(0, 24),
  };
}

/**
 * Allocates the examinee's publisher ids and records whose they are; recordings are attributed
 * through these rows only (idempotent: the ids are the same on every call and instance).
 */
export async function allocateFeedIds(
  db: Knex,
  examIndex: number,
  roomSecret: string,
  userId: number,
): Promise<Record<FeedDevice, number>> {
  const ids = Object.fromEntries(feedDevices.map((d) => [d, feedIdOf(roomSecret, userId, d)])) as Record<
    FeedDevice,
    number
  >;
  await db('assessment_recording_publishers')
    .insert(
      feedDevices.map((device) => ({
        exam_id: examIndex,
        publisher_id: String(ids[device]),
        user_id: userId,
        device,
      })),
    )
    .onConflict(['exam_id', 'publisher_id'])
    .ignore();
  return ids;
}
