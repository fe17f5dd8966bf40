import { execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { MediaComposition, MediaRecordingFiles, MediaSourceFile } from '@seodang/sdk';

const run = promisify(execFile);

/** Reads a .mjr file name; null for anything else (data channels, converter leftovers). */
export function parseSourceName(name: string): MediaSourceFile | null {
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
export function sameSession(a: MediaSourceFile, b: MediaSourceFile): boolean {
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

/** A media file's length in seconds by ffprobe, or null when it has none it can tell. */
export async function durationOf(path: string): Promise<number | null> {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path],
    { timeout: 60_000 },
  );
  const seconds = Number(stdout.trim());
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

const s = (seconds: number) => Math.max(0, seconds).toFixed(3);

/**
 * The ffmpeg arguments of a composition (exported for its unit test): a black canvas the length
 * of the recording; each screen full frame while shared; each camera full frame, or small in the
 * bottom-right corner while a screen is shared; every audio delayed to its place and mixed.
 */
export function compositionArgs(c: MediaComposition, targetPath: string): string[] {
  const width = c.width ?? 1280;
  const height = c.height ?? 720;
  const fps = c.fps ?? 15;
  const small = { w: Math.round(width / 4 / 2) * 2, h: Math.round(height / 4 / 2) * 2 };
  const inputs: string[] = [];
  const filters: string[] = [`color=c=black:s=${width}x${height}:r=${fps}:d=${s(c.durationS)}[base]`];
  let index = 0;
  let last = 'base';
  const fit = (w: number, h: number) =>
    `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  const overlay = (input: string, x: string, y: string, enable?: string) => {
    const out = `v${filters.length}`;
    filters.push(
      `[${last}][${input}]overlay=x=${x}:y=${y}:eof_action=pass${enable ? `:enable='${enable}'` : ''}[${out}]`,
    );
    last = out;
  };
  const placed = (at: number) => `setpts=PTS-STARTPTS+${s(at)}/TB`;
  const screens = c.video.filter((v) => v.role === 'screen');
  // While any screen is shared (its start to its start plus its length).
  const sharing = screens.map((v) => `between(t,${s(v.atS)},${s(v.atS + (v.durationS ?? c.durationS))})`);
  const shared = sharing.length ? sharing.join('+') : '0';
  for (const v of screens) {
    inputs.push('-i', v.path);
    filters.push(`[${index}:v]${placed(v.atS)},fps=${fps},${fit(width, height)}[s${index}]`);
    overlay(`s${index}`, '0', '0');
    index += 1;
  }
  for (const v of c.video.filter((x) => x.role === 'camera')) {
    inputs.push('-i', v.path);
    filters.push(
      `[${index}:v]${placed(v.atS)},fps=${fps},split[cf${index}][cs${index}]`,
      `[cf${index}]${fit(width, height)}[full${index}]`,
      `[cs${index}]${fit(small.w, small.h)}[small${index}]`,
    );
    overlay(`full${index}`, '0', '0', `not(${shared})`);
    overlay(`small${index}`, `${width - small.w - 16}`, `${height - small.h - 16}`, shared);
    index += 1;
  }
  filters.push(`[${last}]format=yuv420p[vout]`);
  const audioLabels: string[] = [];
  for (const a of c.audio) {
    inputs.push('-i', a.path);
    const ms = Math.round(Math.max(0, a.atS) * 1000);
    filters.push(`[${index}:a]aresample=48000,adelay=${ms}:all=1[a${index}]`);
    audioLabels.push(`[a${index}]`);
    index += 1;
  }
  // Always one audio stream: silence under everyone's voices, so the mix lasts the whole recording.
  filters.push(`anullsrc=r=48000:cl=stereo,atrim=duration=${s(c.durationS)}[silence]`);
  filters.push(
    `[silence]${audioLabels.join('')}amix=inputs=${audioLabels.length + 1}:duration=first:dropout_transition=0:normalize=0[aout]`,
  );
  return [
    '-v',
    'error',
    '-y',
    '-nostats',
    '-progress',
    'pipe:1',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-t',
    s(c.durationS),
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '900k',
    '-g',
    String(fps * 4),
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    '-f',
    'webm',
    targetPath,
  ];
}

/**
 * Renders a composition into one WebM (VP8 + Opus) with Debian's ffmpeg at its fast settings,
 * telling `onProgress` the share done (0–100) from ffmpeg's `-progress` as it goes.
 */
export function compose(
  c: MediaComposition,
  targetPath: string,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('ffmpeg', compositionArgs(c, targetPath), { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    let buffered = '';
    let lastPercent = -1;
    const timer = setTimeout(() => child.kill('SIGKILL'), Math.max(10 * 60_000, c.durationS * 4000));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
        if (!m || !onProgress) continue;
        const percent = Math.min(99, Math.floor((Number(m[1]) / 1e6 / Math.max(c.durationS, 0.001)) * 100));
        if (percent > lastPercent) {
          lastPercent = percent;
          onProgress(percent);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-2000);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done();
      else fail(new Error(`ffmpeg failed (${signal ?? code}): ${errors.trim()}`));
    });
  });
}

/** Where Janus writes raw .mjr files (`SEODANG_JANUS_RECORDINGS_DIR`, default `.data/janus-recordings`); local to the Janus host. */
export const recordingsRoot = () =>
  resolve(process.env.SEODANG_JANUS_RECORDINGS_DIR ?? '.data/janus-recordings');

/** The recording helpers behind `media.recordings`. */
export const recordingFiles: MediaRecordingFiles = {
  parseSourceName,
  sameSession,
  outputOf,
  firstPacketAt,
  convert: convertSource,
  mux: muxInto,
  duration: durationOf,
  compose,
  async folder(name) {
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw new TypeError(`invalid recording folder: ${name}`);
    const dir = resolve(recordingsRoot(), name);
    await mkdir(dir, { recursive: true });
    return dir;
  },
};
