import { useTranslation } from 'react-i18next';
import { EmptyState, usePageInfo } from '@seodang/sdk/web';
import { MailInviteForm } from '../components/mail-invite-form.tsx';
import { MailInvitationList } from '../components/mail-invitation-list.tsx';
import { InvitationLinks } from '../components/invitation-links.tsx';

/** `/admin/invitations` (the channel's admins): invite by mail, the sent invitations, and links. */
export default function InvitationsScreen() {
  const { t } = useTranslation('channel-admin');
  return (
    <div className="sd-container" data-testid="invitations-screen">
      <h1>{t('invitations.title')}</h1>
      {usePageInfo().isChannel ? (
        <>
          <MailInviteForm />
          <MailInvitationList />
          <InvitationLinks />
        </>
      ) : (
        <EmptyState>{t('notInChannel')}</EmptyState>
      )}
    </div>
  );
}
