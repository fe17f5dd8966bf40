import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataTable, QueryList, useFormat } from '@seodang/sdk/web';
import { accountApi } from '../account-api.ts';
import { ResetCredentialButton } from './reset-credential-button.tsx';

/** The query key of the made-accounts list (refreshed after each batch and reset). */
export const createdAccountsKey = ['channel-admin', 'created-accounts'];

/** The accounts this channel made and its testers, each active one with a confirmed reset. */
export function CreatedAccountsList() {
  const { t } = useTranslation('channel-admin');
  const format = useFormat();
  const list = useQuery({ queryKey: createdAccountsKey, queryFn: accountApi.list });
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
                    <ResetCredentialButton
                      account={{ id: a.id, name: a.name, loginId: a.userId }}
                      picture={a.kind === 'picture'}
                      onReset={() => void list.refetch()}
                    />
                  ) : null,
              },
            ]}
          />
        )}
      </QueryList>
    </>
  );
}
