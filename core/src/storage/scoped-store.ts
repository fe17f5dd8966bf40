import { checkFileKey, type FileStore, type StoredFile } from '@seodang/sdk';
import type { ObjectStore } from './object-store.ts';

const listPrefix = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9._-]*$/;

/** The SDK's `FileStore` over `base`, with every key checked and put under `prefix/`. */
export function scopedStore(base: ObjectStore, prefix: string): FileStore {
  checkFileKey(prefix);
  const full = (key: string) => `${prefix}/${checkFileKey(key)}`;
  const relative = (file: StoredFile): StoredFile => ({ ...file, key: file.key.slice(prefix.length + 1) });
  return {
    put: async (key, body, options) => relative(await base.put(full(key), body, options)),
    async get(key, range) {
      const read = await base.get(full(key), range);
      return { ...read, file: relative(read.file) };
    },
    async head(key) {
      const file = await base.head(full(key));
      return file && relative(file);
    },
    delete: (key) => base.delete(full(key)),
    async list(sub = '') {
      if (!listPrefix.test(sub) || sub.split('/').includes('..'))
        throw new TypeError(`invalid storage prefix: ${JSON.stringify(sub)}`);
      return (await base.list(`${prefix}/${sub}`)).map(relative);
    },
    async downloadUrl(key, options = {}) {
      const expiresInSeconds = options.expiresInSeconds ?? 300;
      if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > 3600)
        throw new RangeError('a download URL lasts 1 to 3600 seconds');
      return base.downloadUrl(full(key), { ...options, expiresInSeconds });
    },
    scope: (sub) => scopedStore(base, `${prefix}/${checkFileKey(sub)}`),
  };
}
