import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, pushAnalyticsEvent, showToast, usePageInfo } from '@seodang/sdk/web';
import { accountBatchSize, inviteCategoryOf, type IssuedCredential } from '../../common/accounts.ts';
import { accountApi } from '../account-api.ts';

/** tempUser: up to 25 temporary testers named prefix01, prefix02, …, deactivated after their days. */
export function TempUsersForm({ onIssued }: { onIssued: (credentials: IssuedCredential[]) => void }) {
  const { t } = useTranslation('channel-admin');
  const channelName = usePageInfo().channelData?.name ?? 'channel';
  const id = useId();
  const [count, setCount] = useState(5);
  const [prefix, setPrefix] = useState('tester');
  const [validDays, setValidDays] = useState(7);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const issued = await accountApi.createTemp({ count, prefix: prefix.trim(), validDays });
      showToast(t('accounts.created', { count: issued.length }));
      pushAnalyticsEvent({ event: 'invite', inviteCategory: inviteCategoryOf('temp'), channelName });
      onIssued(issued);
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sd-form" onSubmit={(e) => void submit(e)} data-testid="temp-users-form">
      <h3>{t('accounts.temp.heading')}</h3>
      <p>{t('accounts.temp.lead')}</p>
      <label htmlFor={`${id}-count`}>{t('accounts.temp.count')}</label>
      <input
        id={`${id}-count`}
        type="number"
        min={1}
        max={accountBatchSize}
        value={count}
        onChange={(e) => setCount(Math.min(accountBatchSize, Math.max(1, Number(e.target.value) || 1)))}
      />
      <label htmlFor={`${id}-prefix`}>{t('accounts.temp.prefix')}</label>
      <input
        id={`${id}-prefix`}
        value={prefix}
        maxLength={40}
        aria-describedby={`${id}-prefix-hint`}
        onChange={(e) => setPrefix(e.target.value)}
      />
      <p id={`${id}-prefix-hint`} className="sd-field__hint">
        {t('accounts.temp.prefixHint')}
      </p>
      <label htmlFor={`${id}-days`}>{t('accounts.temp.validDays')}</label>
      <input
        id={`${id}-days`}
        type="number"
        min={1}
        max={90}
        value={validDays}
        onChange={(e) => setValidDays(Math.min(90, Math.max(1, Number(e.target.value) || 1)))}
      />
      <Button type="submit" color="primary" loading={busy} data-testid="temp-users-submit">
        {t('accounts.temp.create')}
      </Button>
    </form>
  );
}
