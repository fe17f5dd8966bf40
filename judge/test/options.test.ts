/** Teachers' compiler flags (an allow-list per language) and program arguments (argv, never a shell), in the real sandbox. */
import test from 'ava';
import { judgeFor, grade, gradeJob, sid, sandboxProcesses, leftoverWorkDirs } from './helpers.ts';
import { JudgeJob, type RunResult } from '../src/protocol.ts';

const judge = judgeFor('bwrap', 2);
test.after.always(() => judge.close());

const expect = (name: string, text: string) => ({ name, input: '', expected: { kind: 'text' as const, text } });
const C_DEFINE = '#include <stdio.h>\nint main(void) { printf("%d\\n", VALUE); return 0; }\n';

test('compiler flags reach the compiler after its own (a -D macro compiles; without it the same code does not)', async (t) => {
  const withFlag = await grade(judge, gradeJob('c', C_DEFINE, [expect('a', '42\n')], { compileFlags: ['-O0', '-DVALUE=42'] }));
  t.is(withFlag.status, 'ACCEPTED', JSON.stringify(withFlag));
  const without = await grade(judge, gradeJob('c', C_DEFINE, [expect('a', '42\n')]));
  t.is(without.status, 'COMPILE_ERROR');
  // The later -std wins over the language's own gnu++20: C++98 has no `auto` type deduction.
  const cpp = '#include <cstdio>\nint main() { auto x = 1; std::printf("%d\\n", x); }\n';
  t.is((await grade(judge, gradeJob('cpp', cpp, [expect('a', '1\n')], { compileFlags: ['-std=c++98'] }))).status, 'COMPILE_ERROR');
  t.is((await grade(judge, gradeJob('cpp', cpp, [expect('a', '1\n')], { compileFlags: ['-std=c++17'] }))).status, 'ACCEPTED');
});

test.serial('program arguments arrive as separate arguments, untouched by any shell, also with input and output files', async (t) => {
  const args = ['plain', 'a b', '$(id)', ';rm -rf /tmp', '`whoami`'];
  const echo = 'import sys\nprint("|".join(sys.argv[1:]))\n';
  const r = (await judge.execute({ protocolVersion: 1, kind: 'run', submissionId: sid('args'), language: 'python3', source: echo, programArgs: args })) as RunResult;
  t.is(r.status, 'OK', JSON.stringify(r));
  t.is(r.stdout, `${args.join('|')}\n`);
  const files = await grade(judge, gradeJob('python3', 'import sys\nopen("out.txt", "w").write(sys.argv[1] + open("in.txt").read())\n',
    [{ name: 'a', input: 'x\n', expected: { kind: 'text', text: '$HOME x\n' } }], { programArgs: ['$HOME '], inputFile: 'in.txt', outputFile: 'out.txt' }));
  t.is(files.status, 'ACCEPTED', JSON.stringify(files.tests));
  t.deepEqual(sandboxProcesses(), []);
  t.deepEqual(leftoverWorkDirs(), []);
});

test('the protocol refuses compiler flags outside the language\'s allow-list and control characters in arguments', (t) => {
  const base = { protocolVersion: 1, kind: 'run', submissionId: 'x', source: '' };
  for (const flag of ['-fplugin=/tmp/x.so', '@/etc/passwd', '-B/tmp', '-specs=/tmp/s', '-o', '/box/other.c', '-Wl,-T,x', '-DX=$(id)', '-O2; rm -rf /']) {
    t.false(JudgeJob.safeParse({ ...base, language: 'c', compileFlags: [flag] }).success, flag);
  }
  t.false(JudgeJob.safeParse({ ...base, language: 'python3', compileFlags: ['-O2'] }).success, 'interpreted languages take no compiler flags');
  t.true(JudgeJob.safeParse({ ...base, language: 'c', compileFlags: ['-O3', '-std=c11', '-Wall', '-lm', '-DLOCAL'] }).success);
  t.true(JudgeJob.safeParse({ ...base, language: 'csharp', compileFlags: ['-optimize-', '-define:LOCAL'] }).success);
  t.false(JudgeJob.safeParse({ ...base, language: 'python3', programArgs: ['a\nb'] }).success);
  t.false(JudgeJob.safeParse({ ...base, language: 'python3', programArgs: [''] }).success);
});
