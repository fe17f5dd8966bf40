/** Tasks that use named input/output files, and projects with files in nested folders. */
import test from 'ava';
import { judgeFor, grade, gradeJob, sid, leftoverWorkDirs, sandboxProcesses } from './helpers.ts';
import { JudgeJob, type GradeResult, type RunResult } from '../src/protocol.ts';

const judge = judgeFor('bwrap', 2);
test.after.always(() => judge.close());

const io = { inputFile: 'input.txt', outputFile: 'output.txt' };
const sum = (name: string, input: string, text: string) => ({
  name,
  input,
  expected: { kind: 'text' as const, text },
});

const C_FILES = `#include <stdio.h>
int main(void) {
  int a, b, extra = 0;
  if (scanf("%d", &extra) == 1) return 7; /* stdin must be empty */
  FILE *in = fopen("input.txt", "r"), *out = fopen("output.txt", "w");
  if (!in || !out || fscanf(in, "%d %d", &a, &b) != 2) return 3;
  printf("not graded\\n");
  fprintf(out, "%d\\n", a + b);
  return 0;
}
`;

test('input_file/output_file: the program reads and writes named files, and the file is graded', async (t) => {
  const r = await grade(
    judge,
    gradeJob(
      'c',
      C_FILES,
      [sum('a', '1 2\n', '3\n'), sum('b', '40 2\n', '42\n'), sum('wrong', '1 1\n', '3\n')],
      io,
    ),
  );
  t.deepEqual(
    r.tests.map((x) => [x.name, x.verdict]),
    [
      ['a', 'ACCEPTED'],
      ['b', 'ACCEPTED'],
      ['wrong', 'WRONG_ANSWER'],
    ],
    JSON.stringify(r.tests),
  );
  t.is(r.tests[0].stdout?.text, '3\n', 'what is shown is the output file, not stdout');
  const py = await grade(
    judge,
    gradeJob(
      'python3',
      'a, b = map(int, open("input.txt").read().split())\nopen("output.txt", "w").write(f"{a + b}\\n")\n',
      [sum('a', '1 2\n', '3\n')],
      io,
    ),
  );
  t.is(py.status, 'ACCEPTED', JSON.stringify(py.tests));
});

test('input_file alone: stdout is graded; output_file alone: stdin still carries the input', async (t) => {
  const inOnly = await grade(
    judge,
    gradeJob(
      'python3',
      'import sys\nassert sys.stdin.read() == ""\nprint(sum(map(int, open("data.in").read().split())))\n',
      [sum('a', '2 3\n', '5\n')],
      { inputFile: 'data.in' },
    ),
  );
  t.is(inOnly.status, 'ACCEPTED', JSON.stringify(inOnly.tests));
  const outOnly = await grade(
    judge,
    gradeJob(
      'python3',
      'open("answer.txt", "w").write(str(sum(map(int, input().split()))) + "\\n")\n',
      [sum('a', '2 3\n', '5\n')],
      { outputFile: 'answer.txt' },
    ),
  );
  t.is(outOnly.status, 'ACCEPTED', JSON.stringify(outOnly.tests));
});

test('output_file: a missing file is a wrong answer, crashes and limits keep their verdicts', async (t) => {
  const missing = await grade(judge, gradeJob('python3', 'print(3)\n', [sum('a', '1 2\n', '3\n')], io));
  t.is(missing.status, 'WRONG_ANSWER');
  const crash = await grade(
    judge,
    gradeJob(
      'python3',
      'open("output.txt", "w").write("3\\n")\nraise SystemExit(4)\n',
      [sum('a', '1 2\n', '3\n')],
      io,
    ),
  );
  t.is(crash.status, 'RUNTIME_ERROR');
  t.is(crash.tests[0].exitCode, 4);
  const slow = await grade(
    judge,
    gradeJob('python3', 'while True: pass\n', [sum('a', '1 2\n', '3\n')], {
      ...io,
      limits: { timeLimitMs: 300 },
    }),
  );
  t.is(slow.status, 'TIMEOUT');
  const huge = await grade(
    judge,
    gradeJob(
      'python3',
      'with open("output.txt", "w") as f:\n    for _ in range(3000):\n        f.write("y" * 1000)\n',
      [sum('a', '', 'y')],
      { ...io, limits: { outputLimitBytes: 1 << 20 } },
    ),
  );
  t.is(huge.status, 'OUTPUT_SIZE', 'the output file counts against the output cap');
});

test.serial(
  'output_file: each test starts with no files of the previous one, and a link cannot read secrets',
  async (t) => {
    const appender =
      'import os\nseen = os.path.exists("output.txt")\nwith open("output.txt", "a") as f:\n    f.write("seen\\n" if seen else "fresh\\n")\n';
    const r = await grade(
      judge,
      gradeJob('python3', appender, [sum('1', '', 'fresh\n'), sum('2', '', 'fresh\n')], io),
    );
    t.deepEqual(
      r.tests.map((x) => x.verdict),
      ['ACCEPTED', 'ACCEPTED'],
      JSON.stringify(r.tests),
    );
    const link = await grade(
      judge,
      gradeJob('python3', 'import os\nos.symlink("/etc/shadow", "output.txt")\n', [sum('a', '', 'root')], io),
    );
    t.is(link.status, 'WRONG_ANSWER');
    t.false(
      /root:/.test(link.tests[0].stdout?.text ?? ''),
      'the sandbox uid cannot read /etc/shadow through the output file',
    );
    t.deepEqual(sandboxProcesses(), []);
    t.deepEqual(leftoverWorkDirs(), []);
  },
);

test('run mode with files: stdin becomes the input file and the output file is returned', async (t) => {
  const r = (await judge.execute({
    protocolVersion: 1,
    kind: 'run',
    submissionId: sid('run-files'),
    language: 'c',
    source: C_FILES,
    stdin: '20 22\n',
    ...io,
  })) as RunResult;
  t.is(r.status, 'OK', JSON.stringify(r));
  t.is(r.stdout, '42\n');
});

test('file names of file-based tasks are plain names', (t) => {
  const base = {
    protocolVersion: 1,
    kind: 'grade',
    submissionId: 'x',
    language: 'c',
    source: '',
    tests: [sum('a', '', '')],
  };
  for (const bad of ['../x', '/etc/passwd', 'a/b.txt', '.hidden', '']) {
    t.false(JudgeJob.safeParse({ ...base, inputFile: bad }).success, bad);
    t.false(JudgeJob.safeParse({ ...base, outputFile: bad }).success, bad);
  }
  t.true(JudgeJob.safeParse({ ...base, ...io }).success);
});

test('project files in nested folders: paths are checked, folders are created', (t) => {
  const base = { protocolVersion: 1, kind: 'run', submissionId: 'x', language: 'c', source: '' };
  for (const bad of [
    '../x.c',
    '/abs.c',
    'a//b.c',
    'a/../b.c',
    'a/./b.c',
    'a/',
    '.git/config',
    'a/b/c/d/e/f/g/h/i.c',
  ]) {
    t.false(JudgeJob.safeParse({ ...base, files: [{ name: bad, content: '' }] }).success, bad);
  }
  t.true(JudgeJob.safeParse({ ...base, files: [{ name: 'lib/util/add.h', content: '' }] }).success);
});

test('nested folders: C headers, Java packages', async (t) => {
  const c = await grade(
    judge,
    gradeJob(
      'c',
      '#include <stdio.h>\n#include "lib/math/add.h"\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",add(a,b));}\n',
      [sum('a', '1 2\n', '3\n')],
      { files: [{ name: 'lib/math/add.h', content: 'static int add(int a, int b) { return a + b; }\n' }] },
    ),
  );
  t.is(c.status, 'ACCEPTED', c.compile.output);
  const java = await grade(
    judge,
    gradeJob(
      'java',
      'import java.util.Scanner;\nimport com.acme.util.Adder;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(Adder.add(s.nextInt(), s.nextInt())); } }\n',
      [sum('a', '1 2\n', '3\n')],
      {
        files: [
          {
            name: 'com/acme/util/Adder.java',
            content:
              'package com.acme.util;\npublic class Adder { public static int add(int a, int b) { return a + b; } }\n',
          },
        ],
      },
    ),
  );
  t.is(java.status, 'ACCEPTED', java.compile.output);
});

test('nested folders: JUnit tests in packages and pytest tests in a folder', async (t) => {
  const junit = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('junit-nested'),
    language: 'java',
    source: 'public class Calculator { public int add(int a, int b) { return a + b; } }\n',
    testFiles: [
      {
        name: 'com/acme/CalculatorTest.java',
        content:
          'package com.acme;\nimport org.junit.Test;\nimport static org.junit.Assert.*;\npublic class CalculatorTest {\n  @Test public void adds() throws Exception {\n    Object c = Class.forName("Calculator").getDeclaredConstructor().newInstance();\n    assertEquals(5, c.getClass().getMethod("add", int.class, int.class).invoke(c, 2, 3));\n  }\n}\n',
      },
    ],
  })) as GradeResult;
  t.deepEqual(
    junit.tests.map((x) => [x.name, x.verdict]),
    [['com.acme.CalculatorTest.adds', 'ACCEPTED']],
    JSON.stringify(junit),
  );
  const pytest = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('pytest-nested'),
    language: 'python3',
    source: 'def add(a, b):\n    return a + b\n',
    testFiles: [
      {
        name: 'tests/unit/test_add.py',
        content: 'from solution import add\n\ndef test_add():\n    assert add(2, 3) == 5\n',
      },
    ],
  })) as GradeResult;
  t.deepEqual(
    pytest.tests.map((x) => [x.name, x.verdict]),
    [['tests/unit/test_add.py::test_add', 'ACCEPTED']],
    JSON.stringify(pytest),
  );
});
