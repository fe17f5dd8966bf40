import '../components/roadmaps.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  Loading,
  isApiError,
  showToast,
  usePageTitle,
} from '@seodang/sdk/web';
import { roadmapsApi } from '../api.ts';
import { CardBody } from '../components/bits.tsx';

/** One roadmap's requests, with accept and refuse. */
function Requests({ sequence }: { sequence: number }) {
  const { t } = useTranslation('roadmaps');
  const client = useQueryClient();
  const requests = useQuery({
    queryKey: ['roadmaps', 'requests', sequence],
    queryFn: () => roadmapsApi.requests(sequence),
  });
  const decide = useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      roadmapsApi.decide(sequence, userId, accept),
    onSuccess: () => client.invalidateQueries({ queryKey: ['roadmaps'] }),
    onError: (error) => showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
  });
  if (requests.isPending) return <Loading />;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0) return <p>{t('teach.noRequests')}</p>;
  return (
    <ul>
      {requests.data.map((r) => (
        <li key={r.userId} className="rm-row" aria-label={t('teach.requestOf', { name: r.name })}>
          <span>{r.name}</span>
          <span>{t(`teach.state.${r.state}`)}</span>
          {r.state !== 'granted' ? (
            <Button
              size="sm"
              color="primary"
              onClick={() => decide.mutate({ userId: r.userId, accept: true })}
            >
              {t('teach.accept')}
            </Button>
          ) : null}
          {r.state !== 'refused' ? (
            <Button size="sm" outline onClick={() => decide.mutate({ userId: r.userId, accept: false })}>
              {t('teach.refuse')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `/teach/roadmap`: the roadmaps I author, whether published, and their waiting requests. */
export default function TeachScreen() {
  const { t } = useTranslation('roadmaps');
  usePageTitle(t('title.teach'));
  const mine = useQuery({ queryKey: ['roadmaps', 'teach'], queryFn: roadmapsApi.teachMine });
  const [shown, setShown] = useState<number | null>(null);
  return (
    <div className="sd-container" data-testid="roadmap-teach">
      <h1>{t('title.teach')}</h1>
      <p>
        <Link className="sd-btn sd-btn--primary sd-btn--md" to="/teach/roadmap/new">
          {t('teach.new')}
        </Link>
      </p>
      {mine.isPending ? <Loading /> : null}
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data?.length === 0 ? <EmptyState>{t('teach.empty')}</EmptyState> : null}
      {mine.data?.length ? (
        <ul className="rm-cards">
          {mine.data.map((r) => (
            <li key={r.sequence} className="sd-card" data-testid={`roadmap-teach-${r.sequence}`}>
              <CardBody card={r} />
              <p className="rm-row">
                <span>{r.isPublished ? t('teach.published') : t('teach.draft')}</span>
                <span>{t('teach.requests', { count: r.pendingRequests })}</span>
                <Link to={`/teach/roadmap/${r.sequence}/edit`}>{t('detail.edit')}</Link>
                {r.acceptType === 'review' ? (
                  <Button
                    size="sm"
                    outline
                    onClick={() => setShown(shown === r.sequence ? null : r.sequence)}
                  >
                    {t('teach.showRequests')}
                  </Button>
                ) : null}
              </p>
              {shown === r.sequence ? <Requests sequence={r.sequence} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
