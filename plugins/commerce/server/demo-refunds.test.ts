import test from 'ava';
import type { PurchasableKind, PurchasableQuote } from '../common/purchasable.ts';
import { startCheckoutFixture, type CheckoutFixture } from '../testing/checkout-fixture.ts';
import { seedDemoRefunds } from './demo-refunds.ts';

let fx: CheckoutFixture;
test.before(async () => {
  fx = await startCheckoutFixture({ learners: ['minsu'], members: { boss: 'admin' } });
});
test.after.always(async () => {
  await fx?.stop();
});

/** A selling plugin's kind as its seed hands it over: two courses, 7 and 8, of four lessons each. */
function courses(): { kind: PurchasableKind; studied: Map<number, number>; granted: Set<number> } {
  const studied = new Map<number, number>();
  const granted = new Set<number>();
  const quote = (ref: number): PurchasableQuote => ({
    kind: 'demo-course',
    ref,
    title: `데모 과정 ${ref}`,
    link: `/demo/${ref}`,
    price: 40_000,
    discountedPrice: null,
    finalPrice: 40_000,
    analytics: {
      sequence: ref,
      subject: `데모 과정 ${ref}`,
      category: { first: null, second: null },
      educatorsData: { name: '김강사' },
      price: 40_000,
    },
    recipients: [],
    children: [],
    sale: { forSale: true },
  });
  const kind: PurchasableKind = {
    kind: 'demo-course',
    quote: async (_scope, refs) => new Map(refs.filter((r) => r === 7 || r === 8).map((r) => [r, quote(r)])),
    owned: async () => new Set(),
    grant: async (_trx, item) => void granted.add(item.orderItemId),
    revoke: async (_trx, item) => void granted.delete(item.orderItemId),
    usage: async (_db, item) => ({
      kind: 'recorded',
      totalLessons: 4,
      studiedLessons: studied.get(item.orderItemId) ?? 0,
    }),
  };
  return { kind, studied, granted };
}

test.serial(
  'demo refunds are paid and refunded at the local test provider, once; nothing without it',
  async (t) => {
    const db = fx.app.core.db;
    const { kind, studied, granted } = courses();
    const userId = fx.shop.ids.minsu;
    const purchases = [
      {
        channelIndex: fx.shop.id,
        userId,
        ref: 7,
        refund: 'refunded' as const,
        reason: '다른 과정을 듣기로 했어요',
      },
      {
        channelIndex: fx.shop.id,
        userId,
        ref: 8,
        refund: 'pending' as const,
        reason: '생각한 내용과 달라요',
        afterPurchase: async (_db: unknown, grant: { orderItemId: number }) =>
          void studied.set(grant.orderItemId, 1),
      },
    ];
    t.is(await seedDemoRefunds({ db, config: { env: 'test' } }, kind, purchases, null), 0);
    t.is(await seedDemoRefunds({ db, config: fx.app.core.config }, kind, purchases, fx.shop.ids.teach), 2);

    const orders = await db('commerce_orders').where({ user_id: userId }).orderBy('id');
    t.like(orders, [
      { status: 'CANCELED', refunded_amount: 40_000, provider: 'test' },
      { status: 'PAID', refunded_amount: 0, provider: 'test' },
    ]);
    const refunds = await db('commerce_refunds').where({ user_id: userId }).orderBy('id');
    t.like(refunds, [
      { status: 'REFUNDED', amount: 40_000, decided_by: fx.shop.ids.teach },
      { status: 'REQUESTED', requested_amount: 30_000 },
    ]);
    const payments = await fx.control.payments();
    t.like(
      payments.find((p) => p.orderId === orders[0].order_key),
      { status: 'CANCELED', balanceAmount: 0 },
    );
    t.like(
      payments.find((p) => p.orderId === orders[1].order_key),
      { status: 'DONE', balanceAmount: 40_000 },
    );
    t.is(granted.size, 1);

    // Seeding again makes nothing more.
    t.is(await seedDemoRefunds({ db, config: fx.app.core.config }, kind, purchases, null), 0);
    t.is((await db('commerce_orders').where({ user_id: userId })).length, 2);
  },
);

test.serial(
  'the seeded pending refund is approved by the admin and truly refunded at the provider',
  async (t) => {
    const db = fx.app.core.db;
    const pending = await db('commerce_refunds as r')
      .join('commerce_orders as o', 'o.id', 'r.order_id')
      .where({ 'r.user_id': fx.shop.ids.minsu, 'r.status': 'REQUESTED' })
      .first('r.id', 'r.requested_amount', 'o.order_key', 'o.payment_key');
    t.truthy(pending);
    const boss = await fx.shop.login('boss');
    const approved = await boss.post(`/api/admin/refunds/${pending.id}/approve`, {});
    t.is(approved.status, 200, JSON.stringify(approved.body));
    t.like(approved.body.data, { status: 'REFUNDED', amount: pending.requested_amount });
    const payment = (await fx.control.payments()).find((p) => p.paymentKey === pending.payment_key);
    t.like(payment, {
      orderId: pending.order_key,
      status: 'PARTIAL_CANCELED',
      balanceAmount: 40_000 - pending.requested_amount,
    });
  },
);
