import { openDraftJournal } from '@seodang/sdk/web';

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

/** The journal key of a user's answer to a quiz. */
export const journalKey = (userId: number, quizIndex: number) => `${userId}:${quizIndex}`;

/**
 * The browser-side journal: every keystroke batch lands here before the network, so a reload,
 * a crash or a lost connection never loses typing. Cleared of `dirty` once the server saved it.
 */
export const journal = openDraftJournal<JournalEntry>('seodang-workspace');
