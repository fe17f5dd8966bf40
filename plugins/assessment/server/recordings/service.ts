import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { mediaRef, type MediaRooms, type StartContext } from '@seodang/sdk';
import { examRooms, publishersPerExaminee, releaseExamRooms } from '../services/exam-media.ts';
import { allocateFeedIds, examineeRoomOf, type ExamineeRoom, type FeedDevice } from './feed-ids.ts';
import { createRecorder } from './recorder.ts';
import { assessmentFiles } from '../services/files.ts';

/** Where Janus writes raw .mjr files (`SEODANG_JANUS_RECORDINGS_DIR`, default `.data/janus-recordings`); local to the Janus host. */
export const janusRecordingsDir = () =>
  resolve(process.env.SEODANG_JANUS_RECORDINGS_DIR ?? '.data/janus-recordings');

/**
 * How an exam's rooms record: into `dir`; `secret` is the exam's own, from which its examinees'
 * room numbers, pins and publisher ids are derived (the rooms themselves are locked by core).
 */
export interface RoomRecording {
  dir: string;
  secret: string;
}

/**
 * Makes sure the examinee's room exists, private, behind its pin and recording every publisher
 * into the exam's folder. With `onlyWhenCreating`, an existing room is left as it is (a room made
 * anew, e.g. after Janus restarted, still records); otherwise a room made without recording is
 * made to record.
 */
async function ensureExamineeRoom(
  rooms: MediaRooms,
  room: ExamineeRoom,
  recording: RoomRecording,
  options: { onlyWhenCreating?: boolean } = {},
): Promise<void> {
  const created = await rooms.ensureRoom(room, {
    publishers: publishersPerExaminee,
    recording: { dir: recording.dir },
  });
  if (created || options.onlyWhenCreating) return;
  if (!(await rooms.startRecording(room.room, recording.dir)))
    throw new Error('the examinee room was gone before its recording started');
}

/** How the exam's room records once recording was started (else undefined). */
export async function examRoomRecording(db: Knex, examIndex: number): Promise<RoomRecording | undefined> {
  const row = await db('assessment_recording_exams')
    .where({ exam_id: examIndex })
    .first('rec_dir', 'room_secret');
  return row?.room_secret ? { dir: row.rec_dir, secret: row.room_secret } : undefined;
}

/** Makes sure the exam has its recording folder and its secret (the first call picks the secret; later calls, on any core instance, reuse it). */
async function ensureRecordingRow(db: Knex, examIndex: number): Promise<RoomRecording> {
  const dir = resolve(janusRecordingsDir(), `exam-${examIndex}`);
  await mkdir(dir, { recursive: true });
  await db('assessment_recording_exams')
    .insert({ exam_id: examIndex, rec_dir: dir, room_secret: randomBytes(24).toString('base64url') })
    .onConflict('exam_id')
    .merge(['rec_dir']);
  await db('assessment_recording_exams')
    .where({ exam_id: examIndex })
    .whereNull('room_secret')
    .update({ room_secret: randomBytes(24).toString('base64url') });
  const recording = await examRoomRecording(db, examIndex);
  if (!recording) throw new Error('recording row missing after start');
  return recording;
}

/** Starts recording every examinee's room of the exam (rooms made later record from the start) and lets the recorder follow its folder. */
export async function startExamRecording(db: Knex, rooms: MediaRooms, examIndex: number): Promise<void> {
  const recording = await ensureRecordingRow(db, examIndex);
  const userIds: number[] = await db('assessment_recording_publishers')
    .where({ exam_id: examIndex })
    .distinct()
    .pluck('user_id');
  for (const userId of userIds)
    await ensureExamineeRoom(rooms, examineeRoomOf(recording.secret, userId), recording);
}

// Examinee rooms this core saw recording, as `{exam}:{user}` (per database: tests run several cores in one process).
const confirmedRecording = new WeakMap<Knex, Set<string>>();

/**
 * The examinee's own room for a meeting info: recorded from the first meeting info on (no
 * supervisor needs to be watching), and the examinee's publisher ids are allocated here. Each
 * core confirms once per room that Janus records it; a refusal is retried by the next call.
 */
export async function recordedRoomFor(
  db: Knex,
  log: Logger,
  rooms: MediaRooms,
  examIndex: number,
  userId: number,
): Promise<ExamineeRoom & { feedIds: Record<FeedDevice, number> }> {
  const confirmed = confirmedRecording.get(db) ?? new Set<string>();
  confirmedRecording.set(db, confirmed);
  const recording = (await examRoomRecording(db, examIndex)) ?? (await ensureRecordingRow(db, examIndex));
  const room = examineeRoomOf(recording.secret, userId);
  const key = `${examIndex}:${userId}`;
  if (confirmed.has(key)) {
    // A room made again (Janus restarted) records too.
    await ensureExamineeRoom(rooms, room, recording, { onlyWhenCreating: true });
  } else {
    // The exam goes on with live video even when Janus refuses to record.
    await ensureExamineeRoom(rooms, room, recording).then(
      () => confirmed.add(key),
      (err: unknown) => log.warn({ err, examIndex, userId }, 'could not start recording the examinee room'),
    );
  }
  // Extra time given after the exam's rooms closed: this room is made again, so the exam is open again.
  await db('assessment_recording_exams')
    .where({ exam_id: examIndex })
    .whereNotNull('rooms_closed_at')
    .update({ rooms_closed_at: null });
  return { ...room, feedIds: await allocateFeedIds(db, examIndex, recording.secret, userId) };
}

// One recorder per started core (tests run several cores in one process); stopped last-in first-out.
const recorders: (ReturnType<typeof createRecorder> | null)[] = [];

/** Runs the recorder of this core instance when a media server is configured. */
export function startRecorder(ctx: StartContext): void {
  const media = ctx.service(mediaRef);
  if (!media.servers().length) {
    recorders.push(null);
    return;
  }
  const recorder = createRecorder({
    db: ctx.db,
    log: ctx.log,
    storage: assessmentFiles(ctx),
    files: media.recordings,
    roomsOf: (examIndex) => examRooms(media, ctx.db, examIndex),
    onRoomsClosed: (examIndex) => releaseExamRooms(media, ctx.db, examIndex),
    scanMs: Number(process.env.SEODANG_RECORDING_SCAN_MS ?? 2000),
  });
  recorders.push(recorder);
  recorder.start();
}

/** Stops the most recently started recorder. */
export async function stopRecorder(): Promise<void> {
  await recorders.pop()?.stop();
}
