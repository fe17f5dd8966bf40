import '../components/roadmaps.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, usePageTitle } from '@seodang/sdk/web';
import { roadmapsApi } from '../api.ts';
import { CardBody } from '../components/bits.tsx';

/** `/roadmap/my`: the roadmaps I chose, each with my progress. */
export default function MyScreen() {
  const { t } = useTranslation('roadmaps');
  usePageTitle(t('title.my'));
  const mine = useQuery({ queryKey: ['roadmaps', 'mine'], queryFn: roadmapsApi.mine });
  return (
    <div className="sd-container" data-testid="roadmap-my">
      <h1>{t('title.my')}</h1>
      {mine.isPending ? <Loading /> : null}
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data?.length === 0 ? (
        <EmptyState>
          {t('my.empty')} <Link to="/roadmap">{t('my.browse')}</Link>
        </EmptyState>
      ) : null}
      {mine.data?.length ? (
        <ul className="rm-cards">
          {mine.data.map((r) => (
            <li key={r.sequence} className="sd-card">
              <CardBody card={r} />
              <label>
                {t('detail.progress', { percent: r.progress.percent })}
                <progress className="rm-progress" max={100} value={r.progress.percent} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
