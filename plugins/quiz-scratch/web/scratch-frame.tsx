import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostPagePath, useHostFrame } from '@seodang/sdk/web-host';
import { parseHostMessage, type HostReply, type HostRequest } from './host-messages.ts';
import './scratch.css';

/**
 * The Scratch editor (scratch-gui, in this plugin's sandboxed host page) showing `project`; each
 * change comes back through `onProject` (at most every 2 s). `project` is sent once the page is
 * ready, and again after a retry; later changes of the prop are the editor's own echoes.
 */
export function ScratchFrame({
  project,
  onProject,
  readOnly,
  title,
  testId,
}: {
  project: unknown;
  onProject?: (project: Record<string, unknown>) => void;
  readOnly?: boolean;
  title: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('quiz-scratch');
  const [state, setState] = useState<{ kind: 'loading' | 'loaded' } | { kind: 'error'; message: string }>({
    kind: 'loading',
  });
  const latest = useRef(project);
  latest.current = project;
  const host = useHostFrame<HostReply, HostRequest>(hostPagePath('quiz-scratch', 'scratch.html'), {
    parse: parseHostMessage,
    onMessage(reply) {
      if (reply.type === 'loaded') setState({ kind: 'loaded' });
      else if (reply.type === 'error') setState({ kind: 'error', message: reply.message });
      else onProject?.(reply.project);
    },
  });
  useEffect(() => {
    if (host.status !== 'ready') return;
    setState({ kind: 'loading' });
    host.send({ type: 'load', project: latest.current, locale: i18n.language, readOnly: readOnly === true });
  }, [host.status, host.attempt]);

  return (
    <div className="scratch-frame-box" data-testid={testId}>
      {host.status === 'loading' || (host.status === 'ready' && state.kind === 'loading') ? (
        <p role="status" data-testid={`${testId}-preparing`}>
          {t('preparing')}
        </p>
      ) : null}
      {host.status === 'ready' && state.kind === 'loaded' ? (
        <p role="status" className="scratch-visually-hidden" data-testid={`${testId}-loaded`}>
          {t('loaded')}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" className="sd-message" data-testid={`${testId}-error`}>
          {t('loadFailed', { error: state.message })}
        </p>
      ) : null}
      {host.status === 'failed' ? (
        <div role="alert" className="sd-message" data-testid={`${testId}-init-failed`}>
          <p>{t('initFailed')}</p>
          <button type="button" className="sd-btn sd-btn--primary sd-btn--md" onClick={host.retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {/* Narrower than the editor's 1024 px, this box scrolls sideways, never the page. */}
      <div
        className="scratch-frame-scroll"
        role="region"
        aria-label={title}
        // Focusable, so the box can be scrolled from the keyboard when it is narrower than the editor.
        tabIndex={0}
        data-testid={`${testId}-scroll`}
      >
        <iframe
          key={host.attempt}
          ref={host.frameRef}
          src={host.src}
          sandbox="allow-scripts"
          title={title}
          className="scratch-frame"
          data-testid={`${testId}-frame`}
        />
      </div>
      <p className="ws-muted scratch-licence">{t('licence')}</p>
    </div>
  );
}
