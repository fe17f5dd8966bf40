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
  /**
   * Records every publisher's streams from the start into `dir` (Janus `.mjr` files, one per
   * stream, on the Janus host), locked so that only core can stop it.
   */
  recording?: { dir: string };
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

/** One media server: the HTTP API core speaks to and the WebSocket browsers join over. */
export interface MediaServer {
  httpUrl: string;
  wsUrl: string;
}

/** The rooms of one media server (`media.at(server)`); every room's calls go to the server it was placed on. */
export interface MediaRooms {
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
  /**
   * Starts recording a room made without it (or points it at another folder), locked so that
   * only core can stop it: every publisher's streams from now on, into `dir`. False when the
   * room is not there.
   */
  startRecording(room: number, dir: string): Promise<boolean>;
  /** Stops recording the room (Janus closes its files); false when the room is not there. */
  stopRecording(room: number): Promise<boolean>;
}

/**
 * The media server (Janus VideoRoom), provided by core (ARCHITECTURE §1, §3): rooms and tokens
 * come from core only. Rooms are private, behind a pin, and locked with a secret derived from
 * core's own key, so only core can edit, moderate, kick from or destroy them.
 *
 * With several servers configured, a room is placed first (`place`: the least loaded server that
 * answers, stored per channel and room key) and then used through `at(server)`; everyone joining
 * the room is handed that server's `wsUrl`.
 */
export interface MediaService {
  /** The first server's URLs, or nulls when no media server is configured (video is then unavailable). */
  urls(): MediaUrls;
  /** Every configured server, in configuration order (empty: video is unavailable). */
  servers(): readonly MediaServer[];
  /**
   * A Janus token valid until `expiresAt` (ms since the epoch) for the VideoRoom only, or null
   * when Janus runs without token auth. Hand it only to someone allowed in the room. Every
   * server shares core's token secret, so the token opens the room on whichever holds it.
   */
  token(expiresAt: number): string | null;
  /**
   * The server holding the room `key` of the channel (null: the public site), placing it first when it has none: on the
   * configured server with the least weight placed on it that answers its info check. A room
   * whose server left the configuration or stopped answering is placed again (its callers then
   * make the room anew there and hand the new server out). Two concurrent calls place a room
   * once. `weight` is the publishers the room admits (its share of the server's load). Throws
   * {@link MediaUnavailableError} when no configured server answers.
   */
  place(channelId: number | null, key: string, weight: number): Promise<MediaServer>;
  /** The server the room `key` of the channel was placed on, or null (never placed, or its server left the configuration). */
  placed(channelId: number | null, key: string): Promise<MediaServer | null>;
  /** Forgets the room's placement (after destroying the room): its weight no longer loads the server. */
  release(channelId: number | null, key: string): Promise<void>;
  /** The rooms of one server (one `place` or `placed` returned). */
  at(server: MediaServer): MediaRooms;
}

/** No configured media server answers (or none is configured): video is unavailable for now. */
export class MediaUnavailableError extends Error {
  constructor(message = 'no media server answers') {
    super(message);
    this.name = 'MediaUnavailableError';
  }
}

/** The media service: `ctx.service(mediaRef)` or `rc.service(mediaRef)`. */
export const mediaRef = createServiceRef<MediaService>('core.media');
