import { parse } from 'csv-parse/sync';
import { importColumns, importHeaders, maxImportRows, type ImportColumn } from '../../common/imports.ts';
import { ImportFailure } from './import-failure.ts';

/** One data line of the file: its line number (the header is line 1) and its values by column. */
export interface CsvRow {
  line: number;
  values: Partial<Record<ImportColumn, string>>;
}

/** A header cell as compared: trimmed, case and spacing ignored, a required-field star dropped. */
const normalise = (cell: string) => cell.replace(/[*\s]/g, '').toLowerCase();

/** Each column's accepted header spellings: its key and its header in ko, en and ja. */
const accepted: Set<string>[] = importColumns.map(
  (column) =>
    new Set([column, ...Object.values(importHeaders).map((headers) => headers[column])].map(normalise)),
);

/**
 * The columns the header names: the fixed order's first N (later ones may be left out), in any
 * of the template's languages. Anything else is `malformed_csv`.
 */
function readHeader(header: string[]): ImportColumn[] {
  const cells = header.map(normalise);
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  if (!cells.length || cells.length > importColumns.length)
    throw new ImportFailure('malformed_csv', 'header length');
  cells.forEach((cell, i) => {
    if (!accepted[i].has(cell)) throw new ImportFailure('malformed_csv', `header ${i + 1}`);
  });
  return importColumns.slice(0, cells.length);
}

/**
 * Parses the decoded file with csv-parse: a header in the fixed order, then the rows (blank lines
 * skipped, values trimmed). Broken quoting, a row longer than the header, no rows or more than
 * {@link maxImportRows} rows fail the file with `malformed_csv`.
 */
export function parseCsv(text: string): CsvRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as never;
  } catch (error) {
    throw new ImportFailure('malformed_csv', (error as Error).message);
  }
  const [first, ...data] = records;
  if (!first) throw new ImportFailure('malformed_csv', 'empty file');
  const columns = readHeader(first.record);
  const rows = data.filter(({ record }) => record.some((v) => v !== ''));
  if (!rows.length) throw new ImportFailure('malformed_csv', 'no rows');
  if (rows.length > maxImportRows) throw new ImportFailure('too_many_rows');
  return rows.map(({ record, info }) => {
    if (record.length > columns.length && record.slice(columns.length).some((v) => v !== ''))
      throw new ImportFailure('malformed_csv', `line ${info.lines} is longer than the header`);
    const values: CsvRow['values'] = {};
    columns.forEach((column, i) => {
      if (record[i]) values[column] = record[i];
    });
    return { line: info.lines, values };
  });
}
