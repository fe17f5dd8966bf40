import { createServiceRef } from './refs.ts';

/** Where the media server answers: its HTTP API and the WebSocket browsers join over. */
export interface MediaUrls {
  httpUrl: string | null;
  wsUrl: string | null;
}

/** A VideoRoom as its callers know it: a number nobody can guess and the pin Janus asks of every join. */
export interface MediaRoom {
  room: number;
  pin: string;
}

/** How a room is made. The room's secret is core's own: callers never see it. */
export interface MediaRoomOptions {
  /** Publishers the room admits at once (learners plus hosts' camera and screen). */
  publishers: number;
  /** Bitrate cap per publisher, bits per second; default 1.5 Mbps (room for a full simulcast layer). */
  bitrate?: number;
  /** Janus sends talking/stopped-talking events from audio levels (active speaker). */
  audioLevelEvents?: boolean;
}

/** Which of a publisher's streams to force off or let back on: its audio or video `mid`. */
export interface MediaModeration {
  /** The stream's mid in the publisher's offer (`'0'` audio, `'1'` video with the SDK's client). */
  mid: string;
  /** True forces it off at Janus; false lets the publisher send it again. */
  mute: boolean;
}

/** A publisher with its streams: `moderated` is a stream Janus forces off (`moderate`). */
export interface MediaPublisher {
  id: number;
  display: string;
  streams: { type: string; mid: string; moderated: boolean }[];
}

/**
 * The media server (Janus VideoRoom), provided by core (ARCHITECTURE §1, §3): rooms and tokens
 * come from core only. Rooms are private, behind a pin, and locked with a secret derived from
 * core's own key, so only core can edit, moderate, kick from or destroy them.
 */
export interface MediaService {
  /** The URLs, or nulls when no media server is configured (video is then unavailable). */
  urls(): MediaUrls;
  /**
   * A Janus token valid until `expiresAt` (ms since the epoch) for the VideoRoom only, or null
   * when Janus runs without token auth. Hand it only to someone allowed in the room.
   */
  token(expiresAt: number): string | null;
  /**
   * Makes sure the room exists, private and behind its pin (another instance creating it at the
   * same moment is fine). Resolves true when this call created it.
   */
  ensureRoom(room: MediaRoom, options: MediaRoomOptions): Promise<boolean>;
  /** Publishers now in the room: their ids and display names. */
  listPublishers(room: number): Promise<{ id: number; display: string }[]>;
  /** Publishers now in the room with their streams, each marked when forced off (needs the pin). */
  publisherStreams(room: MediaRoom): Promise<MediaPublisher[]>;
  /** Forces one of a publisher's streams off (or back on) at Janus; false when the id is not in the room. */
  moderate(room: number, id: number, moderation: MediaModeration): Promise<boolean>;
  /** Removes the participant holding `id`; false when nobody held it. */
  kick(room: number, id: number): Promise<boolean>;
  /** Destroys the room (everyone in it is told); false when it was not there. */
  destroyRoom(room: number): Promise<boolean>;
}

/** The media service: `ctx.service(mediaRef)` or `rc.service(mediaRef)`. */
export const mediaRef = createServiceRef<MediaService>('core.media');
