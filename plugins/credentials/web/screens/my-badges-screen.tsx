import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { badgePngUrl, credentialsApi } from '../api.ts';

/** The achievement's sanitised SVG as an image source (never inlined into the page). */
const imageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** /learn/badges: my badges in this channel, each with its page (verified like a certificate) and its baked PNG. */
export default function MyBadgesScreen() {
  const { t } = useTranslation('credentials');
  const { formatDate } = useFormat();
  const mine = useQuery({ queryKey: ['credentials', 'badges'], queryFn: credentialsApi.badges });

  return (
    <div className="sd-container" data-testid="my-badges-screen">
      <h1>{t('myBadgesTitle')}</h1>
      {mine.isPending ? <Loading /> : null}
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data?.length === 0 ? <EmptyState>{t('noBadges')}</EmptyState> : null}
      {mine.data?.length ? (
        <ul className="sd-list sd-card">
          {mine.data.map((badge) => (
            <li key={badge.certId} data-testid="my-badge">
              <img src={imageSrc(badge.image)} alt={badge.name} width={64} height={64} />{' '}
              <strong>{badge.name}</strong>{' '}
              <span className="sd-muted">
                {formatDate(badge.issuedAt)}
                {badge.revoked ? ` · ${t('badgeRevoked')}` : ''}
              </span>
              <p>{badge.description}</p>
              <Link to={`/cert/${badge.certId}`}>{t('badgePage')}</Link>{' '}
              <a href={badgePngUrl(badge.certId)} download title={t('badgePngHelp')}>
                {t('badgePng')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
