// Managed local S3-compatible store: s3rver (the server the storage tests use) on a private
// loopback port, keeping its objects under `.data/<profile>/s3`, one bucket. `npm run cluster`
// runs it so both core instances keep their files in one shared store, as a deployment with
// several machines must. Run as a child of the set-up (this file is also its entry point); tests
// start their own in-process (`startLocalS3` of `@seodang/core/testing`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLocalS3 } from '../../core/src/storage/testing/local-s3.ts';
import { dataDir } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

/** The command-line marker of the store's process (leftover detection). */
export const localS3Marker = 'services/local-s3.ts';

/** The bucket core keeps its files in. */
export const localS3Bucket = 'seodang-files';

export interface RunningLocalS3 {
  endpoint: string;
  port: number;
  /** The environment that points core at the store (`SEODANG_STORAGE=s3`, `S3_*`). */
  env: Record<string, string>;
  process: Managed;
}

/** Start the profile's store and wait until it answers. */
export async function startLocalS3Service(profile: Profile): Promise<RunningLocalS3> {
  const dir = join(dataDir(profile), 's3');
  mkdirSync(dir, { recursive: true });
  await clearStale(profile, 's3', localS3Marker);
  const port = await pickPort(candidatePorts('s3', profile), isPortFree);
  const proc = launch({
    name: 's3',
    command: process.execPath,
    args: [fileURLToPath(import.meta.url), '--port', String(port), '--dir', dir],
  });
  writePid(profile, 's3', proc.child.pid);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('the S3-compatible store to answer', () => answers(endpoint), {
      timeoutMs: 30_000,
      process: proc,
    });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return {
    endpoint,
    port,
    env: {
      SEODANG_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: localS3Bucket,
      // s3rver's fixed local key pair: not a secret.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    process: proc,
  };
}

/** True once the store answers HTTP at all (an unsigned request is refused, which is an answer). */
async function answers(endpoint: string): Promise<boolean> {
  const res = await fetch(`${endpoint}/${localS3Bucket}`, { signal: AbortSignal.timeout(1000) });
  await res.body?.cancel();
  return res.status < 500;
}

async function serve(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
  const store = await startLocalS3({
    bucket: localS3Bucket,
    directory: values.dir ?? join(dataDir('cluster'), 's3'),
    port: Number(values.port ?? 0),
  });
  console.log(`S3-compatible store (s3rver) listening on ${store.endpoint}, bucket ${store.bucket}`);
  const stop = () => void store.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) await serve();
