import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageInfo } from '@seodang/sdk/web';

/** Channel management's section (slot `admin.sections`): the way to the member sync screen. */
export default function SyncSection() {
  const { t } = useTranslation('member-sync');
  if (!usePageInfo().isChannel) return null;
  return (
    <section className="sd-card" aria-labelledby="ms-section" data-testid="admin-sync-section">
      <h2 id="ms-section">{t('section.heading')}</h2>
      <p>{t('section.lead')}</p>
      <Link to="/admin/sync">{t('section.link')}</Link>
    </section>
  );
}
