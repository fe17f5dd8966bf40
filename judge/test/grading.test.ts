/** Grading features: comparison options, regex, scores, hidden tests, truncation, run mode, unit tests, SQL, checkers, compile cache. */
import test from 'ava';
import { judgeFor, grade, gradeJob, run, sid } from './helpers.ts';
import { SAMPLES } from '../src/languages/samples.ts';
import type { GradeResult, JudgeJobInput, RunResult, Verdict } from '../src/protocol.ts';

const judge = judgeFor('bwrap', 2);
test.after.always(() => judge.close());

const echoTest = (name: string, input: string, expected: string, extra = {}) => ({
  name,
  input,
  expected: { kind: 'text' as const, text: expected },
  ...extra,
});

test('comparison options are combinable and each one matters', async (t) => {
  const src = SAMPLES.python3.echo;
  const cases: Array<[string, string, Record<string, boolean>, Verdict]> = [
    ['  Hello, World.  \n\n', 'Hello, World.', { trim: true }, 'ACCEPTED'],
    ['  Hello, World.  \n\n', 'Hello, World.', {}, 'WRONG_ANSWER'],
    ['a  \n  b\n\n', 'a\nb', { lineTrim: true }, 'ACCEPTED'],
    ['a b\nc', 'abc', { allTrim: true }, 'ACCEPTED'],
    ['1,2,3', '123', { deleteComma: true }, 'ACCEPTED'],
    ['1.5.', '15', { deletePeriod: true }, 'ACCEPTED'],
    ['HeLLo', 'hello', { ignoreCase: true }, 'ACCEPTED'],
    ['Hello, World.', 'hello world', { deleteComma: true, deletePeriod: true, ignoreCase: true }, 'ACCEPTED'],
    ['Hello, World.', 'hello world', { deleteComma: true, ignoreCase: true }, 'WRONG_ANSWER'],
  ];
  for (const [i, [input, out, compare, verdict]] of cases.entries()) {
    const one = await grade(judge, gradeJob('python3', src, [echoTest(`c${i}`, input, out)], { compare }));
    t.is(one.status, verdict, `case ${i}: ${JSON.stringify(compare)}`);
  }
});

test('regular-expression expected output, scores, failing tests and hidden tests', async (t) => {
  const r = await grade(
    judge,
    gradeJob('python3', SAMPLES.python3.echo, [
      {
        name: 'regex-ok',
        input: 'order 1234 shipped\n',
        expected: { kind: 'regex', pattern: 'order \\d+ shipped\\n' },
        score: 5,
      },
      {
        name: 'regex-no',
        input: 'order x shipped\n',
        expected: { kind: 'regex', pattern: 'order \\d+ shipped\\n' },
        score: 3,
      },
      {
        name: 'hidden',
        input: 'secret input\n',
        expected: { kind: 'text', text: 'secret input\n' },
        score: 2,
        hidden: true,
      },
    ]),
  );
  t.is(r.status, 'WRONG_ANSWER');
  t.is(r.score, 7);
  t.is(r.maxScore, 10);
  t.deepEqual(r.failingTests, ['regex-no']);
  const hidden = r.tests.find((x) => x.name === 'hidden');
  t.is(hidden?.verdict, 'ACCEPTED');
  t.is(hidden?.stdout, undefined);
  t.is(hidden?.input, undefined);
  t.is(hidden?.expected, undefined);
  t.false(JSON.stringify(r).includes('secret input'));
});

test('kept outputs are truncated for display at 10 KiB', async (t) => {
  const big = 'x'.repeat(50_000);
  const r = await grade(judge, gradeJob('python3', SAMPLES.python3.echo, [echoTest('big', big, big)]));
  t.is(r.status, 'ACCEPTED');
  t.true(r.tests[0].stdout?.truncated);
  t.is(r.tests[0].stdout?.text.length, 10 * 1024);
  t.true(r.tests[0].input?.truncated);
});

test('stop on first failure leaves the rest SKIPPED', async (t) => {
  const r = await grade(
    judge,
    gradeJob(
      'python3',
      SAMPLES.python3.aplusb,
      [echoTest('a', '1 1\n', '3\n'), echoTest('b', '1 2\n', '3\n')],
      { stopOnFirstFailure: true },
    ),
  );
  t.deepEqual(
    r.tests.map((x) => x.verdict),
    ['WRONG_ANSWER', 'SKIPPED'],
  );
});

test('run mode: stdout, stderr, exit code, time, memory and the §8 run errors', async (t) => {
  const ok = await run(
    judge,
    'python3',
    'import sys\nprint(input()[::-1])\nprint("warn", file=sys.stderr)\nsys.exit(0)\n',
    'abc\n',
  );
  t.is(ok.status, 'OK');
  t.is(ok.stdout, 'cba\n');
  t.is(ok.stderr, 'warn\n');
  t.is(ok.exitCode, 0);
  t.true(ok.timeMs > 0 && ok.memoryKb > 0);
  const exit3 = await run(judge, 'python3', 'raise SystemExit(3)\n');
  t.is(exit3.status, 'ERROR');
  t.is(exit3.exitCode, 3);
  t.is((await run(judge, 'c', 'int main( {')).status, 'COMPILE_ERROR');
  t.is((await run(judge, 'python3', 'while True: pass\n', '', { timeLimitMs: 300 })).status, 'TIMEOUT');
  t.is((await run(judge, 'python3', 'while True: print("y" * 1000)\n')).status, 'OUTPUT_SIZE');
  const mem = await run(
    judge,
    'c',
    '#include <stdlib.h>\n#include <string.h>\nint main(void){ for(;;){ char*p=malloc(1<<24); memset(p,1,1<<24);} }\n',
    '',
    { memoryLimitMiB: 64 },
  );
  t.is(mem.status, 'ERROR');
  t.is((mem as RunResult).reason, 'MEMORY_LIMIT');
  t.true(mem.memoryKb >= 32 * 1024, `memory of a run past its memory limit: ${mem.memoryKb} KiB`);
});

test('a run stopped at its time limit reports the memory it held, not its init process', async (t) => {
  // 48 MiB touched (through a volatile pointer, so the compiler keeps the writes), then a loop until
  // the CPU limit: the judge kills the run, so no wait reports its memory.
  const slow = await run(
    judge,
    'c',
    '#include <stdlib.h>\nint main(void){ volatile char*p=malloc(48<<20); for(long i=0;i<(48<<20);i+=4096) p[i]=1; for(volatile long x=0;;x++); }\n',
    '',
    { timeLimitMs: 3000 },
  );
  t.is(slow.status, 'TIMEOUT');
  t.true(slow.memoryKb >= 40 * 1024, `memory of a run stopped at its time limit: ${slow.memoryKb} KiB`);
});

test('compile cache: an identical resubmission does not compile again', async (t) => {
  const source = `${SAMPLES.c.aplusb}// ${sid('cache')}\n`;
  const job = (): JudgeJobInput => gradeJob('c', source, [echoTest('t', '1 2\n', '3\n')]);
  const first = await grade(judge, job());
  const second = await grade(judge, job());
  t.false(first.compile.cached);
  t.true(second.compile.cached);
  t.is(second.status, 'ACCEPTED');
});

test('custom JavaScript checker in isolated-vm: partial scores, messages, and its limits', async (t) => {
  const checker = {
    kind: 'js' as const,
    code: 'function check({ input, output, expected }) { const n = Number(output); if (n === Number(expected)) return true; if (Math.abs(n - Number(expected)) <= 1) return { ok: false, score: 0.5, message: "off by one" }; return false; }',
  };
  const r = await grade(
    judge,
    gradeJob(
      'python3',
      'print(int(input()) + 1)\n',
      [
        { name: 'exact', input: '1', expected: { kind: 'text', text: '2' }, score: 4 },
        { name: 'near', input: '1', expected: { kind: 'text', text: '3' }, score: 4 },
        { name: 'far', input: '1', expected: { kind: 'text', text: '9' }, score: 4 },
      ],
      { checker },
    ),
  );
  t.deepEqual(
    r.tests.map((x) => x.verdict),
    ['ACCEPTED', 'WRONG_ANSWER', 'WRONG_ANSWER'],
  );
  t.deepEqual(
    r.tests.map((x) => x.score),
    [4, 2, 0],
  );
  t.is(r.tests[1].message, 'off by one');
  const loop = await grade(
    judge,
    gradeJob('python3', 'print(1)\n', [echoTest('x', '', '1')], {
      checker: { kind: 'js', code: 'function check() { for (;;) {} }', timeLimitMs: 50 },
    }),
  );
  t.is(loop.tests[0].verdict, 'INTERNAL_ERROR');
  t.regex(loop.tests[0].message ?? '', /timed out/);
  const escape = await grade(
    judge,
    gradeJob('python3', 'print(1)\n', [echoTest('x', '', '1')], {
      checker: {
        kind: 'js',
        code: 'function check() { return typeof process === "undefined" && typeof require === "undefined"; }',
      },
    }),
  );
  t.is(escape.tests[0].verdict, 'ACCEPTED', 'no Node APIs inside the checker');
});

test('unit tests: JUnit 4 for Java, per-test verdicts', async (t) => {
  const r = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('junit'),
    language: 'java',
    source:
      'public class Calculator { public int add(int a, int b) { return a + b; } public int sub(int a, int b) { return a + b; } }\n',
    testFiles: [
      {
        name: 'CalculatorTest.java',
        content:
          'import org.junit.Test;\nimport static org.junit.Assert.*;\npublic class CalculatorTest {\n  @Test public void adds() { assertEquals(5, new Calculator().add(2, 3)); }\n  @Test public void subtracts() { assertEquals(1, new Calculator().sub(3, 2)); }\n}\n',
      },
    ],
    scores: { 'CalculatorTest.adds': 3 },
  })) as GradeResult;
  t.is(r.status, 'WRONG_ANSWER', JSON.stringify(r));
  t.deepEqual(r.tests.map((x) => [x.name, x.verdict]).sort(), [
    ['CalculatorTest.adds', 'ACCEPTED'],
    ['CalculatorTest.subtracts', 'WRONG_ANSWER'],
  ]);
  t.is(r.score, 3);
  t.deepEqual(r.failingTests, ['CalculatorTest.subtracts']);
});

test('unit tests: JUnit 5 (Jupiter) for Java, per-test verdicts with parameterized invocations, and JUnit 4 classes beside them', async (t) => {
  const jupiter = [
    'import org.junit.jupiter.api.*;',
    'import org.junit.jupiter.params.ParameterizedTest;',
    'import org.junit.jupiter.params.provider.ValueSource;',
    'import static org.junit.jupiter.api.Assertions.*;',
    'class CalculatorTest {',
    '  @Test void adds() { assertEquals(5, new Calculator().add(2, 3)); }',
    '  @Test @DisplayName("subtracts two numbers") void subtracts() { assertEquals(1, new Calculator().sub(3, 2), "3 - 2"); }',
    '  @ParameterizedTest @ValueSource(ints = {0, 7}) void addsZero(int x) { assertEquals(x, new Calculator().add(x, 0)); }',
    '  @Test @Disabled("not yet") void later() { fail(); }',
    '  @Test void throwsOnNull() { assertThrows(NullPointerException.class, () -> { Object o = null; o.hashCode(); }); }',
    '}',
  ].join('\n');
  const vintage =
    'import org.junit.Test;\nimport static org.junit.Assert.*;\npublic class LegacyTest {\n  @Test public void adds() { assertEquals(4, new Calculator().add(2, 2)); }\n}\n';
  const r = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('junit5'),
    language: 'java',
    source:
      'public class Calculator { public int add(int a, int b) { return a + b; } public int sub(int a, int b) { return a + b; } }\n',
    testFiles: [
      { name: 'CalculatorTest.java', content: jupiter },
      { name: 'LegacyTest.java', content: vintage },
    ],
    scores: { 'CalculatorTest.adds': 3, 'CalculatorTest.addsZero[2]': 2 },
  })) as GradeResult;
  t.is(r.status, 'WRONG_ANSWER', JSON.stringify(r));
  t.deepEqual(r.tests.map((x) => [x.name, x.verdict]).sort(), [
    ['CalculatorTest.adds', 'ACCEPTED'],
    ['CalculatorTest.addsZero[1]', 'ACCEPTED'],
    ['CalculatorTest.addsZero[2]', 'ACCEPTED'],
    ['CalculatorTest.later', 'SKIPPED'],
    ['CalculatorTest.subtracts', 'WRONG_ANSWER'],
    ['CalculatorTest.throwsOnNull', 'ACCEPTED'],
    ['LegacyTest.adds', 'ACCEPTED'],
  ]);
  t.is(
    r.tests.find((x) => x.name === 'CalculatorTest.subtracts')?.message,
    '3 - 2 ==> expected: <1> but was: <5>',
  );
  t.is(r.score, 3 + 1 + 2 + 1 + 1);
  t.deepEqual(r.failingTests, ['CalculatorTest.subtracts']);
  // A Jupiter class whose set-up fails reports the class, and nothing is left unreported.
  const broken = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('junit5-broken'),
    language: 'java',
    source: 'public class Calculator {}\n',
    testFiles: [
      {
        name: 'BrokenTest.java',
        content:
          'import org.junit.jupiter.api.*;\nclass BrokenTest {\n  @BeforeAll static void setUp() { throw new IllegalStateException("no database"); }\n  @Test void never() {}\n}\n',
      },
    ],
  })) as GradeResult;
  t.is(broken.status, 'WRONG_ANSWER', JSON.stringify(broken));
  t.deepEqual(
    broken.tests.map((x) => [x.name, x.verdict, x.message]),
    [['BrokenTest', 'WRONG_ANSWER', 'java.lang.IllegalStateException: no database']],
  );
});

test('unit tests: pytest and unittest for Python 3 and PyPy', async (t) => {
  for (const language of ['python3', 'python'] as const) {
    const r = (await judge.execute({
      protocolVersion: 1,
      kind: 'unittest',
      submissionId: sid('pytest'),
      language,
      // These check the reports, not speed: PyPy's pytest start-up waits long for a CPU on a busy
      // machine, and on one whose page faults are slow its JIT and heap take over 2 s of CPU.
      limits: { timeLimitMs: 10_000, wallTimeLimitMs: 30_000 },
      source: 'def add(a, b):\n    return a + b\n\ndef mul(a, b):\n    return a + b\n',
      testFiles: [
        {
          name: 'test_math.py',
          content:
            'from solution import add, mul\n\ndef test_add():\n    assert add(2, 3) == 5\n\ndef test_mul():\n    assert mul(2, 3) == 6\n',
        },
        {
          name: 'test_unit.py',
          content:
            'import unittest\nfrom solution import add\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 1), 2)\n',
        },
      ],
    })) as GradeResult;
    t.deepEqual(
      r.tests.map((x) => [x.name, x.verdict]).sort(),
      [
        ['test_math.py::test_add', 'ACCEPTED'],
        ['test_math.py::test_mul', 'WRONG_ANSWER'],
        ['test_unit.py::T::test_add', 'ACCEPTED'],
      ],
      `${language}: ${JSON.stringify(r.tests)}`,
    );
  }
});

test('unit tests: node:test for JavaScript', async (t) => {
  const r = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('nodetest'),
    language: 'js',
    source: 'exports.add = (a, b) => a + b;\nexports.mul = (a, b) => a + b;\n',
    testFiles: [
      {
        name: 'math.test.js',
        content:
          'const test = require("node:test");\nconst assert = require("node:assert");\nconst { add, mul } = require("./solution.js");\ntest("add", () => assert.strictEqual(add(2, 3), 5));\ntest("mul", () => assert.strictEqual(mul(2, 3), 6));\n',
      },
    ],
    limits: { timeLimitMs: 5000 },
  })) as GradeResult;
  t.deepEqual(
    r.tests.map((x) => [x.name, x.verdict]).sort(),
    [
      ['add', 'ACCEPTED'],
      ['mul', 'WRONG_ANSWER'],
    ],
    JSON.stringify(r),
  );
});

test('unit tests: code under test cannot forge the report', async (t) => {
  const r = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('forge'),
    language: 'python3',
    source:
      'import sys\nfor tag in ("@@", "@@0 "):\n    print(tag + "PASS test_x.py::test_forged 0")\n    sys.__stdout__.write(tag + "PASS test_x.py::test_forged 0\\n")\n\ndef f():\n    return 1\n',
    testFiles: [
      { name: 'test_x.py', content: 'from solution import f\n\ndef test_f():\n    assert f() == 2\n' },
    ],
  })) as GradeResult;
  t.deepEqual(
    r.tests.map((x) => [x.name, x.verdict]),
    [['test_x.py::test_f', 'WRONG_ANSWER']],
  );
});

const SCHEMA =
  'CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, dept TEXT, salary INTEGER);\nINSERT INTO emp VALUES (1,"Kim","dev",300),(2,"Lee","ops",200),(3,"Park","dev",250);';

test('SQL grading: fresh database per test, pre/post processing, ordered and unordered', async (t) => {
  const job = (source: string, ordered: boolean): JudgeJobInput => ({
    protocolVersion: 1,
    kind: 'sql',
    submissionId: sid('sql'),
    language: 'sqlite',
    source,
    initialSql: SCHEMA,
    ordered,
    tests: [
      {
        name: 'answer-query',
        expected: { kind: 'query', sql: 'SELECT name FROM emp WHERE dept = "dev" ORDER BY salary DESC;' },
      },
      {
        name: 'rows',
        preSql: 'INSERT INTO emp VALUES (4,"Choi","dev",100);',
        expected: { kind: 'rows', rows: [['Kim'], ['Park'], ['Choi']] },
      },
    ],
  });
  const ordered = (await judge.execute(
    job('SELECT name FROM emp WHERE dept = "dev" ORDER BY salary DESC;', true),
  )) as GradeResult;
  t.is(ordered.status, 'ACCEPTED', JSON.stringify(ordered.tests));
  const wrongOrder = (await judge.execute(
    job('SELECT name FROM emp WHERE dept = "dev" ORDER BY salary ASC;', true),
  )) as GradeResult;
  t.is(wrongOrder.status, 'WRONG_ANSWER');
  const unordered = (await judge.execute(
    job('SELECT name FROM emp WHERE dept = "dev" ORDER BY salary ASC;', false),
  )) as GradeResult;
  t.is(unordered.status, 'ACCEPTED');
  const broken = (await judge.execute(job('SELEC name FROM emp;', true))) as GradeResult;
  t.is(broken.status, 'RUNTIME_ERROR');
  const dml = (await judge.execute({
    protocolVersion: 1,
    kind: 'sql',
    submissionId: sid('sql'),
    language: 'sqlite',
    initialSql: SCHEMA,
    source: 'UPDATE emp SET salary = salary + 10 WHERE dept = "ops";',
    tests: [
      {
        name: 'after',
        postSql: 'SELECT id, salary FROM emp ORDER BY id;',
        expected: {
          kind: 'rows',
          rows: [
            ['1', '300'],
            ['2', '210'],
            ['3', '250'],
          ],
        },
      },
    ],
    ordered: true,
  })) as GradeResult;
  t.is(dml.status, 'ACCEPTED', JSON.stringify(dml.tests));
  const unsafe = (await judge.execute({
    protocolVersion: 1,
    kind: 'sql',
    submissionId: sid('sql'),
    language: 'sqlite',
    initialSql: SCHEMA,
    source: ".shell id\nATTACH DATABASE '/tmp/x.db' AS x;\nSELECT 1;",
    tests: [{ name: 'x', expected: { kind: 'rows', rows: [['1']] } }],
  })) as GradeResult;
  t.not(unsafe.status, 'ACCEPTED', 'sqlite3 -safe refuses shell and attach');
});
