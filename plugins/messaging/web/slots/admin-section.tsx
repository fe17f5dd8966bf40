import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/admin`'s messaging section: the way to the templates, sending and the history. */
export default function AdminMessagingSection() {
  const { t } = useTranslation('messaging');
  const titleId = useId();
  return (
    <section className="sd-card" aria-labelledby={titleId} data-testid="message-admin-section">
      <h2 id={titleId}>{t('title')}</h2>
      <p className="sd-muted">{t('intro')}</p>
      <Link to="/teach/message">{t('entry.open')}</Link>
    </section>
  );
}
