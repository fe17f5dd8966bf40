/**
 * The browser-side journal of answers: every edit is written to localStorage first, then sent;
 * what the server has not acknowledged is sent again on reconnect or reload. Sequence numbers
 * make replays harmless (the server keeps the newest).
 */
export interface JournalEntry {
  quizId: string;
  content: string;
  clientSeq: number;
  synced: boolean;
}

const key = (examIndex: number, userId: number) => `sd-exam-journal:${examIndex}:${userId}`;

/** Reads the journal (quizId → newest entry). */
export function readJournal(examIndex: number, userId: number): Record<string, JournalEntry> {
  try {
    return JSON.parse(localStorage.getItem(key(examIndex, userId)) ?? '{}') as Record<string, JournalEntry>;
  } catch {
    return {};
  }
}

/** Records an edit, unsynced, with the next sequence number. */
export function journalEdit(examIndex: number, userId: number, quizId: string, content: string): JournalEntry {
  const all = readJournal(examIndex, userId);
  const entry = { quizId, content, clientSeq: Math.max(Date.now(), (all[quizId]?.clientSeq ?? 0) + 1), synced: false };
  all[quizId] = entry;
  localStorage.setItem(key(examIndex, userId), JSON.stringify(all));
  return entry;
}

/** Marks an entry synced if it is still the newest. */
export function markSynced(examIndex: number, userId: number, quizId: string, clientSeq: number): void {
  const all = readJournal(examIndex, userId);
  if (all[quizId]?.clientSeq === clientSeq) {
    all[quizId].synced = true;
    localStorage.setItem(key(examIndex, userId), JSON.stringify(all));
  }
}

/** Entries the server has not acknowledged. */
export const pendingEntries = (examIndex: number, userId: number) => Object.values(readJournal(examIndex, userId)).filter((e) => !e.synced);
