import test from 'ava';
import fc from 'fast-check';
import { allocate } from './allocation.ts';
import {
  paidOf,
  refundFor,
  type BundleRefund,
  type RecordedRefundItem,
  type RefundItem,
  type ScheduledByMonthRefund,
  type ScheduledRefundItem,
} from './refund.ts';

const kst = (s: string) => `${s}+09:00`;
const recorded = (paid: number, studiedLessons: number, totalLessons = 10): RecordedRefundItem => ({
  kind: 'recorded',
  paid,
  studiedLessons,
  totalLessons,
});

// ——— 전자상거래법 §17: 7 days, nothing studied ———

test('within 7 days with nothing studied: everything back (the purchase day not counted)', (t) => {
  t.deepEqual(
    refundFor({
      item: recorded(99_000, 0),
      purchasedAt: kst('2025-03-03T10:00:00'),
      requestedAt: kst('2025-03-10T23:59:00'),
    }),
    { rule: 'withdrawal-7-days', paid: 99_000, refund: 99_000, daysSincePurchase: 7, lastDay: '2025-03-10' },
  );
  // The 8th day is past it; with nothing studied the pro-rata rule still gives everything.
  t.like(
    refundFor({
      item: recorded(99_000, 0),
      purchasedAt: kst('2025-03-03T10:00:00'),
      requestedAt: kst('2025-03-11T00:00:00'),
    }),
    { rule: 'recorded-pro-rata', refund: 99_000, kept: 0 },
  );
});

test('the 7 days are Korean calendar days, whatever the server’s time zone', (t) => {
  // 23:30 in Korea is 14:30 UTC the same day; the 7th day ends at midnight in Korea.
  const purchasedAt = kst('2025-03-03T23:30:00');
  t.is(
    refundFor({ item: recorded(1_000, 0), purchasedAt, requestedAt: '2025-03-10T14:59:59Z' }).rule,
    'withdrawal-7-days',
  );
  t.is(
    refundFor({ item: recorded(1_000, 0), purchasedAt, requestedAt: '2025-03-10T15:00:00Z' }).rule,
    'recorded-pro-rata',
  );
});

test('within 7 days but something studied: the pro-rata rule', (t) => {
  t.deepEqual(
    refundFor({
      item: recorded(99_000, 1),
      purchasedAt: kst('2025-03-03T10:00:00'),
      requestedAt: kst('2025-03-04T10:00:00'),
    }),
    {
      rule: 'recorded-pro-rata',
      paid: 99_000,
      refund: 89_100,
      studiedLessons: 1,
      totalLessons: 10,
      kept: 9_900,
    },
  );
});

// ——— recorded lectures: paid − paid × studied / total ———

test('recorded: the lessons studied are kept, the rest comes back, the won fraction to the learner', (t) => {
  const at = { purchasedAt: kst('2025-01-02T09:00:00'), requestedAt: kst('2025-02-20T09:00:00') };
  t.like(refundFor({ item: recorded(10_000, 1, 3), ...at }), { refund: 6_667, kept: 3_333 });
  t.like(refundFor({ item: recorded(10_000, 2, 3), ...at }), { refund: 3_334, kept: 6_666 });
  t.like(refundFor({ item: recorded(55_000, 4, 20), ...at }), { refund: 44_000, kept: 11_000 });
  t.like(refundFor({ item: recorded(55_000, 20, 20), ...at }), { refund: 0, kept: 55_000 });
  t.like(refundFor({ item: recorded(0, 3, 20), ...at }), { refund: 0 });
});

// ——— 평생교육법 시행령 §23 [별표3]: scheduled courses of at most one month ———

const april: Omit<ScheduledRefundItem, 'paid'> = {
  kind: 'scheduled',
  startsAt: kst('2025-04-01T00:00:00'),
  endsAt: kst('2025-04-30T23:59:59'),
};
const bought = kst('2025-03-01T12:00:00');
const askOn = (day: string, paid = 300_000) =>
  refundFor({ item: { ...april, paid }, purchasedAt: bought, requestedAt: kst(`${day}T12:00:00`) });

test('scheduled, one month: all before the start', (t) => {
  t.deepEqual(askOn('2025-03-31'), {
    rule: 'scheduled-before-start',
    paid: 300_000,
    refund: 300_000,
    startDate: '2025-04-01',
    endDate: '2025-04-30',
    periodDays: 30,
    elapsedDays: 0,
    numerator: 1,
    denominator: 1,
  });
  // Within 7 days of buying it and before the start, the withdrawal right is named.
  t.like(
    refundFor({
      item: { ...april, paid: 300_000 },
      purchasedAt: bought,
      requestedAt: kst('2025-03-05T12:00:00'),
    }),
    { rule: 'withdrawal-7-days', refund: 300_000 },
  );
});

test('scheduled, one month: 2/3 before a third has passed, 1/2 before half, none after', (t) => {
  t.like(askOn('2025-04-01'), { rule: 'scheduled-before-third', elapsedDays: 0, refund: 200_000 });
  t.like(askOn('2025-04-10'), { rule: 'scheduled-before-third', elapsedDays: 9, refund: 200_000 });
  t.like(askOn('2025-04-11'), { rule: 'scheduled-before-half', elapsedDays: 10, refund: 150_000 });
  t.like(askOn('2025-04-15'), { rule: 'scheduled-before-half', elapsedDays: 14, refund: 150_000 });
  t.like(askOn('2025-04-16'), { rule: 'scheduled-after-half', elapsedDays: 15, refund: 0 });
  t.like(askOn('2025-05-20'), { rule: 'scheduled-after-half', elapsedDays: 30, refund: 0 });
  // 2/3 of 100,000 is 66,666.67: the learner gets 66,667.
  t.like(askOn('2025-04-02', 100_000), { numerator: 2, denominator: 3, refund: 66_667 });
  t.like(askOn('2025-04-12', 99_999), { numerator: 1, denominator: 2, refund: 50_000 });
});

test('scheduled, a short course counts its own days: a 10-day camp', (t) => {
  const camp = {
    kind: 'scheduled' as const,
    paid: 90_000,
    startsAt: kst('2025-07-21T09:00:00'),
    endsAt: kst('2025-07-30T18:00:00'),
  };
  const ask = (at: string) =>
    refundFor({ item: camp, purchasedAt: kst('2025-06-01T09:00:00'), requestedAt: kst(at) });
  t.like(ask('2025-07-21T08:59:59'), { rule: 'scheduled-before-start', refund: 90_000 });
  t.like(ask('2025-07-21T09:00:00'), { rule: 'scheduled-before-third', refund: 60_000, periodDays: 10 });
  t.like(ask('2025-07-24T09:00:00'), { rule: 'scheduled-before-third', elapsedDays: 3 });
  t.like(ask('2025-07-25T09:00:00'), { rule: 'scheduled-before-half', elapsedDays: 4, refund: 45_000 });
  t.like(ask('2025-07-26T09:00:00'), { rule: 'scheduled-after-half', elapsedDays: 5, refund: 0 });
});

// ——— longer than a month: the month in progress by that rule, later months in full ———

const quarter: ScheduledRefundItem = {
  kind: 'scheduled',
  paid: 910_000,
  startsAt: kst('2025-04-01T00:00:00'),
  endsAt: kst('2025-06-30T23:00:00'),
};

test('scheduled, three months: split by month; the current month by the one-month rule plus later months', (t) => {
  const result = refundFor({ item: quarter, purchasedAt: bought, requestedAt: kst('2025-05-05T10:00:00') });
  t.is(result.rule, 'scheduled-by-month');
  const byMonth = result as ScheduledByMonthRefund;
  t.deepEqual(
    byMonth.months.map((m) => [m.month, m.startDate, m.endDate, m.days, m.share, m.status, m.refund]),
    [
      [1, '2025-04-01', '2025-04-30', 30, 300_000, 'past', 0],
      [2, '2025-05-01', '2025-05-31', 31, 310_000, 'current', 206_667],
      [3, '2025-06-01', '2025-06-30', 30, 300_000, 'later', 300_000],
    ],
  );
  t.like(byMonth.months[1].current, { rule: 'scheduled-before-third', elapsedDays: 4, periodDays: 31 });
  t.is(result.refund, 506_667);
  t.is(result.paid, 910_000);
});

test('scheduled, three months: before the start all; late in the last month nothing; mid-course 1/2 of the month', (t) => {
  const ask = (at: string) => refundFor({ item: quarter, purchasedAt: bought, requestedAt: kst(at) });
  t.like(ask('2025-03-31T10:00:00'), { rule: 'scheduled-before-start', refund: 910_000 });
  t.like(ask('2025-06-20T10:00:00'), { rule: 'scheduled-by-month', refund: 0 });
  const mid = ask('2025-04-12T10:00:00') as ScheduledByMonthRefund;
  t.is(mid.months[0].current?.rule, 'scheduled-before-half');
  t.is(mid.refund, 150_000 + 310_000 + 300_000);
});

test('scheduled, month ends are clamped: from Jan 31 the months are Jan 31–Feb 27, Feb 28–Mar 30, …', (t) => {
  const item: ScheduledRefundItem = {
    kind: 'scheduled',
    paid: 100_000,
    startsAt: kst('2025-01-31T00:00:00'),
    endsAt: kst('2025-03-15T00:00:00'),
  };
  const result = refundFor({
    item,
    purchasedAt: kst('2025-01-01T00:00:00'),
    requestedAt: kst('2025-02-01T00:00:00'),
  });
  const months = (result as ScheduledByMonthRefund).months;
  t.deepEqual(
    months.map((m) => [m.startDate, m.endDate, m.days]),
    [
      ['2025-01-31', '2025-02-27', 28],
      ['2025-02-28', '2025-03-15', 16],
    ],
  );
  t.is(months[0].share + months[1].share, 100_000);
});

// ——— bundles: each child on its own share ———

test('a bundle is refunded child by child, each by its own rule', (t) => {
  const [first, second] = allocate(100_000, [72_000, 48_000]);
  t.deepEqual([first, second], [60_000, 40_000]);
  const result = refundFor({
    item: {
      kind: 'bundle',
      ref: 'bundle:3',
      children: [
        { ...recorded(first, 2), ref: 'lecture:1' },
        { ...recorded(second, 0), ref: 'lecture:2' },
      ],
    },
    purchasedAt: kst('2025-03-03T10:00:00'),
    requestedAt: kst('2025-03-06T10:00:00'),
  }) as BundleRefund;
  t.is(result.rule, 'bundle');
  t.is(result.ref, 'bundle:3');
  t.is(result.paid, 100_000);
  t.deepEqual(
    result.children.map((c) => [c.ref, c.rule, c.refund]),
    [
      ['lecture:1', 'recorded-pro-rata', 48_000],
      ['lecture:2', 'withdrawal-7-days', 40_000],
    ],
  );
  t.is(result.refund, 88_000);
});

test('refuses impossible inputs', (t) => {
  const at = { purchasedAt: kst('2025-03-03T10:00:00'), requestedAt: kst('2025-03-04T10:00:00') };
  t.throws(() => refundFor({ item: recorded(1_000, 11, 10), ...at }), { instanceOf: RangeError });
  t.throws(() => refundFor({ item: recorded(1_000, 0, 0), ...at }), { instanceOf: RangeError });
  t.throws(() => refundFor({ item: recorded(10.5, 0), ...at }), { instanceOf: RangeError });
  t.throws(() => refundFor({ item: { kind: 'bundle', children: [] }, ...at }), { instanceOf: RangeError });
  t.throws(
    () => refundFor({ item: { ...quarter, startsAt: quarter.endsAt, endsAt: quarter.startsAt }, ...at }),
    { instanceOf: RangeError },
  );
  t.throws(
    () => refundFor({ item: recorded(1_000, 0), purchasedAt: at.requestedAt, requestedAt: at.purchasedAt }),
    {
      instanceOf: RangeError,
    },
  );
  t.throws(
    () => refundFor({ item: recorded(1_000, 0), purchasedAt: 'yesterday', requestedAt: at.requestedAt }),
    {
      instanceOf: RangeError,
    },
  );
});

// ——— properties ———

const start = Date.parse('2025-01-01T00:00:00Z');
const day = 86_400_000;
const recordedArb = fc
  .record({ paid: fc.integer({ min: 0, max: 5_000_000 }), totalLessons: fc.integer({ min: 1, max: 200 }) })
  .chain(({ paid, totalLessons }) =>
    fc.integer({ min: 0, max: totalLessons }).map((studiedLessons): RecordedRefundItem => ({
      kind: 'recorded',
      paid,
      totalLessons,
      studiedLessons,
    })),
  );
const scheduledArb = fc
  .record({
    paid: fc.integer({ min: 0, max: 5_000_000 }),
    startOffset: fc.integer({ min: 0, max: 60 * day }),
    length: fc.integer({ min: 0, max: 400 * day }),
  })
  .map(({ paid, startOffset, length }): ScheduledRefundItem => ({
    kind: 'scheduled',
    paid,
    startsAt: start + startOffset,
    endsAt: start + startOffset + length,
  }));
const itemArb: fc.Arbitrary<RefundItem> = fc.oneof(
  recordedArb,
  scheduledArb,
  fc.array(fc.oneof(recordedArb, scheduledArb), { minLength: 1, maxLength: 4 }).map((children) => ({
    kind: 'bundle' as const,
    children,
  })),
);

test('property: a refund is whole won from 0 to what was paid; a bundle’s is the sum of its children’s', (t) => {
  fc.assert(
    fc.property(itemArb, fc.integer({ min: 0, max: 500 * day }), (item, after) => {
      const result = refundFor({ item, purchasedAt: start, requestedAt: start + after });
      const inRange =
        Number.isSafeInteger(result.refund) && result.refund >= 0 && result.refund <= paidOf(item);
      const sums =
        result.rule !== 'bundle' || result.refund === result.children.reduce((s, c) => s + c.refund, 0);
      const months =
        result.rule !== 'scheduled-by-month' ||
        (result.months.reduce((s, m) => s + m.share, 0) === result.paid &&
          result.refund === result.months.reduce((s, m) => s + m.refund, 0));
      return inRange && sums && months && result.paid === paidOf(item);
    }),
  );
  t.pass();
});

test('property: asking later never gives more back, and studying more never does', (t) => {
  fc.assert(
    fc.property(
      fc.oneof(recordedArb, scheduledArb),
      fc.integer({ min: 0, max: 500 * day }),
      fc.integer({ min: 0, max: 100 * day }),
      (item, after, more) => {
        const early = refundFor({ item, purchasedAt: start, requestedAt: start + after });
        const late = refundFor({ item, purchasedAt: start, requestedAt: start + after + more });
        if (late.refund > early.refund) return false;
        if (item.kind !== 'recorded' || item.studiedLessons === item.totalLessons) return true;
        const studiedMore = refundFor({
          item: { ...item, studiedLessons: item.studiedLessons + 1 },
          purchasedAt: start,
          requestedAt: start + after,
        });
        return studiedMore.refund <= early.refund;
      },
    ),
  );
  t.pass();
});
