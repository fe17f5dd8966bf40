import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  isApiError,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  QueryList,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import type { CreatedAccountView, IssuedCredential } from '../../common/accounts.ts';
import { accountApi } from '../account-api.ts';

/** The query key of the made-accounts list (refreshed after each batch and reset). */
export const createdAccountsKey = ['channel-admin', 'created-accounts'];

/** The accounts this channel made and its testers, with a confirmed reset of each one's credential. */
export function CreatedAccountsList({ onIssued }: { onIssued: (credentials: IssuedCredential[]) => void }) {
  const { t } = useTranslation('channel-admin');
  const format = useFormat();
  const list = useQuery({ queryKey: createdAccountsKey, queryFn: accountApi.list });
  const [asking, setAsking] = useState<CreatedAccountView | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = async (account: CreatedAccountView) => {
    setBusy(true);
    try {
      onIssued([await accountApi.reset(account.id)]);
      setAsking(null);
      void list.refetch();
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h3>{t('accounts.list.heading')}</h3>
      <QueryList query={list} rows={(d) => d} empty={t('accounts.list.empty')}>
        {(rows) => (
          <DataTable
            testId="created-accounts"
            caption={t('accounts.list.heading')}
            rows={rows}
            rowKey={(a) => a.id}
            columns={[
              { key: 'userId', header: t('accounts.list.userId'), cell: (a) => a.userId },
              { key: 'name', header: t('accounts.list.name'), cell: (a) => a.name },
              { key: 'kind', header: t('accounts.list.kind'), cell: (a) => t(`accounts.kinds.${a.kind}`) },
              {
                key: 'state',
                header: t('accounts.list.state'),
                cell: (a) => t(`accounts.list.states.${a.state}`),
              },
              {
                key: 'expires',
                header: t('accounts.list.expires'),
                cell: (a) => (a.expiresAt ? format.formatDateTime(a.expiresAt) : ''),
              },
              {
                key: 'created',
                header: t('accounts.list.created'),
                cell: (a) => format.formatDate(a.createdAt),
              },
              {
                key: 'actions',
                header: t('accounts.list.actions'),
                cell: (a) =>
                  a.state === 'active' ? (
                    <Button size="sm" outline onClick={() => setAsking(a)}>
                      {t(a.kind === 'picture' ? 'accounts.list.resetPicture' : 'accounts.list.reset')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryList>
      {asking ? (
        <Modal open onClose={() => setAsking(null)} testId="reset-confirm">
          <ModalHeader>
            {t('accounts.reset.title', { name: `${asking.name} (${asking.userId})` })}
          </ModalHeader>
          <ModalBody>
            <p>{t('accounts.reset.body')}</p>
          </ModalBody>
          <ModalFooter>
            <Button outline onClick={() => setAsking(null)}>
              {t('accounts.reset.cancel')}
            </Button>
            <Button color="danger" loading={busy} onClick={() => void reset(asking)}>
              {t('accounts.reset.ok')}
            </Button>
          </ModalFooter>
        </Modal>
      ) : null}
    </>
  );
}
