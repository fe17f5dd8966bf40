import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, isApiError, QueryList, showToast, useFormat } from '@seodang/sdk/web';
import { invitationApi, type MailInvitationView } from '../invitation-api.ts';

/** The sent mail invitations with their state (sent, bounced, joined, expired), resend and cancel. */
export function MailInvitationList() {
  const { t } = useTranslation('channel-admin');
  const client = useQueryClient();
  const format = useFormat();
  const list = useQuery({
    queryKey: ['channel-admin', 'invitations', 'mail'],
    queryFn: invitationApi.listMail,
  });

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast(done);
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    }
    void client.invalidateQueries({ queryKey: ['channel-admin', 'invitations'] });
  };
  const open = (i: MailInvitationView) =>
    i.state === 'sent' || i.state === 'bounced' || i.state === 'expired';

  return (
    <section className="sd-card" aria-labelledby="ca-mail-list">
      <h2 id="ca-mail-list">{t('invitations.mail.list')}</h2>
      <QueryList query={list} rows={(d) => d} empty={t('invitations.mail.empty')}>
        {(rows) => (
          <table className="sd-table" data-testid="mail-invitations">
            <thead>
              <tr>
                <th scope="col">{t('invitations.mail.email')}</th>
                <th scope="col">{t('invitations.mail.role')}</th>
                <th scope="col">{t('invitations.mail.state')}</th>
                <th scope="col">{t('invitations.mail.expires')}</th>
                <th scope="col">{t('invitations.mail.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((i) => (
                <tr key={i.id}>
                  <td>{i.email}</td>
                  <td>{t(`invitations.roles.${i.role}`)}</td>
                  <td>{t(`invitations.mail.states.${i.state}`)}</td>
                  <td>{format.formatDateTime(i.expiresAt)}</td>
                  <td>
                    {open(i) && (
                      <>
                        <Button
                          size="sm"
                          onClick={() =>
                            void run(
                              () => invitationApi.resend(i.id),
                              t('invitations.mail.resent', { email: i.email }),
                            )
                          }
                        >
                          {t('invitations.mail.resend')}
                        </Button>{' '}
                        <Button
                          size="sm"
                          color="danger"
                          outline
                          onClick={() =>
                            void run(
                              () => invitationApi.cancel(i.id),
                              t('invitations.mail.cancelled', { email: i.email }),
                            )
                          }
                        >
                          {t('invitations.mail.cancel')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryList>
    </section>
  );
}
