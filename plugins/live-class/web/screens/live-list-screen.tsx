import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  Loading,
  isApiError,
  showToast,
  useFormat,
  usePageTitle,
} from '@seodang/sdk/web';
import type { Meeting, MeetingStatus } from '../../common/index.ts';
import { liveApi } from '../api.ts';
import '../live.css';

const sections: MeetingStatus[] = ['live', 'wait', 'ended'];
const sectionTitle = { live: 'list.live', wait: 'list.upcoming', ended: 'list.ended' } as const;

/** `/live`: the classes the caller hosts or may join, running first, then upcoming, then ended. */
export default function LiveListScreen() {
  const { t } = useTranslation('live-class');
  usePageTitle(t('title'));
  const query = useQuery({ queryKey: ['live', 'list'], queryFn: liveApi.list });
  return (
    <div className="sd-container lc-list" data-testid="live-list">
      <h1>{t('title')}</h1>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data
        ? sections.map((status) => {
            const items = query.data.filter((m) => m.status === status);
            if (status === 'ended') items.reverse();
            return (
              <section key={status} aria-labelledby={`lc-${status}`} className="lc-list__section">
                <h2 id={`lc-${status}`}>{t(sectionTitle[status])}</h2>
                {items.length ? (
                  <ul className="lc-list__items">
                    {items.map((m) => (
                      <MeetingCard key={m.index} meeting={m} />
                    ))}
                  </ul>
                ) : (
                  <EmptyState>{t('list.empty')}</EmptyState>
                )}
              </section>
            );
          })
        : null}
    </div>
  );
}

function MeetingCard({ meeting: m }: { meeting: Meeting }) {
  const { t } = useTranslation('live-class');
  const { formatDateTime } = useFormat();
  const client = useQueryClient();
  const isHost = m.userType !== 'attendee';
  const start = async () => {
    try {
      await liveApi.start(m.index);
      await client.invalidateQueries({ queryKey: ['live'] });
    } catch (error) {
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <li className="sd-card lc-card" data-testid={`live-card-${m.index}`}>
      <h3 className="lc-card__name">{m.name}</h3>
      <p className="lc-card__meta">
        {m.lectureName ? t('list.lecture', { name: m.lectureName }) : t('list.wholeChannel')}
        {' · '}
        {t('list.startsAt', { date: formatDateTime(m.startAt), minutes: m.durationMinutes })}
        {' · '}
        {t('list.seats', { count: m.currentUserCount, max: m.maxUserCount })}
      </p>
      {m.status !== 'ended' ? (
        <div className="lc-card__actions">
          <Link className="sd-btn sd-btn--primary sd-btn--md" to={`/live/${m.index}`}>
            {t('list.open')}
          </Link>
          {isHost && m.status === 'wait' ? (
            <Button onClick={() => void start()} data-testid={`live-start-${m.index}`}>
              {t('list.start')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {m.status === 'ended' && (m.recording.state !== 'none' || isHost) ? (
        <div className="lc-card__actions">
          {m.recording.state !== 'none' ? (
            <Link to={`/live/${m.index}/recording`} data-testid={`live-recording-link-${m.index}`}>
              {t('playback.link')}
            </Link>
          ) : null}
          {isHost ? (
            <Link to={`/live/${m.index}/attendance`} data-testid={`live-attendance-link-${m.index}`}>
              {t('attendance.link')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
