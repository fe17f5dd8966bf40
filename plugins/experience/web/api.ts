import { api, readCookie, toApiError } from '@seodang/sdk/web';
import type { ExperienceRules } from '../common/rules.ts';
import type {
  ActiveBuff,
  Buff,
  ExperienceProfile,
  Leaderboard,
  LeaderboardPeriod,
  LedgerEntry,
  RecomputeDifference,
} from '../common/api-types.ts';

type Data<T> = { data: T };

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const experienceApi = {
  profile: () => api.get<Data<ExperienceProfile>>('/api/experience/profile').then((r) => r.data),
  ledger: (page: number) =>
    api
      .get<Data<{ list: LedgerEntry[]; totalCount: number }>>(`/api/experience/ledger?page=${page}&limit=20`)
      .then((r) => r.data),
  buffs: () =>
    api
      .get<Data<{ list: Buff[]; active: ActiveBuff[]; pieceCount: number }>>('/api/experience/buffs')
      .then((r) => r.data),
  activate: async (buffId: number, key: string, failed: string) => {
    // The SDK's client sends no headers of the caller's, and this call needs its Idempotency-Key.
    const response = await fetch(`/api/experience/buffs/${buffId}/activate`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': readCookie(document.cookie, 'sd_csrf') ?? '',
        'Idempotency-Key': key,
      },
      body: '{}',
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, body, failed);
    return (body as Data<{ activationId: number }>).data;
  },
  leaderboard: (period: LeaderboardPeriod) =>
    api.get<Data<Leaderboard>>(`/api/experience/leaderboard?period=${period}`).then((r) => r.data),
  rules: () => api.get<Data<ExperienceRules>>('/api/experience/rules').then((r) => r.data),
  saveRules: (rules: ExperienceRules) =>
    api.put<Data<ExperienceRules>>('/api/experience/rules', rules).then((r) => r.data),
  recompute: () =>
    api
      .post<Data<{ differences: RecomputeDifference[] }>>('/api/experience/recompute')
      .then((r) => r.data.differences),
  privacy: (leaderboardOptOut: boolean) =>
    api.put<Data<{ leaderboardOptOut: boolean }>>('/api/experience/privacy', { leaderboardOptOut }),
};
