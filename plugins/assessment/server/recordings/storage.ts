import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Object storage for finished recordings. Local disk by default; an S3-compatible store can
 * implement the same four calls. `put` is atomic: an object is either absent or complete.
 */
export interface RecordingStorage {
  /** Stores the file at `sourcePath` under `key` (replacing any previous object). */
  put(key: string, sourcePath: string): Promise<void>;
  /** Size of the object, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Reads bytes `start`..`end` (inclusive) of the object. */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
}

/** Folder of the local object store (`SEODANG_RECORDINGS_DIR`, default `.data/recordings`). */
export const recordingsDir = () => resolve(process.env.SEODANG_RECORDINGS_DIR ?? '.data/recordings');

/** Recordings as files under one folder; writes go to a temporary name and are renamed into place. */
export function localDiskStorage(root = recordingsDir()): RecordingStorage {
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`recording key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial-${randomUUID()}`;
      try {
        await copyFile(sourcePath, partial);
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    read: (key, range) => createReadStream(pathOf(key), range),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/**
 * Removes `.partial-*` files a crash left behind (older than `olderThanMs`, so a copy still being
 * written by another instance is kept). They are never served; this only gives the disk back.
 */
export async function removeStalePartials(root = recordingsDir(), olderThanMs = 3600_000): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const e of entries) {
    if (!e.isFile() || !/\.partial-[0-9a-f-]{36}$/.test(e.name)) continue;
    const path = join(e.parentPath, e.name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
