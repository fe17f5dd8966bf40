import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, pushAnalyticsEvent, showToast, useMessage, usePageInfo } from '@seodang/sdk/web';
import { accountMessages } from '../../common/account-messages.ts';
import { accountBatchSize, inviteCategoryOf, type IssuedCredential } from '../../common/accounts.ts';
import { accountApi } from '../account-api.ts';
import { batches, parseAccountLines, type LineError } from '../account-lines.ts';

const catalogues = [accountMessages];

/**
 * createAccountAuth / createAccountPicture: a box of "login ID, name, group" lines, sent 25 a
 * request; the credentials of every batch made go to the sheet, even when a later batch fails.
 */
export function CreateAccountsForm({ onIssued }: { onIssued: (credentials: IssuedCredential[]) => void }) {
  const { t } = useTranslation('channel-admin');
  const message = useMessage(catalogues);
  const channelName = usePageInfo().channelData?.name ?? 'channel';
  const id = useId();
  const [kind, setKind] = useState<'auth' | 'picture'>('picture');
  const [role, setRole] = useState<'student' | 'teacher'>('student');
  const [text, setText] = useState('');
  const [lineErrors, setLineErrors] = useState<LineError[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { accounts, errors } = parseAccountLines(text);
    setLineErrors(errors);
    if (errors.length || !accounts.length) return;
    setBusy(true);
    const issued: IssuedCredential[] = [];
    try {
      for (const batch of batches(accounts, accountBatchSize))
        issued.push(...(await accountApi.create({ kind, role, accounts: batch })));
      setText('');
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    } finally {
      setBusy(false);
    }
    if (issued.length) {
      showToast(t('accounts.created', { count: issued.length }));
      pushAnalyticsEvent({ event: 'invite', inviteCategory: inviteCategoryOf(kind), channelName });
      onIssued(issued);
    }
  };

  return (
    <form className="sd-form" onSubmit={(e) => void submit(e)} data-testid="create-accounts-form">
      <fieldset>
        <legend>{t('accounts.kind')}</legend>
        {(['picture', 'auth'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />{' '}
            {t(`accounts.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-role`}>{t('accounts.role')}</label>
      <select
        id={`${id}-role`}
        value={role}
        onChange={(e) => setRole(e.target.value as 'student' | 'teacher')}
      >
        {(['student', 'teacher'] as const).map((r) => (
          <option key={r} value={r}>
            {t(`accounts.roles.${r}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-rows`}>{t('accounts.rows')}</label>
      <textarea
        id={`${id}-rows`}
        rows={6}
        value={text}
        aria-describedby={`${id}-hint ${id}-errors`}
        aria-invalid={lineErrors.length > 0 || undefined}
        onChange={(e) => setText(e.target.value)}
        data-testid="create-accounts-rows"
      />
      <p id={`${id}-hint`} className="sd-field__hint">
        {t('accounts.rowsHint')}
      </p>
      <ul id={`${id}-errors`} className="sd-field__error" role="alert">
        {lineErrors.map((e) => (
          <li key={e.line}>{t('accounts.rowsError', { line: e.line, message: message(e.messageKey) })}</li>
        ))}
      </ul>
      <Button type="submit" color="primary" loading={busy} data-testid="create-accounts-submit">
        {t('accounts.create')}
      </Button>
    </form>
  );
}
