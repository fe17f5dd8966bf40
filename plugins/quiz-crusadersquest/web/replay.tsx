import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { Board } from './board.tsx';

type Dir = 'up' | 'right' | 'down' | 'left';

/** One step of the harness's event log: the hero's state after the command. */
export interface ReplayEvent {
  step: number;
  cmd: string;
  event: string;
  x: number;
  y: number;
  dir: Dir;
  tx?: number;
  ty?: number;
}

/** The harness's `replay.json`. */
export interface Replay {
  version: 1;
  quest: {
    width: number;
    height: number;
    cells: string[];
    start: { x: number; y: number; dir: Dir };
    goal: { x: number; y: number };
  };
  events: ReplayEvent[];
  end: { kind: string; cmd?: string; type?: string; message?: string; line?: number | null };
  steps: number;
  stepLimit: number;
  lines: number;
  lineLimit: number;
  items: { picked: number; total: number };
  output: string;
}

/** Reads the replay a submission's tests carry (the `goal` check's `replay.json`), if any. */
export function replayOf(
  tests: { artifacts?: { name: string; base64: string }[] }[] | undefined,
): Replay | null {
  for (const test of tests ?? [])
    for (const a of test.artifacts ?? [])
      if (a.name === 'replay.json') {
        try {
          const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
          const replay = JSON.parse(new TextDecoder().decode(bytes)) as Replay;
          return replay?.version === 1 && Array.isArray(replay.events) ? replay : null;
        } catch {
          return null;
        }
      }
  return null;
}

const speeds = [0.5, 1, 2, 4];

/** The quest played back from its event log: play, pause, step, speed. */
export function ReplayPlayer({ replay }: { replay: Replay }) {
  const { t } = useTranslation('quiz-crusadersquest');
  const total = replay.events.length;
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    if (!playing) return;
    if (frame >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setFrame((f) => Math.min(total, f + 1)), 500 / speed);
    return () => clearTimeout(timer);
  }, [playing, frame, speed, total]);

  const state = useMemo(() => {
    const cleared = new Set<string>();
    let hero: { x: number; y: number; dir: Dir; defeated?: boolean } = { ...replay.quest.start };
    for (const e of replay.events.slice(0, frame)) {
      hero = { x: e.x, y: e.y, dir: e.dir, defeated: e.event === 'defeated' };
      if (e.event === 'pick') cleared.add(`${e.x},${e.y}`);
      if (e.event === 'defeat' && e.tx !== undefined) cleared.add(`${e.tx},${e.ty}`);
    }
    return { hero, cleared };
  }, [replay, frame]);

  const current = frame > 0 ? replay.events[frame - 1] : null;
  const said = current ? t(`event.${current.event}`, { cmd: `${current.cmd}()` }) : t('atStart');
  const { end } = replay;
  return (
    <section className="quest-replay" data-testid="quest-replay">
      <h4>{t('replay')}</h4>
      <Board
        width={replay.quest.width}
        height={replay.quest.height}
        cells={replay.quest.cells}
        hero={state.hero}
        goal={replay.quest.goal}
        cleared={state.cleared}
        testId="quest-replay-board"
      />
      <div className="quest-controls">
        <Button size="sm" outline aria-label={t('restart')} onClick={() => (setPlaying(false), setFrame(0))}>
          |◀
        </Button>
        <Button
          size="sm"
          outline
          aria-label={t('back')}
          disabled={frame === 0}
          onClick={() => (setPlaying(false), setFrame((f) => Math.max(0, f - 1)))}
        >
          ◀
        </Button>
        <Button
          size="sm"
          color="primary"
          data-testid="quest-play"
          aria-label={playing ? t('pause') : t('play')}
          onClick={() => {
            if (!playing && frame >= total) setFrame(0);
            setPlaying(!playing);
          }}
        >
          {playing ? '⏸' : '▶'}
        </Button>
        <Button
          size="sm"
          outline
          aria-label={t('next')}
          data-testid="quest-next"
          disabled={frame >= total}
          onClick={() => (setPlaying(false), setFrame((f) => Math.min(total, f + 1)))}
        >
          ▶|
        </Button>
        <label className="quest-speed">
          {t('speed')}
          <select className="sd-input" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {speeds.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <span data-testid="quest-frame">{t('frame', { n: frame, total })}</span>
      </div>
      <p role="status" aria-live="polite" data-testid="quest-event">
        {said}
      </p>
      {frame >= total ? (
        <p data-testid="quest-end" data-end={end.kind}>
          <strong>
            {t(`end.${end.kind}`, {
              cmd: end.cmd ?? '',
              type: end.type ?? '',
              message: `${end.message ?? ''}${end.line ? ` (${end.line})` : ''}`,
            })}
          </strong>
        </p>
      ) : null}
      {replay.output ? (
        <details>
          <summary>{t('output')}</summary>
          <pre className="quest-output">{replay.output}</pre>
        </details>
      ) : null}
    </section>
  );
}
