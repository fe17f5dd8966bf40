import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, type StoredFile } from '@seodang/sdk';
import { clampRange, type ObjectStore } from './object-store.ts';

// Beside the objects (keys never have a segment starting with a dot, so these never clash with one).
const metaDir = '.meta';
const partialDir = '.partial';

/** The local disk store also gives back the disk that copies cut short by a crash took. */
export interface LocalDiskStore extends ObjectStore {
  /** Removes unfinished writes older than `olderThanMs` (a write in progress elsewhere is younger); returns how many. */
  sweepPartials(olderThanMs?: number): Promise<number>;
}

/**
 * Objects as files under `root`, their content types in `.meta/<key>.json`. A write goes to
 * `.partial/` and is renamed into place, so readers see the whole old or the whole new file; a read
 * holds the file it opened, so a concurrent overwrite or delete does not cut it short.
 */
export function localDiskStore(root: string): LocalDiskStore {
  const base = resolve(root);
  const pathOf = (key: string, under = '') => {
    const path = resolve(base, under, key);
    if (!path.startsWith(base + sep)) throw new TypeError(`storage key outside the store: ${key}`);
    return path;
  };
  const metaOf = (key: string) => `${pathOf(key, metaDir)}.json`;
  const contentTypeOf = async (key: string) => {
    const meta = await readFile(metaOf(key), 'utf8').catch(() => null);
    return meta ? (JSON.parse(meta) as { contentType: string }).contentType : 'application/octet-stream';
  };
  const describe = async (key: string, size: number, mtime: Date): Promise<StoredFile> => ({
    key,
    size,
    contentType: await contentTypeOf(key),
    lastModified: mtime,
  });
  const partial = async () => {
    await mkdir(join(base, partialDir), { recursive: true });
    return join(base, partialDir, randomUUID());
  };

  return {
    async put(key, body, { contentType }) {
      const path = pathOf(key);
      const data = await partial();
      const meta = await partial();
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(data));
        else await writeFile(data, body);
        await writeFile(meta, JSON.stringify({ contentType }));
        await mkdir(dirname(metaOf(key)), { recursive: true });
        await mkdir(dirname(path), { recursive: true });
        await rename(meta, metaOf(key));
        await rename(data, path);
      } finally {
        await Promise.all([rm(data, { force: true }), rm(meta, { force: true })]);
      }
      const info = await stat(path);
      return { key, size: info.size, contentType, lastModified: info.mtime };
    },
    async get(key, range) {
      const handle = await open(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' || err.code === 'EISDIR' ? new FileNotFoundError(key) : err;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new FileNotFoundError(key);
        const served = range && clampRange(range, info.size, key);
        const file = await describe(key, info.size, info.mtime);
        const body = handle.createReadStream(served ? { start: served.start, end: served.end } : {});
        return { body, file, ...(served ? { range: served } : {}) };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async head(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? describe(key, info.size, info.mtime) : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async list(prefix) {
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder ? pathOf(folder) : base;
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!key.startsWith(prefix) || key.startsWith(`${metaDir}/`) || key.startsWith(`${partialDir}/`))
          continue;
        const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
        if (info) files.push(await describe(key, info.size, info.mtime));
      }
      return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    downloadUrl: async () => null,
    close: async () => undefined,
    async sweepPartials(olderThanMs = 3600_000) {
      const names = await readdir(join(base, partialDir)).catch(() => []);
      let removed = 0;
      for (const name of names) {
        const path = join(base, partialDir, name);
        const info = await stat(path).catch(() => null);
        if (info && Date.now() - info.mtimeMs > olderThanMs) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
