import { useEffect, useRef, useState } from 'react';
import { Button } from '@seodang/sdk/web';
import { workspaceStaticPath } from '../code/static-path.ts';
import { usePageTexts } from './page-texts.ts';

/**
 * The learner's page, live. `sandbox="allow-scripts"` without `allow-same-origin` gives the frame
 * an opaque origin: its scripts run but cannot reach the app's cookies, storage or DOM. The frame
 * loads a small host page (served without the app's CSP, which a srcdoc frame would inherit and
 * which forbids inline scripts) and receives the page to show by message.
 */
export function PagePreview({ html, delayMs = 400 }: { html: string; delayMs?: number }) {
  const { t } = usePageTexts();
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(html);
  const [generation, setGeneration] = useState(0);
  // Typing rebuilds the page only after a pause, so half-typed scripts do not run on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(html);
      setGeneration((g) => g + 1);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [html, delayMs]);
  useEffect(() => {
    let sent = false;
    const onMessage = (event: MessageEvent) => {
      // Only the host's first hello counts: after it the frame runs the learner's scripts.
      if (
        sent ||
        event.source !== frame.current?.contentWindow ||
        !(event.data as { seodangPreviewReady?: boolean } | null)?.seodangPreviewReady
      )
        return;
      sent = true;
      frame.current?.contentWindow?.postMessage({ seodangPage: shown }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [shown, generation]);
  return (
    <section className="ws-page-preview" aria-label={t('page.preview')}>
      <div className="ws-page-preview-bar">
        <span>{t('page.preview')}</span>
        <Button size="sm" outline onClick={() => setGeneration((g) => g + 1)}>
          {t('page.reload')}
        </Button>
      </div>
      <iframe
        ref={frame}
        key={generation}
        title={t('page.preview')}
        sandbox="allow-scripts"
        src={`${workspaceStaticPath()}page-preview.html`}
        data-testid="page-preview"
      />
    </section>
  );
}
