import test from 'ava';
import { grammarOf } from './highlight.ts';

test('the workspace’s language ids find their grammars; others have none', (t) => {
  t.is(grammarOf('python3'), 'python');
  t.is(grammarOf('python'), 'python');
  t.is(grammarOf('js'), 'javascript');
  t.is(grammarOf('R'), 'r');
  t.is(grammarOf('cpp'), 'cpp');
  t.is(grammarOf('objectivec'), 'objectivec');
  t.is(grammarOf('sql'), null);
  t.is(grammarOf('toString'), null);
  t.is(grammarOf(undefined), null);
});
