/**
 * Large files of harness jobs travel once: the client stores each file over
 * `BLOB_THRESHOLD_BYTES` in Redis under its sha256 and sends only the hash; a worker fetches it
 * the first time, checks the hash and keeps it in its blob cache on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { JUDGE_QUEUE_NAME } from '../protocol.ts';
import { dataDir } from '../paths.ts';

/** How long a blob stays in Redis after its last submission (longer than any job is kept for retries). */
export const BLOB_TTL_SECONDS = 7 * 24 * 3600;

/** Redis key of a blob. */
export function blobKey(sha256: string): string {
  return `${JUDGE_QUEUE_NAME}:blob:${sha256}`;
}

/** The workers' blob cache (env `SEODANG_JUDGE_BLOB_CACHE`, default `.data/judge-blob-cache`). */
export function blobCacheDir(): string {
  return process.env.SEODANG_JUDGE_BLOB_CACHE ?? path.join(dataDir(), 'judge-blob-cache');
}

/** sha256 of bytes, hex. */
export function sha256Hex(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** Reads blobs: the disk cache first, then Redis (checked against the hash, then cached). */
export interface BlobStore {
  get(sha256: string): Promise<Buffer>;
}

/** A blob store on a worker's Redis connection. */
export function createBlobStore(redis: Redis, dir = blobCacheDir()): BlobStore {
  return {
    async get(sha256) {
      if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`bad blob hash ${sha256}`);
      const file = path.join(dir, sha256);
      try {
        const cached = fs.readFileSync(file);
        const now = new Date();
        fs.utimesSync(file, now, now);
        return cached;
      } catch {
        // Not cached yet.
      }
      const bytes = await redis.getBuffer(blobKey(sha256));
      if (!bytes) throw new Error(`blob ${sha256} is not in Redis (expired, or never stored)`);
      if (sha256Hex(bytes) !== sha256) throw new Error(`blob ${sha256} in Redis does not match its hash`);
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, bytes, { mode: 0o600 });
      fs.renameSync(tmp, file);
      return bytes;
    },
  };
}

/** Removes cached blobs unused for `days` days. Returns how many. */
export function pruneBlobCache(days = 7, dir = blobCacheDir()): number {
  if (!fs.existsSync(dir)) return 0;
  const cutoff = Date.now() - days * 86_400_000;
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).mtimeMs < cutoff) {
      fs.rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** A raw job with every harness file given by hash replaced by its bytes (base64); other jobs unchanged. */
export async function resolveBlobs(data: unknown, store: BlobStore): Promise<unknown> {
  const job = data as { kind?: unknown; files?: unknown };
  if (job?.kind !== 'harness' || !Array.isArray(job.files)) return data;
  const files = await Promise.all(
    (job.files as Array<Record<string, unknown>>).map(async (f) =>
      typeof f?.sha256 === 'string' && !('content' in f)
        ? { name: f.name, content: (await store.get(f.sha256)).toString('base64'), encoding: 'base64' }
        : f,
    ),
  );
  return { ...job, files };
}
