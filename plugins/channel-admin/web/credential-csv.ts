import { stringify } from 'csv-stringify/browser/esm/sync';
import type { IssuedCredential } from '../common/accounts.ts';

/** The column titles, in the screen's language. */
export interface CredentialCsvHeaders {
  userId: string;
  name: string;
  group: string;
  secret: string;
  pictures: string;
  expires: string;
}

/**
 * The credentials just made as a CSV for the admin's own file (made in the browser: the server
 * never keeps them). A BOM first, so spreadsheet programs read Korean and Japanese as UTF-8; a
 * picture password as its labels in order.
 */
export function credentialsCsv(
  rows: IssuedCredential[],
  headers: CredentialCsvHeaders,
  pictureLabel: (place: number) => string,
  formatDate: (iso: string) => string,
): string {
  const hasPictures = rows.some((r) => r.pictures);
  const hasPasswords = rows.some((r) => r.password);
  const hasExpiry = rows.some((r) => r.expiresAt);
  const columns = [
    headers.userId,
    headers.name,
    headers.group,
    ...(hasPasswords ? [headers.secret] : []),
    ...(hasPictures ? [headers.pictures] : []),
    ...(hasExpiry ? [headers.expires] : []),
  ];
  const records = rows.map((r) => [
    r.userId,
    r.name,
    r.group ?? '',
    ...(hasPasswords ? [r.password ?? ''] : []),
    ...(hasPictures ? [(r.pictures ?? []).map((p, i) => `${i + 1}. ${pictureLabel(p)}`).join(' ')] : []),
    ...(hasExpiry ? [r.expiresAt ? formatDate(r.expiresAt) : ''] : []),
  ]);
  return `\uFEFF${stringify([columns, ...records], { record_delimiter: 'windows' })}`;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
