/**
 * The runtime on its own: each category's blocks, inputs at virtual times, a seeded random, the
 * step limit, and the checks' words.
 */
import test from 'ava';
import { EntryRuntime } from './interpreter.ts';
import { gradeTest, runForTest, type Check, type RunnableTest } from './grade.ts';
import type { Block, Project } from './project.ts';

let n = 0;
const b = (type: string, more: Partial<Block> = {}): Block => ({ id: `b${++n}`, type, ...more });
const num = (v: number) => b('number', { fields: { NUM: v } });
const txt = (v: string) => b('text', { fields: { TEXT: v } });
const project = (scripts: Block[][], extra: Partial<Project> = {}): Project => ({
  objects: [
    {
      id: 'cat',
      name: '고양이',
      x: 0,
      y: 0,
      direction: 90,
      costumes: ['a', 'b', 'c'],
      costume: 0,
      visible: true,
      width: 40,
      height: 40,
      scripts,
    },
    {
      id: 'box',
      name: '상자',
      x: 100,
      y: 0,
      direction: 90,
      costumes: ['📦'],
      costume: 0,
      visible: true,
      width: 40,
      height: 40,
      scripts: [],
    },
  ],
  variables: [{ name: '점수', value: 0 }],
  lists: [{ name: '목록', items: [] }],
  ...extra,
});
const run = (p: Project, inputs: Partial<RunnableTest['inputs']> = {}, duration = 2) =>
  runForTest(
    p,
    { inputs: { answers: [], keys: [], clicks: [], seed: 1, ...inputs }, duration, checks: [] },
    100_000,
  );
const rules = { requiredBlocks: [], forbiddenBlocks: [], maxBlocks: null, stepLimit: 100_000 };
const start = b('when_run_button_click');

test('motion, looks and flow: move, turn, repeat, if/else, costume, say, wait on the virtual clock', (t) => {
  const p = project([
    [
      start,
      b('repeat_basic', {
        inputs: { COUNT: num(3) },
        statements: { DO: [b('move_direction', { inputs: { VALUE: num(10) } })] },
      }),
      b('direction_relative', { inputs: { VALUE: num(90) } }),
      b('move_direction', { inputs: { VALUE: num(5) } }),
      b('change_to_next_shape', { fields: { DIR: 'prev' } }),
      b('wait_second', { inputs: { SECOND: num(1) } }),
      b('if_else', {
        inputs: {
          COND: b('boolean_basic_operator', {
            inputs: { A: b('coordinate_object', { fields: { TARGET: 'self', PROP: 'x' } }), B: num(30) },
            fields: { OP: 'EQUAL' },
          }),
        },
        statements: {
          DO: [b('dialog', { inputs: { TEXT: txt('맞아') } })],
          ELSE: [b('dialog', { inputs: { TEXT: txt('아니') } })],
        },
      }),
    ],
  ]);
  const early = run(p, {}, 0.5).rt.object('고양이')!;
  t.like(early, { x: 30, y: -5, direction: 180, costume: 2, said: '' });
  const { rt, error } = run(p, {}, 2);
  t.is(error, undefined);
  t.like(rt.object('고양이')!, { said: '맞아', saidLog: ['맞아'] });
});

test('events: keys and clicks at virtual times, signals, key held, stop all', (t) => {
  const p = project([
    [b('when_some_key_pressed', { fields: { KEY: 'right' } }), b('move_x', { inputs: { VALUE: num(10) } })],
    [b('when_object_click'), b('message_cast', { fields: { MESSAGE: '점프' } })],
    [b('when_message_cast', { fields: { MESSAGE: '점프' } }), b('move_y', { inputs: { VALUE: num(50) } })],
    [
      start,
      b('wait_until_true', { inputs: { COND: b('is_press_some_key', { fields: { KEY: 'space' } }) } }),
      b('hide'),
      b('stop_object', { fields: { TARGET: 'all' } }),
      b('show'),
    ],
  ]);
  const { rt } = run(p, {
    keys: [
      { key: 'right', at: 0.2, hold: 0.1 },
      { key: 'right', at: 0.5, hold: 0.1 },
      { key: 'space', at: 1, hold: 0.5 },
    ],
    clicks: [{ object: '고양이', at: 0.3 }],
  });
  t.like(rt.object('고양이')!, { x: 20, y: 50, visible: false });
  t.true(rt.stopped);
});

test('data and calc: variables, lists, ask and answer, join, random with a seed', (t) => {
  const p = project([
    [
      start,
      b('ask_and_wait', { inputs: { TEXT: txt('이름?') } }),
      b('set_variable', {
        fields: { VAR: '점수' },
        inputs: { VALUE: b('calc_basic', { fields: { OP: 'MULTI' }, inputs: { A: num(6), B: num(7) } }) },
      }),
      b('change_variable', { fields: { VAR: '점수' }, inputs: { VALUE: num(-2) } }),
      b('add_value_to_list', {
        fields: { LIST: '목록' },
        inputs: {
          VALUE: b('combine_something', { inputs: { A: txt('안녕 '), B: b('get_canvas_input_value') } }),
        },
      }),
      b('add_value_to_list', {
        fields: { LIST: '목록' },
        inputs: { VALUE: b('calc_rand', { inputs: { A: num(1), B: num(100) } }) },
      }),
      b('insert_value_to_list', {
        fields: { LIST: '목록' },
        inputs: {
          VALUE: b('quotient_and_mod', { fields: { OP: 'MOD' }, inputs: { A: num(17), B: num(5) } }),
          INDEX: num(1),
        },
      }),
    ],
  ]);
  const one = run(p, { answers: ['민수'], seed: 7 }).rt;
  const again = run(p, { answers: ['민수'], seed: 7 }).rt;
  const other = run(p, { answers: ['민수'], seed: 8 }).rt;
  t.is(one.variables.get('점수'), 40);
  const list = one.lists.get('목록')!;
  t.deepEqual(list.slice(0, 2), [2, '안녕 민수']);
  t.deepEqual(again.lists.get('목록'), list, 'the same seed draws the same number');
  t.true(Number.isInteger(list[2]) && (list[2] as number) >= 1 && (list[2] as number) <= 100);
  t.notDeepEqual(other.lists.get('목록')![2], undefined);
});

test('a page-side ask waits for the prompt, then goes on', (t) => {
  const rt = new EntryRuntime(
    project([
      [
        start,
        b('ask_and_wait', { inputs: { TEXT: txt('몇 살?') } }),
        b('dialog', { inputs: { TEXT: b('get_canvas_input_value') } }),
      ],
    ]),
  );
  rt.start();
  for (let i = 0; i < 5; i++) rt.frame();
  t.is(rt.question, '몇 살?');
  rt.provideAnswer('12');
  rt.frame();
  t.is(rt.question, null);
  t.is(rt.object('고양이')!.said, '12');
});

test('checks and rules: touching, said, lists, variables, required and forbidden blocks, the step limit', (t) => {
  const p = project([
    [
      start,
      b('repeat_basic', {
        inputs: { COUNT: num(6) },
        statements: { DO: [b('move_x', { inputs: { VALUE: num(20) } })] },
      }),
    ],
  ]);
  const checks: Check[] = [
    { kind: 'touched', object: '고양이', target: '상자', expected: true },
    { kind: 'object', object: '고양이', property: 'x', op: 'eq', value: 118, tolerance: 3 },
    { kind: 'variable', name: '점수', op: 'eq', value: 0 },
    { kind: 'list', name: '목록', items: [] },
  ];
  const test1 = { inputs: { answers: [], keys: [], clicks: [], seed: 1 }, duration: 1, checks };
  t.like(gradeTest(p, test1, rules), { outcome: 'pass', passed: 4, total: 4 });
  const wrong = gradeTest(
    p,
    { ...test1, checks: [{ kind: 'object', object: '고양이', property: 'y', op: 'gt', value: 5 }] },
    rules,
  );
  t.like(wrong, { outcome: 'fail', message: '고양이: y is 0, expected above 5.' });
  t.like(gradeTest(p, test1, { ...rules, forbiddenBlocks: ['move_x'] }), {
    outcome: 'fail',
    message: 'The block "move_x" may not be used.',
  });
  t.like(gradeTest(p, test1, { ...rules, maxBlocks: 2 }), {
    outcome: 'fail',
    message: 'The project uses 3 blocks; at most 2 are allowed.',
  });
  // A signal that sends itself twice doubles its scripts every frame: the step limit ends it.
  const bomb = project([
    [start, b('message_cast', { fields: { MESSAGE: 'a' } })],
    [
      b('when_message_cast', { fields: { MESSAGE: 'a' } }),
      b('message_cast', { fields: { MESSAGE: 'a' } }),
      b('message_cast', { fields: { MESSAGE: 'a' } }),
    ],
  ]);
  t.like(gradeTest(bomb, test1, { ...rules, stepLimit: 5000 }), {
    outcome: 'timeout',
    message: 'Step limit reached (5000 blocks).',
  });
});
