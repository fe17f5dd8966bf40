import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataTable, EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { postingPath, recruitmentApi } from '../api.ts';
import { StatusLabel } from '../components/labels.tsx';
import { ApplicantScreeningLine } from '../components/screening.tsx';

/** /recruitment/my: my applications in this channel and where each stands. */
export default function MyScreen() {
  const { t } = useTranslation('recruitment-screens');
  const { formatDateTime } = useFormat();
  const mine = useQuery({ queryKey: ['recruitment', 'my'], queryFn: recruitmentApi.myApplications });
  return (
    <div className="sd-container" data-testid="recruitment-my">
      <h1>{t('titles.my', { ns: 'recruitment' })}</h1>
      {mine.isPending ? <Loading /> : null}
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data?.length === 0 ? <EmptyState>{t('my.empty')}</EmptyState> : null}
      {mine.data?.length ? (
        <DataTable
          caption={t('my.caption')}
          rows={mine.data}
          rowKey={(a) => a.index}
          rowTestId="recruitment-my-row"
          columns={[
            {
              key: 'posting',
              header: t('my.columns.posting'),
              cell: (a) => (
                <>
                  <Link to={postingPath(a.posting)}>
                    {a.posting.company} · {a.posting.title}
                  </Link>
                  {a.screening ? <ApplicantScreeningLine screening={a.screening} /> : null}
                </>
              ),
            },
            { key: 'status', header: t('my.columns.status'), cell: (a) => <StatusLabel status={a.status} /> },
            {
              key: 'date',
              header: t('my.columns.date'),
              cell: (a) => (a.submittedAt ? formatDateTime(a.submittedAt) : '—'),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
