/** A grade job whose program only carries a text answer to the checker reports no time or memory. */
import test from 'ava';
import { judgeFor, grade, gradeJob } from './helpers.ts';

const judge = judgeFor('bwrap', 1);
test.after.always(() => judge.close());

const carrier = 'process.stdout.write("42");';
const checker = { kind: 'js' as const, code: 'function check({ output }) { return output === "42"; }' };
const tests = [{ name: 'answer', input: '', expected: { kind: 'text' as const, text: '' } }];

test('reportUsage false: the checker still grades, and the test carries no time, wall time or memory', async (t) => {
  const none = await grade(judge, gradeJob('js', carrier, tests, { checker, reportUsage: false }));
  t.is(none.status, 'ACCEPTED', JSON.stringify(none));
  t.false('timeMs' in none.tests[0]);
  t.false('wallTimeMs' in none.tests[0]);
  t.false('memoryKb' in none.tests[0]);
  const usual = await grade(judge, gradeJob('js', carrier, tests, { checker }));
  t.true((usual.tests[0].memoryKb ?? 0) > 0, "by default the program's usage is reported");
});
