import type { Logger } from 'pino';
import type { StorageConfig } from '@seodang/config';
import type { FileStorageService } from '@seodang/sdk';
import { localDiskStore } from './local-disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import type { S3StoreOptions } from './s3-store.ts';
import { scopedStore } from './scoped-store.ts';

/** Core's file storage: the configured store, handed to plugins each under its own prefix. */
export interface CoreFileStorage {
  service: FileStorageService;
  close(): Promise<void>;
}

/**
 * The S3 store, its module (and the AWS SDK) loaded with the first call: a process on local disk,
 * and every test file, never loads it.
 */
function lazyS3Store(options: S3StoreOptions): ObjectStore {
  let store: Promise<ObjectStore> | undefined;
  const s3 = () => (store ??= import('./s3-store.ts').then((m) => m.s3Store(options)));
  return {
    put: async (key, body, putOptions) => (await s3()).put(key, body, putOptions),
    get: async (key, range) => (await s3()).get(key, range),
    head: async (key) => (await s3()).head(key),
    delete: async (key) => (await s3()).delete(key),
    list: async (prefix) => (await s3()).list(prefix),
    downloadUrl: async (key, urlOptions) => (await s3()).downloadUrl(key, urlOptions),
    close: async () => {
      if (store) await (await store).close();
    },
  };
}

/** The object store the configuration names. */
export function objectStoreOf(config: StorageConfig, log: Logger): ObjectStore {
  if (config.driver === 's3') {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
    // Where, never with what credentials.
    log.info({ driver: 's3', endpoint: endpoint ?? 'aws', region, bucket }, 'file storage');
    return lazyS3Store({
      endpoint,
      region,
      bucket: bucket!,
      forcePathStyle,
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }
  log.debug({ driver: 'local', dir: config.localDir }, 'file storage');
  const store = localDiskStore(config.localDir);
  void store.sweepPartials().then(
    (removed) => removed && log.info({ removed }, 'removed unfinished file copies'),
    (err: unknown) => log.warn({ err }, 'could not sweep unfinished file copies'),
  );
  return store;
}

/** Builds the file storage service of one core instance. */
export function createFileStorage(config: StorageConfig, log: Logger): CoreFileStorage {
  const store = objectStoreOf(config, log);
  return {
    service: {
      driver: config.driver,
      forPlugin: (pluginId) => scopedStore(store, pluginId),
    },
    close: () => store.close(),
  };
}
