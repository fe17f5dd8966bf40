import test from 'ava';
import { overall } from './verdicts.ts';
import type { TestResult } from '../protocol.ts';

const r = (name: string, verdict: TestResult['verdict'], score: number, maxScore: number): TestResult => ({
  name,
  verdict,
  score,
  maxScore,
  timeMs: 0,
  wallTimeMs: 0,
  memoryKb: 0,
  hidden: false,
});

test('ACCEPTED only when every test passed; else the first failing verdict in order', (t) => {
  t.is(overall([r('1', 'ACCEPTED', 1, 1), r('2', 'ACCEPTED', 2, 2)]).status, 'ACCEPTED');
  const mixed = overall([r('1', 'ACCEPTED', 1, 1), r('2', 'TIMEOUT', 0, 2), r('3', 'WRONG_ANSWER', 0, 3)]);
  t.is(mixed.status, 'TIMEOUT');
  t.deepEqual(mixed.failingTests, ['2', '3']);
  t.is(mixed.score, 1);
  t.is(mixed.maxScore, 6);
});
