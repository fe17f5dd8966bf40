import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast, useAuth } from '@seodang/sdk/web';
import { lectureApi, lecturePath, type LectureItem } from '../api.ts';
import { PriceTag } from '../components/price-tag.tsx';
import '../components/lectures.css';

/** `/teach/my`: the teacher's lectures in every state, with publish, edit, manage and delete. */
export function TeachMyScreen() {
  const { t } = useTranslation('lectures');
  const client = useQueryClient();
  const isAdmin = useAuth().userData?.role === 'admin';
  const query = useQuery({ queryKey: ['lectures', 'teach'], queryFn: lectureApi.teachMy });
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) showToast(done, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['lectures'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };
  const row = (l: LectureItem) => (
    <tr key={l.sequence} data-testid="teach-lecture">
      <td>
        <Link to={lecturePath(l)}>{l.subject}</Link>
        {l.isBase ? (
          <span className="lc-badge" style={{ marginLeft: 6 }}>
            {t('teach.base')}
          </span>
        ) : null}
      </td>
      <td>
        <span className={l.isPublished ? 'lc-badge lc-badge--done' : 'lc-badge'}>
          {l.isPublished ? t('teach.published') : t('teach.draft')}
        </span>
      </td>
      <td>
        <PriceTag l={l} />
      </td>
      <td>
        {t('common.lessons', { count: l.lessonCount ?? 0 })} ·{' '}
        {t('common.students', { count: l.studentCount })}
        {l.waitingCount ? ` · ${t('teach.waitingCount', { count: l.waitingCount })}` : ''}
      </td>
      <td className="lc-actions">
        <Link className="sd-btn sd-btn--secondary sd-btn--sm" to={`/teach/lecture/${l.sequence}/edit`}>
          {t('teach.edit')}
        </Link>
        <Link className="sd-btn sd-btn--secondary sd-btn--sm" to={`/teach/lecture/${l.sequence}/manage`}>
          {t('teach.manage')}
        </Link>
        <Button size="sm" onClick={() => void run(() => lectureApi.publish(l.sequence, !l.isPublished))}>
          {l.isPublished ? t('teach.unpublish') : t('teach.publish')}
        </Button>
        <Button
          size="sm"
          color="danger"
          outline
          onClick={() => {
            if (confirm(t('teach.confirmDelete')))
              void run(() => lectureApi.remove(l.sequence), t('teach.deleted'));
          }}
        >
          {t('common.delete')}
        </Button>
      </td>
    </tr>
  );
  return (
    <div className="sd-container" data-testid="teach-my">
      <div className="lc-section__head">
        <h1>{t('title.teachMy')}</h1>
        <span className="lc-actions">
          {isAdmin ? (
            <Link
              className="sd-btn sd-btn--secondary sd-btn--md"
              to="/teach/curriculum-codes"
              data-testid="curriculum-codes-link"
            >
              {t('teach.curriculumCodes')}
            </Link>
          ) : null}
          <Link
            className="sd-btn sd-btn--primary sd-btn--md"
            to="/teach/lecture/new"
            data-testid="new-lecture"
          >
            {t('teach.new')}
          </Link>
        </span>
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <EmptyState>{t('teach.empty')}</EmptyState> : null}
      {query.data?.length ? (
        <div style={{ overflowX: 'auto' }}>
          <table className="lc-table">
            <tbody>{query.data.map(row)}</tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

export default TeachMyScreen;
