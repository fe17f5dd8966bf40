import { useTranslation } from 'react-i18next';
import { EmptyState, usePageInfo } from '@seodang/sdk/web';
import { MailInviteForm } from '../components/mail-invite-form.tsx';
import { MailInvitationList } from '../components/mail-invitation-list.tsx';
import { InvitationLinks } from '../components/invitation-links.tsx';
import { CreatedAccountsSection } from '../components/created-accounts-section.tsx';
import { ImportSection } from '../components/import-section.tsx';

/** `/admin/invitations` (the channel's admins): invite by mail or from a CSV file, the sent invitations, and links. */
export default function InvitationsScreen() {
  const { t } = useTranslation('channel-admin');
  return (
    <div className="sd-container" data-testid="invitations-screen">
      <h1>{t('invitations.title')}</h1>
      {usePageInfo().isChannel ? (
        <>
          <MailInviteForm />
          <ImportSection />
          <MailInvitationList />
          <InvitationLinks />
          <CreatedAccountsSection />
        </>
      ) : (
        <EmptyState>{t('notInChannel')}</EmptyState>
      )}
    </div>
  );
}
