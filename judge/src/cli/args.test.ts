import test from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTestDir } from './grade-command.ts';
import { fileIoFrom, limitsFrom, programOptionsFrom, UsageError } from './args.ts';

test('test directories are read in natural order with optional scores', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tests-'));
  for (const n of ['10', '2', '1']) {
    fs.writeFileSync(path.join(dir, `${n}.in`), n);
    fs.writeFileSync(path.join(dir, `${n}.out`), n);
  }
  fs.writeFileSync(path.join(dir, '2.score'), '5\n');
  const tests = readTestDir(dir);
  t.deepEqual(
    tests.map((x) => x.name),
    ['1', '2', '10'],
  );
  t.deepEqual(
    tests.map((x) => x.score),
    [1, 5, 1],
  );
  fs.rmSync(path.join(dir, '10.out'));
  t.throws(() => readTestDir(dir), { instanceOf: UsageError, message: /10\.in has no 10\.out/ });
  fs.rmSync(dir, { recursive: true });
});

test('limits are validated', (t) => {
  t.deepEqual(limitsFrom({ 'time-limit': '500', 'memory-limit': '64' }), {
    timeLimitMs: 500,
    memoryLimitMiB: 64,
  });
  t.throws(() => limitsFrom({ 'time-limit': 'abc' }), { instanceOf: UsageError });
  t.throws(() => limitsFrom({ 'memory-limit': '8' }), { instanceOf: UsageError });
});

test('file names of file-based tasks are plain names', (t) => {
  t.deepEqual(fileIoFrom({ 'input-file': 'in.txt', 'output-file': 'out.txt' }), {
    inputFile: 'in.txt',
    outputFile: 'out.txt',
  });
  t.deepEqual(fileIoFrom({}), {});
  for (const bad of ['../x', 'a/b', '', '.x'])
    t.throws(() => fileIoFrom({ 'input-file': bad }), { instanceOf: UsageError }, bad);
});

test("--compile-flags and --args become argv (white space only, no shell) under the job's rules", (t) => {
  t.deepEqual(programOptionsFrom({ 'compile-flags': ' -O0   -DLOCAL=1 ', args: 'a $(id) "b c"' }, 'c'), {
    compileFlags: ['-O0', '-DLOCAL=1'],
    programArgs: ['a', '$(id)', '"b', 'c"'],
  });
  t.deepEqual(programOptionsFrom({}, 'c'), {});
  t.deepEqual(programOptionsFrom({ 'compile-flags': '' }, 'python3'), { compileFlags: [] });
  t.throws(() => programOptionsFrom({ 'compile-flags': '-O2 -B/tmp' }, 'c'), {
    instanceOf: UsageError,
    message: '--compile-flags: compiler flag not allowed for c: -B/tmp',
  });
  t.throws(() => programOptionsFrom({ 'compile-flags': '-Werror' }, 'python3'), {
    instanceOf: UsageError,
    message: /not allowed for python3: -Werror/,
  });
  t.throws(() => programOptionsFrom({ args: 'x\u0001y' }, 'c'), {
    instanceOf: UsageError,
    message: /--args: argument not allowed: "x\\u0001y"/,
  });
  t.throws(() => programOptionsFrom({ args: 'a'.repeat(201) }, 'c'), {
    instanceOf: UsageError,
    message: /--args/,
  });
});
