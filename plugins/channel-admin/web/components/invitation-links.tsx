import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, isApiError, QueryList, showToast, useFormat } from '@seodang/sdk/web';
import { useInvitationDays } from '../use-invitation-days.ts';
import { invitationApi } from '../invitation-api.ts';

/** Invitation links: create one (single or multi use, seat cap, role, expiry), copy it once, revoke. */
export function InvitationLinks() {
  const { t } = useTranslation('channel-admin');
  const client = useQueryClient();
  const format = useFormat();
  const id = useId();
  const list = useQuery({
    queryKey: ['channel-admin', 'invitations', 'links'],
    queryFn: invitationApi.listLinks,
  });
  const [role, setRole] = useState('student');
  const [multi, setMulti] = useState(false);
  const [cap, setCap] = useState('');
  const days = useInvitationDays();
  const [created, setCreated] = useState<string | null>(null);
  const refresh = () =>
    void client.invalidateQueries({ queryKey: ['channel-admin', 'invitations', 'links'] });
  const failed = (e: unknown) =>
    showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const maxUses = multi ? (cap ? Number(cap) : null) : 1;
      setCreated((await invitationApi.createLink({ role, maxUses, validDays: days.sent })).url);
      refresh();
    } catch (e) {
      failed(e);
    }
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    showToast(t('invitations.links.copied'));
  };
  const revoke = async (linkId: number) => {
    try {
      await invitationApi.revokeLink(linkId);
      showToast(t('invitations.links.revoked'));
      refresh();
    } catch (e) {
      failed(e);
    }
  };

  return (
    <section className="sd-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('invitations.links.heading')}</h2>
      <form className="sd-form" onSubmit={(e) => void create(e)}>
        <label htmlFor={`${id}-role`}>{t('invitations.mail.role')}</label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value)}>
          {(['student', 'teacher'] as const).map((r) => (
            <option key={r} value={r}>
              {t(`invitations.roles.${r}`)}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>{t('invitations.links.maxUses')}</legend>
          <label>
            <input type="radio" name={`${id}-uses`} checked={!multi} onChange={() => setMulti(false)} />{' '}
            {t('invitations.links.single')}
          </label>{' '}
          <label>
            <input type="radio" name={`${id}-uses`} checked={multi} onChange={() => setMulti(true)} />{' '}
            {t('invitations.links.multi')}
          </label>
        </fieldset>
        {multi && (
          <>
            <label htmlFor={`${id}-cap`}>{t('invitations.links.seatCap')}</label>
            <input
              id={`${id}-cap`}
              type="number"
              min={1}
              value={cap}
              onChange={(e) => setCap(e.target.value)}
            />
          </>
        )}
        <label htmlFor={`${id}-days`}>{t('invitations.mail.validDays')}</label>
        <input
          id={`${id}-days`}
          type="number"
          min={1}
          max={365}
          value={days.shown}
          onChange={(e) => days.set(Number(e.target.value) || 1)}
        />
        <Button type="submit" color="primary">
          {t('invitations.links.create')}
        </Button>
      </form>
      {created && (
        <div className="sd-alert sd-alert--info" role="status">
          <p>{t('invitations.links.created')}</p>
          <code data-testid="created-link">{created}</code>{' '}
          <Button size="sm" onClick={() => void copy(created)}>
            {t('invitations.links.copy')}
          </Button>
        </div>
      )}
      <QueryList query={list} rows={(d) => d} empty={t('invitations.links.empty')}>
        {(rows) => (
          <DataTable
            testId="invitation-links"
            caption={t('invitations.links.heading')}
            rows={rows}
            rowKey={(l) => l.id}
            columns={[
              {
                key: 'role',
                header: t('invitations.mail.role'),
                cell: (l) => t(`invitations.roles.${l.role}`),
              },
              {
                key: 'uses',
                header: t('invitations.links.uses'),
                cell: (l) => `${l.uses} / ${l.maxUses ?? t('invitations.links.unlimited')}`,
              },
              {
                key: 'state',
                header: t('invitations.mail.state'),
                cell: (l) => t(`invitations.links.states.${l.state}`),
              },
              {
                key: 'expires',
                header: t('invitations.mail.expires'),
                cell: (l) => format.formatDateTime(l.expiresAt),
              },
              {
                key: 'actions',
                header: t('invitations.mail.actions'),
                cell: (l) =>
                  l.state === 'active' && (
                    <Button size="sm" color="danger" outline onClick={() => void revoke(l.id)}>
                      {t('invitations.links.revoke')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryList>
    </section>
  );
}
