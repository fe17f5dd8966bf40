import { stringify } from 'csv-stringify/sync';
import type { RequestContext } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';
import { importColumns, importHeaders, type ImportRowIssue } from '../../common/imports.ts';
import type { ImportLineRow } from './import-rows.ts';

/** A UTF-8 byte order mark: Excel opens the file as UTF-8 with it (Korean, Japanese intact). */
const bom = '\uFEFF';

const errorHeader: Record<Locale, string> = { ko: '오류', en: 'Error', ja: 'エラー' };

/** A row issue in the caller's language, naming the column for a bad value. */
export function issueMessage(rc: RequestContext, issue: ImportRowIssue): string {
  return rc.t(`channel-admin.import.row.${issue.code}`, {
    column: issue.column ? importHeaders[rc.locale][issue.column] : '',
  });
}

/** The template: the header row in the caller's language, columns in the fixed order. */
export function templateCsv(locale: Locale): string {
  return bom + stringify([importColumns.map((c) => importHeaders[locale][c])]);
}

/**
 * The bad rows as uploaded, in the template's columns, with one more column saying what is wrong:
 * fix them and upload the file again.
 */
export function errorsCsv(rc: RequestContext, rows: readonly ImportLineRow[]): string {
  const header = [...importColumns.map((c) => importHeaders[rc.locale][c]), errorHeader[rc.locale]];
  const lines = rows.map((row) => [
    ...importColumns.map((c) => row.cells[c] ?? ''),
    row.issues.map((i) => issueMessage(rc, i)).join(' / '),
  ]);
  return bom + stringify([header, ...lines]);
}
