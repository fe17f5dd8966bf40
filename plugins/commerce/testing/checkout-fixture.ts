// A core with the lectures and commerce plugins paying through the in-process test provider,
// for checkout tests and benchmarks: a channel with learners, paid lectures, coupons, and a
// buyer who pays in the payment window as the browser would (a session at the provider, then
// our confirm).
import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import {
  startTestPg,
  testCardFor,
  testPgControl,
  type CardScenario,
  type TestPg,
  type TestPgControl,
} from './test-pg/index.ts';

/** The running pieces. */
export interface CheckoutFixture {
  app: TestCore;
  pg: TestPg;
  control: TestPgControl;
  /**
   * A channel `shop` with its teacher `teach`, learners (`learners` of the options, default three)
   * and any other `members` of the options.
   */
  shop: TestChannel;
  /** Where the test provider sends webhooks to (our route on the base host). */
  webhookUrl: string;
  /** A paid, published lecture of `channelId` (default: the shop), owned by the shop's teacher. */
  lecture(fields?: Record<string, unknown>, channelId?: number | null): Promise<number>;
  /** A coupon of the shop (or `channel_id` in the fields); returns its id. */
  coupon(fields: Record<string, unknown> & { code: string }): Promise<number>;
  stop(): Promise<void>;
}

const secretKey = 'test_sk_checkout_fixture';

/** Starts the provider and core; the provider's webhooks go to core unless `webhooks: false`. */
export async function startCheckoutFixture(
  options: {
    learners?: string[];
    /** More members of the shop by login id (an admin, another teacher). */
    members?: Record<string, 'admin' | 'teacher' | 'student'>;
    /** The plugins to run (default lectures and commerce; add community for notifications). */
    plugins?: string[];
    providerTimeoutMs?: number;
    hangMs?: number;
    webhooks?: boolean;
    /** Commerce settings over the test provider's (another provider, e.g. PortOne's fake). */
    commerce?: Record<string, unknown>;
  } = {},
): Promise<CheckoutFixture> {
  const pg = await startTestPg({
    secretKey,
    control: true,
    hangMs: options.hangMs ?? 5_000,
    webhookRetryDelaysMs: [200, 400, 800],
  });
  const app = await startTestCore({
    plugins: options.plugins ?? ['lectures', 'commerce'],
    config: {
      commerce: {
        provider: 'test',
        testPgUrl: pg.url,
        testPgSecretKey: secretKey,
        providerTimeoutMs: options.providerTimeoutMs ?? 10_000,
        ...options.commerce,
      },
    },
  });
  const webhookUrl = `${app.url}/api/commerce/webhook/toss`;
  const control = testPgControl(pg.url);
  await control.setWebhookUrl(options.webhooks === false ? null : webhookUrl);
  const learners = options.learners ?? ['minsu', 'jiwoo', 'hana'];
  const shop = await app.createChannelWithMembers({
    slug: 'shop',
    members: {
      teach: 'teacher',
      ...Object.fromEntries(learners.map((l) => [l, 'student' as const])),
      ...options.members,
    },
  });
  let n = 0;
  return {
    app,
    pg,
    control,
    shop,
    webhookUrl,
    async lecture(fields = {}, channelId = shop.id) {
      n += 1;
      const [row] = await app.core
        .db('lectures')
        .insert({
          channel_id: channelId,
          owner_id: shop.ids.teach,
          subject: `파이썬 기초 ${n}`,
          slug: `python-${n}`,
          contents: '<!-- contents -->',
          is_free: false,
          price: 50_000,
          is_published: true,
          ...fields,
        })
        .returning('id');
      return Number(row.id);
    },
    async coupon(fields) {
      const { targets, users, ...row } = fields as Record<string, unknown> & {
        targets?: number[];
        users?: number[];
      };
      const [created] = await app.core
        .db('commerce_coupons')
        .insert({ channel_id: shop.id, coupon_detail_type: 'basic', coupon_content: 5_000, ...row })
        .returning('id');
      const id = Number(created.id);
      for (const ref of targets ?? [])
        await app.core.db('commerce_coupon_targets').insert({ coupon_id: id, item_type: 'lecture', ref });
      for (const userId of users ?? [])
        await app.core.db('commerce_coupon_users').insert({ coupon_id: id, user_id: userId });
      return id;
    },
    async stop() {
      await app.stop();
      await pg.stop();
    },
  };
}

/** A checkout body for these lectures (coupons as `{ lectureIndex: code }`). */
export function checkoutBody(
  lectures: number[],
  expectedAmount: number,
  coupons: Record<number, string> = {},
  method: 'card' | 'phone' = 'card',
) {
  return {
    lectures: lectures.map((index) => ({ index, appliedCouponCode: coupons[index] ?? null })),
    coupons: Object.entries(coupons).map(([index, code]) => ({
      code,
      possibleLectureIndex: Number(index),
      appliedLectureIndex: Number(index),
    })),
    roadmapIdList: [],
    method,
    expectedAmount,
  };
}

/**
 * The buyer in the payment window: a session at the provider with this card (as if the window's
 * Pay button was pressed), giving what the success redirect carries.
 */
export async function payInWindow(
  control: TestPgControl,
  order: { orderId: string; paymentAmount: number },
  card: CardScenario = 'approve',
): Promise<{ paymentKey: string; orderId: string; amount: number }> {
  const { paymentKey } = await control.createSession({
    orderId: order.orderId,
    amount: order.paymentAmount,
    cardNumber: testCardFor(card),
  });
  return { paymentKey, orderId: order.orderId, amount: order.paymentAmount };
}

/** Checks out and pays in the window; returns the order and what the success redirect carries. */
export async function checkoutAndPay(
  fx: CheckoutFixture,
  buyer: TestClient,
  body: object,
  card: CardScenario = 'approve',
) {
  const created = await buyer.post('/api/checkout', body);
  if (created.status !== 201) throw new Error(`checkout: ${created.status} ${JSON.stringify(created.body)}`);
  const order = created.body.data.order as { orderId: string; paymentAmount: number };
  return { order, redirect: await payInWindow(fx.control, order, card) };
}

/** Polls `read` until `done` holds (or fails after `ms`). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
