import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import {
  AppError,
  defineJob,
  fileStorageRef,
  mediaRef,
  type FileStore,
  type JobContext,
  type Knex,
  type MediaComposition,
  type RegisterEnv,
  type ServiceRef,
  type StartContext,
} from '@seodang/sdk';
import { liveEvents, liveTopic, type RecordingState, type RecordingSummary } from '../common/index.ts';
import type { MeetingRow } from './scoped-kinds.ts';

/** A class's recording as its table keeps it. */
export interface RecordingRow {
  meeting_id: number;
  state: RecordingState;
  progress: number;
  folder: string | null;
  started_at: Date | null;
  stopped_at: Date | null;
  storage_key: string | null;
  size: string | null;
  duration_ms: number | null;
  attempts: number;
  error: string | null;
}

/** Runs of the processing job in all: the first and up to three retries, 10 s apart and doubling. */
export const processingAttempts = 4;

/** Turns a class's recorded files into its one video after the class ended. */
export const processRecordingJob = defineJob(
  'live-class.process-recording',
  z.object({ meetingId: z.number().int().positive() }),
);

/** The plugin's files in core's storage. */
export const liveFiles = (host: { service<T>(ref: ServiceRef<T>): T }): FileStore =>
  host.service(fileStorageRef).forPlugin('live-class');

/** Where a class's recording is stored: `channel-<id>/meeting-<id>/recording.webm`. */
export const recordingKey = (meeting: Pick<MeetingRow, 'id' | 'channel_id'>) =>
  `${meeting.channel_id ? `channel-${meeting.channel_id}` : 'site'}/meeting-${meeting.id}/recording.webm`;

export const recordingNotFound = () =>
  new AppError(404, 'recording_not_found', 'live-class.error.recording_not_found');

/** The recording's row, or undefined when the class never had one. */
export async function recordingOf(db: Knex, meetingId: number): Promise<RecordingRow | undefined> {
  return (await db('live_recordings').where({ meeting_id: meetingId }).first()) as RecordingRow | undefined;
}

/** `recording { state, progress }` of a class's JSON. */
export const summaryOf = (row: RecordingRow | undefined): RecordingSummary => ({
  state: row?.state ?? 'none',
  progress: row?.progress ?? 0,
});

/** The recordings of several classes at once (the list). */
export async function summariesOf(db: Knex, meetingIds: number[]): Promise<Map<number, RecordingSummary>> {
  const rows = (await db('live_recordings').whereIn('meeting_id', meetingIds)) as RecordingRow[];
  return new Map(rows.map((r) => [r.meeting_id, summaryOf(r)]));
}

/** Tells the class its recording changed (the indicator; late joiners read it from the class). */
export async function publishRecording(
  host: Pick<StartContext, 'publish'>,
  meetingId: number,
  row: RecordingRow | undefined,
): Promise<void> {
  await host.publish(liveTopic(meetingId), liveEvents.recording, summaryOf(row));
}

/**
 * After the class's end (in the ending transaction): a class that recorded goes to processing
 * (answers true, the caller queues the job); one that never recorded keeps 'none'.
 */
export async function endRecording(trx: Knex.Transaction, meetingId: number): Promise<boolean> {
  const updated = await trx('live_recordings')
    .where({ meeting_id: meetingId })
    .whereIn('state', ['recording', 'none'])
    .whereNotNull('started_at')
    .update({
      state: 'processing',
      progress: 0,
      stopped_at: trx.raw("CASE WHEN state = 'recording' THEN now() ELSE stopped_at END"),
      updated_at: trx.fn.now(),
    });
  return updated > 0;
}

/** Queues the processing of a class's recording once (a second queueing while it is kept adds nothing). */
export async function queueProcessing(
  host: Pick<StartContext, 'enqueue'>,
  meetingId: number,
  run = 1,
): Promise<void> {
  // Janus closes its files when the room goes: a moment's wait lets the last packets land.
  await host.enqueue(
    processRecordingJob,
    { meetingId },
    { jobId: `live-recording-${meetingId}-${run}`, delayMs: 1500 },
  );
}

interface Track {
  file: string;
  path: string;
  kind: 'audio' | 'video';
  role: 'camera' | 'screen' | 'audio';
  atS: number;
  durationS: number | null;
}

/**
 * The processing of one class's recording (idempotent: a ready or failed recording is left as it
 * is; a run after a crash starts over). Converts the room's files of the feeds core gave out
 * (whose a file is comes from `live_feeds`, never from a display name), keeps the hosts' camera
 * and screen video and everyone's audio, composes them on the recording's clock into one WebM,
 * stores it and marks it ready. A failure is retried by the job; the last one marks it failed.
 */
export async function processRecording(
  ctx: Pick<StartContext, 'db' | 'log' | 'service' | 'publish'>,
  meetingId: number,
  job: Pick<JobContext, 'attempt' | 'progress'>,
  attempts = processingAttempts,
): Promise<{ state: RecordingState }> {
  const { db } = ctx;
  const [row] = (await db('live_recordings')
    .where({ meeting_id: meetingId, state: 'processing' })
    .update({ attempts: db.raw('attempts + 1'), progress: 0, updated_at: db.fn.now() })
    .returning('*')) as RecordingRow[];
  if (!row) return { state: (await recordingOf(db, meetingId))?.state ?? 'none' };
  const meeting = (await db('live_meetings').where({ id: meetingId }).first()) as MeetingRow | undefined;
  if (!meeting) return { state: 'none' };
  const files = ctx.service(mediaRef).recordings;
  const work = await mkdtemp(join(tmpdir(), 'seodang-live-rec-'));
  let lastSaved = 0;
  const setProgress = async (percent: number) => {
    await job.progress(percent);
    // At most once a second: every core instance's class sees the share move.
    if (Date.now() - lastSaved < 1000) return;
    lastSaved = Date.now();
    const [updated] = (await db('live_recordings')
      .where({ meeting_id: meetingId, state: 'processing' })
      .update({ progress: percent, updated_at: db.fn.now() })
      .returning('*')) as RecordingRow[];
    if (updated) await publishRecording(ctx, meetingId, updated);
  };
  try {
    if (!row.folder || !row.started_at || !row.stopped_at)
      throw new Error('the recording has no folder or times');
    const names = await readdir(row.folder);
    const feeds = new Map(
      (
        (await db('live_feeds').where({ meeting_id: meetingId }).select('feed_id', 'kind', 'is_host')) as {
          feed_id: string;
          kind: 'camera' | 'screen';
          is_host: boolean;
        }[]
      ).map((f) => [String(f.feed_id), f]),
    );
    const origin = new Date(row.started_at).getTime();
    const durationS = Math.max(1, (new Date(row.stopped_at).getTime() - origin) / 1000);
    const tracks: Track[] = [];
    for (const name of names.sort()) {
      const parsed = files.parseSourceName(name);
      if (!parsed || parsed.room !== Number(meeting.janus_room)) continue;
      const feed = feeds.get(parsed.publisherId);
      // A feed nobody was given, or a learner's video: not kept.
      if (!feed || (parsed.kind === 'video' && !feed.is_host)) continue;
      const source = join(row.folder, name);
      const path = join(work, name.replace(/\.mjr$/, `.${files.outputOf[parsed.kind].ext}`));
      await files.convert(source, path);
      if (!(await stat(path).catch(() => null))?.size) continue;
      const first = await files.firstPacketAt(source);
      tracks.push({
        file: name,
        path,
        kind: parsed.kind,
        role: parsed.kind === 'audio' ? 'audio' : feed.kind,
        atS: first ? (first.getTime() - origin) / 1000 : parsed.openedUs / 1000 / 1000 - origin / 1000,
        durationS: parsed.kind === 'video' ? await files.duration(path).catch(() => null) : null,
      });
    }
    await setProgress(5);
    const composition: MediaComposition = {
      durationS,
      video: tracks
        .filter((t) => t.kind === 'video')
        .map((t) => ({
          path: t.path,
          atS: t.atS,
          role: t.role as 'camera' | 'screen',
          ...(t.durationS ? { durationS: t.durationS } : {}),
        })),
      audio: tracks.filter((t) => t.kind === 'audio').map((t) => ({ path: t.path, atS: t.atS })),
    };
    const out = join(work, 'recording.webm');
    await files.compose(composition, out, (percent) => {
      void setProgress(5 + Math.floor(percent * 0.9)).catch(() => undefined);
    });
    const info = await stat(out);
    const key = recordingKey(meeting);
    await liveFiles(ctx).put(key, createReadStream(out), { contentType: 'video/webm' });
    const [ready] = (await db('live_recordings')
      .where({ meeting_id: meetingId, state: 'processing' })
      .update({
        state: 'ready',
        progress: 100,
        storage_key: key,
        size: info.size,
        duration_ms: Math.round(durationS * 1000),
        error: null,
        updated_at: db.fn.now(),
      })
      .returning('*')) as RecordingRow[];
    await publishRecording(ctx, meetingId, ready);
    // The raw files are no longer needed once the video is stored.
    await rm(row.folder, { recursive: true, force: true });
    return { state: 'ready' };
  } catch (err) {
    const final = job.attempt >= attempts;
    ctx.log.warn(
      { err, meetingId, attempt: job.attempt },
      final ? 'class recording failed for good' : 'class recording failed; will retry',
    );
    const [failed] = (await db('live_recordings')
      .where({ meeting_id: meetingId, state: 'processing' })
      .update({
        state: final ? 'failed' : 'processing',
        progress: 0,
        error: String((err as Error).message ?? err).slice(0, 500),
        updated_at: db.fn.now(),
      })
      .returning('*')) as RecordingRow[];
    await publishRecording(ctx, meetingId, failed);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Declares the processing job: retried with backoff; the last failure leaves the recording failed. */
export function registerRecordingJob(env: RegisterEnv): void {
  env.job(processRecordingJob, (data, job, ctx) => processRecording(ctx, data.meetingId, job), {
    attempts: processingAttempts,
    backoffMs: 10_000,
  });
}
