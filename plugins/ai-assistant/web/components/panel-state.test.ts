import test from 'ava';
import type { AiStreamEvent } from '../../common/api.ts';
import {
  initialPanelState,
  panelReducer,
  remaining,
  type PanelAction,
  type PanelState,
} from './panel-state.ts';

const usage = (currentUsage: number) => ({
  currentUsage,
  usageLimit: 9,
  resetsAt: '2026-11-26T15:00:00.000Z',
});
const run = (state: PanelState, ...actions: PanelAction[]) => actions.reduce(panelReducer, state);
const ev = (event: AiStreamEvent): PanelAction => ({ type: 'event', event });
const start = run(
  initialPanelState,
  { type: 'usage-loaded', usage: usage(2) },
  {
    type: 'ask',
    key: 'k',
    action: 'code_solution',
    prompt: 'fix',
  },
);

test('a streamed answer grows with each delta, ends done, takes the charged usage and is announced once', (t) => {
  const s = run(
    start,
    ev({ event: 'meta', data: { responseId: 'r1', usage: usage(3), demo: true } }),
    ev({ event: 'delta', data: { text: 'Check ' } }),
    ev({ event: 'delta', data: { text: 'range.' } }),
    ev({ event: 'done', data: { finishReason: 'stop', usage: usage(3), withheld: true } }),
  );
  const turn = s.turns[0]!;
  t.is(turn.answer, 'Check range.');
  t.is(turn.status, 'done');
  t.is(turn.responseId, 'r1');
  t.true(turn.withheld);
  t.false(s.streaming);
  t.is(remaining(s.usage!), 6);
  t.is(s.announced, 'k');
});

test('a provider failure after the reservation shows its message and puts the counter back', (t) => {
  const s = run(
    start,
    ev({ event: 'meta', data: { responseId: 'r1', usage: usage(3), demo: false } }),
    ev({ event: 'error', data: { code: 'ai_provider_error', message: '§8' } }),
  );
  t.is(s.turns[0]!.status, 'error');
  t.is(s.turns[0]!.error, '§8');
  t.is(s.usage!.currentUsage, 2);
  t.is(s.announced, null);
});

test('a refused request (no stream) keeps the counter', (t) => {
  const s = run(start, { type: 'failed', message: 'busy' });
  t.is(s.usage!.currentUsage, 2);
  t.false(s.streaming);
});

test('stop keeps the unit once words came, and releases it before the first word', (t) => {
  const charged = {
    type: 'event',
    event: { event: 'meta', data: { responseId: 'r', usage: usage(3), demo: false } },
  } as const;
  const words = run(start, charged, ev({ event: 'delta', data: { text: 'a' } }), { type: 'stopped' });
  t.is(words.turns[0]!.status, 'stopped');
  t.is(words.usage!.currentUsage, 3);
  const silent = run(start, charged, { type: 'stopped' });
  t.is(silent.usage!.currentUsage, 2);
});

test('an insufficient question says what is missing and spends nothing', (t) => {
  const s = run(
    start,
    ev({ event: 'meta', data: { responseId: 'r', usage: usage(3), demo: false } }),
    ev({ event: 'insufficient', data: { missing: 'your code' } }),
  );
  t.is(s.turns[0]!.missing, 'your code');
  t.is(s.usage!.currentUsage, 2);
});

test('a failed usage fetch stores the error and ends loading', (t) => {
  const s = run(initialPanelState, { type: 'usage-loading' }, { type: 'usage-failed', message: 'offline' });
  t.false(s.usageLoading);
  t.is(s.usageError, 'offline');
});

test('ratings attach to their answer; remaining never goes below 0', (t) => {
  const done = run(
    start,
    ev({ event: 'meta', data: { responseId: 'r1', usage: null, demo: false } }),
    ev({ event: 'done', data: { finishReason: 'stop', usage: null, withheld: false } }),
    { type: 'review', responseId: 'r1', review: { id: 4, score: 1, reviewSelection: [], reviewComment: '' } },
  );
  t.is(done.turns[0]!.review?.id, 4);
  t.is(remaining({ currentUsage: 12, usageLimit: 9 } as never), 0);
});

test("a fix's check after done belongs to that answer", (t) => {
  const s = run(
    start,
    ev({ event: 'meta', data: { responseId: 'r', usage: usage(3), demo: false } }),
    ev({ event: 'delta', data: { text: '```python\nprint(55)\n```' } }),
    ev({ event: 'done', data: { finishReason: 'stop', usage: usage(3), withheld: false } }),
    ev({ event: 'check', data: { passed: 2, total: 3 } }),
  );
  t.like(s.turns.at(-1), { status: 'done', check: { passed: 2, total: 3 } });
  t.false(s.streaming);
});
