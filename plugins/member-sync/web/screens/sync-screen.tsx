import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  showToast,
  usePageInfo,
} from '@seodang/sdk/web';
import { ConfigForm } from '../components/config-form.tsx';
import { DiffPanel } from '../components/diff-panel.tsx';
import { RunHistory } from '../components/run-history.tsx';
import { syncApi, syncKeys } from '../api.ts';
import '../components/sync.css';

/** `/admin/sync` (the channel's admins): directory settings, a diff to apply, and the run history. */
export default function SyncScreen() {
  const { t } = useTranslation('member-sync');
  const isChannel = usePageInfo().isChannel;
  const client = useQueryClient();
  const config = useQuery({ queryKey: syncKeys.config, queryFn: syncApi.config, enabled: isChannel });
  const runs = useQuery({ queryKey: syncKeys.runs, queryFn: syncApi.runs, enabled: isChannel });
  const waiting = runs.data?.find((r) => r.status === 'preview' || r.status === 'review');
  const diff = useQuery({
    queryKey: syncKeys.run(waiting?.index ?? 0),
    queryFn: () => syncApi.run(waiting!.index),
    enabled: !!waiting,
  });
  const preview = useMutation({
    mutationFn: syncApi.preview,
    onSettled: () => client.invalidateQueries({ queryKey: ['member-sync'] }),
    onError: (e) => showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' }),
  });

  if (!isChannel)
    return (
      <div className="sd-container">
        <h1>{t('title')}</h1>
        <EmptyState>{t('notInChannel')}</EmptyState>
      </div>
    );
  return (
    <div className="sd-container" data-testid="sync-screen">
      <h1>{t('title')}</h1>
      <p className="sd-muted">{t('intro')}</p>
      {config.isPending ? <Loading /> : null}
      {config.isError ? <ErrorState error={config.error} onRetry={() => void config.refetch()} /> : null}
      {config.isSuccess ? <ConfigForm key={config.data?.updatedAt ?? 'new'} config={config.data} /> : null}
      {config.data?.hasToken ? (
        <div className="ms-preview">
          <Button
            color="primary"
            loading={preview.isPending}
            onClick={() => preview.mutate()}
            data-testid="sync-preview"
          >
            {t('diff.preview')}
          </Button>
        </div>
      ) : null}
      {diff.data ? <DiffPanel key={diff.data.index} run={diff.data} /> : null}
      {runs.data ? <RunHistory runs={runs.data} /> : null}
    </div>
  );
}
