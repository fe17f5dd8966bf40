import test from 'ava';
import { texts } from './texts.ts';

/** Every key path of a nested text tree. */
const keys = (o: object, at = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${at}${k}.`) : [`${at}${k}`]));

test('the REST API type has every text in ko, en and ja', (t) => {
  t.deepEqual(keys(texts.en).sort(), keys(texts.ko).sort());
  t.deepEqual(keys(texts.ja).sort(), keys(texts.ko).sort());
  t.true(keys(texts.ko).includes('validation.testNames'));
});
