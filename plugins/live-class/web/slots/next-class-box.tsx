import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, useCapabilities, useFormat } from '@seodang/sdk/web';
import type { LectureAsideProps } from '@seodang/plugin-lectures/lecture-slots';
import type { Meeting } from '../../common/index.ts';
import { liveApi } from '../api.ts';
import '../live.css';

/** The class to show: the running one, else the soonest scheduled one (the list is soonest first). */
export function nextClass(list: Meeting[]): Meeting | undefined {
  return list.find((m) => m.status === 'live') ?? list.find((m) => m.status === 'wait');
}

/**
 * The lecture page's box for its next or running class with a "Join" link, for its enrolled
 * learners and its hosts; nothing when the lecture has no class coming.
 */
export default function NextClassBox({ lectureIndex, enrolled, canEdit }: LectureAsideProps) {
  const { services } = useCapabilities();
  const shown = (enrolled || canEdit) && services.LIVE !== false;
  if (!shown) return null;
  return <NextClass lectureIndex={lectureIndex} />;
}

function NextClass({ lectureIndex }: { lectureIndex: number }) {
  const { t } = useTranslation('live-class');
  const { formatDateTime } = useFormat();
  const titleId = useId();
  const query = useQuery({
    queryKey: ['live', 'lecture', lectureIndex],
    queryFn: () => liveApi.ofLecture(lectureIndex),
  });
  if (query.isPending) return <Loading size="sm" />;
  if (query.isError)
    return (
      <section className="sd-card" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('aside.title')}</h2>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  const next = nextClass(query.data);
  // The latest ended class with a recording (the list is soonest first).
  const recorded = query.data.findLast((m) => m.status === 'ended' && m.recording.state === 'ready');
  if (!next && !recorded) return null;
  if (!next && recorded)
    return (
      <section className="sd-card lc-aside" aria-labelledby={titleId} data-testid="live-last-recording">
        <h2 id={titleId}>{t('playback.link')}</h2>
        <p className="lc-card__name">
          <strong>{recorded.name}</strong>
        </p>
        <Link className="sd-btn sd-btn--md" to={`/live/${recorded.index}/recording`}>
          {t('playback.link')}
        </Link>
      </section>
    );
  if (!next) return null;
  return (
    <section className="sd-card lc-aside" aria-labelledby={titleId} data-testid="live-next-class">
      <h2 id={titleId}>{next.status === 'live' ? t('aside.live') : t('aside.title')}</h2>
      <p className="lc-card__name">
        <strong>{next.name}</strong>
      </p>
      <p className="lc-card__meta">
        {t('list.startsAt', { date: formatDateTime(next.startAt), minutes: next.durationMinutes })}
      </p>
      <Link
        className="sd-btn sd-btn--primary sd-btn--md"
        to={`/live/${next.index}`}
        data-testid="live-join-link"
      >
        {t('aside.join')}
      </Link>
      {recorded ? (
        <p>
          <Link to={`/live/${recorded.index}/recording`} data-testid="live-last-recording-link">
            {t('playback.link')}: {recorded.name}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
