import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import {
  QUEST_MAX_SIDE,
  questChecks,
  questCommands,
  questDirections,
  questSchema,
  type QuestDefinition,
} from '../common/index.ts';
import { Sprite, Hero } from './sprites.tsx';
import { spriteOf } from './board.tsx';
import { CodeAreaField, NumberField, ProblemList, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import './quest.css';

type Tool = 'empty' | 'wall' | 'enemy' | 'item' | 'start' | 'goal';
const tools: Tool[] = ['empty', 'wall', 'enemy', 'item', 'start', 'goal'];
const charOf = { empty: '.', wall: '#', enemy: 'E', item: '*' } as const;

/** A new quest: an empty 6×5 map, the hero top left facing right, the goal bottom right. */
export const newQuest = (): QuestDefinition => ({
  width: 6,
  height: 5,
  cells: Array.from({ length: 5 }, () => '......'),
  start: { x: 0, y: 0, dir: 'right' },
  goal: { x: 5, y: 4 },
  commands: ['move_up', 'move_down', 'move_left', 'move_right'],
  requireItems: true,
  stepLimit: 30,
  lineLimit: 15,
  starter: 'from hero import *\n\n',
  reference: '',
  scores: { goal: 4, items: 2, steps: 2, lines: 2 },
});

/** The rows resized to width × height, keeping what still fits. */
const resized = (cells: string[], width: number, height: number) =>
  Array.from({ length: height }, (_, y) => (cells[y] ?? '').slice(0, width).padEnd(width, '.'));

const clampSide = (n: number) => Math.max(2, Math.min(QUEST_MAX_SIDE, Math.round(n) || 2));

/** The teacher draws the map with a palette, picks the commands and limits, and writes the reference. */
export default function QuestEditor({ definition, onChange }: QuizEditorProps<QuestDefinition>) {
  const { t } = useTranslation('quiz-crusadersquest');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newQuest,
    schema: questSchema,
    prefix: 'crusadersquest.validation.',
    t,
  });
  const [tool, setTool] = useState<Tool>('wall');
  const [focus, setFocus] = useState({ x: 0, y: 0 });
  const grid = useRef<HTMLDivElement>(null);

  const paint = (x: number, y: number) => {
    if (tool === 'start') return set({ start: { x, y, dir: d.start?.dir ?? 'right' } });
    if (tool === 'goal') return set({ goal: { x, y } });
    const cells = d.cells.map((row, ry) =>
      ry === y ? row.slice(0, x) + charOf[tool] + row.slice(x + 1) : row,
    );
    set({ cells });
  };
  const resize = (width: number, height: number) => {
    const inside = (p: { x: number; y: number } | null) => (p && p.x < width && p.y < height ? p : null);
    onChange({
      ...d,
      width,
      height,
      cells: resized(d.cells, width, height),
      start: inside(d.start) as QuestDefinition['start'],
      goal: inside(d.goal),
    });
    setFocus({ x: 0, y: 0 });
  };
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    const next = {
      x: Math.max(0, Math.min(d.width - 1, focus.x + m[0])),
      y: Math.max(0, Math.min(d.height - 1, focus.y + m[1])),
    };
    setFocus(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.x},${next.y}"]`)?.focus();
  };
  const whatAt = (x: number, y: number) => {
    const parts = [t(`cell.${spriteOf(d.cells[y]?.[x]) === 'floor' ? 'empty' : spriteOf(d.cells[y]?.[x])}`)];
    if (d.start?.x === x && d.start?.y === y) parts.push(t('cell.start'));
    if (d.goal?.x === x && d.goal?.y === y) parts.push(t('cell.goal'));
    return parts.join(', ');
  };

  return (
    <div className="quest-editor" data-testid="quest-editor">
      <fieldset>
        <legend>{t('size')}</legend>
        <NumberField
          label={t('width')}
          min={2}
          max={QUEST_MAX_SIDE}
          value={d.width}
          testId="quest-width"
          onChange={(width) => resize(clampSide(width), d.height)}
        />
        <NumberField
          label={t('height')}
          min={2}
          max={QUEST_MAX_SIDE}
          value={d.height}
          testId="quest-height"
          onChange={(height) => resize(d.width, clampSide(height))}
        />
        <label>
          {t('facing')}
          <select
            className="sd-input"
            value={d.start?.dir ?? 'right'}
            onChange={(e) =>
              d.start &&
              set({ start: { ...d.start, dir: e.target.value as (typeof questDirections)[number] } })
            }
          >
            {questDirections.map((dir) => (
              <option key={dir} value={dir}>
                {t(`dir.${dir}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset role="radiogroup" aria-describedby="quest-palette-hint">
        <legend>{t('palette')}</legend>
        {tools.map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="quest-tool"
              value={k}
              checked={tool === k}
              data-testid={`quest-tool-${k}`}
              onChange={() => setTool(k)}
            />
            <svg viewBox="0 0 10 10" width="22" height="22" aria-hidden="true">
              <rect className="quest-floor" x="0" y="0" width="10" height="10" />
              {k === 'start' ? <Hero dir="right" /> : k === 'empty' ? null : <Sprite kind={k} />}
            </svg>
            {t(`cell.${k}`)}
          </label>
        ))}
        <p id="quest-palette-hint" className="ws-muted" style={{ flexBasis: '100%', margin: 0 }}>
          {t('paletteHint')}
        </p>
      </fieldset>
      <div
        ref={grid}
        className="quest-grid"
        role="group"
        aria-label={t('map')}
        style={{ gridTemplateColumns: `repeat(${d.width}, 1fr)` }}
        onKeyDown={onGridKey}
        data-testid="quest-grid"
      >
        {d.cells.map((row, y) => (
          <div key={y} style={{ display: 'contents' }}>
            {Array.from(row).map((c, x) => (
              <button
                key={x}
                type="button"
                data-cell={`${x},${y}`}
                tabIndex={focus.x === x && focus.y === y ? 0 : -1}
                aria-label={t('cellLabel', { row: y + 1, col: x + 1, what: whatAt(x, y) })}
                onFocus={() => setFocus({ x, y })}
                onClick={() => paint(x, y)}
              >
                <svg viewBox="0 0 10 10" aria-hidden="true">
                  <rect className="quest-floor" x="0" y="0" width="10" height="10" />
                  <Sprite kind={spriteOf(c)} />
                  {d.goal?.x === x && d.goal?.y === y ? <Sprite kind="goal" /> : null}
                  {d.start?.x === x && d.start?.y === y ? <Hero dir={d.start.dir} /> : null}
                </svg>
              </button>
            ))}
          </div>
        ))}
      </div>
      <fieldset>
        <legend>{t('commands')}</legend>
        {questCommands.map((c) => (
          <label key={c}>
            <input
              type="checkbox"
              checked={d.commands.includes(c)}
              data-testid={`quest-command-${c}`}
              onChange={(e) =>
                set({
                  commands: e.target.checked
                    ? questCommands.filter((k) => k === c || d.commands.includes(k))
                    : d.commands.filter((k) => k !== c),
                })
              }
            />
            <code>{c}()</code>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('limits')}</legend>
        <NumberField
          label={t('stepLimit')}
          min={1}
          max={1000}
          value={d.stepLimit}
          testId="quest-step-limit"
          onChange={(stepLimit) => set({ stepLimit })}
        />
        <NumberField
          label={t('lineLimit')}
          min={1}
          max={500}
          value={d.lineLimit}
          testId="quest-line-limit"
          onChange={(lineLimit) => set({ lineLimit })}
        />
        <label>
          <input
            type="checkbox"
            checked={d.requireItems}
            onChange={(e) => set({ requireItems: e.target.checked })}
          />
          {t('requireItems')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('scores')}</legend>
        {questChecks.map((c) => (
          <NumberField
            key={c}
            label={t(`check.${c}`)}
            min={0}
            max={1000}
            integer={false}
            value={d.scores[c]}
            onChange={(score) => set({ scores: { ...d.scores, [c]: score } })}
          />
        ))}
      </fieldset>
      <CodeAreaField
        id="quest-starter"
        label={t('starter')}
        language="python"
        rows={4}
        value={d.starter}
        onChange={(starter) => set({ starter })}
      />
      <CodeAreaField
        id="quest-reference"
        label={t('reference')}
        language="python"
        rows={10}
        value={d.reference}
        testId="quest-reference"
        onChange={(reference) => set({ reference })}
      />
      <ProblemList title={t('problems')} problems={problems} testId="quest-problems" />
    </div>
  );
}
