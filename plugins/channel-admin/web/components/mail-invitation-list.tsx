import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, isApiError, QueryList, showToast, useFormat } from '@seodang/sdk/web';
import { invitationApi, type MailInvitationView } from '../invitation-api.ts';
import { ResendFailedButton } from './resend-failed-button.tsx';

/**
 * The sent mail invitations with their state (sent, bounced, joined, expired), resend and cancel,
 * and "resend to failed" for every bounced one at once.
 */
export function MailInvitationList() {
  const { t } = useTranslation('channel-admin');
  const client = useQueryClient();
  const format = useFormat();
  const list = useQuery({
    queryKey: ['channel-admin', 'invitations', 'mail'],
    queryFn: invitationApi.listMail,
  });

  const run = async <T,>(action: () => Promise<T>, done: string | ((result: T) => string)) => {
    try {
      const result = await action();
      showToast(typeof done === 'string' ? done : done(result));
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    }
    void client.invalidateQueries({ queryKey: ['channel-admin', 'invitations'] });
  };
  const open = (i: MailInvitationView) =>
    i.state === 'sent' || i.state === 'bounced' || i.state === 'expired';
  const actions = (i: MailInvitationView) => (
    <>
      <Button
        size="sm"
        onClick={() =>
          void run(() => invitationApi.resend(i.id), t('invitations.mail.resent', { email: i.email }))
        }
      >
        {t('invitations.mail.resend')}
      </Button>{' '}
      <Button
        size="sm"
        color="danger"
        outline
        onClick={() =>
          void run(() => invitationApi.cancel(i.id), t('invitations.mail.cancelled', { email: i.email }))
        }
      >
        {t('invitations.mail.cancel')}
      </Button>
    </>
  );

  return (
    <section className="sd-card" aria-labelledby="ca-mail-list">
      <h2 id="ca-mail-list">{t('invitations.mail.list')}</h2>
      <ResendFailedButton
        count={list.data?.filter((i) => i.state === 'bounced').length ?? 0}
        onResend={() =>
          run(
            () => invitationApi.resendFailed(),
            (done) => t('invitations.mail.resentFailed', { count: done.resent }),
          )
        }
      />
      <QueryList query={list} rows={(d) => d} empty={t('invitations.mail.empty')}>
        {(rows) => (
          <DataTable
            testId="mail-invitations"
            caption={t('invitations.mail.list')}
            rows={rows}
            rowKey={(i) => i.id}
            columns={[
              { key: 'email', header: t('invitations.mail.email'), cell: (i) => i.email },
              {
                key: 'role',
                header: t('invitations.mail.role'),
                cell: (i) => t(`invitations.roles.${i.role}`),
              },
              {
                key: 'state',
                header: t('invitations.mail.state'),
                cell: (i) => t(`invitations.mail.states.${i.state}`),
              },
              {
                key: 'expires',
                header: t('invitations.mail.expires'),
                cell: (i) => format.formatDateTime(i.expiresAt),
              },
              { key: 'actions', header: t('invitations.mail.actions'), cell: (i) => open(i) && actions(i) },
            ]}
          />
        )}
      </QueryList>
    </section>
  );
}
