import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Channel management's section (slot `admin.sections`): the way to the channel's refunds and payments. */
export default function AdminRefundsSection() {
  const { t } = useTranslation('commerce');
  return (
    <section className="sd-card" aria-labelledby="cm-admin-refunds" data-testid="admin-refunds-section">
      <h2 id="cm-admin-refunds">{t('refunds.section.heading')}</h2>
      <p>{t('refunds.section.lead')}</p>
      <Link to="/admin/refunds">{t('refunds.section.link')}</Link>
    </section>
  );
}
