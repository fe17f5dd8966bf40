import type { Knex } from 'knex';
import type { RequestContext } from '@seodang/sdk';
import { buildCategoryList, parseCategoryValue, tsQueryText, type LectureListQuery } from '../common/index.ts';
import { catalogueOnly, finalPriceSql, inScope } from './scope.ts';
import { listColumns, presentListItem, type LectureRow } from './lecture-row.ts';

/** The caller's wish state beside each lecture. */
export function withWish(query: Knex.QueryBuilder, rc: RequestContext): Knex.QueryBuilder {
  if (!rc.user) return query.select(rc.db.raw('false as is_wishing'));
  return query
    .leftJoin('lecture_wishes as w', (j) => j.on('w.lecture_id', 'l.id').andOn('w.user_id', rc.db.raw('?', [rc.user!.id])))
    .select(rc.db.raw('coalesce(w.state = 1, false) as is_wishing'));
}

/** How a search word matches: its words (or Hangul bigrams) in the index, or a close trigram match for typos. */
export type MatchMode = 'words' | 'fuzzy';

/**
 * The catalogue rows matching the filters except the category (so counts per category can be
 * taken from it). 'words' uses the weighted full-text vector (GIN); 'fuzzy' a trigram word
 * match on the subject, which is slower and only used when the words find nothing.
 */
export function filteredCatalogue(rc: RequestContext, f: LectureListQuery, mode: MatchMode = 'words'): Knex.QueryBuilder {
  const q = catalogueOnly(inScope(rc.db('lectures as l'), rc));
  if (f.search) {
    const tsq = tsQueryText(f.search);
    if (mode === 'words' && tsq) q.whereRaw('l.search_vector @@ ?::tsquery', [tsq]);
    else q.whereRaw('? <% l.subject', [f.search]);
  }
  if (f.price === 'free') q.where('l.is_free', true);
  if (f.price === 'paid') q.where('l.is_free', false);
  if (f.difficulty) q.where('l.difficulty', f.difficulty);
  if (f.tag) q.whereRaw('l.tags @> array[?]::text[]', [f.tag]);
  if (f.owner) q.where('l.owner_id', f.owner);
  return q;
}

/** Narrows to a category value `first` or `first.second`; unknown values match nothing. */
export function inCategory(q: Knex.QueryBuilder, category: string | undefined): Knex.QueryBuilder {
  if (!category) return q;
  const parsed = parseCategoryValue(category);
  if (!parsed) return q.whereRaw('false');
  q.where('l.category_first', parsed.first);
  if (parsed.second) q.where('l.category_second', parsed.second);
  return q;
}

/** Relevance: weighted full-text rank, trigram closeness of the subject, a whole-phrase bonus. */
function scoreSql(rc: RequestContext, search: string) {
  const tsq = tsQueryText(search) ?? '';
  return rc.db.raw(
    `(CASE WHEN ?::text = '' THEN 0 ELSE ts_rank_cd('{0.1,0.2,0.4,1.0}', l.search_vector, nullif(?, '')::tsquery, 1) END
      + word_similarity(?, l.subject) + CASE WHEN strpos(lower(l.subject), lower(?)) > 0 THEN 1 ELSE 0 END) as score`,
    [tsq, tsq, search, search],
  );
}

/** ORDER BY for a sort; accuracy without a search word is popularity. */
function order(q: Knex.QueryBuilder, f: LectureListQuery) {
  switch (f.sort) {
    case 'newest':
      return q.orderBy([{ column: 'l.published_at', order: 'desc', nulls: 'last' }, { column: 'l.id', order: 'desc' }]);
    case 'popular':
      return q.orderBy([{ column: 'l.student_count', order: 'desc' }, { column: 'l.id', order: 'desc' }]);
    case 'rating':
      return q.orderBy([{ column: 'l.average_rating', order: 'desc' }, { column: 'l.review_count', order: 'desc' }, { column: 'l.id', order: 'desc' }]);
    case 'price_low':
      return q.orderByRaw(`${finalPriceSql} asc, l.id desc`);
    case 'price_high':
      return q.orderByRaw(`${finalPriceSql} desc, l.id desc`);
    default:
      if (f.search) return q.orderByRaw('score desc, l.student_count desc, l.id desc');
      return q.orderBy([{ column: 'l.student_count', order: 'desc' }, { column: 'l.average_rating', order: 'desc' }, { column: 'l.id', order: 'desc' }]);
  }
}

/** The GROUP BY behind the counts per category of a filtered catalogue. */
export const categoryCountsQuery = (base: Knex.QueryBuilder): Knex.QueryBuilder =>
  base.clone().clearSelect().select('l.category_first', 'l.category_second').count({ n: '*' }).groupBy('l.category_first', 'l.category_second');

/** Counts per category value (`first` and `first.second`) of a filtered catalogue. */
export async function categoryCounts(base: Knex.QueryBuilder): Promise<Record<string, number>> {
  return countsOf(await categoryCountsQuery(base));
}

function countsOf(rows: { category_first: string; category_second: string | null; n: string | number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rows) {
    counts[r.category_first] = (counts[r.category_first] ?? 0) + Number(r.n);
    if (r.category_second) counts[`${r.category_first}.${r.category_second}`] = Number(r.n);
  }
  return counts;
}

/** The three statements of a catalogue page: the rows, the total, the counts per category. */
export function catalogueStatements(rc: RequestContext, f: LectureListQuery, mode: MatchMode = 'words') {
  const base = filteredCatalogue(rc, f, mode);
  const inCat = inCategory(base.clone(), f.category);
  const list = withWish(inCat.clone().leftJoin('users as u', 'u.id', 'l.owner_id').select(listColumns), rc);
  if (f.search) list.select(scoreSql(rc, f.search));
  order(list, f).limit(f.limit).offset((f.page - 1) * f.limit);
  return { list, total: inCat.clone().count({ count: '*' }), counts: categoryCountsQuery(base) };
}

/** One page of the catalogue with counts per category and the total (spec §3 "Category lectures"). */
export async function searchCatalogue(rc: RequestContext, f: LectureListQuery) {
  let q = catalogueStatements(rc, f);
  let [rows, [{ count }], countRows] = await Promise.all([q.list, q.total, q.counts]);
  if (f.search && Number(count) === 0) {
    // Nothing by words: try a typo-tolerant trigram match on the subject.
    q = catalogueStatements(rc, f, 'fuzzy');
    [rows, [{ count }], countRows] = await Promise.all([q.list, q.total, q.counts]);
  }
  const now = new Date();
  return {
    list: (rows as LectureRow[]).map((r) => presentListItem(r, now)),
    category: buildCategoryList(countsOf(countRows as never)),
    totalCount: Number(count),
    page: f.page,
    limit: f.limit,
  };
}
