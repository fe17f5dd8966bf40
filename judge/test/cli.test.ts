/** The command-line contract: output shapes and exit statuses (0 verdict, 2 bad arguments, 1 infrastructure). */
import test from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { judgeDir } from '../src/paths.ts';
import { SAMPLES } from '../src/languages/samples.ts';
import { requireRootfs } from './helpers.ts';

requireRootfs();
const bin = path.join(judgeDir, 'bin/seodang-judge.mjs');
const cli = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-cli-test-'));
const file = (name: string, content: string): string => {
  fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};
test.after.always(() => fs.rmSync(dir, { recursive: true, force: true }));

test('languages --json lists all fifteen with versions', (t) => {
  const r = cli(['languages', '--json']);
  t.is(r.status, 0);
  const list = JSON.parse(r.stdout) as Array<{
    value: string;
    label: string;
    langVersion: string;
    available: boolean;
  }>;
  t.deepEqual(
    list.map((l) => l.value),
    [
      'c',
      'cpp',
      'java',
      'python',
      'python3',
      'go',
      'swift',
      'js',
      'ruby',
      'kotlin',
      'scala',
      'objectivec',
      'R',
      'php',
      'csharp',
    ],
  );
  t.true(list.every((l) => l.available && l.langVersion));
  t.deepEqual(Object.keys(list[0]).sort(), ['available', 'label', 'langVersion', 'value']);
});

test('run --json has the contract shape; a failing program still exits 0', (t) => {
  const r = cli([
    'run',
    '--language',
    'python3',
    '--source',
    file('a.py', SAMPLES.python3.aplusb),
    '--stdin',
    file('in', '2 3\n'),
    '--json',
  ]);
  t.is(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  t.deepEqual(Object.keys(out).sort(), [
    'compile',
    'exitCode',
    'memoryKb',
    'status',
    'stderr',
    'stdout',
    'timeMs',
  ]);
  t.deepEqual(Object.keys(out.compile).sort(), ['ok', 'output', 'timeMs']);
  t.is(out.status, 'OK');
  t.is(out.stdout, '5\n');
  const bad = cli(['run', '--language', 'c', '--source', file('b.c', 'int main( {'), '--json']);
  t.is(bad.status, 0);
  t.is(JSON.parse(bad.stdout).status, 'COMPILE_ERROR');
  const slow = cli([
    'run',
    '--language',
    'c',
    '--source',
    file('s.c', 'int main(void){for(;;);}'),
    '--time-limit',
    '200',
    '--json',
  ]);
  t.is(JSON.parse(slow.stdout).status, 'TIMEOUT');
});

test('grade --json has the contract shape, natural order and scores', (t) => {
  const tests = path.join(dir, 'tests');
  fs.mkdirSync(tests);
  fs.writeFileSync(path.join(tests, '2.in'), '1 1\n');
  fs.writeFileSync(path.join(tests, '2.out'), '2\n');
  fs.writeFileSync(path.join(tests, '10.in'), '1 1\n');
  fs.writeFileSync(path.join(tests, '10.out'), ' 3 \n');
  fs.writeFileSync(path.join(tests, '10.score'), '4');
  const r = cli([
    'grade',
    '--language',
    'c',
    '--source',
    file('g.c', SAMPLES.c.aplusb),
    '--tests',
    tests,
    '--compare',
    'trim',
    '--json',
  ]);
  t.is(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  t.deepEqual(Object.keys(out).sort(), ['compile', 'maxScore', 'score', 'status', 'tests']);
  t.deepEqual(
    out.tests.map((x: { name: string; verdict: string }) => [x.name, x.verdict]),
    [
      ['2', 'ACCEPTED'],
      ['10', 'WRONG_ANSWER'],
    ],
  );
  t.deepEqual(Object.keys(out.tests[0]).sort(), ['memoryKb', 'name', 'score', 'timeMs', 'verdict']);
  t.is(out.status, 'WRONG_ANSWER');
  t.is(out.score, 1);
  t.is(out.maxScore, 5);
});

test('run and grade take --input-file / --output-file for file-based tasks', (t) => {
  const src = file(
    'f.py',
    'a, b = map(int, open("in.txt").read().split())\nopen("out.txt", "w").write(f"{a + b}\\n")\n',
  );
  const r = cli([
    'run',
    '--language',
    'python3',
    '--source',
    src,
    '--stdin',
    file('f.in', '2 3\n'),
    '--input-file',
    'in.txt',
    '--output-file',
    'out.txt',
    '--json',
  ]);
  t.is(r.status, 0, r.stderr);
  t.is(JSON.parse(r.stdout).stdout, '5\n');
  const tests = path.join(dir, 'file-tests');
  fs.mkdirSync(tests);
  fs.writeFileSync(path.join(tests, '1.in'), '1 2\n');
  fs.writeFileSync(path.join(tests, '1.out'), '3\n');
  const g = cli([
    'grade',
    '--language',
    'python3',
    '--source',
    src,
    '--tests',
    tests,
    '--input-file',
    'in.txt',
    '--output-file',
    'out.txt',
    '--json',
  ]);
  t.is(g.status, 0, g.stderr);
  t.is(JSON.parse(g.stdout).status, 'ACCEPTED');
  t.is(cli(['run', '--language', 'python3', '--source', src, '--output-file', '../out.txt']).status, 2);
});

test('run and grade take --compile-flags and --args, split into argv without a shell', (t) => {
  const src = file(
    'd.c',
    '#include <stdio.h>\nint main(int argc, char **argv) { printf("%d", VALUE); for (int i = 1; i < argc; i++) printf(" [%s]", argv[i]); printf("\\n"); return 0; }\n',
  );
  const r = cli([
    'run',
    '--language',
    'c',
    '--source',
    src,
    '--compile-flags=-O0  -DVALUE=7',
    '--args',
    'a $(id) ;b',
    '--json',
  ]);
  t.is(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  t.true(out.compile.ok, out.compile.output);
  t.is(out.stdout, '7 [a] [$(id)] [;b]\n');
  const tests = path.join(dir, 'flag-tests');
  fs.mkdirSync(tests);
  fs.writeFileSync(path.join(tests, '1.in'), '');
  fs.writeFileSync(path.join(tests, '1.out'), '9 [x]\n');
  const g = cli([
    'grade',
    '--language',
    'c',
    '--source',
    src,
    '--tests',
    tests,
    '--compile-flags=-DVALUE=9',
    '--args=x',
    '--json',
  ]);
  t.is(g.status, 0, g.stderr);
  t.is(JSON.parse(g.stdout).status, 'ACCEPTED');
  // Without the flag the macro is undefined: the flags really reached the compiler.
  t.is(
    JSON.parse(cli(['grade', '--language', 'c', '--source', src, '--tests', tests, '--json']).stdout).status,
    'COMPILE_ERROR',
  );
});

test('a compiler flag outside the allow-list, or a bad program argument, exits 2 naming it', (t) => {
  const src = file('e.c', SAMPLES.c.hello);
  const refused = cli(['run', '--language', 'c', '--source', src, '--compile-flags=-O2 -fplugin=/tmp/x.so']);
  t.is(refused.status, 2, refused.stderr);
  t.regex(refused.stderr, /--compile-flags: compiler flag not allowed for c: -fplugin=\/tmp\/x\.so/);
  const tests = path.join(dir, 'refused-tests');
  fs.mkdirSync(tests);
  fs.writeFileSync(path.join(tests, '1.in'), '');
  fs.writeFileSync(path.join(tests, '1.out'), '');
  const python = cli([
    'grade',
    '--language',
    'python3',
    '--source',
    src,
    '--tests',
    tests,
    '--compile-flags=-O',
  ]);
  t.is(python.status, 2);
  t.regex(python.stderr, /compiler flag not allowed for python3: -O/);
  const control = cli(['run', '--language', 'c', '--source', src, '--args', 'ok bad\u0007bell']);
  t.is(control.status, 2);
  t.regex(control.stderr, /--args: argument not allowed: "bad\\u0007bell"/);
  const many = cli([
    'run',
    '--language',
    'c',
    '--source',
    src,
    '--args',
    Array.from({ length: 21 }, (_, i) => `a${i}`).join(' '),
  ]);
  t.is(many.status, 2);
  t.regex(many.stderr, /--args: at most 20 arguments/);
});

test('bad arguments exit 2 with a message', (t) => {
  for (const args of [
    ['run'],
    ['run', '--language', 'cobol', '--source', bin],
    ['run', '--language', 'c', '--source', '/nonexistent'],
    ['grade', '--language', 'c', '--source', bin, '--tests', dir, '--compare', 'nope'],
    ['frobnicate'],
    ['run', '--bogus'],
  ]) {
    const r = cli(args);
    t.is(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    t.true(r.stderr.length > 0);
  }
});

test('an infrastructure failure exits 1 and says what failed', (t) => {
  const r = cli(['run', '--language', 'c', '--source', file('h.c', SAMPLES.c.hello)], {
    SEODANG_JUDGE_ROOTFS: path.join(dir, 'missing-rootfs'),
  });
  t.is(r.status, 1);
  t.regex(r.stderr, /root filesystem is not prepared/);
});
