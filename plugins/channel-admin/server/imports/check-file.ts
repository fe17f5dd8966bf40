import { decodeCsv } from './decode-csv.ts';
import { parseCsv, type CsvRow } from './parse-csv.ts';
import { validateRows, type CheckedRow } from './validate-rows.ts';

/** A file read and parsed: its encoding and rows, before the rules that need the channel. */
export function readCsvFile(bytes: Uint8Array): { encoding: string; rows: CsvRow[] } {
  const { text, encoding } = decodeCsv(bytes);
  return { encoding, rows: parseCsv(text) };
}

/**
 * The whole check of one file without I/O: decode (chardet, CP949 by iconv-lite), parse
 * (csv-parse), validate. `inChannel` holds the addresses already members or invited here.
 * Throws `ImportFailure` for a file that cannot be used at all.
 */
export function checkCsvFile(
  bytes: Uint8Array,
  inChannel: ReadonlySet<string> = new Set(),
): { encoding: string; rows: CheckedRow[] } {
  const { encoding, rows } = readCsvFile(bytes);
  return { encoding, rows: validateRows(rows, inChannel) };
}
