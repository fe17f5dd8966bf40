import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Channel management's section (slot `admin.sections`): the way to the channel's coupons. */
export default function AdminCouponsSection() {
  const { t } = useTranslation('commerce');
  return (
    <section className="sd-card" aria-labelledby="cm-admin-coupons" data-testid="admin-coupons-section">
      <h2 id="cm-admin-coupons">{t('manage.section.heading')}</h2>
      <p>{t('manage.section.lead')}</p>
      <Link to="/admin/coupons">{t('manage.section.link')}</Link>
    </section>
  );
}
