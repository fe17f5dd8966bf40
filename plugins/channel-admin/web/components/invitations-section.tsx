import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageInfo } from '@seodang/sdk/web';

/** Channel management's section (slot `admin.sections`): the way to the channel's invitations. */
export default function InvitationsSection() {
  const { t } = useTranslation('channel-admin');
  if (!usePageInfo().isChannel) return null;
  return (
    <section
      className="sd-card"
      aria-labelledby="ca-invitations-section"
      data-testid="admin-invitations-section"
    >
      <h2 id="ca-invitations-section">{t('invitations.section.heading')}</h2>
      <p>{t('invitations.section.lead')}</p>
      <Link to="/admin/invitations">{t('invitations.section.link')}</Link>
    </section>
  );
}
