import { openDB, type IDBPDatabase } from 'idb';

/** One journaled draft: what the learner typed, on top of which server version. */
export interface JournalEntry {
  key: string;
  answer: unknown;
  /** The server version this draft was typed on. */
  baseVersion: number;
  /** True until the server has accepted this exact draft. */
  dirty: boolean;
  at: number;
}

let db: Promise<IDBPDatabase> | null = null;
const open = () => (db ??= openDB('seodang-workspace', 1, { upgrade: (d) => { d.createObjectStore('drafts', { keyPath: 'key' }); } }));

/** The journal key of a user's answer to a quiz. */
export const journalKey = (userId: number, quizIndex: number) => `${userId}:${quizIndex}`;

/**
 * The browser-side journal: every keystroke batch lands here before the network, so a reload,
 * a crash or a lost connection never loses typing. Cleared of `dirty` once the server saved it.
 */
export const journal = {
  async read(key: string): Promise<JournalEntry | undefined> {
    try { return await (await open()).get('drafts', key); } catch { return undefined; }
  },
  async write(entry: JournalEntry): Promise<void> {
    try { await (await open()).put('drafts', entry); } catch { /* private mode without IndexedDB: the server save still runs */ }
  },
};
