import { randomUUID } from 'node:crypto';
import type { MediaModeration, MediaPublisher, MediaRoom, MediaRoomOptions, MediaRooms } from '@seodang/sdk';
import { coreListEntry, janusAuth, janusToken, roomSecret, videoRoomPlugin } from './janus-auth.ts';

/** VideoRoom's error code for a room that is not there. */
const noSuchRoom = 426;
/** VideoRoom's error code for creating a room that is already there. */
const roomExists = 427;
/** VideoRoom's error code for a participant id that is not in the room. */
const noSuchFeed = 428;

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

/** A VideoRoom handle on a short-lived session: where to send, and the token to send with. */
interface VideoRoomHandle {
  /** `{httpUrl}/{session}/{handle}`, for plugin messages. */
  handleUrl: string;
  /** `{httpUrl}/{session}`, for long polls of the session's events. */
  sessionUrl: string;
  token: string | undefined;
  auth: { token?: string };
}

/**
 * Runs `use` with a VideoRoom handle on a short-lived session (the HTTP API's sessions expire when
 * idle, so core keeps none open), under a token of its own that lives a minute, and destroys the
 * session afterwards.
 */
async function withVideoRoomHandle<T>(httpUrl: string, use: (h: VideoRoomHandle) => Promise<T>): Promise<T> {
  const token = janusToken(Date.now() + 60_000);
  const auth = token ? { token } : {};
  const session = ((await call(httpUrl, { janus: 'create', ...auth })).data as { id: number }).id;
  const sessionUrl = `${httpUrl}/${session}`;
  try {
    const handle = (
      (await call(sessionUrl, { janus: 'attach', plugin: videoRoomPlugin, ...auth })).data as { id: number }
    ).id;
    return await use({ handleUrl: `${sessionUrl}/${handle}`, sessionUrl, token: token ?? undefined, auth });
  } finally {
    await call(sessionUrl, { janus: 'destroy', ...auth }).catch(() => undefined);
  }
}

/** Sends one VideoRoom request through a short-lived handle and returns the plugin's answer. */
export async function videoRoomRequest(
  httpUrl: string,
  request: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return (await videoRoomRequests(httpUrl, [request]))[0] ?? {};
}

/** Sends VideoRoom requests one after another through one short-lived handle; the plugin's answers in order. */
async function videoRoomRequests(
  httpUrl: string,
  requests: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  return withVideoRoomHandle(httpUrl, async ({ handleUrl, auth }) => {
    const replies: Record<string, unknown>[] = [];
    for (const request of requests) {
      const reply = await call(handleUrl, { janus: 'message', body: request, ...auth });
      replies.push((reply.plugindata as { data?: Record<string, unknown> } | undefined)?.data ?? {});
    }
    return replies;
  });
}

/** VideoRoom answers a refused request with an error code in its data, not as a Janus error. */
function refusedUnless(reply: Record<string, unknown>): void {
  if (reply.error_code)
    throw new Error(`janus videoroom: ${String(reply.error_code)} ${String(reply.error)}`);
}

/** True unless the reply says the participant is not there; throws on any other refusal. */
function feedWasThere(reply: Record<string, unknown>): boolean {
  if (reply.error_code === noSuchFeed) return false;
  refusedUnless(reply);
  return true;
}

async function ensureRoom(
  httpUrl: string,
  { room, pin }: MediaRoom,
  options: MediaRoomOptions,
): Promise<boolean> {
  const exists = await videoRoomRequest(httpUrl, { request: 'exists', room });
  if (exists.exists) return false;
  const { adminKey } = janusAuth();
  // No description or display names that say whose room it is: listparticipants needs no pin.
  const reply = await videoRoomRequest(httpUrl, {
    request: 'create',
    room,
    pin,
    secret: roomSecret(room),
    publishers: options.publishers,
    bitrate: options.bitrate ?? 1_500_000,
    bitrate_cap: true,
    fir_freq: 10,
    videocodec: 'vp8',
    is_private: true,
    audiolevel_event: options.audioLevelEvents ?? false,
    // A listed room admits only joins that present a token on its list; core's own entry lets core look in.
    // The list checks publishers only: a subscription must give the private id of a publisher in the
    // room (require_pvtid), and a kick ends the kicked one's subscriptions too.
    ...(options.allowed ? { allowed: [...options.allowed, coreListEntry(room)], require_pvtid: true } : {}),
    ...(adminKey ? { admin_key: adminKey } : {}),
    // lock_record: a publisher cannot switch its own recording off, only the secret can.
    ...(options.recording ? { record: true, rec_dir: options.recording.dir, lock_record: true } : {}),
  });
  // Another core instance created it at the same moment.
  if (reply.error_code === roomExists) return false;
  refusedUnless(reply);
  return true;
}

async function listPublishers(httpUrl: string, room: number): Promise<{ id: number; display: string }[]> {
  const reply = await videoRoomRequest(httpUrl, { request: 'listparticipants', room });
  if (reply.error_code === noSuchRoom) return [];
  refusedUnless(reply);
  return ((reply.participants as { id: number; display?: string; publisher?: boolean }[] | undefined) ?? [])
    .filter((p) => p.publisher)
    .map((p) => ({ id: p.id, display: p.display ?? '' }));
}

/**
 * The publishers with their streams and whether each is forced off (`moderated`): Janus tells
 * this only to someone joining, so core joins for a moment behind the pin, reads the "joined"
 * event and leaves (a participant who publishes nothing, unseen by the others).
 */
async function publisherStreams(httpUrl: string, { room, pin }: MediaRoom): Promise<MediaPublisher[]> {
  return withVideoRoomHandle(httpUrl, async ({ handleUrl, sessionUrl, token, auth }) => {
    await call(handleUrl, {
      janus: 'message',
      // Core's list entry: a listed room refuses a join without one (a room without a list ignores it).
      body: { request: 'join', ptype: 'publisher', room, pin, token: coreListEntry(room) },
      ...auth,
    });
    const query = new URLSearchParams(token ? { maxev: '1', token } : { maxev: '1' });
    const res = await fetch(`${sessionUrl}?${query}`, { signal: AbortSignal.timeout(5000) });
    const event = (await res.json()) as { plugindata?: { data?: Record<string, unknown> } };
    const data = event.plugindata?.data ?? {};
    if (data.error_code === noSuchRoom) return [];
    refusedUnless(data);
    const publishers = (data.publishers ?? []) as {
      id: number;
      display?: string;
      streams?: { type: string; mid: string; moderated?: boolean; disabled?: boolean }[];
    }[];
    return publishers.map((p) => ({
      id: p.id,
      display: p.display ?? '',
      streams: (p.streams ?? [])
        .filter((st) => !st.disabled)
        .map((st) => ({ type: st.type, mid: st.mid, moderated: st.moderated === true })),
    }));
  });
}

async function moderate(
  httpUrl: string,
  room: number,
  id: number,
  { mid, mute }: MediaModeration,
): Promise<boolean> {
  return feedWasThere(
    await videoRoomRequest(httpUrl, { request: 'moderate', room, id, mid, mute, secret: roomSecret(room) }),
  );
}

async function kick(httpUrl: string, room: number, id: number): Promise<boolean> {
  return feedWasThere(
    await videoRoomRequest(httpUrl, { request: 'kick', room, id, secret: roomSecret(room) }),
  );
}

/**
 * Puts tokens on a room's token list and makes sure the room checks it and subscriptions' private
 * ids (a room made before it had a list gets one, with core's own entry). False when the room is
 * not there.
 */
async function allow(httpUrl: string, room: number, tokens: string[]): Promise<boolean> {
  const secret = roomSecret(room);
  const replies = await videoRoomRequests(httpUrl, [
    { request: 'allowed', room, secret, action: 'add', allowed: [...tokens, coreListEntry(room)] },
    { request: 'allowed', room, secret, action: 'enable' },
    { request: 'edit', room, secret, new_require_pvtid: true },
  ]);
  return replies.every(roomWasThere);
}

/** Takes tokens off a room's token list: a join presenting one is refused from then on. False when the room is not there. */
async function disallow(httpUrl: string, room: number, tokens: string[]): Promise<boolean> {
  if (!tokens.length) return true;
  return roomWasThere(
    await videoRoomRequest(httpUrl, {
      request: 'allowed',
      room,
      secret: roomSecret(room),
      action: 'remove',
      allowed: tokens,
    }),
  );
}

async function destroyRoom(httpUrl: string, room: number): Promise<boolean> {
  return roomWasThere(
    await videoRoomRequest(httpUrl, { request: 'destroy', room, secret: roomSecret(room) }),
  );
}

/** True unless the reply says the room is not there; throws on any other refusal. */
function roomWasThere(reply: Record<string, unknown>): boolean {
  if (reply.error_code === noSuchRoom) return false;
  refusedUnless(reply);
  return true;
}

async function startRecording(httpUrl: string, room: number, dir: string): Promise<boolean> {
  const secret = roomSecret(room);
  const edited = await videoRoomRequest(httpUrl, {
    request: 'edit',
    room,
    secret,
    new_rec_dir: dir,
    new_lock_record: true,
  });
  if (!roomWasThere(edited)) return false;
  return roomWasThere(
    await videoRoomRequest(httpUrl, { request: 'enable_recording', room, secret, record: true }),
  );
}

async function stopRecording(httpUrl: string, room: number): Promise<boolean> {
  return roomWasThere(
    await videoRoomRequest(httpUrl, {
      request: 'enable_recording',
      room,
      secret: roomSecret(room),
      record: false,
    }),
  );
}

/** The rooms of the Janus whose HTTP API answers at `httpUrl` (the VideoRoom plugin). */
export function janusRooms(httpUrl: string): MediaRooms {
  return {
    ensureRoom: (room, options) => ensureRoom(httpUrl, room, options),
    listPublishers: (room) => listPublishers(httpUrl, room),
    publisherStreams: (room) => publisherStreams(httpUrl, room),
    moderate: (room, id, moderation) => moderate(httpUrl, room, id, moderation),
    kick: (room, id) => kick(httpUrl, room, id),
    allow: (room, tokens) => allow(httpUrl, room, tokens),
    disallow: (room, tokens) => disallow(httpUrl, room, tokens),
    destroyRoom: (room) => destroyRoom(httpUrl, room),
    startRecording: (room, dir) => startRecording(httpUrl, room, dir),
    stopRecording: (room) => stopRecording(httpUrl, room),
  };
}
