import { randomBytes, randomInt } from 'node:crypto';
import { AppError, mediaRef, type MediaRooms, type MediaServer, type RequestContext } from '@seodang/sdk';
import { keptTokens } from './room-tokens.ts';
import type { MeetingRow } from './scoped-kinds.ts';

/** Publishers a room takes on top of its learners: up to three hosts, each with camera and screen. */
export const hostPublishers = 6;

/** How long a token outlives the class's scheduled end (a class that runs over: rejoining signs a new one). */
const tokenGraceMs = 30 * 60_000;

/** A Janus room number nobody can guess (Janus takes 64-bit ids; JSON keeps 53). */
export const newRoomNumber = (): number => randomInt(1_000_000_000, 2 ** 48);
/** The room's pin. */
export const newPin = (): string => randomBytes(18).toString('base64url');
/** A publisher id core gives a participant (the same in every join, so a rejoin replaces the stale one). */
export const newFeedId = (): number => randomInt(1, 2 ** 48);

export const mediaUnavailable = () =>
  new AppError(503, 'media_unavailable', 'live-class.error.media_unavailable');

/** The class's room as core places it: one per meeting, inside the meeting's channel. */
export const roomKey = (meeting: MeetingRow) => `live-class:${meeting.id}`;

type MediaContext = Pick<RequestContext, 'service'>;

/**
 * Makes sure the class's room is there (made by core: private, behind its pin, with a secret only
 * core knows, admitting only the tokens on its list) on the media server it was placed on (the
 * least loaded one, the first time; another one when that server stopped answering); a Janus
 * that restarted gets it back, with the kept tokens listed, on the next start or join. Returns
 * the server, whose WebSocket hosts and learners are all handed.
 */
export async function ensureRoom(
  rc: Pick<RequestContext, 'service' | 'log' | 'db'>,
  meeting: MeetingRow,
): Promise<MediaServer> {
  const media = rc.service(mediaRef);
  if (!media.servers().length) throw mediaUnavailable();
  const publishers = meeting.max_user_count + hostPublishers;
  // A room made anew (Janus restarted) while the class records goes on recording into its folder.
  const recording = (await rc
    .db('live_recordings')
    .where({ meeting_id: meeting.id, state: 'recording' })
    .first('folder')) as { folder: string | null } | undefined;
  // With token auth the room is listed: made anew, it lists the tokens still kept (each join lists its own).
  const allowed = media.token(Date.now()) === null ? undefined : await keptTokens(rc.db, meeting.id);
  try {
    const server = await media.place(meeting.channel_id, roomKey(meeting), publishers);
    await media.at(server).ensureRoom(
      { room: Number(meeting.janus_room), pin: meeting.janus_pin },
      {
        publishers,
        audioLevelEvents: true,
        ...(allowed ? { allowed } : {}),
        ...(recording?.folder ? { recording: { dir: recording.folder } } : {}),
      },
    );
    return server;
  } catch (error) {
    rc.log.warn({ err: error, meetingId: meeting.id }, 'live class room could not be made');
    throw mediaUnavailable();
  }
}

/** The rooms of the server the class was placed on, or null (no room placed: nothing to moderate). */
export async function placedRooms(rc: MediaContext, meeting: MeetingRow): Promise<MediaRooms | null> {
  const media = rc.service(mediaRef);
  if (!media.servers().length) return null;
  const server = await media.placed(meeting.channel_id, roomKey(meeting));
  return server ? media.at(server) : null;
}

/**
 * The end of the token's life: the class's scheduled end (from when it started) plus a grace; a
 * class that runs over still gives ten minutes from now (its end destroys the room anyway).
 */
export function tokenExpiry(meeting: MeetingRow): number {
  const from = new Date(meeting.started_at ?? meeting.start_at).getTime();
  return Math.max(from + meeting.duration_minutes * 60_000 + tokenGraceMs, Date.now() + 10 * 60_000);
}

/** Destroys the class's room at its end and frees its place; a Janus that is away has no room to keep anyway. */
export async function closeRoom(
  rc: Pick<RequestContext, 'service' | 'log'>,
  meeting: MeetingRow,
): Promise<void> {
  const rooms = await placedRooms(rc, meeting);
  if (!rooms) return;
  await rooms
    .destroyRoom(Number(meeting.janus_room))
    .catch((error: unknown) =>
      rc.log.warn({ err: error, meetingId: meeting.id }, 'live class room not destroyed'),
    );
  await rc.service(mediaRef).release(meeting.channel_id, roomKey(meeting));
}
