import { useTranslation } from 'react-i18next';
import { EmptyState, usePageInfo } from '@seodang/sdk/web';
import { ChannelMailList } from '../components/channel-mail-list.tsx';

/** `/admin/mail` (the channel's admins): the mail the channel sent, its delivery, and retries. */
export default function MailScreen() {
  const { t } = useTranslation('channel-admin');
  return (
    <div className="sd-container" data-testid="mail-screen">
      <h1>{t('mail.title')}</h1>
      {usePageInfo().isChannel ? (
        <>
          <p>{t('mail.lead')}</p>
          <ChannelMailList />
        </>
      ) : (
        <EmptyState>{t('notInChannel')}</EmptyState>
      )}
    </div>
  );
}
