import type { Knex } from 'knex';

/**
 * Rows of this channel (or of the public site: channel_id null). Plain `IS NULL` / `= ?` rather
 * than `coalesce(...)`, so the planner has column statistics and can use the indexes.
 */
export function inScope<T extends Knex.QueryBuilder>(
  query: T,
  rc: { readonly channel: { readonly index: number } | null },
  column = 'l.channel_id',
): T {
  return (rc.channel ? query.where(column, rc.channel.index) : query.whereNull(column)) as T;
}

/** What the public catalogue shows: published, public, ordinary lectures (not skeletons). */
export function catalogueOnly<T extends Knex.QueryBuilder>(query: T): T {
  return query
    .where('l.is_published', true)
    .where('l.is_public', true)
    .where('l.is_base', false)
    .where('l.lecture_type', 0) as T;
}

/** ISO timestamp, or null. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d ? new Date(d).toISOString() : null;

/** The SQL of a lecture's final price now (spec §9), for sorting. */
export const finalPriceSql = `CASE WHEN l.is_free THEN 0
  WHEN l.discount IS NOT NULL AND (l.discount_start_date IS NULL OR l.discount_start_date <= now())
   AND (l.discount_due_date IS NULL OR l.discount_due_date >= now()) THEN coalesce(l.discounted_price, l.price)
  ELSE l.price END`;

/** A URL slug from a subject: letters (Hangul included) and digits joined by '-'. */
export function slugOf(subject: string): string {
  const words =
    subject
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.join('-').slice(0, 100) || 'lecture';
}
