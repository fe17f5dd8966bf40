// Checkout benchmark: a paid order end to end — POST /api/checkout, the buyer's payment at the
// in-process test provider (its control API stands in for the payment window), POST
// /api/checkout/confirm (the provider's confirm, PAID, the lecture granted, a ledger line, the
// provider's webhook processed in the background) — by 20 buyers at once, against a bare INSERT of
// the same order row from the same pool in the same run. Prints orders/s and p99 of each and the
// ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/checkout.ts   (or `npm run bench -- checkout`)
// Knobs: BENCH_CONCURRENCY (20), BENCH_ORDERS (orders per buyer, 25), BENCH_WEBHOOKS=0 (the
// provider sends no webhooks, so only the buyer's confirm does the work).
import { randomBytes } from 'node:crypto';
import {
  checkoutBody,
  payInWindow,
  startCheckoutFixture,
} from '../../plugins/commerce/testing/checkout-fixture.ts';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const perBuyer = Number(process.env.BENCH_ORDERS ?? 25);
const resultPrefix = 'BENCH-RESULT ';

/** Runs `task(buyer, k)` for k = 0…perBuyer−1 in each of `concurrency` loops; p99 (ms) and operations/s. */
async function load(task: (buyer: number, k: number) => Promise<void>) {
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, buyer) => {
      for (let k = 0; k < perBuyer; k++) {
        const t0 = performance.now();
        await task(buyer, k);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p99: latencies[Math.floor(latencies.length * 0.99)],
    rps: latencies.length / elapsed,
    count: latencies.length,
  };
}

async function main(): Promise<void> {
  const buyers = Array.from({ length: concurrency }, (_, i) => `buyer${i}`);
  const webhooks = process.env.BENCH_WEBHOOKS !== '0';
  const fx = await startCheckoutFixture({ learners: buyers, webhooks });
  try {
    const db = fx.app.core.db;
    // One lecture per order of a buyer (a buyer cannot buy the same lecture twice).
    const lectures: number[] = [];
    for (let k = 0; k < perBuyer + 1; k++) lectures.push(await fx.lecture({ price: 30_000 }));
    const clients = await Promise.all(buyers.map((b) => fx.shop.login(b)));
    let failures = 0;
    const order = async (buyer: number, k: number) => {
      const c = clients[buyer];
      const created = await c.post('/api/checkout', checkoutBody([lectures[k]], 30_000));
      if (created.status !== 201) {
        failures++;
        return;
      }
      const redirect = await payInWindow(fx.control, created.body.data.order);
      const paid = await c.post('/api/checkout/confirm', redirect);
      if (paid.status !== 200 || paid.body.data.status !== 'PAID') failures++;
    };
    // Warm-up: one paid order per buyer (the last lecture), not measured.
    await Promise.all(buyers.map((_, b) => order(b, perBuyer)));
    failures = 0;

    const template = {
      channel_id: fx.shop.id,
      status: 'PENDING',
      method: 'card',
      order_name: '파이썬 기초',
      price: 30_000,
      discount: 0,
      coupon_discount: 0,
      amount: 30_000,
      provider: 'test',
      checkout: JSON.stringify(checkoutBody([lectures[0]], 30_000)),
      locale: 'ko',
    };
    const bare = await load(async (buyer) => {
      await db('commerce_orders').insert({
        ...template,
        user_id: fx.shop.ids[buyers[buyer]],
        order_key: `sd0-${randomBytes(6).toString('hex')}`,
        expires_at: new Date(Date.now() + 1_800_000),
      });
    });
    const full = await load(order);
    const [{ n }] = await db('commerce_orders').where({ status: 'PAID' }).count({ n: '*' });
    const grants = await db('lecture_purchase_grants').count({ n: '*' });

    console.log(
      `checkout benchmark: ${concurrency} buyers at once, ${perBuyer} orders each, webhooks ${webhooks ? 'on' : 'off'}`,
    );
    console.log(
      `FULL  create + pay + confirm + grant: ${full.rps.toFixed(1)} orders/s, p99 ${full.p99.toFixed(1)} ms (${full.count} orders, ${failures} failed)`,
    );
    console.log(
      `BARE  INSERT of the order row: ${bare.rps.toFixed(1)} rows/s, p99 ${bare.p99.toFixed(1)} ms`,
    );
    console.log(
      `ratio full / bare: ${(full.rps / bare.rps).toFixed(3)} × throughput, ${(full.p99 / bare.p99).toFixed(1)} × p99`,
    );
    console.log(`paid orders ${n}, grants ${grants[0].n}`);
    const rows = [
      {
        figure: `checkout + confirm + grant orders/s @${concurrency}`,
        value: full.rps.toFixed(1),
        baseline: `${bare.rps.toFixed(1)} (bare INSERT of the order)`,
        ratio: (full.rps / bare.rps).toFixed(3),
        goal: '-',
        met: null,
      },
      {
        figure: `checkout + confirm + grant p99 @${concurrency}`,
        value: `${full.p99.toFixed(1)} ms`,
        baseline: `${bare.p99.toFixed(1)} ms (bare INSERT)`,
        ratio: `${(full.p99 / bare.p99).toFixed(1)}×`,
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
