import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePageInfo } from '@seodang/sdk/web';
import { PictureSequence } from '@seodang/sdk/web-pictures';
import type { IssuedCredential } from '../../common/accounts.ts';
import './created-accounts.css';

/**
 * The printable login cards: one per account, with the channel, where to log in, the login id and
 * the password or the pictures in order. Hidden on screen; the print stylesheet prints only them.
 */
export function CredentialCards({ credentials }: { credentials: IssuedCredential[] }) {
  const { t } = useTranslation('channel-admin');
  const channel = usePageInfo().channelData?.name ?? '';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return createPortal(
    <div className="ca-print-cards" data-testid="credential-cards">
      {credentials.map((c) => (
        <article key={c.id} className="ca-card">
          <h2>{t('accounts.sheet.cardTitle', { channel })}</h2>
          <p>
            {t('accounts.sheet.cardLogin')}: {origin}/login{c.pictures ? '?with=pictures' : ''}
          </p>
          <dl>
            <dt>{t('accounts.sheet.name')}</dt>
            <dd>{c.name}</dd>
            <dt>{t('accounts.sheet.userId')}</dt>
            <dd className="ca-card__secret">{c.userId}</dd>
            <dt>{t(c.pictures ? 'accounts.sheet.pictures' : 'accounts.sheet.secret')}</dt>
            <dd className="ca-card__secret">
              {c.pictures ? <PictureSequence sequence={c.pictures} size={36} /> : c.password}
            </dd>
          </dl>
        </article>
      ))}
    </div>,
    document.body,
  );
}
