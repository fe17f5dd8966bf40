import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { attachmentDisposition, FileNotFoundError, type StoredFile } from '@seodang/sdk';
import { clampRange, type ObjectStore } from './object-store.ts';

/** Where the S3-compatible store is (config `storage.s3`). */
export interface S3StoreOptions {
  /** The service's URL (MinIO, Ceph, R2, …); unset, AWS's endpoint of the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's default chain (AWS_* variables, an instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `host/bucket/key` instead of `bucket.host/key` (MinIO and most self-hosted stores need it). */
  forcePathStyle: boolean;
}

// Parts of a multipart upload: S3's minimum, a few in flight, so a recording never sits whole in memory.
const partSize = 8 * 1024 * 1024;
const partsInFlight = 4;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** Objects in one bucket of an S3-compatible store; big or streamed bodies go up as multipart uploads. */
export function s3Store(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;

  const head = async (key: string): Promise<StoredFile | null> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    async put(key, body, { contentType }) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize,
        queueSize: partsInFlight,
      });
      await upload.done();
      const stored = await head(key);
      if (!stored) throw new Error(`the store does not show ${key} after uploading it`);
      return stored;
    },
    async get(key, range) {
      // The range is checked against the size first, so a start past the end is the same RangeError as on disk.
      const file = await head(key);
      if (!file) throw new FileNotFoundError(key);
      const served = range && clampRange(range, file.size, key);
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(served ? { Range: `bytes=${served.start}-${served.end}` } : {}),
          }),
        );
        return { body: out.Body as Readable, file, ...(served ? { range: served } : {}) };
      } catch (err) {
        if (isMissing(err)) throw new FileNotFoundError(key);
        throw err;
      }
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const o of out.Contents ?? []) {
          if (!o.Key) continue;
          // Listing does not carry content types; one HEAD each (lists are short: one exam's or channel's files).
          const file = await head(o.Key);
          if (file) files.push(file);
        }
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async downloadUrl(key, { expiresInSeconds, fileName }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(fileName ? { ResponseContentDisposition: attachmentDisposition(fileName) } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async close() {
      client.destroy();
    },
  };
}
