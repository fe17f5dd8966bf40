import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState, isApiError, Loading, showToast, useAuth, usePageTitle } from '@seodang/sdk/web';
import { communityApi } from '../api.ts';
import { TimeAgo } from '../components/time-ago.tsx';
import { ConfirmButton } from '../components/confirm-button.tsx';
import '../components/community.css';

/** /notice/:index: one notice; admins edit and delete. */
export function NoticeDetailScreen() {
  const { t } = useTranslation('community');
  const index = Number(useParams().index);
  const { userData } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['notice', index],
    queryFn: () => communityApi.notice(index),
    enabled: Number.isInteger(index),
  });
  usePageTitle(query.data?.title);
  const remove = useMutation({
    mutationFn: () => communityApi.deleteNotice(index),
    onSuccess: () => {
      showToast(t('notice.deleted'), { type: 'success' });
      void client.invalidateQueries({ queryKey: ['notices'] });
      void navigate('/notice');
    },
    onError: (e) => showToast(isApiError(e) ? e.message : String(e), { type: 'error' }),
  });
  const isAdmin = userData?.role === 'admin';

  return (
    <div className="sd-container" data-testid="notice-detail">
      <p>
        <Link to="/notice">← {t('notice.back')}</Link>
      </p>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <article className="sd-card">
          <h1>
            {query.data.isPinned ? <span className="cm-badge">{t('notice.pinned')}</span> : null}
            {query.data.title}
          </h1>
          <p className="cm-meta">
            <span>
              {t('notice.by')} {query.data.author.name}
            </span>
            <TimeAgo iso={query.data.createdAt} />
          </p>
          <div className="cm-body">{query.data.contents}</div>
          {isAdmin || query.data.canEdit ? (
            <div className="cm-actions">
              <Link to={`/notice/${index}/edit`} className="sd-btn sd-btn--secondary sd-btn--sm">
                {t('common:edit')}
              </Link>
              <ConfirmButton
                label={t('common:delete')}
                question={t('notice.confirmDelete')}
                onConfirm={() => remove.mutate()}
                testId="notice-delete"
              />
            </div>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}

export default NoticeDetailScreen;
