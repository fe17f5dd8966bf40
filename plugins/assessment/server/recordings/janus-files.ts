import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One Janus VideoRoom recording file: `videoroom-{room}-user-{publisher}-{µs}-{audio|video}-{mindex}.mjr`. */
export interface JanusSourceFile {
  room: number;
  publisherId: string;
  /** When Janus opened the file (µs); a device's audio and video of one session are microseconds apart. */
  openedUs: number;
  kind: 'audio' | 'video';
}

/** Reads a .mjr file name; null for anything else (data channels, converter leftovers). */
export function parseSourceName(name: string): JanusSourceFile | null {
  const m = /^videoroom-(\d+)-user-(\d+)-(\d+)-(audio|video)-\d+\.mjr$/.exec(name);
  return m
    ? { room: Number(m[1]), publisherId: m[2], openedUs: Number(m[3]), kind: m[4] as 'audio' | 'video' }
    : null;
}

/** What a stream of each kind becomes: VP8 video → WebM, Opus audio → Ogg. */
export const outputOf = {
  video: { ext: 'webm', contentType: 'video/webm' },
  audio: { ext: 'opus', contentType: 'audio/ogg' },
} as const;

/** When the first packet was written (the header's `u`, in µs), as a Date; null if unreadable. */
export async function firstPacketAt(sourcePath: string): Promise<Date | null> {
  const { stdout } = await run('janus-pp-rec', ['-d', '0', '-j', sourcePath], { timeout: 30_000 });
  const header = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { u?: number; s?: number };
  const us = header.u ?? header.s;
  return us ? new Date(Math.floor(us / 1000)) : null;
}

/** Turns one .mjr file into a playable file with Debian's janus-pp-rec. */
export async function convertSource(sourcePath: string, targetPath: string): Promise<void> {
  await run('janus-pp-rec', ['-d', '0', sourcePath, targetPath], { timeout: 10 * 60_000 });
}

/** True when two files are the audio and video of one publisher's session (opened within a few seconds). */
export function sameSession(a: JanusSourceFile, b: JanusSourceFile): boolean {
  return (
    a.room === b.room &&
    a.publisherId === b.publisherId &&
    a.kind !== b.kind &&
    Math.abs(a.openedUs - b.openedUs) < 5_000_000
  );
}

/**
 * Muxes a device's converted video (WebM, VP8) and audio (Ogg, Opus) into one WebM with Debian's
 * ffmpeg, copying both streams; `audioDelayS` is how much later the audio's first packet came
 * than the video's (negative: earlier).
 */
export async function muxInto(
  videoPath: string,
  audioPath: string,
  audioDelayS: number,
  targetPath: string,
): Promise<void> {
  // The later of the two starts is shifted, so no timestamp goes below zero.
  const shift = (delay: number) => (delay > 0 ? ['-itsoffset', delay.toFixed(3)] : []);
  await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      ...shift(-audioDelayS),
      '-i',
      videoPath,
      ...shift(audioDelayS),
      '-i',
      audioPath,
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c',
      'copy',
      '-f',
      'webm',
      targetPath,
    ],
    { timeout: 10 * 60_000 },
  );
}
