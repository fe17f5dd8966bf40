import type { Knex } from 'knex';
import { defineEvent, TtlCache, type RequestContext } from '@seodang/sdk';
import { parseCategoryValue, type LectureListQuery } from '../common/index.ts';

/** Lectures per category value (`first` and `first.second`), plus the whole `total`. */
export interface CategoryCounts {
  byValue: Record<string, number>;
  total: number;
}

/** One GROUP BY over the filtered catalogue: counts per category and, summed, the total. */
export const categoryCountsQuery = (base: Knex.QueryBuilder): Knex.QueryBuilder =>
  base
    .clone()
    .clearSelect()
    .clearOrder()
    .select('l.category_first', 'l.category_second')
    .count({ n: '*' })
    .groupBy('l.category_first', 'l.category_second');

function countsOf(
  rows: { category_first: string; category_second: string | null; n: string | number }[],
): CategoryCounts {
  const byValue: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    byValue[r.category_first] = (byValue[r.category_first] ?? 0) + n;
    if (r.category_second) byValue[`${r.category_first}.${r.category_second}`] = n;
  }
  return { byValue, total };
}

/** How many of the counted lectures fall in a category value (all of them without one). */
export function totalIn(counts: CategoryCounts, category: string | undefined): number {
  if (!category) return counts.total;
  return parseCategoryValue(category) ? (counts.byValue[category] ?? 0) : 0;
}

/** Emitted on every catalogue write; each core instance drops what it cached of that channel (catalogue-cache.ts). */
export const catalogueChanged = defineEvent<{ channelId: number | null }>('lectures.catalogue-changed');

/**
 * Counts per category are the same for every reader of a channel and a filter set, and change
 * only when a lecture is written: each instance keeps them briefly and drops them on writes.
 */
export const countsCache = new TtlCache<string, CategoryCounts>({ ttlMs: 60_000, max: 2_000 });

export const channelKey = (channelId: number | null | undefined) => `${channelId ?? 0}:`;

/** The cache key: the channel, the match mode and every filter except category, sort and page. */
export function countsKey(
  rc: Pick<RequestContext, 'channel'>,
  f: Partial<LectureListQuery>,
  mode: string,
): string {
  return `${channelKey(rc.channel?.index)}${mode}:${JSON.stringify([f.search ?? '', f.price ?? 'all', f.difficulty ?? '', f.tag ?? '', f.owner ?? 0])}`;
}

/** Counts of a filtered catalogue, from the cache when fresh (the query is built only on a miss). */
export function cachedCategoryCounts(key: string, base: () => Knex.QueryBuilder): Promise<CategoryCounts> {
  return countsCache.getOrLoad(key, async () => countsOf(await categoryCountsQuery(base())));
}

/** Marks the channel's catalogue as changed, in this instance and all others. */
export const catalogueWritten = (rc: RequestContext) =>
  rc.emit(catalogueChanged, { channelId: rc.channel?.index ?? null });
