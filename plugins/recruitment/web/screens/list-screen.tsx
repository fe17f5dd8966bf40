import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, Pagination } from '@seodang/sdk/web';
import { postingPath, recruitmentApi } from '../api.ts';
import { PeriodLabel, StateLabel } from '../components/labels.tsx';
import '../components/recruitment.css';

/** /recruitment: the published and closed postings of the channel (or the public site). */
export default function ListScreen() {
  const { t } = useTranslation('recruitment-screens');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const postings = useQuery({
    queryKey: ['recruitment', 'list', page, query],
    queryFn: () => recruitmentApi.list({ page, search: query || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="sd-container" data-testid="recruitment-list">
      <h1>{t('titles.list', { ns: 'recruitment' })}</h1>
      <form
        className="rc-actions"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQuery(search.trim());
        }}
      >
        <label className="sd-field__label" htmlFor="rc-search">
          {t('list.search')}
        </label>
        <input
          id="rc-search"
          className="sd-input"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>
      {postings.isPending ? <Loading /> : null}
      {postings.isError ? (
        <ErrorState error={postings.error} onRetry={() => void postings.refetch()} />
      ) : null}
      {postings.data?.list.length === 0 ? <EmptyState>{t('list.empty')}</EmptyState> : null}
      {postings.data?.list.length ? (
        <ul className="sd-list">
          {postings.data.list.map((p) => (
            <li key={p.sequence} className="sd-card" data-testid="recruitment-card">
              <h2>
                <Link to={postingPath(p)}>{p.title}</Link>
              </h2>
              <p className="sd-muted">
                {t('posting.company', {
                  company: p.company,
                  employment: t(`employment.${p.employmentType}`),
                })}{' '}
                · <StateLabel state={p.state} /> · <PeriodLabel period={p.period} />
              </p>
              {p.description ? <p>{p.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {postings.data && postings.data.totalCount > postings.data.limit ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(postings.data.totalCount / postings.data.limit)}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
