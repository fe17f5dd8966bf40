import type { Page } from 'puppeteer-core';
import { startTestCore, type TestClient, type TestCore } from '@seodang/sdk/testing';
import {
  startTestPg,
  testPgControl,
  type TestPg,
  type TestPgControl,
} from '../../../plugins/commerce/testing/test-pg/index.ts';

/** Core paying through the local test provider, for browser tests of checkout. */
export interface PayingApp {
  app: TestCore;
  /** The test provider: its payment window is `${pg.url}/pay`. */
  pg: TestPg;
  control: TestPgControl;
  stop(): Promise<void>;
}

const secretKey = 'test_sk_e2e_checkout';

/**
 * Starts the local test payment provider in-process (as the commerce tests do) and core with
 * `COMMERCE_PROVIDER=test` pointed at it (`TEST_PG_URL` and `TEST_PG_SECRET_KEY` through the
 * config), its webhooks going to core. The browser pays in the provider's window and comes back
 * to `/checkout/success` or `/checkout/fail`. The shell must be built.
 */
export async function startPayingApp(
  given:
    | string[]
    | {
        plugins?: string[];
        /** How long core waits for the provider (a confirm past it is finished by the reconciler). */
        providerTimeoutMs?: number;
        /** How long the provider takes to answer for the "answers late" test card. */
        hangMs?: number;
      } = {},
): Promise<PayingApp> {
  // The plugins alone, or the options.
  const options = Array.isArray(given) ? { plugins: given } : given;
  const pg = await startTestPg({
    secretKey,
    control: true,
    hangMs: options.hangMs,
    webhookRetryDelaysMs: [200, 400, 800],
  });
  const app = await startTestCore({
    plugins: options.plugins ?? ['lectures', 'commerce'],
    config: {
      commerce: {
        provider: 'test',
        testPgUrl: pg.url,
        testPgSecretKey: secretKey,
        providerTimeoutMs: options.providerTimeoutMs,
      },
    },
  }).catch(async (e: unknown) => {
    await pg.stop();
    throw e;
  });
  const control = testPgControl(pg.url);
  await control.setWebhookUrl(`${app.url}/api/commerce/webhook/toss`);
  return {
    app,
    pg,
    control,
    async stop() {
      await app.stop();
      await pg.stop();
    },
  };
}

/** A published paid lecture of the public site (a teacher's), as the tests need it. */
export interface PaidLecture {
  seq: number;
  slug: string;
}

/**
 * Inserts a published paid lecture of the public site owned by `ownerId`, with `lessons` text
 * lessons (none by default); its sequence and slug.
 */
export async function insertPaidLecture(
  app: TestCore,
  lecture: {
    ownerId: number;
    subject: string;
    slug: string;
    price: number;
    lessons?: number;
    extra?: Record<string, unknown>;
  },
): Promise<PaidLecture> {
  const [row] = await app.core
    .db('lectures')
    .insert({
      channel_id: null,
      owner_id: lecture.ownerId,
      subject: lecture.subject,
      slug: lecture.slug,
      contents: '<p>강좌 소개</p>',
      is_free: false,
      price: lecture.price,
      is_published: true,
      published_at: new Date(),
      category_first: 'programming',
      category_second: 'algorithm',
      ...lecture.extra,
    })
    .returning(['id', 'slug']);
  for (let position = 1; position <= (lecture.lessons ?? 0); position += 1)
    await app.core.db('lecture_lessons').insert({ lecture_id: row.id, position, title: `레슨 ${position}` });
  return { seq: Number(row.id), slug: String(row.slug) };
}

/**
 * Buys these lectures for the signed-in client through the API, paying at the test provider with
 * a good card; the order id.
 */
export async function payThroughApi(
  paying: PayingApp,
  api: TestClient,
  lectures: readonly number[],
  amount: number,
): Promise<string> {
  const created = await api.post('/api/checkout', {
    lectures: lectures.map((index) => ({ index, appliedCouponCode: null })),
    coupons: [],
    roadmapIdList: [],
    method: 'card',
    expectedAmount: amount,
  });
  if (created.status !== 201) throw new Error(`checkout: ${created.status} ${JSON.stringify(created.body)}`);
  const orderId = created.body.data.order.orderId as string;
  const { paymentKey } = await paying.control.createSession({
    orderId,
    amount,
    cardNumber: '4111111111111111',
  });
  const paid = await api.post('/api/checkout/confirm', { paymentKey, orderId, amount });
  if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${JSON.stringify(paid.body)}`);
  return orderId;
}

/**
 * Pays in the test provider's window the page was sent to: the test card given (its button, e.g.
 * a declined card), or the approved card; resolves once the window has sent the page back.
 */
export async function payInWindow(paying: PayingApp, page: Page, card?: string): Promise<void> {
  await page.waitForFunction(
    (origin) => location.origin === origin && location.pathname === '/pay',
    {},
    paying.pg.url,
  );
  await page.waitForSelector('#pay-form');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    card
      ? page.click(`button[name=testCard][value="${card}"]`)
      : page.click('#pay-form button[name=action][value=pay]'),
  ]);
}
