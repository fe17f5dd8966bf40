import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import { CodeAreaField } from '@seodang/sdk/web-code-area';
import { hostPagePath, useHostFrame } from '@seodang/sdk/web-host';
import type { MicrobitAnswer, MicrobitView } from '../../common/index.ts';
import { frameAt, pinAt, type MicrobitInput, type MicrobitRun } from '../../common/microbit/sim.ts';
import { parseHostMessage, type HostReply, type HostRequest } from './host-messages.ts';
import { MicrobitTests } from './microbit-tests.tsx';
import './microbit.css';
import { BoardBridge } from '../bridge/board-bridge.tsx';

/** How long one simulator run lasts (virtual ms, shown in real time). */
const SIM_MS = 20_000;
const PLUGIN = 'quiz-microcontroller';

type Engine = 'loading' | 'ready' | 'failed';
/** An input without its time (given the current virtual time when it happens). */
type Untimed<T> = T extends unknown ? Omit<T, 'at_ms'> : never;

/** The engine's files, fetched by this page (same origin) and handed to the sandboxed host page. */
async function engineFiles(): Promise<Extract<HostRequest, { type: 'load' }>> {
  const text = async (file: string) => {
    const res = await fetch(hostPagePath(PLUGIN, file));
    if (!res.ok) throw new Error(`${file}: ${res.status}`);
    return res.text();
  };
  const [images, module, sim, micropython, wasm] = await Promise.all([
    text('microbit-images.mjs'),
    text('microbit-module.mjs'),
    text('microbit-sim.mjs'),
    text('micropython.mjs'),
    fetch(hostPagePath(PLUGIN, 'micropython.wasm')).then((r) => {
      if (!r.ok) throw new Error(`micropython.wasm: ${r.status}`);
      return r.arrayBuffer();
    }),
  ]);
  return { type: 'load', files: { images, module, sim, micropython }, wasm };
}

/**
 * The learner's MicroPython program and a simulated micro:bit: the program runs in the sandboxed
 * host page on MicroPython (WebAssembly) with the same `microbit` module the judge grades with, on
 * a virtual clock shown in real time (20 s). Pressing A or B (pointer, or Space/Enter on the focused
 * button) or moving the accelerometer records an input at the current virtual time and runs the
 * program again with every input so far: the run is deterministic, so its past is unchanged and
 * the display goes on from there. A run is never graded: submitting sends the program to the judge.
 */
export default function MicrobitPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<MicrobitView, MicrobitAnswer>) {
  const { t } = useTranslation('quiz-microcontroller');
  const all = view.tests as (MicrobitView['tests'][number] & { hidden?: boolean })[];
  const tests = all.filter((x) => !x.hidden);
  const hidden = view.hiddenTests ?? all.length - tests.length;
  const points = view.maxPoints ?? all.reduce((s, x) => s + x.score, 0);
  const code = answer?.code ?? view.source;
  const [engine, setEngine] = useState<Engine>('loading');
  const [engineError, setEngineError] = useState('');
  const [run, setRun] = useState<MicrobitRun | null>(null);
  const [runError, setRunError] = useState('');
  const [started, setStarted] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [accel, setAccel] = useState({ x: 0, y: 0, z: -1024 });
  const inputs = useRef<MicrobitInput[]>([]);
  const runId = useRef(0);
  const ranCode = useRef('');

  const host = useHostFrame<HostReply, HostRequest>(hostPagePath(PLUGIN, 'microbit.html'), {
    parse: parseHostMessage,
    onMessage(reply) {
      if (reply.type === 'loaded') setEngine('ready');
      else if (reply.type === 'loadFailed') {
        setEngine('failed');
        setEngineError(reply.error);
      } else if (reply.id === runId.current) {
        if (reply.run) setRun(reply.run);
        // A program its worker had to end shows nothing more: the clock stops.
        if (reply.run?.timeout && reply.run.endMs === 0) setStarted(null);
        else setRunError(reply.error ?? '');
      }
    },
  });
  useEffect(() => {
    if (!answer && !readOnly) onChange({ code: view.source });
  }, []);
  // Once the frame is ready, hand it the engine.
  useEffect(() => {
    setEngine('loading');
    setRun(null);
    setStarted(null);
    if (host.status !== 'ready') return;
    let live = true;
    engineFiles().then(
      (request) => {
        if (live) host.send(request);
      },
      (e: Error) => {
        if (!live) return;
        setEngine('failed');
        setEngineError(e.message);
      },
    );
    return () => {
      live = false;
    };
  }, [host.status, host.attempt]);
  // The virtual clock follows the wall clock while a run is shown.
  useEffect(() => {
    if (started === null) return;
    const timer = window.setInterval(() => {
      const ms = Math.min(performance.now() - started, SIM_MS);
      setNow(ms);
      if (ms >= SIM_MS) window.clearInterval(timer);
    }, 40);
    return () => window.clearInterval(timer);
  }, [started]);

  const send = () => {
    runId.current += 1;
    host.send({
      type: 'run',
      id: runId.current,
      code: ranCode.current,
      inputs: inputs.current,
      duration_ms: SIM_MS,
      seconds: 5,
    });
  };
  const start = () => {
    inputs.current = [{ kind: 'accelerometer', at_ms: 0, ...accel }];
    ranCode.current = code;
    setRun(null);
    setRunError('');
    setNow(0);
    setStarted(performance.now());
    send();
  };
  const stop = () => setStarted(null);
  const running = started !== null && now < SIM_MS;
  // An input at the current virtual time; the run is made again with it.
  const give = (input: Untimed<MicrobitInput>) => {
    if (!running) return;
    inputs.current = [...inputs.current, { ...input, at_ms: Math.round(now) } as MicrobitInput];
    send();
  };
  const button = (name: 'A' | 'B', pressed: boolean) => give({ kind: 'button', button: name, pressed });

  const grid = run ? frameAt(run, now) : '0'.repeat(25);
  const printed = run ? run.printed.filter(([ms]) => ms <= now).map(([, line]) => line) : [];
  const failed = run && (run.error || run.timeout) && now >= run.endMs;
  const pinsUsed = run ? [...new Set(run.pins.map(([p]) => p))].sort((a, b) => a - b) : [];

  return (
    <div className="microbit-player" data-testid="microbit-player">
      <p>{t('summary', { shown: tests.length, hidden, points })}</p>
      <p className="microbit-no-board" role="note" data-testid="microbit-no-board">
        {t('microbit.noBoard')}
      </p>
      <CodeAreaField
        id="microbit-code"
        label={t('microbit.code')}
        language="python"
        rows={14}
        value={code}
        readOnly={readOnly}
        testId="microbit-code"
        onChange={(next) => onChange({ code: next })}
      />
      <div className="microbit-actions">
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--md"
          data-testid="microbit-run"
          disabled={engine !== 'ready'}
          onClick={start}
        >
          {t('microbit.run')}
        </button>
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--md"
          data-testid="microbit-stop"
          disabled={!running}
          onClick={stop}
        >
          {t('stop')}
        </button>
        <span className="ws-muted">{t('microbit.browserNote')}</span>
      </div>
      {host.status === 'loading' || (host.status === 'ready' && engine === 'loading') ? (
        <p role="status" data-testid="microbit-preparing">
          {t('microbit.preparing')}
        </p>
      ) : null}
      {host.status === 'failed' || engine === 'failed' ? (
        <div role="alert" className="sd-message" data-testid="microbit-init-failed">
          <p>{t('microbit.initFailed')}</p>
          {engineError ? <pre className="sd-code-area">{engineError}</pre> : null}
          <button type="button" className="sd-btn sd-btn--primary sd-btn--md" onClick={host.retry}>
            {t('microbit.retry')}
          </button>
        </div>
      ) : null}
      <section className="microbit-sim" aria-label={t('microbit.simulator')}>
        <div className="microbit-board">
          <button
            type="button"
            className="microbit-button"
            data-testid="microbit-button-a"
            aria-label={t('microbit.buttonA')}
            disabled={!running}
            onPointerDown={() => button('A', true)}
            onPointerUp={() => button('A', false)}
            onKeyDown={(e) => {
              if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) button('A', true);
            }}
            onKeyUp={(e) => {
              if (e.key === ' ' || e.key === 'Enter') button('A', false);
            }}
          >
            A
          </button>
          <div
            className="microbit-leds"
            role="img"
            aria-label={t('microbit.display', {
              rows: [0, 1, 2, 3, 4].map((r) => grid.slice(r * 5, r * 5 + 5)).join(' '),
            })}
            data-testid="microbit-display"
            data-grid={grid}
          >
            {[...grid].map((v, i) => (
              <span
                key={i}
                className="microbit-led"
                style={{ opacity: 0.12 + (Number(v) / 9) * 0.88 }}
                data-on={v !== '0'}
              />
            ))}
          </div>
          <button
            type="button"
            className="microbit-button"
            data-testid="microbit-button-b"
            aria-label={t('microbit.buttonB')}
            disabled={!running}
            onPointerDown={() => button('B', true)}
            onPointerUp={() => button('B', false)}
            onKeyDown={(e) => {
              if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) button('B', true);
            }}
            onKeyUp={(e) => {
              if (e.key === ' ' || e.key === 'Enter') button('B', false);
            }}
          >
            B
          </button>
        </div>
        <p role="status" data-testid="microbit-clock">
          {started === null
            ? t('stopped')
            : t('virtualTime', { seconds: (now / 1000).toFixed(1) }) +
              (running ? '' : ` · ${t('microbit.finished')}`)}
        </p>
        <fieldset className="microbit-accel">
          <legend>{t('microbit.accelerometer')}</legend>
          {(['x', 'y', 'z'] as const).map((axis) => (
            <label key={axis}>
              {axis.toUpperCase()}{' '}
              <input
                type="range"
                min={-2048}
                max={2048}
                step={64}
                value={accel[axis]}
                data-testid={`microbit-accel-${axis}`}
                onChange={(e) => {
                  const next = { ...accel, [axis]: Number(e.target.value) };
                  setAccel(next);
                  give({ kind: 'accelerometer', ...next });
                }}
              />{' '}
              <output>{accel[axis]}</output>
            </label>
          ))}
        </fieldset>
        {pinsUsed.length ? (
          <p data-testid="microbit-pins">
            {pinsUsed.map((p) => `pin${p}: ${run ? pinAt(run, p, now) : 0}`).join(' · ')}
          </p>
        ) : null}
        <h4>{t('microbit.output')}</h4>
        <pre className="sd-code-area microbit-output" data-testid="microbit-output" aria-live="polite">
          {printed.join('\n')}
        </pre>
        {failed ? (
          <div role="alert" data-testid="microbit-error">
            {run.timeout ? t('microbit.timeout') : <pre className="sd-code-area">{run.error}</pre>}
          </div>
        ) : null}
        {runError ? (
          <div role="alert" data-testid="microbit-error">
            {t('runFailed', { message: runError })}
          </div>
        ) : null}
      </section>
      <iframe
        key={host.attempt}
        ref={host.frameRef}
        src={host.src}
        sandbox="allow-scripts"
        title={t('microbit.engine')}
        className="microbit-frame"
        data-testid="microbit-frame"
      />
      <BoardBridge board="microbit" baudRate={115_200} program={() => code} readOnly={readOnly} />
      <MicrobitTests tests={tests} />
    </div>
  );
}
