import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataTable, EmptyState, ErrorState, Loading } from '@seodang/sdk/web';
import { recruitmentApi } from '../api.ts';
import { PeriodLabel, StateLabel } from '../components/labels.tsx';
import '../components/recruitment.css';

/** /manage/recruitment: "My recruitment postings" with their state, D-day and application counts. */
export default function ManageListScreen() {
  const { t } = useTranslation('recruitment-screens');
  const postings = useQuery({ queryKey: ['recruitment', 'managed'], queryFn: recruitmentApi.managed });
  return (
    <div className="sd-container" data-testid="recruitment-manage-list">
      <div className="sd-page-head">
        <h1>{t('titles.manage', { ns: 'recruitment' })}</h1>
        <Link
          className="sd-btn sd-btn--primary sd-btn--md"
          to="/manage/recruitment/new"
          data-testid="recruitment-new-link"
        >
          {t('manage.new')}
        </Link>
      </div>
      {postings.isPending ? <Loading /> : null}
      {postings.isError ? (
        <ErrorState error={postings.error} onRetry={() => void postings.refetch()} />
      ) : null}
      {postings.data?.length === 0 ? <EmptyState>{t('manage.empty')}</EmptyState> : null}
      {postings.data?.length ? (
        <DataTable
          caption={t('manage.caption')}
          rows={postings.data}
          rowKey={(p) => p.sequence}
          rowTestId="recruitment-managed-row"
          columns={[
            {
              key: 'title',
              header: t('manage.columns.title'),
              cell: (p) => <Link to={`/manage/recruitment/${p.sequence}`}>{p.title}</Link>,
            },
            { key: 'state', header: t('manage.columns.state'), cell: (p) => <StateLabel state={p.state} /> },
            {
              key: 'period',
              header: t('manage.columns.period'),
              cell: (p) => <PeriodLabel period={p.period} />,
            },
            {
              key: 'counts',
              header: t('manage.columns.counts'),
              cell: (p) => t('manage.counts', p.applicationCounts),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
