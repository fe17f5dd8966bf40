import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { attendanceApi } from '../api.ts';
import { StatusLabel } from '../components/status-label.tsx';

/** `/learn/attendance`: my records in this channel (`GET /api/attendance/my`). */
export default function MyAttendanceScreen() {
  const { t } = useTranslation('attendance');
  const { formatDateTime } = useFormat();
  const query = useQuery({ queryKey: ['attendance', 'my'], queryFn: attendanceApi.my });
  return (
    <div className="sd-container" data-testid="attendance-my">
      <h1>{t('my.title')}</h1>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <EmptyState>{t('my.empty')}</EmptyState> : null}
      {query.data?.length ? (
        <table className="at-table sd-card">
          <thead>
            <tr>
              <th scope="col">{t('my.date')}</th>
              <th scope="col">{t('my.lecture')}</th>
              <th scope="col">{t('my.session')}</th>
              <th scope="col">{t('my.status')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((r) => (
              <tr key={r.sessionId}>
                <td>{formatDateTime(r.startAt)}</td>
                <td>{r.lectureTitle}</td>
                <td>{r.title}</td>
                <td>
                  <StatusLabel status={r.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
