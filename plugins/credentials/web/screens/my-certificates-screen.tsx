import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, isApiError, Loading, showToast, useFormat } from '@seodang/sdk/web';
import type { Certificate } from '../../common/index.ts';
import { credentialsApi } from '../api.ts';

const mineKey = ['credentials', 'mine'];

/** The state a learner reads at a glance: revoked, expired, or valid. */
function stateOf(certificate: Certificate): 'valid' | 'revoked' | 'expired' {
  if (certificate.revocation) return 'revoked';
  if (certificate.validUntil && Date.parse(certificate.validUntil) < Date.now()) return 'expired';
  return 'valid';
}

/** /learn/certificates: my certificates in this channel, each linking to its public page, with who may see it. */
export default function MyCertificatesScreen() {
  const { t } = useTranslation('credentials');
  const { formatDate } = useFormat();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: mineKey, queryFn: credentialsApi.mine });

  const toggle = async (certificate: Certificate) => {
    try {
      await credentialsApi.setVisibility(
        certificate.certId,
        certificate.visibility === 'public' ? 'private' : 'public',
      );
      await client.invalidateQueries({ queryKey: mineKey });
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    }
  };

  return (
    <div className="sd-container" data-testid="my-certificates-screen">
      <h1>{t('myCertificatesTitle')}</h1>
      {mine.isPending ? <Loading /> : null}
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data?.length === 0 ? <EmptyState>{t('noCertificates')}</EmptyState> : null}
      {mine.data?.length ? (
        <ul className="sd-list sd-card">
          {mine.data.map((certificate) => (
            <li key={certificate.certId} data-testid="my-certificate">
              <Link to={`/cert/${certificate.certId}`}>
                <strong>{certificate.title}</strong>
              </Link>{' '}
              <span className="sd-muted">
                {formatDate(certificate.issuedAt)} · {t(`state.${stateOf(certificate)}`)} ·{' '}
                {t(certificate.visibility === 'public' ? 'visibilityPublic' : 'visibilityPrivate')}
              </span>{' '}
              <label className="sd-check">
                <input
                  type="checkbox"
                  checked={certificate.visibility === 'public'}
                  onChange={() => void toggle(certificate)}
                  data-testid="visibility-toggle"
                />{' '}
                {t('showToEveryone')}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
