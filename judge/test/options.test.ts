/** Teachers' compiler flags (an allow-list per language) and program arguments (argv, never a shell), in the real sandbox. */
import test from 'ava';
import { judgeFor, grade, gradeJob, sid, sandboxProcesses, leftoverWorkDirs } from './helpers.ts';
import { JudgeJob, type GradeResult, type RunResult } from '../src/protocol.ts';

const judge = judgeFor('bwrap', 2);
test.after.always(() => judge.close());

const expect = (name: string, text: string) => ({
  name,
  input: '',
  expected: { kind: 'text' as const, text },
});
const C_DEFINE = '#include <stdio.h>\nint main(void) { printf("%d\\n", VALUE); return 0; }\n';

test('compiler flags reach the compiler after its own (a -D macro compiles; without it the same code does not)', async (t) => {
  const withFlag = await grade(
    judge,
    gradeJob('c', C_DEFINE, [expect('a', '42\n')], { compileFlags: ['-O0', '-DVALUE=42'] }),
  );
  t.is(withFlag.status, 'ACCEPTED', JSON.stringify(withFlag));
  const without = await grade(judge, gradeJob('c', C_DEFINE, [expect('a', '42\n')]));
  t.is(without.status, 'COMPILE_ERROR');
  // The later -std wins over the language's own gnu++20: C++98 has no `auto` type deduction.
  const cpp = '#include <cstdio>\nint main() { auto x = 1; std::printf("%d\\n", x); }\n';
  t.is(
    (await grade(judge, gradeJob('cpp', cpp, [expect('a', '1\n')], { compileFlags: ['-std=c++98'] }))).status,
    'COMPILE_ERROR',
  );
  t.is(
    (await grade(judge, gradeJob('cpp', cpp, [expect('a', '1\n')], { compileFlags: ['-std=c++17'] }))).status,
    'ACCEPTED',
  );
});

test.serial(
  'program arguments arrive as separate arguments, untouched by any shell, also with input and output files',
  async (t) => {
    const args = ['plain', 'a b', '$(id)', ';rm -rf /tmp', '`whoami`'];
    const echo = 'import sys\nprint("|".join(sys.argv[1:]))\n';
    const r = (await judge.execute({
      protocolVersion: 1,
      kind: 'run',
      submissionId: sid('args'),
      language: 'python3',
      source: echo,
      programArgs: args,
    })) as RunResult;
    t.is(r.status, 'OK', JSON.stringify(r));
    t.is(r.stdout, `${args.join('|')}\n`);
    const files = await grade(
      judge,
      gradeJob(
        'python3',
        'import sys\nopen("out.txt", "w").write(sys.argv[1] + open("in.txt").read())\n',
        [{ name: 'a', input: 'x\n', expected: { kind: 'text', text: '$HOME x\n' } }],
        { programArgs: ['$HOME '], inputFile: 'in.txt', outputFile: 'out.txt' },
      ),
    );
    t.is(files.status, 'ACCEPTED', JSON.stringify(files.tests));
    t.deepEqual(sandboxProcesses(), []);
    t.deepEqual(leftoverWorkDirs(), []);
  },
);

test("the protocol refuses compiler flags outside the language's allow-list and control characters in arguments", (t) => {
  const base = { protocolVersion: 1, kind: 'run', submissionId: 'x', source: '' };
  for (const flag of [
    '-fplugin=/tmp/x.so',
    '@/etc/passwd',
    '-B/tmp',
    '-specs=/tmp/s',
    '-o',
    '/box/other.c',
    '-Wl,-T,x',
    '-DX=$(id)',
    '-O2; rm -rf /',
  ]) {
    t.false(JudgeJob.safeParse({ ...base, language: 'c', compileFlags: [flag] }).success, flag);
  }
  t.false(
    JudgeJob.safeParse({ ...base, language: 'python3', compileFlags: ['-O2'] }).success,
    'interpreted languages take no compiler flags',
  );
  t.true(
    JudgeJob.safeParse({
      ...base,
      language: 'c',
      compileFlags: ['-O3', '-std=c11', '-Wall', '-lm', '-DLOCAL'],
    }).success,
  );
  t.true(
    JudgeJob.safeParse({ ...base, language: 'csharp', compileFlags: ['-optimize-', '-define:LOCAL'] })
      .success,
  );
  t.false(JudgeJob.safeParse({ ...base, language: 'python3', programArgs: ['a\nb'] }).success);
  t.false(JudgeJob.safeParse({ ...base, language: 'python3', programArgs: [''] }).success);
});

const JUNIT_TEST = {
  name: 'CalcTest.java',
  content:
    'import org.junit.Test;\nimport static org.junit.Assert.*;\npublic class CalcTest {\n  @Test public void adds() { assertEquals(3, Calc.add(1, 2)); }\n}\n',
};
// A raw type: javac warns only under -Xlint, and -Werror turns the warning into a failed compile.
const RAW_CALC =
  'import java.util.*;\npublic class Calc { public static int add(int a, int b) { List l = new ArrayList(); l.add(a); return a + b; } }\n';
const unitJob = (extra: Record<string, unknown> = {}) => ({
  protocolVersion: 1 as const,
  kind: 'unittest' as const,
  submissionId: sid('unit-flags'),
  language: 'java' as const,
  source: RAW_CALC,
  testFiles: [JUNIT_TEST],
  ...extra,
});

test("unit-test jobs take the teacher's compiler flags too (javac -Xlint:all -Werror fails on a warning the default compile lets pass)", async (t) => {
  const plain = (await judge.execute(unitJob())) as GradeResult;
  t.is(plain.status, 'ACCEPTED', JSON.stringify(plain));
  const strict = (await judge.execute(unitJob({ compileFlags: ['-Xlint:all', '-Werror'] }))) as GradeResult;
  t.is(strict.status, 'COMPILE_ERROR', JSON.stringify(strict));
  t.regex(strict.compile.output, /unchecked|rawtypes/);
  // The same flags in normal grading behave the same way.
  const graded = await grade(
    judge,
    gradeJob(
      'java',
      'public class Main { public static void main(String[] a) { java.util.List l = new java.util.ArrayList(); l.add(1); System.out.println(l.size()); } }\n',
      [expect('a', '1\n')],
      { compileFlags: ['-Xlint:rawtypes,unchecked', '-Werror'] },
    ),
  );
  t.is(graded.status, 'COMPILE_ERROR');
});

test('unit-test jobs: flags outside the allow-list are refused, and jobs without compileFlags (older senders) still parse', (t) => {
  const base = { ...unitJob(), submissionId: 'x' };
  t.true(JudgeJob.safeParse(base).success);
  t.deepEqual((JudgeJob.parse(base) as { compileFlags: string[] }).compileFlags, []);
  t.true(
    JudgeJob.safeParse({ ...base, compileFlags: ['-g', '-Xlint:all,-serial', '--release=17', '-parameters'] })
      .success,
  );
  for (const flag of [
    '-processorpath',
    '-Xplugin:x',
    '-cp',
    '/tmp',
    '@args',
    '-J-Xmx9g',
    '-d',
    '--release=17;id',
    '-sourcepath',
  ]) {
    const r = JudgeJob.safeParse({ ...base, compileFlags: [flag] });
    t.false(r.success, flag);
    t.regex(
      r.error?.issues[0]?.message ?? '',
      new RegExp(`compiler flag not allowed for java: ${flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  }
  t.false(
    JudgeJob.safeParse({
      ...base,
      language: 'python3',
      testFiles: [{ name: 'test_x.py', content: '' }],
      compileFlags: ['-O'],
    }).success,
    'Python unit tests take no compiler flags',
  );
});
