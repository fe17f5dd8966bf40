import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EmptyState,
  ErrorState,
  Loading,
  Pagination,
  useAuth,
  useViewMode,
  ViewSwitcher,
} from '@seodang/sdk/web';
import { communityApi, pageSize } from '../api.ts';
import { pageCount } from '../format.ts';
import { SearchBar } from '../components/search-bar.tsx';
import { TimeAgo } from '../components/time-ago.tsx';
import { useListParams } from '../components/use-list-params.ts';
import '../components/community.css';

/** /notice: pinned first, searchable, paged; admins can write. */
export function NoticeListScreen() {
  const { t } = useTranslation('community');
  const { userData } = useAuth();
  const { page, search, update } = useListParams();
  const [view, setView] = useViewMode('notice');
  const query = useQuery({
    queryKey: ['notices', page, search],
    queryFn: () => communityApi.notices(page, search),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="sd-container" data-testid="notice-list">
      <div className="cm-toolbar">
        <h1>{t('notice.title')}</h1>
        {userData?.role === 'admin' ? (
          <Link to="/notice/new" className="sd-btn sd-btn--primary sd-btn--md" data-testid="notice-new">
            {t('notice.new')}
          </Link>
        ) : null}
      </div>
      <div className="cm-toolbar">
        <SearchBar initial={search} onSearch={(q) => update({ search: q })} testId="notice-search" />
        <ViewSwitcher value={view} onChange={setView} />
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.list.length === 0 ? <EmptyState>{t('notice.empty')}</EmptyState> : null}
      {query.data && query.data.list.length > 0 ? (
        view === 'list' ? (
          <ul className="cm-list sd-card">
            {query.data.list.map((n) => (
              <li key={n.index} className="cm-item" data-testid="notice-item">
                <span>
                  {n.isPinned ? <span className="cm-badge">{t('notice.pinned')}</span> : null}
                  <Link to={`/notice/${n.index}`}>{n.title}</Link>
                </span>
                <span className="cm-meta">
                  <span>{n.author.name}</span>
                  <TimeAgo iso={n.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="cm-cards">
            {query.data.list.map((n) => (
              <article key={n.index} className="cm-card" data-testid="notice-item">
                {n.isPinned ? <span className="cm-badge">{t('notice.pinned')}</span> : null}
                <Link to={`/notice/${n.index}`}>{n.title}</Link>
                <p className="cm-meta">
                  <span>{n.author.name}</span>
                  <TimeAgo iso={n.createdAt} />
                </p>
              </article>
            ))}
          </div>
        )
      ) : null}
      {query.data ? (
        <Pagination
          page={page}
          pageCount={pageCount(query.data.totalCount, pageSize)}
          onChange={(p) => update({ page: p })}
        />
      ) : null}
    </div>
  );
}

export default NoticeListScreen;
