import test from 'ava';
import { GuardrailFilter } from './guardrail-filter.ts';
import { codeBlockAllowed, isEditedCopy } from './code-policy.ts';

const learner = 'n = int(input())\ntotal = 0\nfor i in range(n):\n    total += i\nprint(total)\n';
const solution = 'n = int(input())\ntotal = 0\nfor i in range(1, n + 1):\n    total += i\nprint(total)\n';

/** Feeds the answer in pieces of `size` characters, as a model streams it. */
function run(filter: GuardrailFilter, answer: string, size: number): string {
  let out = '';
  for (let i = 0; i < answer.length; i += size) out += filter.push(answer.slice(i, i + size));
  return out + filter.end();
}

test("hints: a quote of the learner's own lines passes, new code is withheld with a note", (t) => {
  t.true(codeBlockAllowed('hints', 'for i in range(n):\n  total += i', learner));
  t.false(codeBlockAllowed('hints', 'for i in range(1, n + 1):', learner));
  for (const size of [1, 3, 7, 1000]) {
    const filter = new GuardrailFilter('hints', learner, 'en');
    const out = run(filter, `Look at line 3.\n\`\`\`python\n${solution}\`\`\`\nTry again.`, size);
    t.false(out.includes('range(1, n + 1)'), `size ${size}`);
    t.true(out.startsWith('Look at line 3.\n_(This code is withheld'));
    t.true(out.endsWith('Try again.'));
    t.true(filter.withheld);
  }
});

test("explanations: an edited copy of the learner's file or a long new program is withheld, a quote passes", (t) => {
  t.true(isEditedCopy(solution, learner));
  t.false(isEditedCopy('print(total)', learner));
  t.false(codeBlockAllowed('explanations', solution, learner));
  t.true(codeBlockAllowed('explanations', 'for i in range(n):', learner));
  t.true(codeBlockAllowed('explanations', 'x = [1, 2]\nprint(len(x))', learner));
  const program = 'def solve():\n    return sum(range(1, 11))\n\nprint(solve())';
  t.false(codeBlockAllowed('explanations', program, learner));
});

test('fixes lets code through; prose streams before a block closes; an unclosed block is judged at the end', (t) => {
  const fixes = new GuardrailFilter('fixes', learner, 'ko');
  t.true(run(fixes, `고친 코드:\n\`\`\`\n${solution}\`\`\`\n`, 5).includes('range(1, n + 1)'));
  t.false(fixes.withheld);
  const hints = new GuardrailFilter('hints', learner, 'ko');
  t.is(hints.push('Line 3 loops '), 'Line 3 loops ');
  t.is(hints.push('from 0.\n```py\nprint(1 + 2)\n'), 'from 0.\n');
  t.true(hints.end().startsWith('_(가이드라인에 따라'));
  // A fence marker later in a line is no fence.
  const inline = new GuardrailFilter('hints', learner, 'ja');
  t.is(run(inline, 'Use ```x``` here\n', 2), 'Use ```x``` here\n');
});

test('an indented code block is judged like a fenced one; an indented list continuation is prose', (t) => {
  const indentedSolution = solution
    .split('\n')
    .map((l) => (l ? `    ${l}` : l))
    .join('\n');
  for (const size of [1, 4, 1000]) {
    const filter = new GuardrailFilter('hints', learner, 'en');
    const out = run(filter, `Here it is:\n\n${indentedSolution}\nGood luck.\n`, size);
    t.false(out.includes('range(1, n + 1)'), `size ${size}`);
    t.true(out.includes('_(This code is withheld'));
    t.true(out.endsWith('Good luck.\n'));
  }
  const quote = new GuardrailFilter('hints', learner, 'en');
  t.is(
    run(quote, 'Line 3:\n\n    for i in range(n):\n\nIt stops at n - 1.\n', 3),
    'Line 3:\n\n    for i in range(n):\n\nIt stops at n - 1.\n',
  );
  const list = new GuardrailFilter('hints', learner, 'en');
  const listed = '- Check the loop.\n\n    Think about where it stops.\n';
  t.is(run(list, listed, 2), listed);
  t.false(list.withheld);
});
