import test from 'ava';
import { dayOfIso } from '@seodang/sdk/common';
import {
  addBusinessDays,
  byRefundUrgency,
  isBusinessDay,
  isKoreanPublicHoliday,
  isRefundOverdue,
  refundDecisionDue,
} from './refund-due.ts';

const kst = (s: string) => `${s}+09:00`;
const dueOn = (requested: string) => refundDecisionDue(kst(requested)).dueDate;

test('Korean public holidays, substitute days and every day of 추석 are not business days', (t) => {
  for (const holiday of [
    '2025-01-01',
    '2025-03-03',
    '2025-05-06',
    '2025-10-03',
    '2025-10-06',
    '2025-10-07',
    '2025-10-08',
    '2025-10-09',
    '2025-12-25',
  ])
    t.true(isKoreanPublicHoliday(dayOfIso(holiday)), holiday);
  t.false(isKoreanPublicHoliday(dayOfIso('2025-07-17')), '제헌절 is an observance, not a day off');
  t.false(isBusinessDay(dayOfIso('2025-03-15')), 'a Saturday');
  t.false(isBusinessDay(dayOfIso('2025-03-16')), 'a Sunday');
  t.true(isBusinessDay(dayOfIso('2025-03-17')));
});

test('a refund decision is due 5 business days after the request', (t) => {
  t.is(dueOn('2025-03-10T15:00:00'), '2025-03-17', 'Monday → next Monday');
  t.is(dueOn('2025-03-14T09:00:00'), '2025-03-21', 'Friday → next Friday');
  t.is(dueOn('2025-03-15T09:00:00'), '2025-03-21', 'a Saturday counts from Monday');
  t.is(dueOn('2025-02-28T09:00:00'), '2025-03-10', 'over the substitute holiday of 3·1절');
  t.is(dueOn('2025-10-02T18:00:00'), '2025-10-16', 'over 개천절, 추석 and 한글날');
});

test('the day is the Korean one: 23:30 in Korea on Monday is still Monday', (t) => {
  t.is(refundDecisionDue('2025-03-10T14:30:00Z').dueDate, '2025-03-17');
  t.is(refundDecisionDue('2025-03-10T15:30:00Z').dueDate, '2025-03-18', '00:30 Tuesday in Korea');
});

test('overdue from the midnight that ends the due day, in Korea', (t) => {
  const due = refundDecisionDue(kst('2025-03-10T15:00:00'));
  t.is(due.overdueAt.toISOString(), '2025-03-17T15:00:00.000Z');
  t.false(isRefundOverdue(kst('2025-03-10T15:00:00'), kst('2025-03-17T23:59:59')));
  t.true(isRefundOverdue(kst('2025-03-10T15:00:00'), kst('2025-03-18T00:00:00')));
});

test('the admin’s list: overdue first, then by due date, then by the time asked', (t) => {
  const requests = [
    { id: 'fresh', requestedAt: kst('2025-03-20T10:00:00') },
    { id: 'overdue-late', requestedAt: kst('2025-03-07T10:00:00') },
    { id: 'soon', requestedAt: kst('2025-03-14T10:00:00') },
    { id: 'overdue-early', requestedAt: kst('2025-03-03T10:00:00') },
    { id: 'soon-later-same-day', requestedAt: kst('2025-03-14T18:00:00') },
  ];
  t.deepEqual(
    byRefundUrgency(requests, kst('2025-03-20T12:00:00')).map((r) => r.id),
    ['overdue-early', 'overdue-late', 'soon', 'soon-later-same-day', 'fresh'],
  );
  t.is(requests[0].id, 'fresh', 'the list given is not reordered');
});

test('addBusinessDays takes 1 or more', (t) => {
  t.is(addBusinessDays(dayOfIso('2025-03-14'), 1), dayOfIso('2025-03-17'));
  t.throws(() => addBusinessDays(dayOfIso('2025-03-14'), 0), { instanceOf: RangeError });
});
