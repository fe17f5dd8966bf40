import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, usePageTitle } from '@seodang/sdk/web';
import { JoinRequestForm } from './join-request-form.tsx';

/** /unauthorized?type=not_channel_member: the visitor is not a member of this channel (and may ask to join). */
export function UnauthorizedScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('unauthorized.title'));
  const [params] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const notMember = params.get('type') === 'not_channel_member';
  return (
    <div className="sd-container sd-message" data-testid="unauthorized-screen">
      <span className="sd-message__icon" aria-hidden="true">
        ⚠
      </span>
      <h1>{t('unauthorized.title')}</h1>
      <p data-testid="unauthorized-message">
        {notMember ? t('unauthorized.notChannelMember') : t('unauthorized.generic')}
      </p>
      {isLoggedIn && notMember ? <JoinRequestForm /> : null}
      <p className="sd-message__actions">
        <Link to="/" className="sd-btn sd-btn--secondary sd-btn--md">
          {t('unauthorized.home')}
        </Link>
        {isLoggedIn ? (
          <Link to="/logout" className="sd-btn sd-btn--secondary sd-btn--md">
            {t('unauthorized.logout')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
