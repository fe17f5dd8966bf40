import { api, readCookie, toApiError } from '@seodang/sdk/web';
import type {
  ApplicationInput,
  Attachable,
  ManagedPosting,
  MyApplication,
  Posting,
  PostingDetail,
  PostingInput,
  ReviewedApplication,
  ScreeningInfo,
} from '../common/index.ts';

type Data<T> = { data: T };
const base = '/api/recruitment';

/** A multipart PUT (the API client speaks JSON): the same cookies, CSRF header and error shape. */
async function putFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const token = readCookie(document.cookie, 'sd_csrf');
  const response = await fetch(path, {
    method: 'PUT',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body, '');
  return body as T;
}

/** The plugin's API as the screens call it. */
export const recruitmentApi = {
  managed: () => api.get<Data<ManagedPosting[]>>('/api/lecture/recruitment').then((r) => r.data),
  list: (query: { page: number; search?: string }) =>
    api
      .get<Data<{ list: Posting[]; totalCount: number; page: number; limit: number }>>(`${base}/list`, query)
      .then((r) => r.data),
  screeningExams: () => api.get<Data<ScreeningInfo[]>>(`${base}/screening-exams`).then((r) => r.data),
  get: (seq: number) => api.get<Data<PostingDetail>>(`${base}/${seq}`).then((r) => r.data),
  create: (body: PostingInput) => api.post<Data<PostingDetail>>(base, body).then((r) => r.data),
  update: (seq: number, body: PostingInput) =>
    api.put<Data<PostingDetail>>(`${base}/${seq}`, body).then((r) => r.data),
  publish: (seq: number) => api.put<Data<PostingDetail>>(`${base}/${seq}/publish`).then((r) => r.data),
  close: (seq: number) => api.put<Data<PostingDetail>>(`${base}/${seq}/close`).then((r) => r.data),
  attachable: (seq: number) =>
    api.get<Data<Attachable>>(`${base}/${seq}/application/attachable`).then((r) => r.data),
  myApplications: () => api.get<Data<MyApplication[]>>(`${base}/application/my`).then((r) => r.data),
  save: (seq: number, body: ApplicationInput) =>
    api.post<Data<MyApplication>>(`${base}/${seq}/application`, body).then((r) => r.data),
  submit: (seq: number) =>
    api.post<Data<MyApplication>>(`${base}/${seq}/application/submit`).then((r) => r.data),
  withdraw: (seq: number) =>
    api.delete<Data<MyApplication>>(`${base}/${seq}/application`).then((r) => r.data),
  uploadResume: (seq: number, file: File) =>
    putFile<Data<MyApplication>>(`${base}/${seq}/application/resume`, file).then((r) => r.data),
  removeResume: (seq: number) =>
    api.delete<Data<MyApplication>>(`${base}/${seq}/application/resume`).then((r) => r.data),
  applications: (seq: number, query: { status?: number; search?: string }) =>
    api
      .get<Data<{ list: ReviewedApplication[]; blind: boolean }>>(`${base}/${seq}/applications`, query)
      .then((r) => r.data),
  verdict: (seq: number, id: number, body: { status: 2 | 3; note?: string }) =>
    api.put<Data<ReviewedApplication>>(`${base}/${seq}/applications/${id}/status`, body).then((r) => r.data),
  bulkVerdict: (seq: number, body: { ids: number[]; status: 2 | 3 }) =>
    api
      .put<Data<{ list: ReviewedApplication[] }>>(`${base}/${seq}/applications/status`, body)
      .then((r) => r.data.list),
};

/** Where a posting's public page is. */
export const postingPath = (p: Pick<Posting, 'sequence' | 'urlSlug'>) =>
  `/recruitment/${p.sequence}/${encodeURIComponent(p.urlSlug)}`;
