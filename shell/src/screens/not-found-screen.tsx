import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@seodang/sdk/web';

/** Any path nobody claims. */
export function NotFoundScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('notFound.title'));
  return (
    <div className="sd-container sd-message" data-testid="not-found-screen">
      <p className="sd-message__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="sd-btn sd-btn--primary sd-btn--md">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
