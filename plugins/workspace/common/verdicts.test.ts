import test from 'ava';
import { judgeVerdictLabel, judgeVerdictLabels, verdictTone } from './verdicts.ts';

test('every language labels every verdict', (t) => {
  const codes = Object.keys(judgeVerdictLabels.ko).sort();
  for (const lng of ['en', 'ja'] as const)
    t.deepEqual(Object.keys(judgeVerdictLabels[lng]).sort(), codes, lng);
});

test('labels follow the language, fall back to ko, and keep an unknown code', (t) => {
  t.is(judgeVerdictLabel('WRONG_ANSWER', 'en'), 'Wrong answer');
  t.is(judgeVerdictLabel('COMPILE_ERROR', 'ja'), 'コンパイルエラー');
  t.is(judgeVerdictLabel('ACCEPTED', 'fr'), '통과');
  t.is(judgeVerdictLabel('NEW_VERDICT', 'en'), 'NEW_VERDICT');
});

test('tones: passed, failed, or not decided', (t) => {
  t.deepEqual(
    [
      'ACCEPTED',
      'RIGHT',
      'WRONG_ANSWER',
      'COMPILE_ERROR',
      'WRONG_TESTCASES',
      'PENDING',
      'MANUAL',
      'SKIPPED',
    ].map(verdictTone),
    ['pass', 'pass', 'fail', 'fail', 'fail', 'neutral', 'neutral', 'neutral'],
  );
});
