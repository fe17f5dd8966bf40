import { api, apiRequest } from '@seodang/sdk/web';
import type { MembersSummary, MemberView } from '../common/index.ts';

type Data<T> = { data: T };

/** The member list's query, as the screen keeps it in the address. */
export interface MemberQuery {
  page: number;
  limit: number;
  search?: string;
  state?: string;
  role?: string;
  active?: 'true' | 'false';
  sort: string;
  order: 'asc' | 'desc';
}

/** One member's outcome in a bulk action. */
export interface BulkResult {
  userId: number;
  ok: boolean;
  code?: string;
  /** Why it was refused, in the caller's language. */
  message?: string;
  removalId?: number;
}

/** Core's member routes as the members screen calls them. */
export const memberApi = {
  list: (q: MemberQuery) =>
    api
      .get<Data<{ list: MemberView[]; totalCount: number; page: number }>>('/api/channel/members', { ...q })
      .then((r) => r.data),
  summary: () => api.get<Data<MembersSummary>>('/api/channel/members/summary').then((r) => r.data),
  act: (userId: number, action: string) => api.put(`/api/channel/members/${userId}`, { action }),
  role: (userId: number, role: string) => api.put(`/api/channel/members/${userId}/role`, { role }),
  profile: (userId: number, body: object) =>
    apiRequest(`/api/channel/members/${userId}/profile`, { method: 'PATCH', body }),
  remove: (userId: number) =>
    api
      .delete<Data<{ removalId: number; undoSeconds: number }>>(`/api/channel/members/${userId}`)
      .then((r) => r.data),
  undo: (removalId: number) => api.post(`/api/channel/member-removals/${removalId}/undo`, {}),
  bulk: (userIds: number[], action: string, role?: string) =>
    api
      .post<Data<{ results: BulkResult[]; undoSeconds: number }>>('/api/channel/members/bulk', {
        userIds,
        action,
        role,
      })
      .then((r) => r.data),
};
