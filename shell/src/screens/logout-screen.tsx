import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Loading, usePageTitle } from '@seodang/sdk/web';

/** /logout: ends the session, then starts over on the main page. */
export function LogoutScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('logout.title'));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .post('/api/auth/logout')
      .catch(() => undefined)
      .finally(() => window.location.assign('/'));
  }, []);
  return (
    <div className="sd-container" data-testid="logout-screen">
      <Loading delay={0} label={t('logout.progress')} />
    </div>
  );
}
