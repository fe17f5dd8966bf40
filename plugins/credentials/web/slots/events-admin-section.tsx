import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** `/admin`'s certification events section: what they are, and the way to their screen. */
export default function EventsAdminSection() {
  const { t } = useTranslation('credentials');
  const titleId = useId();
  return (
    <section className="sd-card" aria-labelledby={titleId} data-testid="credentials-events-admin-section">
      <h2 id={titleId}>{t('eventsAdminTitle')}</h2>
      <p className="sd-muted">{t('eventsAdminIntro')}</p>
      <Link to="/admin/certification-events">{t('eventsAdminOpen')}</Link>
    </section>
  );
}
