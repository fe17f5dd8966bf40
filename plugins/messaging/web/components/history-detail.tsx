import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  ErrorState,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  isApiError,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import type { HistoryRecipient } from '../../common/index.ts';
import { messagingApi } from '../api.ts';

/** One send: its message and each recipient's state, with a resend of the failed and bounced. */
export function HistoryDetailModal({ sequence, onClose }: { sequence: number; onClose: () => void }) {
  const { t } = useTranslation('messaging');
  const { formatDateTime } = useFormat();
  const client = useQueryClient();
  const key = ['messaging', 'history', 'detail', sequence];
  const query = useQuery({ queryKey: key, queryFn: () => messagingApi.detail(sequence) });
  const detail = query.data;
  const again = detail ? detail.states.failed + detail.states.bounced : 0;

  const onResend = async () => {
    try {
      const count = await messagingApi.resend(sequence);
      showToast(t('detail.resent', { count }), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['messaging', 'history'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };

  return (
    <Modal open onClose={onClose} size="lg" testId="message-history-detail">
      <ModalHeader>{detail?.headline ?? t('detail.heading')}</ModalHeader>
      <ModalBody>
        {query.isPending ? <Loading /> : null}
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
        {detail ? (
          <>
            {/* Stored sanitised by the server's SDK sanitiser. */}
            <div className="msg-copy" dangerouslySetInnerHTML={{ __html: detail.message }} />
            <h3>{t('detail.heading')}</h3>
            <DataTable<HistoryRecipient>
              rows={detail.recipients}
              rowKey={(r) => r.userId}
              caption={t('detail.heading')}
              rowTestId="message-recipient-row"
              columns={[
                { key: 'name', header: t('detail.name'), cell: (r) => r.name },
                {
                  key: 'state',
                  header: t('detail.state'),
                  cell: (r) => t(`state.${r.state}`),
                  testId: 'message-recipient-state',
                },
                {
                  key: 'readAt',
                  header: t('detail.readAt'),
                  cell: (r) => (r.readAt ? formatDateTime(r.readAt) : '—'),
                },
                ...(detail.type === 'mail'
                  ? [
                      {
                        key: 'reply',
                        header: t('detail.reply'),
                        cell: (r: HistoryRecipient) => r.reply ?? '—',
                      },
                    ]
                  : []),
              ]}
            />
          </>
        ) : null}
      </ModalBody>
      <ModalFooter>
        {again > 0 ? (
          <Button color="primary" onClick={() => void onResend()} data-testid="message-resend">
            {t('detail.resend')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </ModalFooter>
    </Modal>
  );
}
