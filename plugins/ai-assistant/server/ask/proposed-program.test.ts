import test from 'ava';
import { proposedProgram } from './proposed-program.ts';

test("the proposed program is the last block labelled with the quiz's language", (t) => {
  const answer = [
    'The broken line:',
    '```python',
    'for i in range(n):',
    '```',
    'The whole file:',
    '```py',
    'n = 11',
    'print(sum(range(n)))',
    '```',
  ].join('\n');
  t.is(proposedProgram(answer, 'python3'), 'n = 11\nprint(sum(range(n)))');
  t.is(proposedProgram('```cpp\nint main() {}\n```', 'cpp'), 'int main() {}');
});

test('no program: unlabelled or other-language blocks, indented code, prose', (t) => {
  t.is(proposedProgram('```\nprint(1)\n```', 'python3'), null);
  t.is(proposedProgram('```java\nclass Main {}\n```', 'python3'), null);
  t.is(proposedProgram('Try this:\n\n    print(1)\n', 'python3'), null);
  t.is(proposedProgram('Check the `range` bounds.', 'python3'), null);
});
