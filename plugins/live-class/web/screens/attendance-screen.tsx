import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  EmptyState,
  ErrorState,
  Loading,
  useFormat,
  usePageTitle,
  type DataColumn,
} from '@seodang/sdk/web';
import type { AttendanceRow } from '../../common/index.ts';
import { liveApi } from '../api.ts';
import { attendanceSummary } from '../attendance-summary.ts';
import '../live.css';

/**
 * `/live/{meetingIndex}/attendance` (hosts): who entered the class and for how long (first entry,
 * last exit, minutes present, share of the class), the lecture's learners who never entered, a
 * summary above, and the same list as CSV.
 */
export default function AttendanceScreen() {
  const { t } = useTranslation('live-class');
  const { formatDateTime } = useFormat();
  const meetingIndex = Number(useParams().meetingIndex);
  const meeting = useQuery({
    queryKey: ['live', meetingIndex],
    queryFn: () => liveApi.meeting(meetingIndex),
  });
  const attendance = useQuery({
    queryKey: ['live', meetingIndex, 'attendance'],
    queryFn: () => liveApi.attendance(meetingIndex),
    // A running class's list changes as people come and go.
    refetchInterval: meeting.data?.status === 'live' ? 15_000 : false,
  });
  usePageTitle(meeting.data ? t('attendance.title', { name: meeting.data.name }) : t('title'));
  const error = meeting.error ?? attendance.error;
  if (error) return <ErrorState error={error} onRetry={() => void attendance.refetch()} />;
  if (!meeting.data || !attendance.data) return <Loading />;
  const rows = attendance.data;
  const live = meeting.data.status === 'live';
  const summary = attendanceSummary(rows);
  const columns: DataColumn<AttendanceRow>[] = [
    {
      key: 'name',
      header: t('attendance.name'),
      cell: (r) => (
        <>
          {r.name}
          {r.userType !== 'attendee' ? ` · ${t('users.host')}` : ''}
        </>
      ),
    },
    {
      key: 'first',
      header: t('attendance.firstJoinedAt'),
      cell: (r) => (r.firstJoinedAt ? formatDateTime(r.firstJoinedAt) : t('attendance.absent')),
    },
    {
      key: 'last',
      header: t('attendance.lastLeftAt'),
      cell: (r) =>
        r.lastLeftAt ? formatDateTime(r.lastLeftAt) : r.firstJoinedAt && live ? t('attendance.stillIn') : '—',
    },
    { key: 'minutes', header: t('attendance.minutesPresent'), cell: (r) => r.minutesPresent },
    {
      key: 'share',
      header: t('attendance.sharePercent'),
      cell: (r) => (
        <span className="lc-share">
          <meter min={0} max={100} value={r.sharePercent} aria-hidden="true" />
          {t('attendance.percent', { value: r.sharePercent })}
        </span>
      ),
    },
  ];
  return (
    <div className="sd-container lc-attendance" data-testid="live-attendance">
      <h1>{t('attendance.title', { name: meeting.data.name })}</h1>
      <p className="lc-attendance__links">
        <Link to="/live">{t('room.backToList')}</Link>
        <a
          className="sd-btn sd-btn--secondary sd-btn--sm"
          href={liveApi.attendanceCsvUrl(meetingIndex)}
          download
          data-testid="live-attendance-csv"
        >
          {t('attendance.csv')}
        </a>
      </p>
      <p data-testid="live-attendance-summary">
        {t('attendance.summary', {
          entered: summary.entered,
          learners: summary.learners,
          average: summary.averageShare,
        })}
      </p>
      {rows.length ? (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.userObjectId}
          caption={t('attendance.caption', { name: meeting.data.name })}
          testId="live-attendance-table"
          rowTestId={(r) => `live-attendance-row-${r.userObjectId}`}
        />
      ) : (
        <EmptyState>{t('attendance.empty')}</EmptyState>
      )}
    </div>
  );
}
