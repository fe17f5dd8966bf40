import type { RegisterEnv } from '@seodang/sdk';
import { encodeEntities } from '@seodang/sdk/common';
import { noticeQuery } from './routes/notices.ts';

/**
 * The notices of the server-rendered start (§1): `channelNoticeList` (latest five) and
 * `initialNoticeData` (the newest pinned notice). Titles travel HTML-entity encoded.
 */
export function registerInitialData(env: RegisterEnv): void {
  const latest = async (rc: Parameters<Parameters<RegisterEnv['initialData']>[1]>[0]) =>
    noticeQuery(rc as never)
      .orderBy([
        { column: 'n.is_pinned', order: 'desc' },
        { column: 'n.created_at', order: 'desc' },
      ])
      .limit(5)
      .select('n.id', 'n.title', 'n.is_pinned', 'n.created_at');
  env.initialData('channelNoticeList', async (rc) => {
    const rows = await latest(rc);
    return rows.map((r: { id: number; title: string; is_pinned: boolean; created_at: Date }) => ({
      index: r.id,
      title: encodeEntities(r.title),
      isPinned: r.is_pinned,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
  env.initialData('initialNoticeData', async (rc) => {
    const row = await noticeQuery(rc as never)
      .where('n.is_pinned', true)
      .orderBy('n.created_at', 'desc')
      .first('n.id', 'n.title');
    return row ? { index: row.id, title: encodeEntities(row.title) } : undefined;
  });
}
