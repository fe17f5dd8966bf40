import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Shown when a list has nothing to show. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="sd-state sd-state--empty" data-testid="empty-state">
      {children ?? t('empty', 'Nothing here yet.')}
    </div>
  );
}

/** Shown when loading failed, with a retry. */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const message = error instanceof Error && error.message ? error.message : t('error.unexpected');
  return (
    <div className="sd-state sd-state--error" role="alert" data-testid="error-state">
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{t('retry', 'Try again')}</Button> : null}
    </div>
  );
}
