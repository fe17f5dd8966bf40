import { randomUUID } from 'node:crypto';

/** Where Janus answers (the managed instance exports these to core). */
export interface JanusUrls {
  httpUrl: string | null;
  wsUrl: string | null;
}

/** Janus URLs from the environment (JANUS_HTTP_URL / JANUS_WS_URL, set by `npm start`). */
export const janusUrls = (): JanusUrls => ({ httpUrl: process.env.JANUS_HTTP_URL || null, wsUrl: process.env.JANUS_WS_URL || null });

async function call(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, transaction: randomUUID() }), signal: AbortSignal.timeout(5000) });
  const json = (await res.json()) as Record<string, unknown>;
  if (json.janus === 'error') throw new Error(`janus: ${JSON.stringify(json.error)}`);
  return json;
}

/**
 * Sends one VideoRoom request through a short-lived session (the HTTP API's sessions expire
 * when idle, so core keeps none open).
 */
export async function videoRoomRequest(httpUrl: string, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const session = ((await call(httpUrl, { janus: 'create' })).data as { id: number }).id;
  try {
    const handle = ((await call(`${httpUrl}/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data as { id: number }).id;
    const reply = await call(`${httpUrl}/${session}/${handle}`, { janus: 'message', body: request });
    return ((reply.plugindata as { data?: Record<string, unknown> } | undefined)?.data) ?? {};
  } finally {
    await call(`${httpUrl}/${session}`, { janus: 'destroy' }).catch(() => undefined);
  }
}

/** Janus room number of an exam. */
export const examRoomId = (examIndex: number) => 100_000 + examIndex;

/** VideoRoom's error code for creating a room that is already there. */
const roomExists = 427;
/** VideoRoom's error code for a participant id that is not in the room. */
const noSuchFeed = 428;

/** VideoRoom answers a refused request with an error code in its data, not as a Janus error. */
function refusedUnless(reply: Record<string, unknown>): void {
  if (reply.error_code) throw new Error(`janus videoroom: ${String(reply.error_code)} ${String(reply.error)}`);
}

/** How an exam's room records: into `dir`, locked behind `secret` (which only core knows). */
export interface RoomRecording {
  dir: string;
  secret: string;
}

/**
 * Makes sure the exam's room exists; with `recording`, every publisher's streams are recorded
 * into its folder (Janus .mjr files, one per stream) and only the room's secret can stop that.
 * With `onlyWhenCreating`, an existing room is left as it is (a room made anew, e.g. after Janus
 * restarted, still records).
 */
export async function ensureExamRoom(httpUrl: string, examIndex: number, recording?: RoomRecording, options: { onlyWhenCreating?: boolean } = {}): Promise<number> {
  const room = examRoomId(examIndex);
  const exists = await videoRoomRequest(httpUrl, { request: 'exists', room });
  if (exists.exists && options.onlyWhenCreating) return room;
  // lock_record with a secret: a publisher cannot switch its own recording off.
  let created = false;
  if (!exists.exists) {
    // Another core instance may create it at the same moment: then this one edits the room as below.
    created = await videoRoomRequest(httpUrl, {
      request: 'create', room, description: `exam ${examIndex}`, publishers: 1000, bitrate: 256_000, fir_freq: 10, videocodec: 'vp8', is_private: true,
      ...(recording ? { record: true, rec_dir: recording.dir, secret: recording.secret, lock_record: true } : {}),
    }).then((reply) => {
      if (reply.error_code === roomExists) return false;
      refusedUnless(reply);
      return true;
    });
    if (options.onlyWhenCreating) return room;
  }
  if (!created && recording) {
    // A room made before recording was asked for: lock it, point it at the folder, then start.
    refusedUnless(await videoRoomRequest(httpUrl, { request: 'edit', room, secret: recording.secret, new_secret: recording.secret, new_rec_dir: recording.dir, new_lock_record: true }));
    refusedUnless(await videoRoomRequest(httpUrl, { request: 'enable_recording', room, secret: recording.secret, record: true }));
  }
  return room;
}

/** Publishers now in the room: id and display (`{userId}:{deviceType}`). */
export async function listPublishers(httpUrl: string, examIndex: number): Promise<{ id: number; display: string }[]> {
  const reply = await videoRoomRequest(httpUrl, { request: 'listparticipants', room: examRoomId(examIndex) });
  return ((reply.participants as { id: number; display?: string; publisher?: boolean }[] | undefined) ?? [])
    .filter((p) => p.publisher).map((p) => ({ id: p.id, display: p.display ?? '' }));
}

/**
 * Removes the participant holding `id` from the exam's room (a stale session of a browser that
 * came back under the same id). Kicking requires the room's secret when it has one. Resolves
 * false when nobody held the id.
 */
export async function kickParticipant(httpUrl: string, examIndex: number, id: number, secret: string | undefined): Promise<boolean> {
  const reply = await videoRoomRequest(httpUrl, { request: 'kick', room: examRoomId(examIndex), id, ...(secret ? { secret } : {}) });
  if (reply.error_code === noSuchFeed) return false;
  refusedUnless(reply);
  return true;
}
