import { randomBytes, randomInt } from 'node:crypto';
import { AppError, mediaRef, type RequestContext } from '@seodang/sdk';
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

/**
 * Makes sure the class's room is there (made by core: private, behind its pin, with a secret only
 * core knows); a Janus that restarted gets it back on the next start or join.
 */
export async function ensureRoom(rc: RequestContext, meeting: MeetingRow): Promise<void> {
  const media = rc.service(mediaRef);
  if (!media.urls().httpUrl) throw mediaUnavailable();
  try {
    await media.ensureRoom(
      { room: Number(meeting.janus_room), pin: meeting.janus_pin },
      { publishers: meeting.max_user_count + hostPublishers, audioLevelEvents: true },
    );
  } catch (error) {
    rc.log.warn({ err: error, meetingId: meeting.id }, 'live class room could not be made');
    throw mediaUnavailable();
  }
}

/**
 * The end of the token's life: the class's scheduled end (from when it started) plus a grace; a
 * class that runs over still gives ten minutes from now (its end destroys the room anyway).
 */
export function tokenExpiry(meeting: MeetingRow): number {
  const from = new Date(meeting.started_at ?? meeting.start_at).getTime();
  return Math.max(from + meeting.duration_minutes * 60_000 + tokenGraceMs, Date.now() + 10 * 60_000);
}

/** Destroys the class's room at its end; a Janus that is away has no room to keep anyway. */
export async function closeRoom(rc: RequestContext, meeting: MeetingRow): Promise<void> {
  const media = rc.service(mediaRef);
  if (!media.urls().httpUrl) return;
  await media
    .destroyRoom(Number(meeting.janus_room))
    .catch((error: unknown) =>
      rc.log.warn({ err: error, meetingId: meeting.id }, 'live class room not destroyed'),
    );
}
