import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorState, isApiError, Loading } from '@seodang/sdk/web';
import { credentialsApi } from '../api.ts';

/** How often a running backfill is asked again. */
const pollMs = 1_000;

/**
 * A level badge's backfill on /teach/badges: queued, running n of m (a progress bar), done with
 * how many newly got the badge, or failed with a retry that starts it again. Polls until done.
 */
export function BackfillProgress({
  achievementId,
  jobId,
  onRestart,
}: {
  achievementId: number;
  jobId: string;
  onRestart: (jobId: string) => void;
}) {
  const { t } = useTranslation('credentials');
  const [restartError, setRestartError] = useState('');
  const [restarting, setRestarting] = useState(false);
  const status = useQuery({
    queryKey: ['credentials', 'achievement', achievementId, 'backfill', jobId],
    queryFn: () => credentialsApi.backfillStatus(achievementId, jobId),
    refetchInterval: (q) =>
      q.state.data?.state === 'done' || q.state.data?.state === 'failed' ? false : pollMs,
  });
  const restart = async () => {
    setRestarting(true);
    setRestartError('');
    try {
      onRestart(await credentialsApi.startBackfill(achievementId));
    } catch (err) {
      setRestartError(isApiError(err) ? err.message : t('common:error.unexpected'));
    } finally {
      setRestarting(false);
    }
  };

  const s = status.data;
  return (
    <div
      className="cr-backfill"
      role="status"
      aria-label={t('backfillLabel')}
      data-testid="backfill-progress"
    >
      {status.isPending ? <Loading /> : null}
      {status.isError ? <ErrorState error={status.error} onRetry={() => void status.refetch()} /> : null}
      {s?.state === 'queued' ? <span data-state="queued">{t('backfillQueued')}</span> : null}
      {s?.state === 'running' ? (
        <>
          <span data-state="running">{t('backfillRunning', { done: s.done, total: s.total ?? 0 })}</span>{' '}
          <progress value={s.done} max={Math.max(1, s.total ?? 0)} aria-label={t('backfillLabel')} />
        </>
      ) : null}
      {s?.state === 'done' ? (
        <span data-state="done">{t('backfillDone', { awarded: s.awarded, total: s.total ?? 0 })}</span>
      ) : null}
      {s?.state === 'failed' ? (
        <>
          <span data-state="failed">{t('backfillFailed')}</span>{' '}
          <Button size="sm" outline disabled={restarting} onClick={() => void restart()}>
            {t('backfillRetry')}
          </Button>
          {restartError ? <span className="sd-error">{restartError}</span> : null}
        </>
      ) : null}
    </div>
  );
}
