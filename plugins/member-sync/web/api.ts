import { api } from '@seodang/sdk/web';
import type { SyncConfigInput, SyncConfigView, SyncRun, SyncRunDetail } from '../common/index.ts';

type Data<T> = { data: T };

/** The plugin's API as the screen calls it (CSRF header and error parsing come with `api`). */
export const syncApi = {
  config: () => api.get<Data<SyncConfigView | null>>('/api/channel/sync/config').then((r) => r.data),
  saveConfig: (body: SyncConfigInput) =>
    api.put<Data<SyncConfigView>>('/api/channel/sync/config', body).then((r) => r.data),
  test: () => api.post<Data<{ ok: true }>>('/api/channel/sync/test', {}).then((r) => r.data),
  preview: () => api.post<Data<SyncRunDetail>>('/api/channel/sync/preview', {}).then((r) => r.data),
  run: (id: number) => api.get<Data<SyncRunDetail>>(`/api/channel/sync/runs/${id}`).then((r) => r.data),
  apply: (id: number) =>
    api.post<Data<SyncRun>>(`/api/channel/sync/runs/${id}/apply`, {}).then((r) => r.data),
  runs: () => api.get<Data<{ list: SyncRun[] }>>('/api/channel/sync/runs').then((r) => r.data.list),
};

/** Query keys of the screen. */
export const syncKeys = {
  config: ['member-sync', 'config'],
  runs: ['member-sync', 'runs'],
  run: (id: number) => ['member-sync', 'run', id],
};
