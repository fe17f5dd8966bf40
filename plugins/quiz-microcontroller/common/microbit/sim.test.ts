/**
 * The `microbit` module and its checks on MicroPython's WebAssembly build, without the judge: the
 * virtual clock, scripted buttons and accelerometer, display frames, pins, prints, errors, and the
 * harness's copy being current (run scripts/build-harness.ts after a change).
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { microbitModules, microbitSource } from '../../scripts/build-harness.ts';
import { checkMicrobit, frameAt, runMicrobit, type LoadMicroPython } from './sim.ts';

const load = loadMicroPython as unknown as LoadMicroPython;
const compare = {
  trim: false,
  lineTrim: true,
  allTrim: false,
  deleteComma: false,
  deletePeriod: false,
  ignoreCase: false,
};

test('sleep moves a virtual clock: a heart every 500 ms for 20 s runs in well under a second', async (t) => {
  const started = Date.now();
  const run = await runMicrobit(
    load,
    'from microbit import *\nwhile True:\n    display.show(Image.HEART)\n    sleep(500)\n    display.clear()\n    sleep(500)\n',
    { inputs: [], duration_ms: 20_000, seconds: 5 },
  );
  t.log(`20 virtual seconds: ${Date.now() - started} ms`);
  t.is(run.frames.length, 40);
  t.deepEqual(run.frames[1], [500, '0'.repeat(25)]);
  t.is(frameAt(run, 19_900), '0'.repeat(25));
  t.is(run.endMs, 20_000);
  t.is(
    checkMicrobit(run, {
      checks: [{ kind: 'display', at_ms: 10_100, image: 'HEART' }],
      expected_output: null,
      compare,
    }).outcome,
    'pass',
  );
  t.deepEqual(
    checkMicrobit(run, {
      checks: [{ kind: 'display', at_ms: 600, image: 'HEART' }],
      expected_output: null,
      compare,
    }),
    {
      outcome: 'fail',
      message: 'At 600 ms the display shows 00000:00000:00000:00000:00000, expected Image.HEART.',
    },
  );
});

test('buttons, the accelerometer, pins and prints follow the scripted inputs', async (t) => {
  const code = [
    'from microbit import *',
    'while True:',
    '    if button_a.was_pressed():',
    "        print('A', running_time() // 100, accelerometer.get_x())",
    '        pin1.write_digital(1)',
    '    if button_b.is_pressed():',
    '        display.set_pixel(2, 2, 9)',
    '    sleep(20)',
  ].join('\n');
  const run = await runMicrobit(load, code, {
    inputs: [
      { kind: 'accelerometer', at_ms: 0, x: 300, y: 0, z: -1000 },
      { kind: 'button', button: 'A', at_ms: 500, pressed: true },
      { kind: 'button', button: 'A', at_ms: 520, pressed: false },
      { kind: 'button', button: 'B', at_ms: 800, pressed: true },
    ],
    duration_ms: 1000,
    seconds: 5,
  });
  t.is(run.error, '');
  t.is(run.output, 'A 5 300\n');
  t.is(run.pins.length, 1);
  t.is(frameAt(run, 700), '0'.repeat(25));
  t.is(frameAt(run, 900), `${'0'.repeat(12)}9${'0'.repeat(12)}`);
  t.is(
    checkMicrobit(run, {
      checks: [{ kind: 'pin', pin: 1, at_ms: 600, level: 1 }],
      expected_output: 'A 5 300',
      compare,
    }).outcome,
    'pass',
  );
  t.is(checkMicrobit(run, { checks: [], expected_output: 'A 6 300', compare }).outcome, 'fail');
});

test('a Python error is the run’s error, naming main.py', async (t) => {
  const run = await runMicrobit(load, 'from microbit import *\ndisplay.set_pixel(5, 0, 9)\n', {
    inputs: [],
    duration_ms: 100,
    seconds: 5,
  });
  t.regex(run.error, /File "main\.py", line 2[\s\S]*ValueError: index out of bounds/);
  t.is(checkMicrobit(run, { checks: [], expected_output: '', compare }).outcome, 'error');
});

test('the harness runs the same module as the simulator (run scripts/build-harness.ts after a change)', (t) => {
  for (const name of microbitModules) {
    const shipped = readFileSync(
      new URL(`../../harness/microbit/vendor/${name}.mjs`, import.meta.url),
      'utf8',
    );
    t.is(shipped, microbitSource(name), name);
  }
});
