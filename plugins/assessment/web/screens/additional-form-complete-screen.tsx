import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The completion page of the additional form. */
export function AdditionalFormCompleteScreen() {
  const { t } = useTranslation('assessment');
  const { sequence, url_slug: slug } = useParams();
  return (
    <div className="sd-container sd-card"><h1>{t('form.complete')}</h1><Link to={`/assessment/${sequence}/${slug}`}>{t('form.back')}</Link></div>
  );
}

export default AdditionalFormCompleteScreen;
