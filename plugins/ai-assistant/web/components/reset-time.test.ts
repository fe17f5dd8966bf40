import test from 'ava';
import { resetTime } from './reset-time.ts';

test('the reset reads 00:00 on Seoul time in every language', (t) => {
  const midnightInSeoul = '2026-11-26T15:00:00.000Z';
  for (const language of ['ko', 'en', 'ja']) t.is(resetTime(language, midnightInSeoul), '00:00');
});
