import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, Pagination } from '@seodang/sdk/web';
import { categoryLabel, difficulties, searchSorts } from '../../common/index.ts';
import { lectureApi } from '../api.ts';
import { LectureGrid } from '../components/lecture-card.tsx';
import { CategoryNav } from '../components/category-nav.tsx';
import { SearchForm } from '../components/search-form.tsx';
import '../components/lectures.css';
import { labelLocale } from '../components/label-locale.ts';

const pageSize = 12;

/** `/search` (sort=accuracy, page=1 by default; `category`) and `/category/{first}/{second?}`. */
export function SearchScreen() {
  const { t, i18n } = useTranslation('lectures');
  const params = useParams();
  const [query, setQuery] = useSearchParams();
  const category = params.first
    ? params.second
      ? `${params.first}.${params.second}`
      : params.first
    : (query.get('category') ?? undefined);
  const search = query.get('search') ?? '';
  const sort = query.get('sort') ?? 'accuracy';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const price = query.get('price') ?? 'all';
  const difficulty = query.get('difficulty') ?? '';
  const update = (next: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams(query);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1)) p.delete(k);
      else p.set(k, String(v));
    }
    if (!('page' in next)) p.delete('page');
    setQuery(p);
  };
  const result = useQuery({
    queryKey: ['lectures', 'search', { search, category, sort, page, price, difficulty }],
    queryFn: () =>
      lectureApi.summary({
        search: search || undefined,
        category,
        sort,
        page,
        limit: pageSize,
        price,
        difficulty: difficulty || undefined,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="sd-container" data-testid="lecture-search">
      {/* A category page is headed by its category; the search page by its purpose. */}
      <h1>{category ? categoryLabel(category, labelLocale(i18n.language)) : t('title.search')}</h1>
      <SearchForm initial={search} onSearch={(q) => update({ search: q })} />
      <div className="lc-layout">
        <aside>
          {result.data ? <CategoryNav categories={result.data.category} current={category} /> : null}
        </aside>
        <section aria-live="polite">
          <div className="lc-filters">
            <label>
              {t('search.sort')}
              <select
                className="sd-input"
                value={sort}
                onChange={(e) => update({ sort: e.target.value })}
                data-testid="search-sort"
              >
                {searchSorts.map((s) => (
                  <option key={s} value={s}>
                    {t(`search.sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('search.price')}
              <select
                className="sd-input"
                value={price}
                onChange={(e) => update({ price: e.target.value === 'all' ? undefined : e.target.value })}
              >
                {(['all', 'free', 'paid'] as const).map((p) => (
                  <option key={p} value={p}>
                    {t(`search.prices.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('search.difficulty')}
              <select
                className="sd-input"
                value={difficulty}
                onChange={(e) => update({ difficulty: e.target.value })}
              >
                <option value="">{t('search.anyDifficulty')}</option>
                {difficulties.map((d) => (
                  <option key={d} value={d}>
                    {t(`difficulty.${d}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {result.isPending ? <Loading /> : null}
          {result.isError ? <ErrorState error={result.error} onRetry={() => void result.refetch()} /> : null}
          {result.data ? (
            <>
              <p className="lc-muted" data-testid="search-total">
                {search
                  ? t('search.result', { query: search, count: result.data.totalCount })
                  : t('search.total', { count: result.data.totalCount })}
              </p>
              {result.data.list.length === 0 ? (
                <EmptyState>{t('search.noResult')}</EmptyState>
              ) : (
                <LectureGrid lectures={result.data.list} testId="search-results" />
              )}
              <Pagination
                page={page}
                pageCount={Math.max(1, Math.ceil(result.data.totalCount / pageSize))}
                onChange={(p) => update({ page: p })}
              />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export default SearchScreen;
