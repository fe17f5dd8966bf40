import { TtlCache, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import type { LectureListQuery } from '../common/index.ts';
import { catalogueChanged, channelKey, countsCache } from './category-counts.ts';
import type { LectureRow } from './lecture-row.ts';

// What a catalogue page reads, kept briefly per channel by each core instance and dropped in
// every instance on a catalogue write (`catalogueChanged`). Ranking the matches of a search is
// the costly part of a page and popular searches repeat. What no write announces (enrolments
// and reviews moving a lecture's popularity or rating, an owner renaming themselves) can stay
// up to a minute old; prices and discounts are worked out at read time from the row.

/** A page's lecture ids in rank order, per channel, filters, category, sort and page. */
export const pageCache = new TtlCache<string, number[]>({ ttlMs: 60_000, max: 5_000 });

/** Catalogue rows (without the reader's wish state) by channel and id. */
export const rowCache = new TtlCache<string, LectureRow>({ ttlMs: 60_000, max: 10_000 });

/** The page cache key: the counts key (channel first) plus category, sort and page. */
export const pageKey = (countsKeyOf: string, f: LectureListQuery): string =>
  `${countsKeyOf}:${JSON.stringify([f.category ?? '', f.sort, f.page, f.limit])}`;

/** A page's ids, from the cache when fresh. */
export const cachedPageIds = (key: string, load: () => Promise<number[]>): Promise<number[]> =>
  pageCache.getOrLoad(key, load);

const rowKey = (rc: Pick<RequestContext, 'channel'>, id: number) => `${channelKey(rc.channel?.index)}${id}`;

/** Catalogue rows by id, the fresh ones from the cache and the rest from one `load`. */
export async function cachedRows(
  rc: Pick<RequestContext, 'channel'>,
  ids: number[],
  load: (missing: number[]) => Promise<LectureRow[]>,
): Promise<Map<number, LectureRow>> {
  const byKey = await rowCache.getOrLoadMany(
    ids.map((id) => rowKey(rc, id)),
    async (missing) => {
      const rows = await load(missing.map((key) => Number(key.slice(key.lastIndexOf(':') + 1))));
      return new Map(rows.map((r) => [rowKey(rc, r.id), r]));
    },
  );
  return new Map([...byKey.values()].map((r) => [r.id, r]));
}

/** Drops a channel's cached counts, pages and rows in every instance when its catalogue changes. */
export function registerCatalogueCacheInvalidation(env: RegisterEnv): void {
  env.on(
    catalogueChanged,
    ({ channelId }) => {
      const ofChannel = (key: string) => key.startsWith(channelKey(channelId));
      for (const cache of [countsCache, pageCache, rowCache] as TtlCache<string, unknown>[])
        cache.clear(ofChannel);
    },
    { everyInstance: true },
  );
}
