import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import { CodeAreaField } from '@seodang/sdk/web-code-area';
import { hostPagePath, useHostFrame } from '@seodang/sdk/web-host';
import type { GlowscriptAnswer, GlowscriptView } from '../common/glowscript.ts';
import {
  parseGlowHostMessage,
  type GlowHostReply,
  type GlowHostRequest,
  type SceneSnapshot,
} from './glowscript-messages.ts';
import { SceneView } from './scene-view.ts';
import { ChecksList, vectorText } from './glowscript-checks.tsx';
import './skulpt.css';

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done' }
  | { kind: 'timeout' }
  | { kind: 'error'; error: string };

/**
 * The learner's VPython program, run in the browser by Skulpt in the sandboxed host page, its scene
 * drawn here with three.js (and listed in words). A run is never graded: submitting sends the
 * program to the server's judge, which reads the checks' values on a virtual clock.
 */
export default function GlowscriptPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<GlowscriptView, GlowscriptAnswer>) {
  const { t } = useTranslation('quiz-skulpt');
  const code = answer?.code ?? view.source;
  const [output, setOutput] = useState<string | null>(null);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const [scene, setScene] = useState<SceneSnapshot | null>(null);
  const [noWebgl, setNoWebgl] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<SceneView | null>(null);
  const host = useHostFrame<GlowHostReply, GlowHostRequest>(hostPagePath('quiz-skulpt', 'glowscript.html'), {
    parse: parseGlowHostMessage,
    onMessage(reply) {
      if (reply.type === 'output') setOutput(reply.text);
      else if (reply.type === 'scene') {
        setScene(reply.scene);
        viewRef.current?.draw(reply.scene);
      } else if (reply.timeout) setRun({ kind: 'timeout' });
      else if (reply.error) setRun({ kind: 'error', error: reply.error });
      else setRun({ kind: 'done' });
    },
  });
  useEffect(() => {
    if (!answer && !readOnly) onChange({ code: view.source });
  }, []);
  useEffect(() => {
    try {
      viewRef.current = new SceneView(canvasRef.current!);
    } catch {
      setNoWebgl(true);
    }
    return () => viewRef.current?.dispose();
  }, []);
  useEffect(() => setRun({ kind: 'idle' }), [host.attempt]);

  const start = () => {
    setOutput('');
    setScene(null);
    viewRef.current?.clear();
    const sent = host.send({
      type: 'run',
      code,
      seconds: view.run_time_limit,
      duration: view.duration,
    });
    if (sent) setRun({ kind: 'running' });
  };

  return (
    <div className="skulpt-player" data-testid="glowscript-player">
      <p>{t('summary', { shown: view.tests.length, hidden: view.hiddenTests, points: view.maxPoints })}</p>
      <CodeAreaField
        id="glowscript-code"
        label={t('vpythonCode')}
        language="python"
        rows={14}
        value={code}
        readOnly={readOnly}
        testId="glowscript-code"
        onChange={(next) => onChange({ code: next })}
      />
      <div className="skulpt-actions">
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--md"
          data-testid="glowscript-run"
          disabled={host.status !== 'ready' || run.kind === 'running'}
          onClick={start}
        >
          {run.kind === 'running' ? t('running') : t('run')}
        </button>
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--md"
          data-testid="glowscript-stop"
          disabled={run.kind !== 'running'}
          onClick={() => host.send({ type: 'stop' })}
        >
          {t('stop')}
        </button>
        <span className="ws-muted">{t('glowBrowserNote', { seconds: view.duration })}</span>
      </div>
      {host.status === 'loading' ? <p role="status">{t('preparing')}</p> : null}
      {host.status === 'failed' ? (
        <div role="alert" className="sd-message" data-testid="glowscript-init-failed">
          <p>{t('initFailed')}</p>
          <button type="button" className="sd-btn sd-btn--primary sd-btn--md" onClick={host.retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <p role="status" data-testid="glowscript-run-status">
        {run.kind === 'done' ? t('done') : null}
        {run.kind === 'timeout' ? t('timeout') : null}
        {run.kind === 'error' ? t('runtimeError', { error: run.error }) : null}
      </p>
      <figure className="glowscript-figure">
        {scene?.title ? <figcaption>{scene.title}</figcaption> : null}
        <div className="glowscript-stage">
          <canvas
            ref={canvasRef}
            className="glowscript-canvas"
            role="img"
            aria-label={t('scene3d')}
            data-testid="glowscript-canvas"
          />
          {(scene?.objects ?? [])
            .filter((o) => o.kind === 'label' && o.visible)
            .map((o) => {
              const at = viewRef.current?.project(o.pos);
              return at ? (
                <span
                  key={o.id}
                  className="glowscript-label"
                  aria-hidden="true"
                  style={{ left: at.x, top: at.y }}
                >
                  {String(o.extra ?? '')}
                </span>
              ) : null;
            })}
        </div>
        {noWebgl ? <p className="ws-muted">{t('noWebgl')}</p> : null}
      </figure>
      <details open data-testid="glowscript-objects">
        <summary>{t('sceneInWords', { time: scene ? scene.time.toFixed(2) : '0' })}</summary>
        <ul>
          {(scene?.objects ?? []).map((o) => (
            <li key={o.id}>
              {o.kind === 'label'
                ? t('labelObject', { text: String(o.extra ?? ''), pos: vectorText(o.pos) })
                : t('sceneObject', { kind: o.kind, id: o.id, pos: vectorText(o.pos) })}
            </li>
          ))}
        </ul>
      </details>
      <section aria-label={t('output')}>
        <h4>{t('output')}</h4>
        <pre className="sd-code-area skulpt-output" data-testid="glowscript-output" aria-live="polite">
          {output === null ? '' : output || t('noOutput')}
        </pre>
      </section>
      <iframe
        key={host.attempt}
        ref={host.frameRef}
        src={host.src}
        sandbox="allow-scripts"
        title={t('vpythonFrame')}
        className="glowscript-frame"
        data-testid="glowscript-frame"
      />
      {view.tests.length ? (
        <section>
          <h4>{t('shownTests')}</h4>
          {view.tests.map((test) => (
            <details key={test.name} data-testid="glowscript-test">
              <summary>{test.name}</summary>
              <ChecksList checks={test.checks} />
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
