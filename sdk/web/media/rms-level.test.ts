import test from 'ava';
import { rmsLevel } from './rms-level.ts';

test('silence reads 0, speech about half, a loud signal is capped at 1', (t) => {
  t.is(rmsLevel(new Float32Array(512)), 0);
  t.is(rmsLevel([]), 0);
  const speech = Float32Array.from({ length: 512 }, (_, i) => 0.1 * Math.SQRT2 * Math.sin(i / 3));
  t.true(Math.abs(rmsLevel(speech) - 0.5) < 0.03);
  t.is(rmsLevel(new Float32Array(512).fill(0.9)), 1);
});
