import type { ByteRange, DownloadUrlOptions, FileBody, FileRead, PutOptions, StoredFile } from '@seodang/sdk';

/**
 * What an implementation (local disk, S3) provides, with whole keys; `scopedStore` turns it into
 * the SDK's `FileStore`, which checks keys and adds the plugin's (and channel's) prefix.
 */
export interface ObjectStore {
  put(key: string, body: FileBody, options: PutOptions): Promise<StoredFile>;
  get(key: string, range?: ByteRange): Promise<FileRead>;
  head(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<StoredFile[]>;
  downloadUrl(
    key: string,
    options: Required<Pick<DownloadUrlOptions, 'expiresInSeconds'>> & DownloadUrlOptions,
  ): Promise<string | null>;
  /** Lets go of connections and timers. */
  close(): Promise<void>;
}

/** The range actually served of an object of `size` bytes: the end clamped, a start past the end refused. */
export function clampRange(range: ByteRange, size: number, key: string): ByteRange {
  if (
    !Number.isSafeInteger(range.start) ||
    !Number.isSafeInteger(range.end) ||
    range.start < 0 ||
    range.end < range.start
  )
    throw new RangeError(`invalid byte range ${range.start}-${range.end} of ${key}`);
  if (range.start >= size)
    throw new RangeError(`byte ${range.start} is past the end of ${key} (${size} bytes)`);
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
