import type { Knex } from 'knex';
import type { RequestContext } from '@seodang/sdk';
import {
  buildCategoryList,
  parseCategoryValue,
  tsQueryText,
  type LectureListQuery,
} from '../common/index.ts';
import { catalogueOnly, finalPriceSql, inScope } from './scope.ts';
import { listColumns, presentListItem, type LectureRow } from './lecture-row.ts';
import { cachedCategoryCounts, countsKey, totalIn } from './category-counts.ts';
import { cachedPageIds, cachedRows, pageKey } from './catalogue-cache.ts';

/** The caller's wish state beside each lecture. */
export function withWish(query: Knex.QueryBuilder, rc: RequestContext): Knex.QueryBuilder {
  if (!rc.user) return query.select(rc.db.raw('false as is_wishing'));
  return query
    .leftJoin('lecture_wishes as w', (j) =>
      j.on('w.lecture_id', 'l.id').andOn('w.user_id', rc.db.raw('?', [rc.user!.id])),
    )
    .select(rc.db.raw('coalesce(w.state = 1, false) as is_wishing'));
}

/** How a search word matches: its words (or Hangul bigrams) in the index, or a close trigram match for typos. */
export type MatchMode = 'words' | 'fuzzy';

/**
 * The catalogue rows matching the filters except the category (so counts per category can be
 * taken from it). 'words' goes through the partial GIN index on the vector; 'fuzzy' through the
 * partial trigram index on the subject, only used when the words find nothing.
 */
export function filteredCatalogue(
  rc: RequestContext,
  f: LectureListQuery,
  mode: MatchMode = 'words',
): Knex.QueryBuilder {
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

/**
 * Relevance. Words: `ts_rank` with the subject weighted highest (`ts_rank_cd` and
 * `word_similarity` over every match cost several times more and changed little once the
 * subject weight dominates), plus a bonus when the subject holds the whole phrase, larger the
 * more of the subject the phrase is. Fuzzy: trigram closeness of the subject (few rows).
 */
function scoreSql(rc: RequestContext, search: string, mode: MatchMode) {
  const phrase = `CASE WHEN strpos(lower(l.subject), lower(?)) > 0 THEN 1 + char_length(?)::float4 / greatest(char_length(l.subject), 1) ELSE 0 END`;
  const tsq = tsQueryText(search);
  if (mode === 'words' && tsq) {
    return rc.db.raw(`(ts_rank('{0.1,0.2,0.4,1.0}', l.search_vector, ?::tsquery, 1) + ${phrase}) as score`, [
      tsq,
      search,
      search,
    ]);
  }
  return rc.db.raw(`(word_similarity(?, l.subject) + ${phrase}) as score`, [search, search, search]);
}

/** ORDER BY for a sort; accuracy without a search word is popularity. */
function order(q: Knex.QueryBuilder, f: LectureListQuery) {
  switch (f.sort) {
    case 'newest':
      return q.orderBy([
        { column: 'l.published_at', order: 'desc', nulls: 'last' },
        { column: 'l.id', order: 'desc' },
      ]);
    case 'popular':
      return q.orderBy([
        { column: 'l.student_count', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ]);
    case 'rating':
      return q.orderBy([
        { column: 'l.average_rating', order: 'desc' },
        { column: 'l.review_count', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ]);
    case 'price_low':
      return q.orderByRaw(`${finalPriceSql} asc, l.id desc`);
    case 'price_high':
      return q.orderByRaw(`${finalPriceSql} desc, l.id desc`);
    default:
      if (f.search) return q.orderByRaw('score desc, l.student_count desc, l.id desc');
      return q.orderBy([
        { column: 'l.student_count', order: 'desc' },
        { column: 'l.average_rating', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ]);
  }
}

/** Escapes LIKE's wildcards (and its escape character) in a literal. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Narrows a search to the lectures whose subject holds the whole phrase. Each of them outranks
 * every other match (their phrase bonus is at least 1, `ts_rank` with normalisation 1 and
 * `word_similarity` at most 1), so when they fill a page, the page is theirs. `ILIKE` lets the
 * planner find them through the subject's trigram index; `strpos` is the bonus's own test.
 */
function withPhraseInSubject(q: Knex.QueryBuilder, search: string): Knex.QueryBuilder {
  return q
    .whereRaw(`l.subject ILIKE ? ESCAPE '\\'`, [`%${likeLiteral(search)}%`])
    .whereRaw('strpos(lower(l.subject), lower(?)) > 0', [search]);
}

/**
 * The statements of a catalogue page: `list` (the page's ids in rank order) and `counts` (one
 * GROUP BY giving the counts per category and, from them, the total). Both are cached per
 * channel and filters (`pageKey`, `countsKey`); the page's columns are read afresh by id
 * (`catalogueRowsByIds`). A search by accuracy also gets `phraseList`, the same page ranked
 * among the lectures whose subject holds the whole phrase: a broad word matches thousands of
 * lectures, ranking them all costs milliseconds per search, and the phrase matches (a few
 * hundred at most, through the trigram index) hold the first pages.
 */
export function catalogueStatements(rc: RequestContext, f: LectureListQuery, mode: MatchMode = 'words') {
  const base = filteredCatalogue(rc, f, mode);
  const listOf = (narrow?: (q: Knex.QueryBuilder) => Knex.QueryBuilder) => {
    let page = inCategory(base.clone(), f.category).select('l.id');
    if (narrow) page = narrow(page);
    if (f.search) page.select(scoreSql(rc, f.search, mode));
    return order(page, f)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit);
  };
  const search = f.search;
  const countsKeyOf = countsKey(rc, f, mode);
  return {
    list: listOf(),
    phraseList: search && f.sort === 'accuracy' ? listOf((q) => withPhraseInSubject(q, search)) : null,
    counts: base,
    countsKey: countsKeyOf,
    pageKey: pageKey(countsKeyOf, f),
  };
}

/** The page's ids in rank order: from the phrase matches when they fill it, else among all matches. */
export async function pageRows(q: ReturnType<typeof catalogueStatements>, limit: number) {
  if (q.phraseList) {
    const rows = (await q.phraseList) as { id: number }[];
    if (rows.length === limit) return rows;
  }
  return (await q.list) as { id: number }[];
}

/**
 * The catalogue rows of these ids with owner names. Read through the catalogue's own filters,
 * so a lecture hidden since its page was ranked is left out.
 */
export const catalogueRowsQuery = (rc: RequestContext, ids: number[]): Knex.QueryBuilder =>
  catalogueOnly(inScope(rc.db('lectures as l'), rc))
    .whereIn('l.id', ids)
    .leftJoin('users as u', 'u.id', 'l.owner_id')
    .select(listColumns);

/** Which of these lectures the caller wishes for (none for a guest). */
async function wishedAmong(rc: RequestContext, ids: number[]): Promise<Set<number>> {
  if (!rc.user || ids.length === 0) return new Set();
  const rows = await rc
    .db('lecture_wishes')
    .where({ user_id: rc.user.id, state: 1 })
    .whereIn('lecture_id', ids)
    .select('lecture_id');
  return new Set(rows.map((r: { lecture_id: number }) => r.lecture_id));
}

/** The catalogue rows of these ids, in their order, with the caller's wish state. */
export async function catalogueRowsByIds(rc: RequestContext, ids: number[]): Promise<LectureRow[]> {
  if (ids.length === 0) return [];
  const [rows, wished] = await Promise.all([
    cachedRows(rc, ids, async (missing) => (await catalogueRowsQuery(rc, missing)) as LectureRow[]),
    wishedAmong(rc, ids),
  ]);
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ ...row, is_wishing: wished.has(id) }] : [];
  });
}

/**
 * One match mode's page: counts and ranked ids (both cached), then the rows by id. The
 * statements are built only when a cache misses: building them costs more than a cache hit.
 */
async function pageOf(rc: RequestContext, f: LectureListQuery, mode: MatchMode) {
  const key = countsKey(rc, f, mode);
  let q: ReturnType<typeof catalogueStatements> | undefined;
  const statements = () => (q ??= catalogueStatements(rc, f, mode));
  const [counts, ids] = await Promise.all([
    cachedCategoryCounts(key, () => statements().counts),
    cachedPageIds(pageKey(key, f), async () => (await pageRows(statements(), f.limit)).map((r) => r.id)),
  ]);
  return { counts, total: totalIn(counts, f.category), rows: await catalogueRowsByIds(rc, ids) };
}

/** One page of the catalogue with counts per category and the total (spec §3 "Category lectures"). */
export async function searchCatalogue(rc: RequestContext, f: LectureListQuery) {
  let page = await pageOf(rc, f, 'words');
  // Nothing by words: try a typo-tolerant trigram match on the subject.
  if (f.search && page.total === 0) page = await pageOf(rc, f, 'fuzzy');
  const now = new Date();
  return {
    list: page.rows.map((r) => presentListItem(r, now)),
    category: buildCategoryList(page.counts.byValue),
    totalCount: page.total,
    page: f.page,
    limit: f.limit,
  };
}

/** Counts per category of a channel's whole catalogue (the category tree), cached like a page's. */
export async function catalogueCategoryCounts(rc: RequestContext) {
  return (
    await cachedCategoryCounts(countsKey(rc, {}, 'all'), () =>
      catalogueOnly(inScope(rc.db('lectures as l'), rc)),
    )
  ).byValue;
}
