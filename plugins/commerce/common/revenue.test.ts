import test from 'ava';
import { dayIso, dayOfIso, kstDayStart } from '@seodang/sdk/common';
import { saleLines } from './ledger.ts';
import {
  defaultRevenueSettings,
  ledgerRatesOf,
  periodBounds,
  periodOf,
  presetRange,
  previousPeriod,
  rangeOfQuery,
  revenueCsvRecord,
  revenuePoints,
  revenueTotals,
  saleSettleable,
  statementFigures,
  type RevenueRow,
} from './revenue.ts';

const day = (iso: string) => dayOfIso(iso);
const iso = (range: { from: number; to: number }) => [dayIso(range.from), dayIso(range.to)];

test('the default rates: card 3.3 %, phone 5 %, no commission; the fee rounds down and splits by amount', (t) => {
  const rates = ledgerRatesOf(defaultRevenueSettings);
  const lines = saleLines(
    [
      { orderItemId: 1, amount: 33_333, recipients: [{ userId: 7, share: 1 }] },
      { orderItemId: 2, amount: 10_001, recipients: [{ userId: 8, share: 1 }] },
    ],
    'card',
    rates,
  );
  // ⌊43 334 × 0.033⌋ = 1 430, split 33 333 : 10 001 by largest remainder
  t.is(
    lines.reduce((s, l) => s + l.fee, 0),
    1_430,
  );
  t.deepEqual(
    lines.map((l) => [l.fee, l.commission, l.net]),
    [
      [1_100, 0, 32_233],
      [330, 0, 9_671],
    ],
  );
  const phone = saleLines([{ orderItemId: 1, amount: 9_999, recipients: [] }], 'phone', rates);
  t.is(phone[0].fee, 499);
  const commissioned = saleLines(
    [{ orderItemId: 1, amount: 9_999, recipients: [{ userId: 7, share: 1 }] }],
    'card',
    ledgerRatesOf({ ...defaultRevenueSettings, commissionBasisPoints: 1_000 }),
  );
  t.like(commissioned[0], { fee: 329, commission: 999, net: 8_671 });
});

test('§9 date presets end today (Korean days)', (t) => {
  const today = day('2026-11-26'); // a Thursday
  t.deepEqual(iso(presetRange('weekAgo', today)), ['2026-11-19', '2026-11-26']);
  t.deepEqual(iso(presetRange('2weekAgo', today)), ['2026-11-12', '2026-11-26']);
  t.deepEqual(iso(presetRange('3weekAgo', today)), ['2026-11-05', '2026-11-26']);
  t.deepEqual(iso(presetRange('monthAgo', today)), ['2026-10-26', '2026-11-26']);
  t.deepEqual(iso(presetRange('2monthAgo', today)), ['2026-09-26', '2026-11-26']);
  t.deepEqual(iso(presetRange('6month', today)), ['2026-05-26', '2026-11-26']);
  t.deepEqual(iso(presetRange('week', today)), ['2026-11-23', '2026-11-26']);
  t.deepEqual(iso(presetRange('month', today)), ['2026-11-01', '2026-11-26']);
  t.deepEqual(iso(presetRange('year', today)), ['2026-01-01', '2026-11-26']);
  t.deepEqual(iso(presetRange('week', day('2026-11-23'))), ['2026-11-23', '2026-11-23']);
  t.deepEqual(iso(presetRange('week', day('2026-11-29'))), ['2026-11-23', '2026-11-29']);
  // 23:30 UTC on the 25th is already the 26th in Korea
  const now = new Date('2026-11-25T23:30:00Z');
  t.deepEqual(iso(rangeOfQuery({}, now)), ['2026-11-01', '2026-11-26']);
  t.deepEqual(iso(rangeOfQuery({ from: '2026-10-01' }, now)), ['2026-10-01', '2026-11-26']);
  t.throws(() => rangeOfQuery({ from: '2026-11-02', to: '2026-11-01' }, now), { instanceOf: RangeError });
  t.throws(() => rangeOfQuery({ from: '2026-02-30' }, now), { instanceOf: RangeError });
  t.throws(() => rangeOfQuery({ from: '2020-01-01' }, now), { instanceOf: RangeError });
});

test('periods are Korean months; the holdback counts from the sale to the period end', (t) => {
  t.is(periodOf(new Date('2026-10-31T15:00:00Z')), '2026-11');
  t.is(periodOf(new Date('2026-10-31T14:59:59Z')), '2026-10');
  t.is(previousPeriod('2026-01'), '2025-12');
  const { start, end } = periodBounds('2026-10');
  t.is(start.toISOString(), '2026-09-30T15:00:00.000Z');
  t.is(end.toISOString(), kstDayStart(day('2026-11-01')).toISOString());
  t.true(saleSettleable(new Date('2026-10-17T15:00:00Z'), 14, end));
  t.false(saleSettleable(new Date('2026-10-17T15:00:01Z'), 14, end));
});

test('a statement adds up its lines; a negative balance settles 0 and is carried out, and a carry comes off the next', (t) => {
  const sale = (amount: number, fee: number, commission = 0) => ({
    entryType: 'sale' as const,
    amount,
    fee,
    commission,
    net: amount - fee - commission,
  });
  const refund = (amount: number, fee: number, commission = 0) => ({
    entryType: 'refund' as const,
    amount: -amount,
    fee: -fee,
    commission: -commission,
    net: -(amount - fee - commission),
  });
  t.deepEqual(statementFigures([sale(50_000, 1_650, 500), sale(30_000, 990), refund(10_000, 330, 100)]), {
    revenue: 80_000,
    refunds: 10_000,
    fees: 2_310,
    commission: 400,
    carriedIn: 0,
    settlementAmount: 67_290,
    carriedOut: 0,
  });
  const negative = statementFigures([refund(50_000, 1_650)]);
  t.like(negative, { settlementAmount: 0, carriedOut: -48_350, refunds: 50_000 });
  t.like(statementFigures([sale(60_000, 1_980)], negative.carriedOut), {
    carriedIn: -48_350,
    settlementAmount: 9_670,
    carriedOut: 0,
  });
  t.like(statementFigures([sale(10_000, 330)], -20_000), { settlementAmount: 0, carriedOut: -10_330 });
  t.throws(() => statementFigures([], 5), { instanceOf: RangeError });
  t.throws(() => statementFigures([{ entryType: 'sale', amount: 5, fee: 1, commission: 0, net: 5 }]), {
    instanceOf: RangeError,
  });
});

const row = (over: Partial<RevenueRow>): RevenueRow => ({
  ledgerId: 1,
  orderIndex: 1,
  orderId: 'sd1-abcdefghijkl',
  orderItemId: 1,
  paidAt: '2026-10-31T15:30:00.000Z',
  itemType: 'lecture',
  ref: 5,
  title: '파이썬, "기초"',
  recipientUserId: 7,
  recipientName: '김선생',
  method: 'card',
  price: 50_000,
  discount: 5_000,
  couponDiscount: 1_000,
  paymentAmount: 44_000,
  amount: 44_000,
  fee: 1_452,
  commission: 0,
  net: 42_548,
  refunded: 0,
  refundedNet: 0,
  settled: false,
  statementId: null,
  ...over,
});

test('rows sum into totals and chart points by Korean day, month and product, each naming its ledger lines', (t) => {
  const rows = [
    row({ ledgerId: 1 }),
    row({ ledgerId: 2, paidAt: '2026-11-01T03:00:00.000Z', refunded: 4_400, refundedNet: 4_255 }),
    row({
      ledgerId: 3,
      ref: 6,
      title: 'C',
      paidAt: '2026-10-02T03:00:00.000Z',
      amount: 10_000,
      fee: 330,
      net: 9_670,
    }),
  ];
  t.deepEqual(revenueTotals(rows), {
    revenue: 98_000,
    refunds: 4_400,
    fees: 3_234,
    commission: 0,
    settlementAmount: 42_548 * 2 + 9_670 - 4_255,
  });
  t.deepEqual(
    revenuePoints(rows, 'day').map((p) => [p.key, p.revenue, p.ledgerIds]),
    [
      ['2026-10-02', 10_000, [3]],
      ['2026-11-01', 88_000, [1, 2]],
    ],
  );
  t.deepEqual(
    revenuePoints(rows, 'month').map((p) => [p.key, p.net]),
    [
      ['2026-10', 9_670],
      ['2026-11', 42_548 * 2 - 4_255],
    ],
  );
  t.deepEqual(
    revenuePoints(rows, 'product').map((p) => [p.label, p.revenue]),
    [
      ['파이썬, "기초"', 88_000],
      ['C', 10_000],
    ],
  );
});

test('a CSV record: the Korean paid time, the figures and the settled word', (t) => {
  t.deepEqual(revenueCsvRecord(row({ settled: true }), { settled: '정산 완료', notSettled: '미정산' }), [
    '2026-11-01 00:30',
    'sd1-abcdefghijkl',
    '파이썬, "기초"',
    '김선생',
    'card',
    '50000',
    '5000',
    '1000',
    '44000',
    '44000',
    '1452',
    '0',
    '42548',
    '0',
    '정산 완료',
  ]);
});
