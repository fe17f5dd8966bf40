import test from 'ava';
import { fitRefund, reversalParts } from './refund-split.ts';

test('fitRefund: the statutory figures as they are, less by them, more by what each has left', (t) => {
  t.deepEqual(fitRefund(30_000, [30_000, 0], [40_000, 30_000]), [30_000, 0]);
  // Capped by the order's balance: split by the figures.
  t.deepEqual(fitRefund(10_000, [30_000, 10_000], [40_000, 30_000]), [7_500, 2_500]);
  // An admin's more generous amount (or a phone payment's whole balance): the rest by headroom.
  t.deepEqual(fitRefund(50_000, [10_000, 30_000], [20_000, 30_000]), [20_000, 30_000]);
  t.deepEqual(fitRefund(1, [0, 0, 0], [1, 1, 1]), [1, 0, 0]);
  t.deepEqual(fitRefund(0, [0], [0]), [0]);
  for (const [total, base, caps] of [
    [70_001, [30_000], [70_000]],
    [10, [5, 6], [5, 5]],
    [1.5, [1], [2]],
  ] as const)
    t.throws(() => fitRefund(total, [...base], [...caps]), { instanceOf: RangeError });
});

test('reversalParts: across the recipients by what is left; fee and commission to the won once reversed in full', (t) => {
  const lines = [
    { id: 1, amount: 70_000, fee: 2_310, commission: 7_000, reversed: { amount: 0, fee: 0, commission: 0 } },
    { id: 2, amount: 30_000, fee: 990, commission: 3_000, reversed: { amount: 0, fee: 0, commission: 0 } },
  ];
  const first = reversalParts(lines, 33_333);
  t.deepEqual(
    first.map((p) => p.amount),
    [23_333, 10_000],
  );
  for (const p of first) t.is(p.net, p.amount - p.fee - p.commission);
  // The rest: every line ends reversed exactly, fee and commission included.
  const after = lines.map((l) => {
    const p = first.find((x) => x.reverses === l.id)!;
    return { ...l, reversed: { amount: p.amount, fee: p.fee, commission: p.commission } };
  });
  const rest = reversalParts(after, 100_000 - 33_333);
  for (const l of lines) {
    const a = first.find((x) => x.reverses === l.id)!;
    const b = rest.find((x) => x.reverses === l.id)!;
    t.is(a.amount + b.amount, l.amount);
    t.is(a.fee + b.fee, l.fee);
    t.is(a.commission + b.commission, l.commission);
  }
  t.deepEqual(reversalParts(lines, 0), []);
  t.throws(() => reversalParts(lines, 100_001), { instanceOf: RangeError });
});
