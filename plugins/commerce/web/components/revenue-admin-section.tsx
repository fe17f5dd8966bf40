import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRevenueTexts } from '../revenue-texts.ts';

/** Channel management's link to revenue and settlement (slot `admin.sections`). */
export default function RevenueAdminSection() {
  const { t } = useTranslation('commerce');
  if (!useRevenueTexts()) return null;
  return (
    <section className="sd-card" aria-labelledby="commerce-revenue-admin" data-testid="admin-revenue-section">
      <h2 id="commerce-revenue-admin">{t('revenue.adminSection.heading')}</h2>
      <p>{t('revenue.adminSection.body')}</p>
      <Link to="/admin/revenue">{t('revenue.adminSection.link')}</Link>
    </section>
  );
}
