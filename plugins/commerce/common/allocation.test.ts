import test from 'ava';
import fc from 'fast-check';
import { allocate, bundlePriceForBuyer } from './allocation.ts';

test('shares follow the weights and sum to the total exactly', (t) => {
  t.deepEqual(allocate(100, [1, 1, 1]), [34, 33, 33]);
  t.deepEqual(allocate(10_000, [30_000, 20_000, 10_000]), [5000, 3333, 1667]);
  t.deepEqual(allocate(99_000, [50_000, 50_000]), [49_500, 49_500]);
  t.deepEqual(allocate(0, [5, 7]), [0, 0]);
  t.deepEqual(allocate(7, [0, 3, 0]), [0, 7, 0]);
  t.deepEqual(allocate(12_345, [1]), [12_345]);
});

test('the won left over go to the largest remainders; ties to the larger weight, then the earlier', (t) => {
  t.deepEqual(allocate(7, [3, 2, 0]), [4, 3, 0]); // quotas 4.2, 2.8, 0: the 0.8 gets the won
  t.deepEqual(allocate(10, [6, 4, 2]), [5, 3, 2]); // 5, 3.33, 1.67 → the 0.67 first
  t.deepEqual(allocate(1, [2, 3]), [0, 1]); // 0.4 against 0.6
  t.deepEqual(allocate(1, [1, 1]), [1, 0]); // a tie between equal weights: the earlier
  t.deepEqual(allocate(2, [1, 2, 2, 1]), [0, 1, 1, 0]); // 0.33, 0.67, 0.67, 0.33
});

test('all weights 0 (a bundle of free items): split evenly', (t) => {
  t.deepEqual(allocate(10, [0, 0, 0]), [4, 3, 3]);
  t.deepEqual(allocate(0, [0, 0]), [0, 0]);
});

test('refuses what is not whole won', (t) => {
  t.throws(() => allocate(10.5, [1, 1]), { instanceOf: RangeError });
  t.throws(() => allocate(-1, [1]), { instanceOf: RangeError });
  t.throws(() => allocate(10, []), { instanceOf: RangeError });
  t.throws(() => allocate(10, [1, -1]), { instanceOf: RangeError });
  t.throws(() => allocate(10, [0.5]), { instanceOf: RangeError });
});

test('exact for large amounts (products beyond 2^53)', (t) => {
  const total = 9_000_000_000_000;
  const shares = allocate(total, [3_000_000_000, 3_000_000_001, 2_999_999_999]);
  t.is(
    shares.reduce((a, b) => a + b, 0),
    total,
  );
  t.deepEqual(shares, [3_000_000_000_000, 3_000_000_001_000, 2_999_999_999_000]);
});

const weightsArb = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 });

test('property: shares sum exactly and each is its quota rounded down or up', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), weightsArb, (total, weights) => {
      const shares = allocate(total, weights);
      const sum = weights.reduce((a, b) => a + b, 0);
      const effective = sum === 0 ? weights.map(() => 1) : weights;
      const denominator = BigInt(sum === 0 ? weights.length : sum);
      if (shares.length !== weights.length) return false;
      if (shares.reduce((a, b) => a + b, 0) !== total) return false;
      return shares.every((share, i) => {
        const floor = Number((BigInt(total) * BigInt(effective[i])) / denominator);
        return Number.isInteger(share) && (share === floor || share === floor + 1);
      });
    }),
  );
  t.pass();
});

test('property: a zero weight gets nothing when some weight is positive; a larger weight never gets less', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000_000 }), weightsArb, (total, weights) => {
      const shares = allocate(total, weights);
      const anyPositive = weights.some((w) => w > 0);
      return weights.every(
        (w, i) =>
          (!anyPositive || w > 0 || shares[i] === 0) &&
          weights.every((v, j) => !(w > v) || shares[i] >= shares[j]),
      );
    }),
  );
  t.pass();
});

test("a bundle's price for a buyer: the owned lectures' shares come off, the rest is charged", (t) => {
  const children = [
    { price: 30_000, owned: true },
    { price: 50_000, owned: false },
    { price: 20_000, owned: false },
  ];
  t.deepEqual(bundlePriceForBuyer(77_777, children), {
    price: 77_777 - 23_333,
    ownedDeduction: 23_333,
    shares: [23_333, 38_889, 15_555],
  });
  const none = children.map((c) => ({ ...c, owned: false }));
  t.like(bundlePriceForBuyer(77_777, none), { price: 77_777, ownedDeduction: 0 });
  const all = children.map((c) => ({ ...c, owned: true }));
  t.like(bundlePriceForBuyer(77_777, all), { price: 0, ownedDeduction: 77_777 });
});

test('property: price and deduction add up to the bundle price; the deduction is the owned shares', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.array(fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), owned: fc.boolean() }), {
        minLength: 1,
        maxLength: 20,
      }),
      (bundlePrice, children) => {
        const r = bundlePriceForBuyer(bundlePrice, children);
        const owned = r.shares.filter((_, i) => children[i].owned).reduce((a, b) => a + b, 0);
        return r.price + r.ownedDeduction === bundlePrice && r.ownedDeduction === owned && r.price >= 0;
      },
    ),
  );
  t.pass();
});
