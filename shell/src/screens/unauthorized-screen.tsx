import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, isApiError, useAuth, usePageTitle } from '@seodang/sdk/web';

/** /unauthorized?type=not_channel_member: the visitor is not a member of this channel. */
export function UnauthorizedScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('unauthorized.title'));
  const [params] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const notMember = params.get('type') === 'not_channel_member';
  const [joinMessage, setJoinMessage] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const requestJoin = async () => {
    setJoining(true);
    try {
      const { result } = await api.post<{
        result: 'requested' | 'alreadyRequested' | 'alreadyInvited' | 'alreadyJoined';
      }>('/api/channel/join');
      setJoinMessage(t(`unauthorized.joinResult.${result}`));
    } catch (e) {
      setJoinMessage(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setJoining(false);
    }
  };
  return (
    <div className="sd-container sd-message" data-testid="unauthorized-screen">
      <span className="sd-message__icon" aria-hidden="true">
        ⚠
      </span>
      <h1>{t('unauthorized.title')}</h1>
      <p data-testid="unauthorized-message">
        {notMember ? t('unauthorized.notChannelMember') : t('unauthorized.generic')}
      </p>
      {joinMessage ? (
        <p role="status" data-testid="join-result">
          {joinMessage}
        </p>
      ) : null}
      <p className="sd-message__actions">
        <Link to="/" className="sd-btn sd-btn--secondary sd-btn--md">
          {t('unauthorized.home')}
        </Link>
        {isLoggedIn && notMember ? (
          <button
            type="button"
            className="sd-btn sd-btn--primary sd-btn--md"
            onClick={requestJoin}
            disabled={joining}
            data-testid="join-request"
          >
            {t('unauthorized.join')}
          </button>
        ) : null}
        {isLoggedIn ? (
          <Link to="/logout" className="sd-btn sd-btn--secondary sd-btn--md">
            {t('unauthorized.logout')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
