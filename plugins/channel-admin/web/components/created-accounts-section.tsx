import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { IssuedCredential } from '../../common/accounts.ts';
import { CreateAccountsForm } from './create-accounts-form.tsx';
import { TempUsersForm } from './temp-users-form.tsx';
import { CreatedAccountsList, createdAccountsKey } from './created-accounts-list.tsx';
import { CredentialSheet } from './credential-sheet.tsx';

/**
 * /admin/invitations' "Create accounts": accounts with a password or a picture password, temporary
 * testers, the accounts made, and the sheet that shows new credentials once (held only in memory).
 */
export function CreatedAccountsSection() {
  const { t } = useTranslation('channel-admin');
  const client = useQueryClient();
  const id = useId();
  const [issued, setIssued] = useState<IssuedCredential[] | null>(null);
  const show = (credentials: IssuedCredential[]) => {
    setIssued(credentials);
    void client.invalidateQueries({ queryKey: createdAccountsKey });
  };
  return (
    <section className="sd-card" aria-labelledby={`${id}-h`} data-testid="created-accounts-section">
      <h2 id={`${id}-h`}>{t('accounts.heading')}</h2>
      <p>{t('accounts.lead')}</p>
      <CreateAccountsForm onIssued={show} />
      <TempUsersForm onIssued={show} />
      <CreatedAccountsList />
      <CredentialSheet credentials={issued} onClose={() => setIssued(null)} />
    </section>
  );
}
