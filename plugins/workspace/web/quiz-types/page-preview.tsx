import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';

/**
 * The learner's page, live. `sandbox="allow-scripts"` without `allow-same-origin` gives the frame
 * an opaque origin: its scripts run but cannot reach the app's cookies, storage or DOM.
 */
export function PagePreview({ html, delayMs = 400 }: { html: string; delayMs?: number }) {
  const { t } = useTranslation('workspace');
  const [shown, setShown] = useState(html);
  const [generation, setGeneration] = useState(0);
  // Typing rebuilds the page only after a pause, so half-typed scripts do not run on every key.
  useEffect(() => {
    const timer = setTimeout(() => setShown(html), delayMs);
    return () => clearTimeout(timer);
  }, [html, delayMs]);
  return (
    <section className="ws-page-preview" aria-label={t('page.preview')}>
      <div className="ws-page-preview-bar">
        <span>{t('page.preview')}</span>
        <Button size="sm" outline onClick={() => setGeneration((g) => g + 1)}>{t('page.reload')}</Button>
      </div>
      <iframe key={generation} title={t('page.preview')} sandbox="allow-scripts" srcDoc={shown} data-testid="page-preview" />
    </section>
  );
}
