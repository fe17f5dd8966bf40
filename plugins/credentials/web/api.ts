import { api } from '@seodang/sdk/web';
import type { Certificate, CertificatePage, VerifyAnswer } from '../common/index.ts';
import type { Achievement, AchievementInput, Badge, BadgeAward, BadgeCandidate } from '../common/badges.ts';
import type { CertificationEvent, CertificationEventSummary } from '../common/certification-events.ts';

type Data<T> = { data: T };

/** What issuing an event's recipients answers: each row's certificate, new or the live one again. */
export interface RecipientsReport {
  issued: number;
  rows: { line: number; userId: number; certId: string; created: boolean }[];
}

/** How far a level badge's backfill got (`GET /api/badge/achievements/{id}/backfill/{jobId}`). */
export interface BackfillStatus {
  jobId: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number | null;
  awarded: number;
}

/** A saved achievement, with the id of the backfill it started (level badges only). */
type Saved = Data<Achievement> & { backfillJobId: string | null };

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const credentialsApi = {
  /** A pasted VC-JWT, or one of our certificate PDFs as base64. */
  verify: (input: { credential: string } | { pdf: string }) =>
    api.post<Data<VerifyAnswer>>('/api/credentials/verify', input).then((r) => r.data),
  mine: () => api.get<Data<{ list: Certificate[] }>>('/api/certificate').then((r) => r.data.list),
  setVisibility: (certId: string, visibility: Certificate['visibility']) =>
    api
      .put<Data<Certificate>>(`/api/certificate/${encodeURIComponent(certId)}/visibility`, { visibility })
      .then((r) => r.data),
  lectureCertificates: (lectureIndex: number) =>
    api
      .get<Data<{ list: Certificate[] }>>(`/api/certificate/lecture/${lectureIndex}`)
      .then((r) => r.data.list),
  revoke: (certId: string, reason: string) =>
    api
      .post<Data<Certificate>>(`/api/certificate/${encodeURIComponent(certId)}/revoke`, { reason })
      .then((r) => r.data),
  badges: () => api.get<Data<{ list: Badge[] }>>('/api/badge').then((r) => r.data.list),
  achievements: () =>
    api.get<Data<{ list: Achievement[] }>>('/api/badge/achievements').then((r) => r.data.list),
  createAchievement: (input: AchievementInput) =>
    api
      .post<Saved>('/api/badge/achievements', input)
      .then((r) => ({ ...r.data, backfillJobId: r.backfillJobId })),
  updateAchievement: (id: number, input: AchievementInput) =>
    api
      .put<Saved>(`/api/badge/achievements/${id}`, input)
      .then((r) => ({ ...r.data, backfillJobId: r.backfillJobId })),
  startBackfill: (id: number) =>
    api.post<Data<{ jobId: string }>>(`/api/badge/achievements/${id}/backfill`, {}).then((r) => r.data.jobId),
  backfillStatus: (id: number, jobId: string) =>
    api
      .get<Data<BackfillStatus>>(`/api/badge/achievements/${id}/backfill/${encodeURIComponent(jobId)}`)
      .then((r) => r.data),
  awards: (id: number) =>
    api.get<Data<{ list: BadgeAward[] }>>(`/api/badge/achievements/${id}/awards`).then((r) => r.data.list),
  candidates: (id: number, q: string) =>
    api
      .get<Data<{ list: BadgeCandidate[] }>>(`/api/badge/achievements/${id}/candidates`, { q })
      .then((r) => r.data.list),
  award: (id: number, userId: number) =>
    api
      .post<Data<{ certId: string; created: boolean }>>(`/api/badge/achievements/${id}/award`, { userId })
      .then((r) => r.data),
  revokeBadge: (certId: string, reason: string) =>
    api.post<Data<{ certId: string }>>(`/api/badge/${encodeURIComponent(certId)}/revoke`, { reason }),
  deleteAchievement: (id: number) =>
    api
      .delete<Data<{ id: number; outcome: 'deleted' | 'archived' }>>(`/api/badge/achievements/${id}`)
      .then((r) => r.data),
  event: (slug: string) =>
    api
      .get<Data<CertificationEvent>>(`/api/certificate/event/${encodeURIComponent(slug)}`)
      .then((r) => r.data),
  createEvent: (input: { slug: string; title: string; startsAt: string; endsAt: string; awards: string[] }) =>
    api
      .post<Data<{ slug: string; title: string; awards: string[] }>>('/api/certificate/event', input)
      .then((r) => r.data),
  events: () =>
    api.get<Data<{ list: CertificationEventSummary[] }>>('/api/certificate/event').then((r) => r.data.list),
  updateEvent: (slug: string, input: { title: string; startsAt: string; endsAt: string; awards: string[] }) =>
    api
      .put<Data<CertificationEventSummary>>(`/api/certificate/event/${encodeURIComponent(slug)}`, input)
      .then((r) => r.data),
  deleteEvent: (slug: string) =>
    api
      .delete<Data<{ slug: string; deleted: boolean }>>(`/api/certificate/event/${encodeURIComponent(slug)}`)
      .then((r) => r.data),
  uploadRecipients: (slug: string, csv: string) =>
    api
      .post<Data<RecipientsReport>>(`/api/certificate/event/${encodeURIComponent(slug)}/recipients`, { csv })
      .then((r) => r.data),
  certificate: (certId: string) =>
    api.get<Data<CertificatePage>>(`/api/certificate/${encodeURIComponent(certId)}`).then((r) => r.data),
};

/** Where a certificate's PDF downloads from (in the reader's language). */
export const pdfUrl = (certId: string) => `/api/certificate/${encodeURIComponent(certId)}/pdf`;

/** Where a certificate's signed credential downloads from. */
export const credentialUrl = (certId: string) => `/api/certificate/${encodeURIComponent(certId)}/credential`;

/** Where a badge downloads from as a PNG with its credential baked in. */
export const badgePngUrl = (certId: string) => `/api/badge/${encodeURIComponent(certId)}/png`;
