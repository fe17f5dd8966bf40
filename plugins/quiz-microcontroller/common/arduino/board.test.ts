/**
 * The virtual Uno and its checks on a small C program (test/fixtures/blink-echo.c: pin 13 toggles
 * every 500 ms, serial bytes are echoed), the Intel HEX parser's refusals, and the harness's copy
 * of these files being current.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { hexProblem, parseIntelHex } from './hex.ts';
import { levelAt, normalize, runUnoTest, type UnoTestData } from './check.ts';
import { VirtualUno } from './uno.ts';
import { harnessModules, harnessSource } from '../../scripts/build-harness.ts';

const hex = readFileSync(new URL('../../test/fixtures/blink-echo.hex', import.meta.url), 'utf8');
const compare = {
  trim: false,
  lineTrim: true,
  allTrim: false,
  deleteComma: false,
  deletePeriod: false,
  ignoreCase: false,
};
const data = (over: Partial<UnoTestData>): UnoTestData => ({
  serial_input: '',
  expected_output: null,
  compare,
  inputs: [],
  pins: [],
  duration_ms: 2200,
  seconds: 20,
  ...over,
});

test('the board runs the hex on a virtual clock: pin 13 toggles every 500 ms, serial bytes come back', (t) => {
  const uno = new VirtualUno(hex);
  const changes: { pin: number; ms: number; level: number }[] = [];
  uno.onPin = (c) => changes.push(c);
  const out: number[] = [];
  uno.onSerial = (b) => out.push(b);
  uno.sendSerial('hi');
  t.true(uno.runUntil(2100));
  t.true(uno.ms >= 2100);
  t.deepEqual(
    changes.map((c) => [c.pin, Math.round(c.ms), c.level]),
    [
      [13, 0, 1],
      [13, 500, 0],
      [13, 1000, 1],
      [13, 1500, 0],
      [13, 2000, 1],
    ],
  );
  t.is(String.fromCharCode(...out), 'hi');
  t.is(levelAt(changes as never, 13, 750), 0);
  t.is(levelAt(changes as never, 13, 1250), 1);
  // A wall-clock deadline already past stops the run early.
  t.false(new VirtualUno(hex).runUntil(5000, performance.now() - 1));
});

test('a test passes or fails on its serial output and its pin checks, and times out on the wall clock', (t) => {
  const toggle = { kind: 'toggle' as const, pin: 13, every_ms: 500, tolerance_ms: 20, from_ms: 0 };
  t.like(runUnoTest(hex, data({ serial_input: 'ok', expected_output: 'ok\n', pins: [toggle] })), {
    outcome: 'pass',
    serial: 'ok',
  });
  t.like(runUnoTest(hex, data({ serial_input: 'no', expected_output: 'ok' })), {
    outcome: 'fail',
    message: 'Serial line 1: expected "ok", got "no"',
  });
  t.like(runUnoTest(hex, data({ pins: [{ ...toggle, every_ms: 250 }] })), { outcome: 'fail' });
  t.regex(runUnoTest(hex, data({ pins: [{ ...toggle, every_ms: 250 }] })).message, /toggled after 500\.0 ms/);
  t.like(runUnoTest(hex, data({ pins: [{ ...toggle, pin: 12 }] })), {
    outcome: 'fail',
    message: 'Pin 12 should toggle every 500 ms from 0 ms, but it changed 0 time(s).',
  });
  t.like(runUnoTest(hex, data({ pins: [{ kind: 'level', pin: 13, at_ms: 700, level: 1 }] })), {
    outcome: 'fail',
    message: 'Pin 13 at 700 ms: expected HIGH, got LOW.',
  });
  t.like(runUnoTest(hex, data({ duration_ms: 20_000, seconds: 0.05, pins: [toggle] })), {
    outcome: 'timeout',
    message: 'Execution timeout exceeded.',
  });
  t.like(runUnoTest(':00000001FF\n', data({ pins: [toggle] })), { outcome: 'error' });
});

test('the comparison options are the programming type’s', (t) => {
  t.is(normalize('a, b.\r\nC  \n\n', { ...compare }), 'a, b.\nC');
  t.is(normalize(' A b ', { ...compare, lineTrim: false, allTrim: true, ignoreCase: true }), 'ab');
  t.is(normalize('1,000.5', { ...compare, deleteComma: true, deletePeriod: true }), '10005');
});

test('Intel HEX: the Uno’s flash is filled, and a malformed file is refused naming its fault', (t) => {
  const image = parseIntelHex(hex);
  t.true(image.bytes > 100);
  t.is(image.flash.length, 0x8000);
  t.is(hexProblem(hex), '');
  t.is(hexProblem('hello'), 'line 1: not a hex record');
  t.is(hexProblem(hex.replace(':00000001FF', '')), 'no end record');
  const lines = hex.split(/\r?\n/);
  const bad = lines[0]!.slice(0, -2) + (lines[0]!.endsWith('00') ? '01' : '00');
  t.is(hexProblem([bad, ...lines.slice(1)].join('\n')), 'line 1: wrong checksum');
  t.is(hexProblem(':02800000FFFF80\n:00000001FF\n').includes('32 KiB'), true);
  t.is(hexProblem(':00000001FF\n'), 'no program bytes');
});

test('the harness runs the same board code as the player (run scripts/build-harness.ts after a change)', (t) => {
  for (const name of harnessModules) {
    const shipped = readFileSync(
      new URL(`../../harness/uno/vendor/board/${name}.mjs`, import.meta.url),
      'utf8',
    );
    t.is(shipped, harnessSource(name), name);
  }
  const vendored = readFileSync(new URL('../../harness/uno/vendor/avr8js/cpu/cpu.js', import.meta.url));
  const pkg = readFileSync(new URL('../../../../node_modules/avr8js/dist/cjs/cpu/cpu.js', import.meta.url));
  t.true(vendored.equals(pkg), 'avr8js is the npm package’s');
});
