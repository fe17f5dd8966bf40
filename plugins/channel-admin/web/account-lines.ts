import { newAccountSchema, type NewAccountInput } from '../common/accounts.ts';

/** A line of the accounts box that does not make an account, with the rule's message key. */
export interface LineError {
  line: number;
  messageKey: string;
}

/**
 * Reads the accounts box: one person a line, "login ID, name, group" separated by commas or tabs
 * (a range pasted from a spreadsheet), blank lines skipped. Every line is checked with the
 * server's own schema, so the admin sees each mistake by its line before anything is sent.
 */
export function parseAccountLines(text: string): { accounts: NewAccountInput[]; errors: LineError[] } {
  const accounts: NewAccountInput[] = [];
  const errors: LineError[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const [userId = '', name = '', group = ''] = raw.split(/[,\t]/).map((part) => part.trim());
    const parsed = newAccountSchema.safeParse({ userId, name, group: group || null });
    if (parsed.success) accounts.push({ userId, name, group: group || null });
    else errors.push({ line: i + 1, messageKey: parsed.error.issues[0]?.message ?? 'validation.required' });
  });
  return { accounts, errors };
}

/** Splits a list into requests of at most `size` (the server takes 25 accounts a request). */
export function batches<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
