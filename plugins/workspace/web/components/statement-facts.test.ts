import test from 'ava';
import { fileNoteName, runLimits } from './statement-facts.ts';

test('a file note names a file given as a name or as an object with a name, and nothing else', (t) => {
  t.is(fileNoteName('input.txt'), 'input.txt');
  t.is(fileNoteName({ name: 'iris.csv', content: '5.1,3.5' }), 'iris.csv');
  t.is(fileNoteName(''), null);
  t.is(fileNoteName({ content: 'x' }), null);
  t.is(fileNoteName(undefined), null);
  t.is(fileNoteName(42), null);
});

test('the limits line needs both limits as numbers', (t) => {
  t.deepEqual(runLimits({ run_time_limit: 1000, run_memory_limit: 256 }), { time: 1000, memory: 256 });
  t.is(runLimits({ run_time_limit: 30 }), null, 'a type that states its own limits in seconds');
  t.is(runLimits({ run_time_limit: '1000', run_memory_limit: 256 }), null);
  t.is(runLimits({}), null);
});
