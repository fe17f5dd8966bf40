import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorState, Loading, showToast, useFormat } from '@seodang/sdk/web';
import { credentialsApi, credentialUrl, pdfUrl } from '../api.ts';
import { VerifyForm } from '../components/verify-form.tsx';
import { VerifyResult } from '../components/verify-result.tsx';

/**
 * /cert/{certId}: a certificate as anyone sees it, no login needed: what it says, each check and
 * one state, the link to copy and the credential to download; a private one shows only that it
 * exists. Below, anyone pastes or drops a credential they were handed.
 */
export default function CertificateScreen() {
  const { certId = '' } = useParams();
  const { t } = useTranslation('credentials');
  const { formatDate } = useFormat();
  const page = useQuery({
    queryKey: ['credentials', 'cert', certId],
    queryFn: () => credentialsApi.certificate(certId),
  });

  const copyLink = async () => {
    await navigator.clipboard.writeText(window.location.href);
    showToast(t('linkCopied'), { type: 'success' });
  };

  return (
    <div className="sd-container" data-testid="certificate-screen">
      <h1>{t('certificateTitle')}</h1>
      {page.isPending ? <Loading /> : null}
      {page.isError ? <ErrorState error={page.error} onRetry={() => void page.refetch()} /> : null}
      {page.data?.restricted ? (
        <section className="sd-card" data-testid="certificate-private">
          <p>{t('privateExists', { certId: page.data.certId })}</p>
        </section>
      ) : null}
      {page.data && !page.data.restricted ? (
        <>
          <section className="sd-card" data-testid="certificate-card">
            <h2>{page.data.title}</h2>
            <dl>
              <dt>{t('holder')}</dt>
              <dd data-testid="certificate-holder">{page.data.holderName}</dd>
              <dt>{t('issuer')}</dt>
              <dd>{page.data.issuerName}</dd>
              <dt>{t('issuedAt')}</dt>
              <dd>{formatDate(page.data.issuedAt)}</dd>
              {page.data.validUntil ? (
                <>
                  <dt>{t('validUntil')}</dt>
                  <dd>{formatDate(page.data.validUntil)}</dd>
                </>
              ) : null}
              {page.data.score !== null ? (
                <>
                  <dt>{t('score')}</dt>
                  <dd>{page.data.score}</dd>
                </>
              ) : null}
              <dt>{t('certId')}</dt>
              <dd>
                <code>{page.data.certId}</code>
              </dd>
            </dl>
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <Button color="primary" onClick={() => void copyLink()} data-testid="copy-link">
                {t('copyLink')}
              </Button>
              <a
                className="sd-btn sd-btn--primary sd-btn--outline sd-btn--md"
                href={pdfUrl(page.data.certId)}
                download
                data-testid="download-pdf"
              >
                {t('downloadPdf')}
              </a>
              <a
                className="sd-btn sd-btn--primary sd-btn--outline sd-btn--md"
                href={credentialUrl(page.data.certId)}
                download
                data-testid="download-credential"
              >
                {t('downloadCredential')}
              </a>
            </div>
          </section>
          <VerifyResult answer={page.data.verification} />
        </>
      ) : null}
      <h2>{t('verifyOtherTitle')}</h2>
      <VerifyForm />
    </div>
  );
}
