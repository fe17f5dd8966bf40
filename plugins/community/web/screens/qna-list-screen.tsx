import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, Pagination, useAuth } from '@seodang/sdk/web';
import { communityApi, pageSize } from '../api.ts';
import { pageCount } from '../format.ts';
import { SearchBar } from '../components/search-bar.tsx';
import { TimeAgo } from '../components/time-ago.tsx';
import { useListParams } from '../components/use-list-params.ts';
import '../components/community.css';

/** /qna: questions, newest first, with search and paging. */
export function QnaListScreen() {
  const { t } = useTranslation('community');
  const { isLoggedIn } = useAuth();
  const { page, search, update } = useListParams();
  const query = useQuery({
    queryKey: ['qna', page, search],
    queryFn: () => communityApi.questions(page, search),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="sd-container" data-testid="qna-list">
      <div className="cm-toolbar">
        <h1>{t('qna.title')}</h1>
        <Link
          to={isLoggedIn ? '/qna/new' : '/login?next=%2Fqna%2Fnew'}
          className="sd-btn sd-btn--primary sd-btn--md"
          data-testid="qna-ask"
        >
          {t('qna.ask')}
        </Link>
      </div>
      <div className="cm-toolbar">
        <SearchBar initial={search} onSearch={(q) => update({ search: q })} testId="qna-search" />
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.list.length === 0 ? (
        <EmptyState>{search ? t('qna.noResult') : t('qna.empty')}</EmptyState>
      ) : null}
      {query.data && query.data.list.length > 0 ? (
        <ul className="cm-list sd-card">
          {query.data.list.map((q) => (
            <li key={q.index} className="cm-item" data-testid="qna-item">
              <Link to={`/qna/${q.index}`}>{q.title}</Link>
              <span className="cm-meta">
                <span>{t('qna.answers', { count: q.answerCount })}</span>
                <span>{t('qna.comments', { count: q.commentCount })}</span>
                <span>{q.author.name}</span>
                <TimeAgo iso={q.createdAt} />
              </span>
            </li>
          ))}
        </ul>
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

export default QnaListScreen;
