import { api } from '@seodang/sdk/web';
import type { ManagerRight } from '@seodang/sdk/common';

/** One admin of `GET /api/channel/managers`. */
export interface ManagerView {
  id: number;
  loginId: string;
  name: string;
  isMainManager: boolean;
  rights: ManagerRight[];
}

export interface ManagersView {
  list: ManagerView[];
  rights: ManagerRight[];
  me: { isMainManager: boolean; rights: ManagerRight[] };
}

/** A member the admin may pick (from `GET /api/channel/members`). */
export interface MemberChoice {
  id: number;
  loginId: string;
  name: string;
  role: string;
  state: string;
  isActive: boolean;
}

export const managersQueryKey = ['channel-managers'];

export const loadManagers = () =>
  api.get<{ data: ManagersView }>('/api/channel/managers').then((r) => r.data);

export const saveRights = (userId: number, rights: ManagerRight[]) =>
  api.put(`/api/channel/managers/${userId}`, { rights });

export const transferMainManager = (userId: number, channelName: string) =>
  api.post('/api/channel/main-manager', { userId, channelName });

/** Joined, active members matching a search, for picking a co-manager or the next main manager. */
export const searchMembers = (search: string) =>
  api
    .get<{ data: { list: MemberChoice[] } }>(
      `/api/channel/members?state=joined&active=true&limit=20&search=${encodeURIComponent(search)}`,
    )
    .then((r) => r.data.list);

/** Ends a co-manager: they stay a member, as a teacher without rights. */
export const removeCoManager = (userId: number) => api.delete(`/api/channel/managers/${userId}`);
