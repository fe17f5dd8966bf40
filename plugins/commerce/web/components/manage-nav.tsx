import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Links between a teacher's coupon and bundle screens. */
export function ManageNav({ current }: { current: 'coupons' | 'bundles' }) {
  const { t } = useTranslation('commerce');
  return (
    <nav className="cm-manage__nav" aria-label={t('manage.nav.label')}>
      <NavLink to="/teach/coupons" aria-current={current === 'coupons' ? 'page' : undefined}>
        {t('manage.nav.coupons')}
      </NavLink>
      <NavLink to="/teach/bundles" aria-current={current === 'bundles' ? 'page' : undefined}>
        {t('manage.nav.bundles')}
      </NavLink>
    </nav>
  );
}
