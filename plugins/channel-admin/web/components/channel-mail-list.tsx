import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, isApiError, Pagination, QueryList, showToast, useFormat } from '@seodang/sdk/web';
import { mailApi, mailStatuses, type ChannelMailView, type MailStatusName } from '../mail-api.ts';

const pageSize = 20;
const knownKinds = ['invitation', 'join-request', 'join-accepted'];

/**
 * The channel's mail with its delivery state and the SMTP server's reply; a failed or bounced
 * one can be sent again. The status filter and the page live in the address.
 */
export function ChannelMailList() {
  const { t } = useTranslation('channel-admin');
  const id = useId();
  const format = useFormat();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = mailStatuses.find((s) => s === params.get('status')) as MailStatusName | undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['channel-admin', 'mails', status ?? 'all', page],
    queryFn: () => mailApi.list({ status, page, limit: pageSize }),
  });
  const update = (changes: { status?: string; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if ('status' in changes) {
        if (changes.status) next.set('status', changes.status);
        else next.delete('status');
        next.delete('page');
      }
      if (changes.page) next.set('page', String(changes.page));
      return next;
    });

  const retry = async (mail: ChannelMailView) => {
    try {
      await mailApi.retry(mail.id);
      showToast(t('mail.retried', { to: mail.to }));
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    }
    void client.invalidateQueries({ queryKey: ['channel-admin', 'mails'] });
  };

  return (
    <section className="sd-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('mail.list')}</h2>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={`${id}-status`}>
          {t('mail.filter')}
        </label>
        <select
          id={`${id}-status`}
          data-testid="mail-status-filter"
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
        >
          <option value="">{t('mail.any')}</option>
          {mailStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`mail.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryList query={list} rows={(d) => d.list} empty={t('mail.empty')}>
        {(rows, data) => (
          <>
            <DataTable
              testId="channel-mails"
              caption={t('mail.list')}
              rows={rows}
              rowKey={(m) => m.id}
              columns={[
                { key: 'to', header: t('mail.to'), cell: (m) => m.to },
                { key: 'subject', header: t('mail.subject'), cell: (m) => m.subject },
                {
                  key: 'kind',
                  header: t('mail.kind'),
                  cell: (m) => t(`mail.kinds.${knownKinds.includes(m.kind) ? m.kind : 'other'}`),
                },
                {
                  key: 'status',
                  header: t('mail.status'),
                  cell: (m) => (
                    <>
                      {t(`mail.statuses.${m.status}`)}
                      <br />
                      <small>{t('mail.attempts', { count: m.attempts })}</small>
                    </>
                  ),
                },
                {
                  key: 'reply',
                  header: t('mail.reply'),
                  cell: (m) => (m.lastReply ? <code>{m.lastReply}</code> : null),
                },
                {
                  key: 'created',
                  header: t('mail.created'),
                  cell: (m) => format.formatDateTime(m.createdAt),
                },
                {
                  key: 'actions',
                  header: t('mail.actions'),
                  cell: (m) =>
                    m.status === 'failed' || m.status === 'bounced' ? (
                      <Button
                        size="sm"
                        onClick={() => void retry(m)}
                        aria-label={`${t('mail.retry')}: ${m.to}`}
                      >
                        {t('mail.retry')}
                      </Button>
                    ) : null,
                },
              ]}
            />
            <Pagination
              page={page}
              pageCount={Math.max(1, Math.ceil(data.totalCount / pageSize))}
              onChange={(p) => update({ page: p })}
            />
          </>
        )}
      </QueryList>
    </section>
  );
}
