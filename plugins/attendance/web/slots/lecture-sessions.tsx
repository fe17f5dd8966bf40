import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LectureManageSectionsProps } from '@seodang/plugin-lectures/lecture-slots';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast, useFormat } from '@seodang/sdk/web';
import type { AttendanceSession } from '../../common/index.ts';
import { attendanceApi } from '../api.ts';
import { SessionForm } from '../components/session-form.tsx';
import { SessionRecords } from '../components/session-records.tsx';
import '../components/attendance.css';

/** Manage Lecture's attendance section: the lecture's sessions, a new one, the display, the export. */
export default function LectureSessions({ lectureIndex }: LectureManageSectionsProps) {
  const { t } = useTranslation('attendance');
  const { formatDateTime } = useFormat();
  const titleId = useId();
  const client = useQueryClient();
  const key = ['attendance', 'sessions', lectureIndex];
  const query = useQuery({ queryKey: key, queryFn: () => attendanceApi.sessions(lectureIndex) });
  const [opened, setOpened] = useState<number | null>(null);

  const act = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) showToast(done, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['attendance'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };

  const row = (s: AttendanceSession) => (
    <li key={s.id} data-testid="attendance-session">
      <strong>{s.title || formatDateTime(s.startAt)}</strong>{' '}
      <span className="sd-muted">
        {t('teach.sessionLine', { start: formatDateTime(s.startAt), state: t(`state.${s.state}`) })}
      </span>
      <div className="sd-muted">
        {t('teach.counts', s.counts)}
        {s.flagged ? ` · ${t('teach.flagged', { count: s.flagged })}` : ''}
      </div>
      <div className="at-row-actions">
        {s.state === 'scheduled' ? (
          <Button size="sm" color="primary" onClick={() => void act(() => attendanceApi.open(s.id))}>
            {t('teach.open')}
          </Button>
        ) : null}
        {s.state === 'open' ? (
          <>
            <a
              className="sd-btn sd-btn--primary sd-btn--sm"
              href={`/teach/attendance/${s.id}/display`}
              target="_blank"
              rel="noopener"
              data-testid="attendance-open-display"
            >
              {t('teach.display')}
            </a>
            <Button
              size="sm"
              onClick={() => {
                if (confirm(t('teach.confirmClose')))
                  void act(() => attendanceApi.close(s.id), t('teach.closedToast'));
              }}
            >
              {t('teach.close')}
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          onClick={() => setOpened(opened === s.id ? null : s.id)}
          aria-expanded={opened === s.id}
        >
          {opened === s.id ? t('teach.hide') : t('teach.show')}
        </Button>
        <Button
          size="sm"
          color="danger"
          onClick={() => {
            if (confirm(t('teach.confirmRemove'))) void act(() => attendanceApi.remove(s.id));
          }}
        >
          {t('teach.remove')}
        </Button>
      </div>
      {opened === s.id ? <SessionRecords sessionId={s.id} /> : null}
    </li>
  );

  return (
    <section
      className="lc-section sd-card"
      aria-labelledby={titleId}
      data-testid="attendance-lecture-section"
    >
      <h2 id={titleId}>{t('teach.title')}</h2>
      <p className="sd-muted">{t('teach.intro')}</p>
      <div className="at-row-actions">
        <a
          className="sd-btn sd-btn--secondary sd-btn--sm"
          href={attendanceApi.exportUrl(lectureIndex, 'csv')}
          download
        >
          {t('teach.exportCsv')}
        </a>
        <a
          className="sd-btn sd-btn--secondary sd-btn--sm"
          href={attendanceApi.exportUrl(lectureIndex, 'xlsx')}
          download
        >
          {t('teach.exportXlsx')}
        </a>
      </div>
      <SessionForm
        lectureIndex={lectureIndex}
        onCreate={async (input) => {
          await attendanceApi.create(input);
          showToast(t('teach.created'), { type: 'success' });
          await client.invalidateQueries({ queryKey: key });
        }}
      />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <EmptyState>{t('teach.empty')}</EmptyState> : null}
      {query.data?.length ? <ul className="at-sessions">{query.data.map(row)}</ul> : null}
    </section>
  );
}
