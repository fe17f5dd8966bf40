import type { IDBPDatabase } from 'idb';

/** What a draft journal keeps: one entry per key (e.g. a user's answer to a quiz). */
export interface DraftJournalEntry {
  key: string;
}

/** A browser-side store of drafts, read and written by key. */
export interface DraftJournal<E extends DraftJournalEntry> {
  read(key: string): Promise<E | undefined>;
  write(entry: E): Promise<void>;
}

/**
 * A draft journal in IndexedDB (database `dbName`, store `drafts`): typing lands here before the
 * network, so a reload, a crash or a lost connection never loses it. Without IndexedDB (some
 * private modes) reads find nothing and writes are dropped: the server save still runs. The
 * IndexedDB wrapper loads on the first read or write, so pages without drafts never fetch it.
 */
export function openDraftJournal<E extends DraftJournalEntry>(dbName: string): DraftJournal<E> {
  let db: Promise<IDBPDatabase> | null = null;
  const open = () =>
    (db ??= import('idb').then(({ openDB }) =>
      openDB(dbName, 1, {
        upgrade: (d) => {
          d.createObjectStore('drafts', { keyPath: 'key' });
        },
      }),
    ));
  return {
    async read(key) {
      try {
        return await (await open()).get('drafts', key);
      } catch {
        return undefined;
      }
    },
    async write(entry) {
      try {
        await (await open()).put('drafts', entry);
      } catch {
        /* no IndexedDB: nothing to keep */
      }
    },
  };
}
