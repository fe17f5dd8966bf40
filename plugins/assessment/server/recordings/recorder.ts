import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { FileStore, MediaRecordingFiles, MediaRooms } from '@seodang/sdk';
import { examineeRoomOf } from './feed-ids.ts';
import { closeFinishedRooms, roomGraceMs } from './room-closer.ts';
import { examFolderOf } from '../services/files.ts';

/** How the recorder paces itself. */
export interface RecorderOptions {
  db: Knex;
  log: Logger;
  /** The plugin's store in core's file storage. */
  storage: FileStore;
  /** Core's conversion of Janus's files (`media.recordings`). */
  files: MediaRecordingFiles;
  /** The rooms of the media server holding each exam's rooms (its placement); null when none is configured. */
  roomsOf: (examIndex: number) => Promise<MediaRooms | null>;
  /** Pause between two passes. */
  scanMs?: number;
  /** A file untouched this long, of a publisher no longer in the room, is complete. */
  settleMs?: number;
  /** A conversion claimed longer ago than this is taken as crashed and claimed again. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Told of each exam whose rooms were closed (its media server placement is freed). */
  onRoomsClosed?: (examIndex: number) => Promise<void>;
}

interface RecordingRow {
  id: number;
  exam_id: number;
  source_name: string;
  kind: 'audio' | 'video';
  attempts: number;
}

/**
 * Turns Janus' .mjr files into playable objects, one WebM (VP8 + Opus) per device and session:
 * a video's conversion muxes in its session's audio, whose own row becomes `merged`. Every pass:
 * register new files, mark complete files pending, and convert pending ones.
 * Each step is idempotent and a conversion is claimed with SKIP LOCKED under a lease, so several
 * core instances share the work and a crash mid-conversion is retried by the next pass.
 */
export function createRecorder(opts: RecorderOptions) {
  const { db, log, storage } = opts;
  const { parseSourceName, sameSession, outputOf, firstPacketAt } = opts.files;
  const convertSource = opts.files.convert;
  const muxInto = opts.files.mux;
  const settleMs = opts.settleMs ?? 3000;
  const leaseMs = opts.leaseMs ?? 120_000;
  const maxAttempts = opts.maxAttempts ?? 5;
  const { roomsOf } = opts;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function discover(exam: {
    exam_id: number;
    rec_dir: string;
    room_secret: string | null;
  }): Promise<void> {
    if (!exam.room_secret) return;
    // Whose a file is comes from the ids core allocated (see feed-ids.ts), never from a display name;
    // every examinee's room records into the exam's folder.
    const publishers: { publisher_id: string; user_id: number }[] = await db(
      'assessment_recording_publishers',
    )
      .where({ exam_id: exam.exam_id })
      .select('publisher_id', 'user_id');
    const roomOfUser = new Map(
      publishers.map((p) => [p.user_id, examineeRoomOf(exam.room_secret!, p.user_id).room]),
    );
    const rooms = new Set(roomOfUser.values());
    const names = await readdir(exam.rec_dir).catch(() => [] as string[]);
    const files = names
      .map((name) => ({ name, parsed: parseSourceName(name) }))
      .filter((f) => f.parsed && rooms.has(f.parsed.room));
    if (files.length) {
      await db('assessment_recordings')
        .insert(
          files.map((f) => ({
            exam_id: exam.exam_id,
            source_name: f.name,
            publisher_id: f.parsed!.publisherId,
            kind: f.parsed!.kind,
          })),
        )
        .onConflict(['exam_id', 'source_name'])
        .ignore();
    }
    const open: { id: number; source_name: string; publisher_id: string }[] = await db(
      'assessment_recordings',
    )
      .where({ exam_id: exam.exam_id, state: 'recording' })
      .select('id', 'source_name', 'publisher_id');
    if (!open.length) return;
    // Who is still publishing: only the rooms of examinees with a file still being written are asked.
    const userOfPublisher = new Map(publishers.map((p) => [p.publisher_id, p.user_id]));
    const askRooms = new Set(
      open
        .map((row) => roomOfUser.get(userOfPublisher.get(row.publisher_id)!))
        .filter((r): r is number => r !== undefined),
    );
    const liveIds = new Set<string>();
    const media = await roomsOf(exam.exam_id);
    if (media)
      for (const room of askRooms)
        for (const p of await media.listPublishers(room).catch(() => [])) liveIds.add(String(p.id));
    for (const row of open) {
      if (liveIds.has(row.publisher_id)) continue;
      const info = await stat(join(exam.rec_dir, row.source_name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs < settleMs) continue;
      await db('assessment_recordings')
        .where({ id: row.id, state: 'recording' })
        .update({
          state: info ? 'pending' : 'failed',
          ended_at: info?.mtime ?? null,
          error: info ? null : 'source file missing',
        });
    }
  }

  /** Claims one conversion: pending and due, or converting under an expired lease. */
  async function claim(): Promise<(RecordingRow & { rec_dir: string }) | null> {
    const { rows } = await db.raw(
      `
      update assessment_recordings r set state = 'converting', claimed_at = now(), attempts = r.attempts + 1
      where r.id = (
        select id from assessment_recordings
        where (state = 'pending' and (next_attempt_at is null or next_attempt_at <= now()))
           or (state = 'converting' and claimed_at < now() - make_interval(secs => ?))
        order by id for update skip locked limit 1)
      returning r.id, r.exam_id, r.source_name, r.kind, r.attempts, (select rec_dir from assessment_recording_exams e where e.exam_id = r.exam_id) as rec_dir`,
      [leaseMs / 1000],
    );
    return rows[0] ?? null;
  }

  /** The other half of the same device session (the audio of a video, the video of an audio), if registered. */
  async function companionOf(
    row: RecordingRow,
  ): Promise<{ id: number; source_name: string; state: string } | null> {
    const me = parseSourceName(row.source_name);
    if (!me) return null;
    const others: { id: number; source_name: string; state: string }[] = await db('assessment_recordings')
      .where({
        exam_id: row.exam_id,
        publisher_id: me.publisherId,
        kind: me.kind === 'video' ? 'audio' : 'video',
      })
      .select('id', 'source_name', 'state');
    return (
      others.find((o) => {
        const other = parseSourceName(o.source_name);
        return !!other && sameSession(me, other);
      }) ?? null
    );
  }

  /** Converts the session's audio and muxes it into the converted video; null when there is no usable audio (the video plays silent). */
  async function withSound(
    row: RecordingRow & { rec_dir: string },
    videoFile: string,
    audio: { id: number; source_name: string },
    work: string,
  ): Promise<string | null> {
    const source = join(row.rec_dir, row.source_name);
    const audioSource = join(row.rec_dir, audio.source_name);
    try {
      const audioFile = join(work, `audio.${outputOf.audio.ext}`);
      await convertSource(audioSource, audioFile);
      const [videoStart, audioStart] = [await firstPacketAt(source), await firstPacketAt(audioSource)];
      const muxed = join(work, 'muxed.webm');
      await muxInto(
        videoFile,
        audioFile,
        videoStart && audioStart ? (audioStart.getTime() - videoStart.getTime()) / 1000 : 0,
        muxed,
      );
      return muxed;
    } catch (err) {
      log.warn(
        { err, recording: row.id, audio: audio.id },
        'could not add the audio to the recording; it plays without sound',
      );
      await db('assessment_recordings')
        .where({ id: audio.id })
        .update({ state: 'failed', error: String((err as Error).message ?? err).slice(0, 500) });
      return null;
    }
  }

  async function convert(row: RecordingRow & { rec_dir: string }): Promise<void> {
    const companion = await companionOf(row);
    if (row.kind === 'audio' && companion && companion.state !== 'failed') {
      // Its video's conversion muxes it into one file per device and session.
      await db('assessment_recordings').where({ id: row.id }).update({ state: 'merged', error: null });
      return;
    }
    if (row.kind === 'video' && companion?.state === 'recording') {
      // The audio is still settling: hand the claim back without counting an attempt.
      await db('assessment_recordings')
        .where({ id: row.id })
        .update({
          state: 'pending',
          attempts: row.attempts - 1,
          next_attempt_at: new Date(Date.now() + settleMs),
        });
      return;
    }
    const source = join(row.rec_dir, row.source_name);
    const out = outputOf[row.kind];
    const work = await mkdtemp(join(tmpdir(), 'seodang-rec-'));
    try {
      const converted = join(work, `out.${out.ext}`);
      await convertSource(source, converted);
      if (!(await stat(converted).catch(() => null))?.size) throw new Error('janus-pp-rec wrote no output');
      const audio =
        row.kind === 'video' &&
        companion &&
        companion.state !== 'failed' &&
        (await stat(join(row.rec_dir, companion.source_name)).catch(() => null))
          ? companion
          : null;
      const muxed = audio ? await withSound(row, converted, audio, work) : null;
      const target = muxed ?? converted;
      const info = await stat(target);
      const key = `${await examFolderOf(db, row.exam_id)}/recordings/${row.source_name.replace(/\.mjr$/, `.${out.ext}`)}`;
      await storage.put(key, createReadStream(target), { contentType: out.contentType });
      await db('assessment_recordings')
        .where({ id: row.id })
        .update({
          state: 'ready',
          storage_key: key,
          content_type: out.contentType,
          size: info.size,
          started_at: await firstPacketAt(source),
          error: null,
        });
      // The raw files are no longer needed once the playable object is recorded as ready.
      if (muxed && audio) {
        await db('assessment_recordings').where({ id: audio.id }).update({ state: 'merged', error: null });
        await rm(join(row.rec_dir, audio.source_name), { force: true });
      }
      await rm(source, { force: true });
    } catch (err) {
      const failed = row.attempts >= maxAttempts;
      log.warn(
        { err, recording: row.id, attempts: row.attempts },
        failed ? 'recording conversion failed for good' : 'recording conversion failed; will retry',
      );
      await db('assessment_recordings')
        .where({ id: row.id })
        .update({
          state: failed ? 'failed' : 'pending',
          error: String((err as Error).message ?? err).slice(0, 500),
          next_attempt_at: new Date(Date.now() + 5000 * row.attempts),
        });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** One pass: close finished exams' rooms, then every open recorded exam and the conversion queue. */
  async function tick(): Promise<void> {
    for (const examIndex of await closeFinishedRooms(db, log, roomsOf)) await opts.onRoomsClosed?.(examIndex);
    // Exams whose rooms closed a while ago have nothing left to write: only open ones are looked at.
    const exams = await db('assessment_recording_exams')
      .where((q) =>
        q.whereNull('rooms_closed_at').orWhere('rooms_closed_at', '>', new Date(Date.now() - roomGraceMs)),
      )
      .select('exam_id', 'rec_dir', 'room_secret');
    for (const exam of exams) await discover(exam);
    for (let row = await claim(); row; row = await claim()) await convert(row);
  }

  const loop = () => {
    running = tick()
      .catch((err) => log.error({ err }, 'recording pass failed'))
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(loop, opts.scanMs ?? 2000);
      });
  };

  return {
    tick,
    start() {
      timer = setTimeout(loop, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
