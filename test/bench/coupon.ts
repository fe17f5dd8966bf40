// Coupon benchmark: 200 buyers check out at once with a coupon that may be used 50 times (the
// conditional `UPDATE … WHERE used < usage_limit` in each order's transaction), against the same
// 200 checkouts without a coupon in the same run. Prints the successes (must be exactly 50) and
// the time of each burst; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/coupon.ts   (or `npm run bench -- coupon`)
// Knobs: BENCH_BUYERS (200), BENCH_LIMIT (50), BENCH_ROUNDS (3; the medians are reported).
import {
  checkoutBody,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../../plugins/commerce/testing/checkout-fixture.ts';
import type { TestClient } from '@seodang/sdk/testing';

const buyerCount = Number(process.env.BENCH_BUYERS ?? 200);
const limit = Number(process.env.BENCH_LIMIT ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const resultPrefix = 'BENCH-RESULT ';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** All buyers check out the body at once; the time of the burst and the answers by status. */
async function burst(clients: TestClient[], body: object) {
  const t0 = performance.now();
  const answers = await Promise.all(clients.map((c) => c.post('/api/checkout', body)));
  const ms = performance.now() - t0;
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return { ms, byStatus, ok: byStatus[201] ?? 0 };
}

async function round(fx: CheckoutFixture, clients: TestClient[], n: number) {
  const plain = await fx.lecture({ price: 30_000 });
  const couponed = await fx.lecture({ price: 30_000 });
  const code = `BENCH${n}`;
  await fx.coupon({ code, usage_limit: limit, coupon_content: 10_000 });
  const without = await burst(clients, checkoutBody([plain], 30_000));
  const withCoupon = await burst(clients, checkoutBody([couponed], 20_000, { [couponed]: code }));
  const [{ used }] = await fx.app.core.db('commerce_coupons').where({ code }).select('used');
  return { without, withCoupon, used: Number(used) };
}

async function main(): Promise<void> {
  const buyers = Array.from({ length: buyerCount }, (_, i) => `buyer${i}`);
  const fx = await startCheckoutFixture({ learners: buyers });
  try {
    const clients: TestClient[] = [];
    for (let i = 0; i < buyers.length; i += 20)
      clients.push(...(await Promise.all(buyers.slice(i, i + 20).map((b) => fx.shop.login(b)))));
    await round(fx, clients, 0); // warm-up
    const results = [];
    for (let n = 1; n <= rounds; n++) results.push(await round(fx, clients, n));
    const successes = results.map((r) => r.withCoupon.ok);
    const exact = results.every((r) => r.withCoupon.ok === limit && r.used === limit);
    const withMs = median(results.map((r) => r.withCoupon.ms));
    const withoutMs = median(results.map((r) => r.without.ms));
    console.log(`coupon benchmark: ${buyerCount} checkouts at once, coupon limit ${limit}, ${rounds} rounds`);
    for (const [i, r] of results.entries())
      console.log(
        `round ${i + 1}: with coupon ${r.withCoupon.ms.toFixed(0)} ms ${JSON.stringify(r.withCoupon.byStatus)}, coupon used ${r.used}; without ${r.without.ms.toFixed(0)} ms ${JSON.stringify(r.without.byStatus)}`,
      );
    console.log(
      `successes with the coupon: ${successes.join(', ')} (must be ${limit} each): ${exact ? 'exact' : 'WRONG'}`,
    );
    console.log(
      `median burst: with coupon ${withMs.toFixed(0)} ms, without ${withoutMs.toFixed(0)} ms, ratio ${(withMs / withoutMs).toFixed(2)}`,
    );
    const rows = [
      {
        figure: `coupon limit ${limit}, ${buyerCount} checkouts at once: successes`,
        value: successes.join('/'),
        baseline: `${limit} (the limit)`,
        ratio: '-',
        goal: `= ${limit}`,
        met: exact,
      },
      {
        figure: `${buyerCount} checkouts at once with the coupon`,
        value: `${withMs.toFixed(0)} ms`,
        baseline: `${withoutMs.toFixed(0)} ms (no coupon)`,
        ratio: `${(withMs / withoutMs).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
    ];
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    await fx.stop();
  }
}

await main();
