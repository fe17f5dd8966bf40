import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageInfo } from '@seodang/sdk/web';

/** Channel management's section (slot `admin.sections`): the way to the channel's mail. */
export default function MailSection() {
  const { t } = useTranslation('channel-admin');
  if (!usePageInfo().isChannel) return null;
  return (
    <section className="sd-card" aria-labelledby="ca-mail-section" data-testid="admin-mail-section">
      <h2 id="ca-mail-section">{t('mail.section.heading')}</h2>
      <p>{t('mail.section.lead')}</p>
      <Link to="/admin/mail">{t('mail.section.link')}</Link>
    </section>
  );
}
