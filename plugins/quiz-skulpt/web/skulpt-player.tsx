import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import { CodeAreaField } from '@seodang/sdk/web-code-area';
import { hostPagePath, useHostFrame } from '@seodang/sdk/web-host';
import type { SkulptAnswer, SkulptView } from '../common/index.ts';
import { parseHostMessage, type HostRequest, type HostReply } from './host-messages.ts';
import './skulpt.css';

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done' }
  | { kind: 'timeout' }
  | { kind: 'error'; error: string };

/**
 * The learner's program, run in the browser by Skulpt in the sandboxed host page (stdin typed or
 * taken from a shown test; the output here, a turtle drawing in the frame). A run is never graded:
 * submitting sends the program to the server's judge.
 */
export default function SkulptPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<SkulptView, SkulptAnswer>) {
  const { t } = useTranslation('quiz-skulpt');
  const code = answer?.code ?? view.source;
  const [stdin, setStdin] = useState(view.tests[0]?.stdin ?? '');
  const [output, setOutput] = useState<string | null>(null);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const [drew, setDrew] = useState(false);
  const host = useHostFrame<HostReply, HostRequest>(hostPagePath('quiz-skulpt', 'skulpt.html'), {
    parse: parseHostMessage,
    onMessage(reply) {
      if (reply.type === 'output') setOutput(reply.text);
      else if (reply.type === 'drawing') setDrew(true);
      else if (reply.timeout) setRun({ kind: 'timeout' });
      else if (reply.error) setRun({ kind: 'error', error: reply.error });
      else setRun({ kind: 'done' });
    },
  });
  // The starting code is the first answer, so submitting untouched code is possible.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ code: view.source });
  }, []);
  // A frame loaded anew (retry) forgets its run.
  useEffect(() => {
    setRun({ kind: 'idle' });
    setDrew(false);
  }, [host.attempt]);

  const start = (input: string) => {
    setOutput('');
    setDrew(false);
    if (host.send({ type: 'run', code, stdin: input, seconds: view.run_time_limit }))
      setRun({ kind: 'running' });
  };

  return (
    <div className="skulpt-player" data-testid="skulpt-player">
      <p>{t('summary', { shown: view.tests.length, hidden: view.hiddenTests, points: view.maxPoints })}</p>
      <CodeAreaField
        id="skulpt-code"
        label={t('code')}
        language="python"
        rows={14}
        value={code}
        readOnly={readOnly}
        testId="skulpt-code"
        onChange={(next) => onChange({ code: next })}
      />
      <label className="sd-field" htmlFor="skulpt-stdin">
        <span className="sd-field__label">{t('stdin')}</span>
      </label>
      <textarea
        id="skulpt-stdin"
        className="sd-input sd-code-area"
        rows={3}
        value={stdin}
        data-testid="skulpt-stdin"
        onChange={(e) => setStdin(e.target.value)}
      />
      <div className="skulpt-actions">
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--md"
          data-testid="skulpt-run"
          disabled={host.status !== 'ready' || run.kind === 'running'}
          onClick={() => start(stdin)}
        >
          {run.kind === 'running' ? t('running') : t('run')}
        </button>
        <span className="ws-muted">{t('browserNote')}</span>
      </div>
      {host.status === 'loading' ? (
        <p role="status" data-testid="skulpt-preparing">
          {t('preparing')}
        </p>
      ) : null}
      {host.status === 'failed' ? (
        <div role="alert" className="sd-message" data-testid="skulpt-init-failed">
          <p>{t('initFailed')}</p>
          <button type="button" className="sd-btn sd-btn--primary sd-btn--md" onClick={host.retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <section aria-label={t('output')}>
        <h4>{t('output')}</h4>
        <p role="status" data-testid="skulpt-run-status">
          {run.kind === 'done' ? t('done') : null}
          {run.kind === 'timeout' ? t('timeout') : null}
          {run.kind === 'error' ? t('runtimeError', { error: run.error }) : null}
        </p>
        <pre className="sd-code-area skulpt-output" data-testid="skulpt-output" aria-live="polite">
          {output === null ? '' : output || t('noOutput')}
        </pre>
      </section>
      <iframe
        key={host.attempt}
        ref={host.frameRef}
        src={host.src}
        sandbox="allow-scripts"
        title={t('drawing')}
        className={drew ? 'skulpt-frame skulpt-frame--drawing' : 'skulpt-frame'}
        data-testid="skulpt-frame"
      />
      {view.tests.length ? (
        <section>
          <h4>{t('shownTests')}</h4>
          {view.tests.map((test) => (
            <details key={test.name} data-testid="skulpt-test">
              <summary>{test.name}</summary>
              <pre className="sd-code-area">{test.stdin}</pre>
              <p>{t('expected')}</p>
              <pre className="sd-code-area">{test.expected ?? t('sameAsReference')}</pre>
              {test.drawing ? <p>{t('drawingCompared')}</p> : null}
              <button
                type="button"
                className="sd-btn sd-btn--secondary sd-btn--sm"
                disabled={host.status !== 'ready' || run.kind === 'running'}
                onClick={() => {
                  setStdin(test.stdin);
                  start(test.stdin);
                }}
              >
                {t('useInput')}
              </button>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
