/** Failing unit tests tell the learner why: pytest's introspected assertion, unittest's and JUnit's messages. */
import test from 'ava';
import { judgeFor, sid } from './helpers.ts';
import type { GradeResult } from '../src/protocol.ts';

const judge = judgeFor('bwrap', 2);
test.after.always(() => judge.close());

const messages = (r: GradeResult) => Object.fromEntries(r.tests.map((x) => [x.name, x.message ?? '']));

test('pytest and unittest failures carry the assertion with its values, in Python 3 and PyPy', async (t) => {
  for (const language of ['python3', 'python'] as const) {
    const r = (await judge.execute({
      protocolVersion: 1,
      kind: 'unittest',
      submissionId: sid('pymsg'),
      language,
      // These check the messages, not speed: PyPy's pytest start-up waits long for a CPU on a busy
      // machine, and on one whose page faults are slow its JIT and heap take over 2 s of CPU.
      limits: { timeLimitMs: 10_000, wallTimeLimitMs: 30_000 },
      source: 'def add(a, b):\n    return a - b\n',
      testFiles: [
        {
          name: 'test_plain.py',
          content:
            'from solution import add\n\ndef test_add():\n    assert add(1, 2) == 3\n\ndef test_explained():\n    assert add(2, 2) == 4, "two and two"\n',
        },
        {
          name: 'test_case.py',
          content:
            'import unittest\nfrom solution import add\n\nclass T(unittest.TestCase):\n    def test_eq(self):\n        self.assertEqual(add(2, 2), 4)\n',
        },
      ],
    })) as GradeResult;
    const m = messages(r);
    t.is(
      m['test_plain.py::test_add'],
      'assert -1 == 3 · +  where -1 = add(1, 2)',
      `${language}: ${JSON.stringify(r.tests)}`,
    );
    t.regex(m['test_plain.py::test_explained'], /^AssertionError: two and two · assert 0 == 4/, language);
    t.is(m['test_case.py::T::test_eq'], 'AssertionError: 0 != 4', language);
  }
});

test('JUnit failures carry the assertion message', async (t) => {
  const r = (await judge.execute({
    protocolVersion: 1,
    kind: 'unittest',
    submissionId: sid('junitmsg'),
    language: 'java',
    source: 'public class Calc { public int add(int a, int b) { return a - b; } }\n',
    testFiles: [
      {
        name: 'CalcTest.java',
        content:
          'import org.junit.Test;\nimport static org.junit.Assert.*;\npublic class CalcTest {\n  @Test public void adds() { assertEquals(3, new Calc().add(1, 2)); }\n}\n',
      },
    ],
  })) as GradeResult;
  t.is(messages(r)['CalcTest.adds'], 'expected:<3> but was:<-1>', JSON.stringify(r.tests));
});
