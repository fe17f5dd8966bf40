// s3rver ships no types: the reference brings ours into every program that reaches this file
// (each plugin's own tsconfig too), which an import cannot do for an ambient module declaration.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A local S3-compatible server (s3rver) with one bucket, and the `storage.s3` settings that reach it. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  region: string;
  /**
   * s3rver's fixed key pair. Presigned URLs are really checked: a changed or stale one is refused
   * with 403 (`SignatureDoesNotMatch`; `AccessDenied`, "Request has expired"), as S3 refuses it.
   */
  accessKeyId: string;
  secretAccessKey: string;
  /** The server addresses buckets by path. */
  forcePathStyle: true;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free loopback port (or `port`), keeping its objects in a fresh temporary
 * folder (or `directory`, which stays).
 */
export async function startLocalS3(
  options: { bucket?: string; directory?: string; port?: number } = {},
): Promise<LocalS3> {
  const bucket = options.bucket ?? 'seodang-files';
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'seodang-s3-')));
  // Loaded here, not at the top: every test process imports the testing kit, few start an S3 server.
  const [{ default: S3rver }, { presignedSignatureCheck }] = await Promise.all([
    import('s3rver'),
    import('./presigned-check.ts'),
  ]);
  const region = 'us-east-1';
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  // In front of s3rver's own middleware, which lets any SigV4 signature through.
  server.middleware.unshift(presignedSignatureCheck(region, credentials));
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    ...credentials,
    forcePathStyle: true,
    async close() {
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
