import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, useCapabilities, useFormat } from '@seodang/sdk/web';
import { slotsApi } from './api.ts';
import './slots.css';

/**
 * The roadmaps' part of the main page (slot `home.main`): a few published roadmaps of the channel
 * or the public site, the ones I follow first with my progress, and a link to all of them.
 * Nothing when there is none. Kept small: the main page carries it.
 */
export default function RoadmapsHomeSection() {
  const { services } = useCapabilities();
  return services.ROADMAP === false ? null : <Section />;
}

function Section() {
  const { t } = useTranslation('roadmaps-slots');
  const { formatNumber } = useFormat();
  const query = useQuery({ queryKey: ['roadmaps', 'home'], queryFn: slotsApi.home });
  if (query.data?.roadmapList.length === 0) return null;
  return (
    <section className="rm-home" aria-labelledby="rm-home-title" data-testid="roadmaps-home">
      <div className="rm-home__head">
        <h2 id="rm-home-title">{t('homeTitle')}</h2>
        <Link to="/roadmap">{t('all')}</Link>
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      <ul className="rm-home__list">
        {query.data?.roadmapList.map((r) => (
          <li key={r.sequence} className="sd-card rm-home__item">
            <Link to={`/roadmap/${r.sequence}`}>{r.title}</Link>
            <span className="rm-meta">
              {t(`difficulty.${r.difficulty}`)} ·{' '}
              {r.isFree ? t('free') : t('won', { price: formatNumber(r.finalPrice) })} ·{' '}
              {t('nodes', { count: r.nodeCount })}
            </span>
            {r.progress ? (
              <label className="rm-meta">
                {t('progress', { percent: r.progress.percent })}
                <progress className="rm-meter" max={100} value={r.progress.percent} />
              </label>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
