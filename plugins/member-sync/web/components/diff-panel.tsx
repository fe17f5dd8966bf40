import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  EmptyState,
  isApiError,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  showToast,
  type DataColumn,
} from '@seodang/sdk/web';
import type { SyncChange, SyncRunDetail } from '../../common/index.ts';
import { syncApi } from '../api.ts';

/** The diff of a waiting run, and applying it after a confirmation that names the counts. */
export function DiffPanel({ run }: { run: SyncRunDetail }) {
  const { t } = useTranslation('member-sync');
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const apply = useMutation({
    mutationFn: () => syncApi.apply(run.index),
    onSuccess: async () => {
      setConfirming(false);
      showToast(t('diff.applied'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['member-sync'] });
    },
    onError: (e) => {
      setConfirming(false);
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    },
  });
  const columns: DataColumn<SyncChange>[] = [
    {
      key: 'kind',
      header: t('diff.kind'),
      cell: (c) => <span className={`ms-kind ms-kind--${c.kind}`}>{t(`kind.${c.kind}`)}</span>,
    },
    { key: 'name', header: t('diff.name'), cell: (c) => c.name },
    { key: 'email', header: t('diff.email'), cell: (c) => c.email },
    {
      key: 'department',
      header: t('diff.department'),
      cell: (c) =>
        c.before && c.before.department !== c.department && c.kind !== 'deactivate'
          ? `${c.before.department ?? '—'} → ${c.department ?? '—'}`
          : (c.department ?? '—'),
    },
  ];
  const counts = t('diff.counts', run.counts);
  return (
    <section className="sd-card" aria-labelledby="ms-diff" data-testid="sync-diff">
      <h2 id="ms-diff">{t('diff.heading')}</h2>
      {run.status === 'review' ? (
        <div className="ms-review" role="status">
          {t('diff.review', { count: run.counts.deactivate, members: run.memberCount })}
        </div>
      ) : null}
      <p aria-live="polite">{counts}</p>
      {run.changes.length ? (
        <DataTable
          rows={run.changes}
          columns={columns}
          rowKey={(c) => `${c.kind}-${c.externalId}`}
          caption={t('diff.heading')}
          testId="sync-diff-table"
          rowTestId="sync-diff-row"
        />
      ) : (
        <EmptyState>{t('diff.none')}</EmptyState>
      )}
      {run.changes.length ? (
        <Button color="primary" onClick={() => setConfirming(true)} data-testid="sync-apply">
          {t('diff.apply')}
        </Button>
      ) : null}
      <Modal open={confirming} onClose={() => setConfirming(false)} testId="sync-apply-confirm">
        <ModalHeader>{t('diff.confirmTitle')}</ModalHeader>
        <ModalBody>
          <p>{t('diff.confirmBody', run.counts)}</p>
        </ModalBody>
        <ModalFooter>
          <Button outline onClick={() => setConfirming(false)}>
            {t('diff.cancel')}
          </Button>
          <Button
            color={run.counts.deactivate ? 'danger' : 'primary'}
            loading={apply.isPending}
            onClick={() => apply.mutate()}
            data-testid="sync-apply-ok"
          >
            {t('diff.apply')}
          </Button>
        </ModalFooter>
      </Modal>
    </section>
  );
}
