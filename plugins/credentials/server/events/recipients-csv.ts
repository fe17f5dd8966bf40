import { parse } from 'csv-parse/sync';
import { AppError } from '@seodang/sdk';

/** One data row of the recipients' CSV: its line (the header is line 1). */
export interface RecipientRow {
  line: number;
  who: string;
  award: string;
  team: string;
}

const headers = [
  new Set(['login', 'email', 'e-mail', 'loginoremail', '아이디', '이메일', 'ログインid', 'メール']),
  new Set(['award', '상', '賞']),
  new Set(['team', '팀', 'チーム']),
];
const normalise = (cell: string) => cell.replace(/[*\s]/g, '').toLowerCase();

/** At most this many recipients per upload. */
export const maxRecipients = 2000;

/**
 * Parses the recipients' CSV with csv-parse: a header `login` (or `email`), `award`, `team` (in
 * ko, en or ja too), then the rows, blank lines skipped, values trimmed. A file that cannot be
 * read answers 400 `malformed_csv`.
 */
export function parseRecipients(text: string): RecipientRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as never;
  } catch {
    throw new AppError(400, 'malformed_csv', 'credentials.error.malformed_csv');
  }
  const [first, ...data] = records;
  const header = first?.record.map(normalise) ?? [];
  if (header.length < 2 || header.length > 3 || !header.every((cell, i) => headers[i]!.has(cell)))
    throw new AppError(400, 'malformed_csv', 'credentials.error.malformed_csv');
  const rows = data.filter(({ record }) => record.some((v) => v !== ''));
  if (!rows.length || rows.length > maxRecipients)
    throw new AppError(400, 'malformed_csv', 'credentials.error.malformed_csv');
  return rows.map(({ record, info }) => ({
    line: info.lines,
    who: record[0] ?? '',
    award: record[1] ?? '',
    team: record[2] ?? '',
  }));
}
