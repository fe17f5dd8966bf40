import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageInfo } from '@seodang/sdk/web';

/** Channel management's section (slot `admin.sections`): the way to the channel's members. */
export default function MembersSection() {
  const { t } = useTranslation('channel-admin');
  // Members belong to a channel; the public site's Channel management has none to show.
  if (!usePageInfo().isChannel) return null;
  return (
    <section className="sd-card" aria-labelledby="ca-members-section" data-testid="admin-members-section">
      <h2 id="ca-members-section">{t('section.heading')}</h2>
      <p>{t('section.lead')}</p>
      <Link to="/admin/members">{t('section.link')}</Link>
    </section>
  );
}
