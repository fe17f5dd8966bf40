import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';

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
 * Allocates the examinee's publisher ids and records whose they are; recordings are attributed
 * through these rows only (idempotent: the ids are the same on every call and instance).
 */
export async function allocateFeedIds(db: Knex, examIndex: number, roomSecret: string, userId: number): Promise<Record<FeedDevice, number>> {
  const ids = Object.fromEntries(feedDevices.map((d) => [d, feedIdOf(roomSecret, userId, d)])) as Record<FeedDevice, number>;
  await db('assessment_recording_publishers')
    .insert(feedDevices.map((device) => ({ exam_id: examIndex, publisher_id: String(ids[device]), user_id: userId, device })))
    .onConflict(['exam_id', 'publisher_id']).ignore();
  return ids;
}
