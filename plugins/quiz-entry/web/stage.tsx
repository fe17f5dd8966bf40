// The stage: runs the project with the same runtime the judge uses, drawn on a canvas at 60
// frames a virtual second. Keys go to the stage while it has focus; clicking an object (or Enter
// on it in the list beside) starts its 'when clicked' scripts; an 'ask' shows a labelled prompt.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { EntryRuntime, StepLimitError } from '../common/runtime/interpreter.ts';
import { STAGE, type Project } from '../common/runtime/project.ts';

const keyName = (e: KeyboardEvent | React.KeyboardEvent): string | null => {
  const map: Record<string, string> = {
    ArrowUp: 'up',
    ArrowDown: 'down',
    ArrowLeft: 'left',
    ArrowRight: 'right',
    ' ': 'space',
    Enter: 'enter',
  };
  if (map[e.key]) return map[e.key]!;
  return /^[a-z]$/i.test(e.key) ? e.key.toLowerCase() : null;
};

function draw(ctx: CanvasRenderingContext2D, rt: EntryRuntime | null, project: Project) {
  const { width: w, height: h } = STAGE;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = '#e0e0e0';
  for (let x = 0; x <= w; x += 40) ctx.strokeRect(x, 0, 0, h);
  for (let y = 15; y <= h; y += 40) ctx.strokeRect(0, y, w, 0);
  const objects = rt?.objects ?? project.objects.map((o) => ({ ...o, said: '' }));
  for (const o of objects) {
    if (!o.visible) continue;
    const cx = o.x + w / 2;
    const cy = h / 2 - o.y;
    ctx.fillStyle = 'rgba(120, 120, 200, 0.12)';
    ctx.fillRect(cx - o.width / 2, cy - o.height / 2, o.width, o.height);
    ctx.font = `${Math.min(o.width, o.height, 48) * 0.8}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#222';
    ctx.fillText(o.costumes[o.costume] ?? '', cx, cy);
    ctx.font = '11px sans-serif';
    ctx.fillStyle = '#555';
    ctx.fillText(o.name, cx, Math.min(cy + o.height / 2 + 8, h - 6), 120);
    if (o.said) {
      ctx.font = '13px sans-serif';
      const tw = Math.min(ctx.measureText(o.said).width + 12, 200);
      ctx.fillStyle = '#fffbe6';
      ctx.strokeStyle = '#b59a00';
      ctx.fillRect(cx - tw / 2, cy - o.height / 2 - 26, tw, 20);
      ctx.strokeRect(cx - tw / 2, cy - o.height / 2 - 26, tw, 20);
      ctx.fillStyle = '#222';
      ctx.fillText(o.said, cx, cy - o.height / 2 - 16, 188);
    }
  }
}

/** The stage with its run and stop buttons. */
export function Stage({ project, stepLimit }: { project: Project; stepLimit: number }) {
  const { t } = useTranslation('quiz-entry');
  const canvas = useRef<HTMLCanvasElement>(null);
  const runtime = useRef<EntryRuntime | null>(null);
  const [status, setStatus] = useState<'idle' | 'running' | 'done' | 'stepLimit' | 'error'>('idle');
  const [question, setQuestion] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const [said, setSaid] = useState('');

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && status !== 'running') draw(ctx, runtime.current, project);
  }, [project, status]);

  useEffect(() => {
    if (status !== 'running') return undefined;
    let frame = 0;
    const tick = () => {
      const rt = runtime.current;
      const ctx = canvas.current?.getContext('2d');
      if (!rt) return;
      try {
        rt.frame();
      } catch (e) {
        setStatus(e instanceof StepLimitError ? 'stepLimit' : 'error');
        return;
      }
      if (ctx) draw(ctx, rt, project);
      setQuestion(rt.question);
      const words = rt.objects
        .filter((o) => o.said)
        .map((o) => `${o.name}: ${o.said}`)
        .join(', ');
      setSaid((old) => (old === words ? old : words));
      if (!rt.running) setStatus('done');
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [status]);

  const start = () => {
    runtime.current = new EntryRuntime(project, { seed: Date.now() % 100_000, maxSteps: stepLimit * 10 });
    runtime.current.start();
    setQuestion(null);
    setSaid('');
    setStatus('running');
    canvas.current?.focus();
  };
  const stop = () => {
    if (runtime.current) runtime.current.stopped = true;
    setStatus('done');
  };
  const onClick = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const rt = runtime.current;
    const box = e.currentTarget.getBoundingClientRect();
    if (!rt || status !== 'running') return;
    const x = ((e.clientX - box.left) / box.width) * STAGE.width - STAGE.width / 2;
    const y = STAGE.height / 2 - ((e.clientY - box.top) / box.height) * STAGE.height;
    const hit = [...rt.objects]
      .reverse()
      .find((o) => o.visible && Math.abs(o.x - x) * 2 <= o.width && Math.abs(o.y - y) * 2 <= o.height);
    if (hit) rt.click(hit.name);
  };

  return (
    <section className="entry-stage" aria-label={t('stage')}>
      <div className="entry-actions">
        <Button onClick={start} data-testid="entry-run">
          {t('run')}
        </Button>
        <Button onClick={stop} disabled={status !== 'running'} data-testid="entry-stop">
          {t('stop')}
        </Button>
        <span role="status" aria-live="polite" data-testid="entry-run-status">
          {status === 'idle' ? '' : t(`status.${status}`)}
        </span>
      </div>
      <canvas
        ref={canvas}
        width={STAGE.width}
        height={STAGE.height}
        tabIndex={0}
        className="entry-canvas"
        aria-label={t('canvas')}
        data-testid="entry-canvas"
        onClick={onClick}
        onKeyDown={(e) => {
          const k = keyName(e);
          if (k && status === 'running') {
            e.preventDefault();
            runtime.current?.keyDown(k);
          }
        }}
        onKeyUp={(e) => {
          const k = keyName(e);
          if (k) runtime.current?.keyUp(k);
        }}
      />
      <p className="entry-said" aria-live="polite" data-testid="entry-said">
        {said}
      </p>
      {question !== null && (
        <form
          className="entry-ask"
          onSubmit={(e) => {
            e.preventDefault();
            runtime.current?.provideAnswer(reply);
            setReply('');
            canvas.current?.focus();
          }}
        >
          <label>
            {question}
            <input
              className="sd-input"
              value={reply}
              autoFocus
              onChange={(e) => setReply(e.target.value)}
              data-testid="entry-answer"
            />
          </label>
          <Button type="submit">{t('reply')}</Button>
        </form>
      )}
    </section>
  );
}
