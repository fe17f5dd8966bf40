import type { Readable } from 'node:stream';
import { createServiceRef } from './refs.ts';

/** What the store knows of one object. */
export interface StoredFile {
  /** The key, relative to the store it was asked of (a scoped store leaves its prefix out). */
  key: string;
  /** The whole object's size in bytes. */
  size: number;
  contentType: string;
  lastModified: Date;
}

/** Bytes `start`..`end` of an object, both inclusive (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object being read: its bytes (all of them, or the range asked for) and its description. */
export interface FileRead {
  body: Readable;
  file: StoredFile;
  /** The range the body holds, when one was asked for (its end clamped to the last byte). */
  range?: ByteRange;
}

/** What `put` takes: bytes in memory or a stream (a stream of unknown length is uploaded in parts). */
export type FileBody = Buffer | Uint8Array | string | Readable;

export interface PutOptions {
  contentType: string;
}

export interface DownloadUrlOptions {
  /** How long the URL works: 1–3600 seconds, default 300. */
  expiresInSeconds?: number;
  /** The file name the browser saves it as (`attachment`); unset, the browser shows it inline. */
  fileName?: string;
}

/**
 * Files kept by the platform: exam recordings, identification photos, uploads, exported reports.
 * Keys are `/`-separated segments of letters, digits, `.`, `_` and `-` (no segment starts with a
 * dot); a bad key throws at once. Writes replace an object whole: a reader sees the old object or
 * the new one, never part of either.
 */
export interface FileStore {
  /** Stores `body` under `key`, replacing any previous object. */
  put(key: string, body: FileBody, options: PutOptions): Promise<StoredFile>;
  /**
   * Reads the object, or bytes `range.start`..`range.end` of it (the end is clamped to the last
   * byte; a start past it throws a `RangeError`). A missing key throws {@link FileNotFoundError}.
   */
  get(key: string, range?: ByteRange): Promise<FileRead>;
  /** The object's description, or null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder is `'exam-1/'`), in key order. */
  list(prefix?: string): Promise<StoredFile[]>;
  /**
   * A short-lived URL the browser downloads the object from directly, bypassing core (S3: a
   * presigned GET). Null when the store has none (local disk): serve the object through your own
   * route with `get`, which also applies your access rules. Hand a URL out only after those rules
   * passed: anyone holding it can download the object until it expires.
   */
  downloadUrl(key: string, options?: DownloadUrlOptions): Promise<string | null>;
  /** The same store with every key under `prefix/` (nested scopes add up). */
  scope(prefix: string): FileStore;
}

/**
 * File storage, provided by core (ARCHITECTURE §9): local disk by default, or an S3-compatible
 * object store when configured, so every core instance sees the same files.
 */
export interface FileStorageService {
  /** The plugin's own files, under `<pluginId>/`; never read or write another plugin's. */
  forPlugin(pluginId: string): FileStore;
  /** Which implementation is configured. */
  readonly driver: 'local' | 's3';
}

/** The file storage service: `ctx.service(fileStorageRef)` or `rc.service(fileStorageRef)`. */
export const fileStorageRef = createServiceRef<FileStorageService>('core.file-storage');

/** Thrown by `get` for a key with no object. */
export class FileNotFoundError extends Error {
  readonly code = 'file_not_found';
  readonly key: string;
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'FileNotFoundError';
    this.key = key;
  }
}

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless `key` is a valid storage key (see {@link FileStore}); returns it. */
export function checkFileKey(key: string): string {
  const parts = key.split('/');
  if (key.length > 900 || !parts.every((p) => segment.test(p)))
    throw new TypeError(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The files of one channel inside a plugin's store: `channel-<id>/…`. */
export function channelFiles(store: FileStore, channelId: number): FileStore {
  if (!Number.isSafeInteger(channelId) || channelId <= 0)
    throw new TypeError(`invalid channel id: ${channelId}`);
  return store.scope(`channel-${channelId}`);
}
