import test from 'ava';
import { texts } from './texts.ts';

test('the ordering quiz has every text in ko, en and ja', (t) => {
  t.deepEqual(Object.keys(texts.en).sort(), Object.keys(texts.ko).sort());
  t.deepEqual(Object.keys(texts.ja).sort(), Object.keys(texts.ko).sort());
});
