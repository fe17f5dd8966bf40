import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@seodang/sdk/web';

interface ProviderButton {
  id: string;
  name: string | null;
  startUrl: string;
}

/** The codes a social sign-in comes back to /login with (`?oauthError=`). */
const knownErrors = new Set([
  'oauth_denied',
  'oauth_failed',
  'oauth_state_invalid',
  'oauth_email_unverified',
  'oauth_email_missing',
  'too_many_attempts',
]);

/** One button per configured provider (GET /api/auth/providers); none when none is configured. */
export function SocialSignInButtons({ next }: { next: string }) {
  const { t } = useTranslation('shell');
  const providers = useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => api.get<{ providers: ProviderButton[] }>('/api/auth/providers'),
    staleTime: 5 * 60_000,
  });
  const list = providers.data?.providers ?? [];
  if (!list.length) return null;
  return (
    <nav className="sd-social" aria-label={t('social.title')} data-testid="social-sign-in">
      <p className="sd-social__or">{t('social.or')}</p>
      {list.map((p) => (
        <a
          key={p.id}
          className={`sd-btn sd-btn--secondary sd-btn--md sd-btn--outline sd-btn--block sd-social__button sd-social__button--${p.id}`}
          href={`${p.startUrl}?next=${encodeURIComponent(next)}`}
          data-testid={`social-${p.id}`}
        >
          {t('social.continueWith', { provider: p.name ?? t(`social.provider.${p.id}`) })}
        </a>
      ))}
    </nav>
  );
}

/** Why a social sign-in came back without signing in, in the user's language. */
export function socialErrorText(code: string | null, t: (key: string) => string): string | null {
  if (!code) return null;
  return t(`social.error.${knownErrors.has(code) ? code : 'oauth_failed'}`);
}
