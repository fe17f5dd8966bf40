import { randomUUID } from 'node:crypto';
import { janusAuth, janusToken, videoRoomPlugin } from './janus-auth.ts';

async function call(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, transaction: randomUUID() }),
    signal: AbortSignal.timeout(5000),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (json.janus === 'error') throw new Error(`janus: ${JSON.stringify(json.error)}`);
  return json;
}

/**
 * Sends one VideoRoom request through a short-lived session (the HTTP API's sessions expire
 * when idle, so core keeps none open), under a token of its own that lives a minute.
 */
export async function videoRoomRequest(
  httpUrl: string,
  request: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const token = janusToken(Date.now() + 60_000);
  const auth = token ? { token } : {};
  const session = ((await call(httpUrl, { janus: 'create', ...auth })).data as { id: number }).id;
  try {
    const handle = (
      (await call(`${httpUrl}/${session}`, { janus: 'attach', plugin: videoRoomPlugin, ...auth })).data as {
        id: number;
      }
    ).id;
    const reply = await call(`${httpUrl}/${session}/${handle}`, { janus: 'message', body: request, ...auth });
    return (reply.plugindata as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  } finally {
    await call(`${httpUrl}/${session}`, { janus: 'destroy', ...auth }).catch(() => undefined);
  }
}

/**
 * One examinee's own Janus room: a number nobody can guess and the pin Janus asks of every
 * join, publisher or subscriber (VideoRoom's `allowed` list binds publishers only). Both are
 * given to the examinee and their exam's supervisors only.
 */
export interface ExamineeRoom {
  room: number;
  pin: string;
}

/** VideoRoom's error code for a room that is not there. */
const noSuchRoom = 426;
/** VideoRoom's error code for creating a room that is already there. */
const roomExists = 427;
/** VideoRoom's error code for a participant id that is not in the room. */
const noSuchFeed = 428;

/** VideoRoom answers a refused request with an error code in its data, not as a Janus error. */
function refusedUnless(reply: Record<string, unknown>): void {
  if (reply.error_code)
    throw new Error(`janus videoroom: ${String(reply.error_code)} ${String(reply.error)}`);
}

/** How an exam's room records: into `dir`, locked behind `secret` (which only core knows). */
export interface RoomRecording {
  dir: string;
  secret: string;
}

/**
 * Makes sure the examinee's room exists, private and behind its pin; with `recording`, every
 * publisher's streams are recorded into the exam's folder (Janus .mjr files, one per stream)
 * and only the room's secret can stop that, edit, kick or destroy. Only core can create it (the
 * admin key). With `onlyWhenCreating`, an existing room is left as it is (a room made anew, e.g.
 * after Janus restarted, still records).
 */
export async function ensureExamineeRoom(
  httpUrl: string,
  { room, pin }: ExamineeRoom,
  recording?: RoomRecording,
  options: { onlyWhenCreating?: boolean } = {},
): Promise<number> {
  const { adminKey } = janusAuth();
  const exists = await videoRoomRequest(httpUrl, { request: 'exists', room });
  if (exists.exists && options.onlyWhenCreating) return room;
  // lock_record with a secret: a publisher cannot switch its own recording off.
  let created = false;
  if (!exists.exists) {
    // Another core instance may create it at the same moment: then this one edits the room as below.
    created = await videoRoomRequest(httpUrl, {
      // No description or display names that say whose room it is: listparticipants needs no pin.
      // 1.5 Mbps leaves room for the webcam's full simulcast layer (640×480, ~0.9 Mbps) that a
      // focused tile asks for; at 256 kbps Chrome sent only the 320 px layer.
      request: 'create',
      room,
      pin,
      publishers: 3,
      bitrate: 1_500_000,
      fir_freq: 10,
      videocodec: 'vp8',
      is_private: true,
      ...(adminKey ? { admin_key: adminKey } : {}),
      ...(recording
        ? { record: true, rec_dir: recording.dir, secret: recording.secret, lock_record: true }
        : {}),
    }).then((reply) => {
      if (reply.error_code === roomExists) return false;
      refusedUnless(reply);
      return true;
    });
    if (options.onlyWhenCreating) return room;
  }
  if (!created && recording) {
    // A room made before recording was asked for: lock it, point it at the folder, then start.
    refusedUnless(
      await videoRoomRequest(httpUrl, {
        request: 'edit',
        room,
        secret: recording.secret,
        new_secret: recording.secret,
        new_pin: pin,
        new_is_private: true,
        new_rec_dir: recording.dir,
        new_lock_record: true,
      }),
    );
    refusedUnless(
      await videoRoomRequest(httpUrl, {
        request: 'enable_recording',
        room,
        secret: recording.secret,
        record: true,
      }),
    );
  }
  return room;
}

/** Publishers now in the room: id and display (the device type). */
export async function listPublishers(
  httpUrl: string,
  room: number,
): Promise<{ id: number; display: string }[]> {
  const reply = await videoRoomRequest(httpUrl, { request: 'listparticipants', room });
  return ((reply.participants as { id: number; display?: string; publisher?: boolean }[] | undefined) ?? [])
    .filter((p) => p.publisher)
    .map((p) => ({ id: p.id, display: p.display ?? '' }));
}

/**
 * Removes the participant holding `id` from the room (a stale session of a browser that came
 * back under the same id). Kicking requires the room's secret when it has one. Resolves false
 * when nobody held the id.
 */
export async function kickParticipant(
  httpUrl: string,
  room: number,
  id: number,
  secret: string | undefined,
): Promise<boolean> {
  const reply = await videoRoomRequest(httpUrl, { request: 'kick', room, id, ...(secret ? { secret } : {}) });
  if (reply.error_code === noSuchFeed) return false;
  refusedUnless(reply);
  return true;
}

/**
 * Destroys a room (its publishers and subscribers are told; Janus closes its recordings).
 * Resolves false when it was not there (already destroyed, or Janus restarted since).
 */
export async function destroyRoom(
  httpUrl: string,
  room: number,
  secret: string | undefined,
): Promise<boolean> {
  const reply = await videoRoomRequest(httpUrl, { request: 'destroy', room, ...(secret ? { secret } : {}) });
  if (reply.error_code === noSuchRoom) return false;
  refusedUnless(reply);
  return true;
}
