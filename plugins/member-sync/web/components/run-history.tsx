import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, useFormat, type DataColumn } from '@seodang/sdk/web';
import type { SyncRun } from '../../common/index.ts';

/** The channel's sync runs, newest first: when, how, what it changed or why it failed. */
export function RunHistory({ runs }: { runs: SyncRun[] }) {
  const { t } = useTranslation('member-sync');
  const { formatDateTime } = useFormat();
  const columns: DataColumn<SyncRun>[] = [
    { key: 'at', header: t('runs.at'), cell: (r) => formatDateTime(r.appliedAt ?? r.createdAt) },
    { key: 'trigger', header: t('runs.trigger'), cell: (r) => t(`trigger.${r.trigger}`) },
    { key: 'status', header: t('runs.status'), cell: (r) => t(`status.${r.status}`) },
    {
      key: 'result',
      header: t('runs.result'),
      cell: (r) =>
        r.reason ? t(`reason.${r.reason}`, { retryAfter: r.retryAfter ?? '?' }) : t('diff.counts', r.counts),
    },
  ];
  return (
    <section className="sd-card" aria-labelledby="ms-runs" data-testid="sync-runs">
      <h2 id="ms-runs">{t('runs.heading')}</h2>
      {runs.length ? (
        <DataTable
          rows={runs}
          columns={columns}
          rowKey={(r) => r.index}
          caption={t('runs.heading')}
          rowTestId="sync-run"
        />
      ) : (
        <EmptyState>{t('runs.empty')}</EmptyState>
      )}
    </section>
  );
}
