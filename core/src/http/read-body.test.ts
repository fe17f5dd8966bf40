import test from 'ava';
import { parseSize } from './read-body.ts';

test('body limits in bytes', (t) => {
  t.is(parseSize('100kb'), 102_400);
  t.is(parseSize('1mb'), 1_048_576);
  t.is(parseSize('1.5MB'), 1_572_864);
  t.is(parseSize('512'), 512);
  t.throws(() => parseSize('lots'));
});
