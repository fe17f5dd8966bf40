import test from 'ava';
import { formattersFor } from './format.ts';

const moment = '2026-11-25T09:30:00Z';

test('dates follow the UI locale, not the machine', (t) => {
  t.regex(formattersFor('en').formatDate(moment), /Nov 2[56], 2026/);
  t.regex(formattersFor('ko').formatDate(moment), /2026\. 11\. 2[56]\./);
  t.regex(formattersFor('ja').formatDate(moment), /2026\/11\/2[56]/);
  t.notDeepEqual(formattersFor('en').formatDateTime(moment), formattersFor('ko').formatDateTime(moment));
});

test('numbers are grouped the locale way', (t) => {
  t.is(formattersFor('en').formatNumber(1234567), '1,234,567');
  t.is(formattersFor('ko').formatNumber(12000), '12,000');
  t.is(formattersFor('en').formatNumber(0.5, { style: 'percent' }), '50%');
});

test('relative times pick the largest unit and speak the locale', (t) => {
  const now = new Date('2026-11-25T10:00:00Z');
  t.is(formattersFor('en').formatRelative('2026-11-25T09:57:00Z', now), '3 minutes ago');
  t.is(formattersFor('ko').formatRelative('2026-11-25T09:57:00Z', now), '3분 전');
  t.is(formattersFor('ja').formatRelative('2026-11-25T09:57:00Z', now), '3 分前');
  t.is(formattersFor('en').formatRelative('2026-11-24T10:00:00Z', now), 'yesterday');
  t.is(formattersFor('en').formatRelative(now, now), 'now');
});
