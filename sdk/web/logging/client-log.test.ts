import test from 'ava';
import { isoWithOffset, logPath } from './client-log.ts';

test('log paths: plain and mobile variants, tags made safe', (t) => {
  t.is(logPath('seodang', 'click', false), '/api/log/seodang/click');
  t.is(logPath('seodang', 'click', true), '/api/log/seodang/mobile/click');
  t.is(logPath('seodang', 'a/b c', false), '/api/log/seodang/a_b_c');
});

test('timestamps carry a time-zone offset', (t) => {
  t.regex(
    isoWithOffset(new Date('2026-11-22T01:00:00Z')),
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/,
  );
});
