import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../context/hooks.ts';
import { Button } from './button.tsx';
import { errorKind } from './error-kind.ts';

/** Shown when a list has nothing to show. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="sd-state sd-state--empty" data-testid="empty-state">
      {children ?? t('empty', 'Nothing here yet.')}
    </div>
  );
}

/** A refusal (401/403) or a missing thing (404): trying again cannot help, so offer ways forward. */
function WayForwardState({ kind, error }: { kind: 'denied' | 'missing'; error: unknown }) {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  const detail = error instanceof Error && error.message ? error.message : null;
  return (
    <div className="sd-message" role="alert" data-testid="error-state" data-kind={kind}>
      <p className="sd-message__code" aria-hidden="true">
        {kind === 'missing' ? 404 : 403}
      </p>
      <h2>{t(`errorScreen.${kind}.title`)}</h2>
      <p>{t(`errorScreen.${kind}.body`)}</p>
      {detail ? <p>{detail}</p> : null}
      <p className="sd-message__actions">
        {window.history.length > 1 ? (
          <Button onClick={() => void navigate(-1)}>{t('errorScreen.back')}</Button>
        ) : null}
        <Link to="/" className={`sd-btn sd-btn--${isLoggedIn ? 'primary' : 'secondary'} sd-btn--md`}>
          {t('errorScreen.home')}
        </Link>
        {!isLoggedIn ? (
          <Link to={`/login?next=${next}`} className="sd-btn sd-btn--primary sd-btn--md">
            {t('errorScreen.signIn')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Shown when loading failed: a retry for failures that may pass, or — when the API refused
 * (401/403) or found nothing (404) — an explanation with a way forward (back, home, sign in).
 */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const kind = errorKind(error);
  if (kind !== 'other') return <WayForwardState kind={kind} error={error} />;
  const message = error instanceof Error && error.message ? error.message : t('error.unexpected');
  return (
    <div className="sd-state sd-state--error" role="alert" data-testid="error-state">
      <p>{message}</p>
      {onRetry ? (
        <Button onClick={onRetry} data-testid="error-retry">
          {t('retry', 'Try again')}
        </Button>
      ) : null}
    </div>
  );
}
