import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, isApiError, Loading, Pagination, showToast } from '@seodang/sdk/web';
import { communityApi, pageSize, type NotificationItem } from '../api.ts';
import { pageCount } from '../format.ts';
import { TimeAgo } from '../components/time-ago.tsx';
import { useListParams } from '../components/use-list-params.ts';
import '../components/community.css';

function ItemTitle({ item }: { item: NotificationItem }) {
  if (item.link && item.link.startsWith('/')) return <Link to={item.link}>{item.title}</Link>;
  if (item.link && /^https?:\/\//.test(item.link)) {
    return (
      <a href={item.link} rel="noopener noreferrer" target="_blank">
        {item.title}
      </a>
    );
  }
  return <strong>{item.title}</strong>;
}

/** /notification (all) and /notification/promotion; new ones arrive live (see the bell). */
export function NotificationScreen() {
  const { t } = useTranslation('community');
  const type = useLocation().pathname.endsWith('/promotion') ? 'promotion' : 'all';
  const { page, update } = useListParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['notifications', type, page],
    queryFn: () => communityApi.notifications(type, page),
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationFn: communityApi.markRead,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['notifications'] }),
    onError: (e) => showToast(isApiError(e) ? e.message : String(e), { type: 'error' }),
  });

  return (
    <div className="sd-container" data-testid="notification-screen">
      <div className="cm-toolbar">
        <h1>{t('notification.title')}</h1>
        <Button
          size="sm"
          onClick={() => markRead.mutate({ all: true })}
          disabled={!query.data?.unreadCount}
          data-testid="notification-mark-all"
        >
          {t('notification.markAll')}
        </Button>
      </div>
      <nav className="cm-tabs" aria-label={t('notification.title')}>
        <NavLink to="/notification" end aria-current={type === 'all' ? 'page' : undefined}>
          {t('notification.all')}
        </NavLink>
        <NavLink to="/notification/promotion" aria-current={type === 'promotion' ? 'page' : undefined}>
          {t('notification.promotion')}
        </NavLink>
      </nav>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.list.length === 0 ? <EmptyState>{t('notification.empty')}</EmptyState> : null}
      {query.data && query.data.list.length > 0 ? (
        <ul className="cm-list sd-card">
          {query.data.list.map((item) => (
            <li
              key={item.index}
              className={item.isRead ? 'cm-item' : 'cm-item cm-item--unread'}
              data-testid="notification-item"
            >
              <div>
                {item.isRead ? null : <span className="cm-badge">{t('notification.unread')}</span>}
                <ItemTitle item={item} />
                <div>{item.message}</div>
              </div>
              <div className="cm-meta">
                <TimeAgo iso={item.createdAt} />
                {item.isRead ? null : (
                  <Button size="sm" color="link" onClick={() => markRead.mutate({ indexes: [item.index] })}>
                    {t('notification.markRead')}
                  </Button>
                )}
              </div>
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

export default NotificationScreen;
