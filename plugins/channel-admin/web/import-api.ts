import { api, readCookie, toApiError } from '@seodang/sdk/web';
import type { ImportCommitMode, ImportFailureCode, ImportRowError, ImportStatus } from '../common/imports.ts';

type Data<T> = { data: T };

/** One row of an import's preview, its errors already in the user's language. */
export interface ImportRowView {
  line: number;
  email: string;
  name: string | null;
  group: string | null;
  valid: boolean;
  errors: { code: ImportRowError; column?: string; message: string }[];
}

/** What a commit answers (and answers again to a second commit). */
export interface ImportCommitView {
  importId: number;
  mode: ImportCommitMode;
  dryRun: boolean;
  invited: number;
  skipped: number;
  skippedLines: number[];
  committedAt: string | null;
}

/** An import as `GET /api/channel/imports/{id}` answers it. */
export interface ImportView {
  id: number;
  fileName: string;
  status: ImportStatus;
  progress: number;
  encoding: string | null;
  error: { code: ImportFailureCode; message: string } | null;
  counts: { total: number; valid: number; invalid: number; existingAccounts: number } | null;
  result: ImportCommitView | null;
  /** A committed import's invitations and how many the mail job has queued. */
  mail: { total: number; queued: number } | null;
  rows: { total: number; page: number; pageSize: number; items: ImportRowView[] };
}

/** The file upload: multipart (the API client speaks JSON), same cookies, CSRF header and errors. */
async function uploadFile(file: File): Promise<{ id: number }> {
  const form = new FormData();
  form.append('file', file);
  const token = readCookie(document.cookie, 'sd_csrf');
  const response = await fetch('/api/channel/imports', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body, '');
  return (body as Data<{ id: number }>).data;
}

/** The CSV bulk invite's routes as the import section calls them. */
export const importApi = {
  templateUrl: '/api/channel/imports/template.csv',
  errorsUrl: (id: number) => `/api/channel/imports/${id}/errors.csv`,
  upload: uploadFile,
  get: (id: number, query: { page: number; rows: 'all' | 'invalid' }) =>
    api.get<Data<ImportView>>(`/api/channel/imports/${id}`, query).then((r) => r.data),
  commit: (id: number, body: { mode: ImportCommitMode; dryRun: boolean; locale: string }) =>
    api.post<Data<ImportCommitView>>(`/api/channel/imports/${id}/commit`, body).then((r) => r.data),
};
