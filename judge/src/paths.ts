/** Where the judge keeps its files: all relative to the repository root unless overridden by env. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import os from 'node:os';

/** The repository root (judge/src/paths.ts → ../..). */
export const repoRoot: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The judge package directory. */
export const judgeDir: string = path.join(repoRoot, 'judge');

/** Data directory shared with the rest of the platform (`.data/`). */
export function dataDir(): string {
  return process.env.SEODANG_DATA_DIR ?? path.join(repoRoot, '.data');
}

/** The judge root filesystem (env `SEODANG_JUDGE_ROOTFS`, default `.data/judge-rootfs`). */
export function rootfsDir(): string {
  return path.resolve(process.env.SEODANG_JUDGE_ROOTFS ?? path.join(dataDir(), 'judge-rootfs'));
}

/** Directory for host-side helper binaries built by `prepare`. */
export function helperDir(): string {
  return path.join(dataDir(), 'judge-helpers');
}

/** Parent directory of per-run work directories (env `SEODANG_JUDGE_WORKDIR`). */
export function workRoot(): string {
  return process.env.SEODANG_JUDGE_WORKDIR ?? path.join(os.tmpdir(), 'seodang-judge');
}

/** Directory of the compile cache (env `SEODANG_JUDGE_CACHE`). */
export function compileCacheDir(): string {
  return process.env.SEODANG_JUDGE_CACHE ?? path.join(dataDir(), 'judge-compile-cache');
}

/** Where judge-owned files live inside the root filesystem (GOCACHE, runners, stamp). */
export const ROOTFS_SEODANG_DIR = '/opt/seodang';
