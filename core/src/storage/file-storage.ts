import type { Logger } from 'pino';
import type { StorageConfig } from '@seodang/config';
import type { FileStorageService } from '@seodang/sdk';
import { localDiskStore } from './local-disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { s3Store } from './s3-store.ts';
import { scopedStore } from './scoped-store.ts';

/** Core's file storage: the configured store, handed to plugins each under its own prefix. */
export interface CoreFileStorage {
  service: FileStorageService;
  close(): Promise<void>;
}

/** The object store the configuration names. */
export function objectStoreOf(config: StorageConfig, log: Logger): ObjectStore {
  if (config.driver === 's3') {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
    // Where, never with what credentials.
    log.info({ driver: 's3', endpoint: endpoint ?? 'aws', region, bucket }, 'file storage');
    return s3Store({
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
