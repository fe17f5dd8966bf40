import test from 'ava';
import { pageCount, relativeTime } from './format.ts';

test('relative time: minutes or hours under a day, otherwise a date', (t) => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  t.deepEqual(relativeTime('2025-03-10T11:59:40Z', now), { key: 'time.justNow' });
  t.deepEqual(relativeTime('2025-03-10T11:55:00Z', now), { key: 'time.minutes', count: 5 });
  t.deepEqual(relativeTime('2025-03-10T09:00:00Z', now), { key: 'time.hours', count: 3 });
  t.deepEqual(relativeTime('2025-03-08T09:00:00Z', now), { key: 'time.date', date: '2025-03-08' });
});

test('page count is at least 1', (t) => {
  t.is(pageCount(0, 10), 1);
  t.is(pageCount(23, 10), 3);
});
