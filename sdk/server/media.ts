import { AppError } from './errors.ts';
import { FileNotFoundError, type ByteRange, type FileStore } from './file-storage.ts';
import { createServiceRef } from './refs.ts';
import type { RequestContext } from './types.ts';

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
  /**
   * Makes a listed room: only a publisher's join that presents one of these tokens (from
   * `token(expiresAt, room)`) in its body gets in, Janus itself refusing the rest; `allow` and
   * `disallow` change the list. Janus checks the list for publishers only, so a listed room also
   * wants every subscription to give the `private_id` its publisher join was answered with (the
   * browser joins as a publisher first), and a `kick` ends the kicked one's subscriptions too.
   * Without it the room admits anyone with a token and the pin (an exam's rooms, where one
   * supervisor's token watches every examinee's room).
   */
  allowed?: string[];
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
  /**
   * Puts tokens on the room's token list (a room made without a list gets one from now on, so
   * only listed tokens join it); false when the room is not there.
   */
  allow(room: number, tokens: string[]): Promise<boolean>;
  /**
   * Takes tokens off the room's token list: a join presenting one is refused by Janus from then on
   * (who is in the room stays: `kick` puts them out). False when the room is not there.
   */
  disallow(room: number, tokens: string[]): Promise<boolean>;
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
   * With `room`, the token also names that room with a random part, so each is unique: put it on
   * a listed room's list (`allow`), and the browser sends it in its `join` request too.
   */
  token(expiresAt: number, room?: number): string | null;
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
  /** Turning a room's recorded `.mjr` files into playable files (on the host that sees Janus's recording folder). */
  readonly recordings: MediaRecordingFiles;
}

/** One Janus VideoRoom recording file: `videoroom-{room}-user-{publisher}-{µs}-{audio|video}-{mindex}.mjr`. */
export interface MediaSourceFile {
  room: number;
  /** The publisher id core gave the feed (as a string: Janus ids may pass 2^53). */
  publisherId: string;
  /** When Janus opened the file (µs); a device's audio and video of one session are microseconds apart. */
  openedUs: number;
  kind: 'audio' | 'video';
}

/** One converted stream placed on a composition's timeline. */
export interface MediaTrackPlacement {
  /** A converted file (WebM video or Ogg/Opus audio). */
  path: string;
  /** Where on the recording's timeline it starts, in seconds. */
  atS: number;
}

/**
 * A recording composed from many feeds into one video: screens full frame while shared, cameras
 * full frame (small in a corner while a screen is shared), black when neither, and every audio
 * mixed on one timeline of `durationS` seconds.
 */
export interface MediaComposition {
  durationS: number;
  video: (MediaTrackPlacement & { role: 'camera' | 'screen'; durationS?: number })[];
  audio: MediaTrackPlacement[];
  /** Frame size and rate; default 1280×720 at 15 fps. */
  width?: number;
  height?: number;
  fps?: number;
}

/**
 * Janus recording files made playable with Debian's `janus-pp-rec` and `ffmpeg` (`media.recordings`):
 * used by the exams (a file per device and session) and the live classes (one composed video).
 */
export interface MediaRecordingFiles {
  /** Reads a `.mjr` file name; null for anything else (data channels, converter leftovers). */
  parseSourceName(name: string): MediaSourceFile | null;
  /** True when two files are the audio and video of one publisher's session (opened within 5 s). */
  sameSession(a: MediaSourceFile, b: MediaSourceFile): boolean;
  /** What a stream of each kind converts to: VP8 video → WebM, Opus audio → Ogg. */
  readonly outputOf: {
    readonly video: { readonly ext: 'webm'; readonly contentType: 'video/webm' };
    readonly audio: { readonly ext: 'opus'; readonly contentType: 'audio/ogg' };
  };
  /** When the file's first packet was written; null if unreadable. */
  firstPacketAt(sourcePath: string): Promise<Date | null>;
  /** Converts one `.mjr` file into a playable file (`outputOf` says which). */
  convert(sourcePath: string, targetPath: string): Promise<void>;
  /** Muxes a converted video and audio into one WebM, copying both; `audioDelayS` is how much later the audio starts. */
  mux(videoPath: string, audioPath: string, audioDelayS: number, targetPath: string): Promise<void>;
  /** A media file's length in seconds, or null when it has none to tell. */
  duration(path: string): Promise<number | null>;
  /** Renders a composition into one WebM (VP8 + Opus, fast settings), reporting 0–99 % as ffmpeg goes. */
  compose(
    composition: MediaComposition,
    targetPath: string,
    onProgress?: (percent: number) => void,
  ): Promise<void>;
  /** The folder (made if missing) under Janus's recording root where a room records, named `name` (letters, digits, `.`, `_`, `-`). */
  folder(name: string): Promise<string>;
}

/**
 * Reads one `Range: bytes=…` header (the only form media elements send). Returns null for no
 * header (the whole object), 'unsatisfiable' for a range outside the object or a form not served
 * (several ranges), which answers 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (m[1] === '') {
    // Suffix form: the last N bytes.
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** How {@link serveMediaFile} answers. */
export interface ServeMediaOptions {
  /** The error of a missing object (also one removed between the checks), e.g. a 404 AppError. */
  notFound: () => Error;
  /** The message key of the 416 answer (`range_not_satisfiable`). */
  rangeMessageKey: string;
  /** With S3, the player reads from a presigned URL valid this long (default 3600 s). */
  directSeconds?: number;
  /** `cache-control` of a file served by core (default `private, max-age=3600`). */
  cacheControl?: string;
}

/**
 * Answers a stored media file from a route handler (after its access checks passed) so players
 * can seek: byte ranges (206 with `content-range`; 416 for a range outside it), or with S3 a
 * redirect to a short-lived URL of the store. Return `undefined` from the handler afterwards.
 */
export async function serveMediaFile(
  rc: RequestContext,
  store: FileStore,
  key: string,
  options: ServeMediaOptions,
): Promise<void> {
  const file = await store.head(key);
  if (!file) throw options.notFound();
  const open = (range?: ByteRange) =>
    store.get(key, range).then(
      (read) => read.body,
      (err: unknown) => {
        throw err instanceof FileNotFoundError ? options.notFound() : err;
      },
    );
  const ctx = rc.raw as {
    body: unknown;
    type: string;
    length: number;
    status: number;
    get(name: string): string;
    set(name: string, value: string): void;
  };
  const direct = await store.downloadUrl(key, { expiresInSeconds: options.directSeconds ?? 3600 });
  if (direct) {
    ctx.status = 302;
    ctx.set('location', direct);
    ctx.set('cache-control', 'private, no-store');
    return;
  }
  ctx.set('accept-ranges', 'bytes');
  ctx.set('cache-control', options.cacheControl ?? 'private, max-age=3600');
  const range = parseRange(ctx.get('range') || undefined, file.size);
  if (range === 'unsatisfiable') {
    ctx.set('content-range', `bytes */${file.size}`);
    throw new AppError(416, 'range_not_satisfiable', options.rangeMessageKey);
  }
  ctx.type = file.contentType;
  if (range) {
    ctx.status = 206;
    ctx.set('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = await open(range);
  } else {
    ctx.length = file.size;
    ctx.body = await open();
  }
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
