import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, isApiError, showToast } from '@seodang/sdk/web';
import { useInvitationDays } from '../use-invitation-days.ts';
import { invitationApi, mailBatchSize, parseEmails } from '../invitation-api.ts';
import { initialMailLocale, MailLocaleSelect } from './mail-locale-select.tsx';

const invitableRoles = ['student', 'teacher', 'admin', 'supervisor'] as const;

/** The mail invitation form: a list of addresses sent in batches of 25, with role, group, language, expiry. */
export function MailInviteForm() {
  const { t, i18n } = useTranslation('channel-admin');
  const client = useQueryClient();
  const id = useId();
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState('student');
  const [group, setGroup] = useState('');
  const [locale, setLocale] = useState(initialMailLocale(i18n.language));
  const days = useInvitationDays();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = parseEmails(emails);
    if (!list.length) return;
    setBusy(true);
    setNotice(null);
    const skippedMessages: string[] = [];
    let invited = 0;
    try {
      for (let i = 0; i < list.length; i += mailBatchSize) {
        try {
          const result = await invitationApi.send({
            emails: list.slice(i, i + mailBatchSize),
            role,
            group: group.trim() || null,
            locale,
            validDays: days.sent,
          });
          invited += result.invited.length;
          if (result.message) skippedMessages.push(result.message);
        } catch (e) {
          if (isApiError(e, 'already_invited_or_registered')) skippedMessages.push(e.message);
          else throw e;
        }
      }
      if (invited) showToast(t('invitations.mail.sent', { count: invited }));
      setNotice(skippedMessages.length ? { kind: 'info', text: skippedMessages.join(' ') } : null);
      setEmails('');
    } catch (e) {
      setNotice({ kind: 'error', text: isApiError(e) ? e.message : t('common:error.unexpected') });
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: ['channel-admin', 'invitations'] });
    }
  };

  return (
    <form className="sd-card sd-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('invitations.mail.heading')}</h2>
      {notice && (
        <div
          className={`sd-alert sd-alert--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="invite-notice"
        >
          {notice.text}
        </div>
      )}
      <label htmlFor={`${id}-emails`}>{t('invitations.mail.emails')}</label>
      <textarea
        id={`${id}-emails`}
        rows={4}
        required
        value={emails}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setEmails(e.target.value)}
      />
      <p id={`${id}-hint`} className="sd-hint">
        {t('invitations.mail.emailsHint')}
      </p>
      <label htmlFor={`${id}-role`}>{t('invitations.mail.role')}</label>
      <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value)}>
        {invitableRoles.map((r) => (
          <option key={r} value={r}>
            {t(`invitations.roles.${r}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-group`}>{t('invitations.mail.group')}</label>
      <input id={`${id}-group`} maxLength={100} value={group} onChange={(e) => setGroup(e.target.value)} />
      <MailLocaleSelect
        id={`${id}-locale`}
        label={t('invitations.mail.locale')}
        value={locale}
        onChange={setLocale}
      />
      <label htmlFor={`${id}-days`}>{t('invitations.mail.validDays')}</label>
      <input
        id={`${id}-days`}
        type="number"
        min={1}
        max={365}
        value={days.shown}
        onChange={(e) => days.set(Number(e.target.value) || 1)}
      />
      <Button type="submit" color="primary" loading={busy}>
        {t('invitations.mail.send')}
      </Button>
    </form>
  );
}
