import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorState, isApiError, Loading, showToast, useFormat } from '@seodang/sdk/web';
import { recordStatuses, type AttendanceRecord, type RecordStatus } from '../../common/index.ts';
import { attendanceApi } from '../api.ts';
import { StatusLabel } from './status-label.tsx';

function RecordRow({ sessionId, record }: { sessionId: number; record: AttendanceRecord }) {
  const { t } = useTranslation('attendance');
  const { formatTime } = useFormat();
  const client = useQueryClient();
  const [status, setStatus] = useState<RecordStatus>(record.status ?? 'present');
  const [note, setNote] = useState(record.note);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await attendanceApi.setRecord(sessionId, record.userId, { status, note });
      showToast(t('teach.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['attendance'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr data-testid="attendance-record">
      <th scope="row">
        {record.name} <span className="sd-muted">({record.loginId})</span>
      </th>
      <td>
        <StatusLabel status={record.status} />
      </td>
      <td>{record.checkedInAt ? formatTime(record.checkedInAt) : '—'}</td>
      <td>{record.flags.map((f) => t(`flag.${f}`)).join(', ')}</td>
      <td>
        <select
          className="sd-input"
          aria-label={`${record.name} ${t('teach.mark')}`}
          value={status}
          onChange={(e) => setStatus(e.target.value as RecordStatus)}
        >
          {recordStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>{' '}
        <input
          className="sd-input"
          aria-label={`${record.name} ${t('teach.note')}`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />{' '}
        <Button size="sm" loading={busy} onClick={() => void save()}>
          {t('teach.save')}
        </Button>
      </td>
    </tr>
  );
}

/** One session's learners with their marks; the teacher sets a mark with a note. */
export function SessionRecords({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('attendance');
  const query = useQuery({
    queryKey: ['attendance', 'session', sessionId],
    queryFn: () => attendanceApi.session(sessionId),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <table className="at-table" data-testid="attendance-records">
      <caption className="sd-visually-hidden">{t('teach.records')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('teach.learner')}</th>
          <th scope="col">{t('teach.mark')}</th>
          <th scope="col">{t('teach.checkedInAt')}</th>
          <th scope="col">{t('teach.flags')}</th>
          <th scope="col">{t('teach.note')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.records.map((r) => (
          <RecordRow key={`${r.userId}:${r.status}:${r.note}`} sessionId={sessionId} record={r} />
        ))}
      </tbody>
    </table>
  );
}
