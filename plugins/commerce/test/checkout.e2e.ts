/**
 * Buying a lecture in chromium, end to end, against the local test payment provider (started
 * in-process by `startPayingApp`, core pointed at it): a new learner with a paid lecture in the
 * cart opens /checkout, applies a coupon (seeded in the database), agrees to the terms, pays with
 * the test card in the provider's window and lands on /checkout/success enrolled (the purchase
 * event once, not again on a reload), then opens a lesson. A card the window declines leads to
 * /checkout/fail with the reason in the UI language, and Try again with a good card succeeds. A
 * price changed meanwhile is shown to confirm, and a 100 % coupon completes at 0 won without the
 * provider. axe (WCAG 2.2 AA) on each screen, at phone width and in dark.
 */
import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { testPassword } from '@seodang/sdk/testing';
import {
  assertWebBuilt,
  dataLayerEvents,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import {
  insertPaidLecture,
  payInWindow,
  startPayingApp,
  type PayingApp,
} from '../../../test/e2e/support/payments.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

let paying: PayingApp;
let browser: Browser;
const problems: string[] = [];
let teacherId = 0;
let n = 0;

test.before(async () => {
  assertWebBuilt();
  // The "answers late" card: core stops waiting after 3 s and the payment is finished later.
  paying = await startPayingApp({ providerTimeoutMs: 3_000, hangMs: 6_000 });
  browser = await launchBrowser();
  teacherId = await paying.app.createUser({ userId: 'shop_teacher', name: '한선생', isTeacher: true });
});
test.after.always(async () => {
  await browser?.close();
  await paying?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const url = (path: string) => `${paying.app.url}${path}`;

/** A paid, published lecture with one text lesson; its sequence, slug and lesson. */
async function paidLecture(subject: string, price: number) {
  n += 1;
  const row = await insertPaidLecture(paying.app, { ownerId: teacherId, subject, slug: `paid-${n}`, price });
  const teacher = paying.app.client();
  await teacher.login('shop_teacher', testPassword);
  const lesson = await teacher.post(`/api/lecture/${row.seq}/lessons`, {
    title: '첫 레슨',
    type: 'text',
    items: [{ type: 'text', content: '<p>첫 레슨 본문입니다</p>' }],
  });
  if (lesson.status !== 201) throw new Error(`lesson: ${lesson.status} ${JSON.stringify(lesson.body)}`);
  return { seq: row.seq, slug: row.slug, lesson: Number(lesson.body.data.index) };
}

/** A new learner with these lectures in the cart (through the API). */
async function learnerWithCart(userId: string, lectures: number[]) {
  await paying.app.createUser({ userId, name: '김학생' });
  const api = paying.app.client();
  await api.login(userId, testPassword);
  for (const sequence of lectures) {
    const res = await api.post('/api/cart', { itemType: 'lecture', sequence });
    if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

const text = (page: Page, testId: string) =>
  page.$eval(`[data-testid=${testId}]`, (el) => (el as HTMLElement).innerText.trim());

const purchases = (page: Page) => dataLayerEvents(page, 'purchase');

/** Waits for a lecture's row on the checkout screen; says what the screen showed instead. */
async function checkoutItem(page: Page, seq: number) {
  await page.waitForSelector(`[data-testid=checkout-item-${seq}]`).catch(async (e: unknown) => {
    await screenshot(page, `commerce/checkout-item-${seq}-missing`);
    const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
    throw new Error(`${(e as Error).message} at ${page.url()}; the page showed: ${shown}`);
  });
}

test.serial(
  'a new learner buys a lecture with a coupon and the test card, is enrolled and opens a lesson (ko)',
  async (t) => {
    const lecture = await paidLecture('알고리즘 실전', 50_000);
    await paying.app.core.db('commerce_coupons').insert({
      channel_id: null,
      code: 'WELCOME5000',
      name: '가입 축하 쿠폰',
      coupon_detail_type: 'basic',
      coupon_content: 5_000,
    });
    await learnerWithCart('buyer_ko', [lecture.seq]);

    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'ko', url: paying.app.url });
    await signIn(page, url('/login?next=/cart'), 'buyer_ko');

    // From the cart's Checkout to /checkout with the checked item.
    await (await page.waitForSelector('[data-testid=checkout]'))!.click();
    await checkoutItem(page, lecture.seq);
    t.is(await text(page, 'checkout-payment'), '50,000원');
    await assertWcagClean(t, page, 'checkout');

    // A wrong code is refused with the server's message; the right one applies to this lecture.
    await page.type(`[data-testid=coupon-input-${lecture.seq}]`, 'NOPE');
    await page.click(`[data-testid=coupon-apply-${lecture.seq}]`);
    await page.waitForSelector(`[data-testid=coupon-error-${lecture.seq}]`);
    t.is(await text(page, `coupon-error-${lecture.seq}`), '존재하지 않는 쿠폰입니다.');
    await page.$eval(`[data-testid=coupon-input-${lecture.seq}]`, (el) => (el as HTMLInputElement).select());
    await page.type(`[data-testid=coupon-input-${lecture.seq}]`, 'welcome5000');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid=coupon-applied-${lecture.seq}]`);
    t.is(await text(page, 'checkout-coupon-discount'), '− 5,000원');
    t.is(await text(page, 'checkout-payment'), '45,000원');
    // Cancelling clears it, applying again brings it back.
    await page.click(`[data-testid=coupon-cancel-${lecture.seq}]`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=checkout-payment]')?.textContent === '50,000원',
    );
    await page.type(`[data-testid=coupon-input-${lecture.seq}]`, 'WELCOME5000');
    await page.click(`[data-testid=coupon-apply-${lecture.seq}]`);
    await page.waitForSelector(`[data-testid=coupon-applied-${lecture.seq}]`);

    // Pay without agreeing: the agreement is asked for and focused.
    await page.click('[data-testid=pay]');
    await page.waitForSelector('[data-testid=agree-error]');
    t.true(await page.$eval('[data-testid=agree]', (el) => el === document.activeElement));
    await page.keyboard.press('Space');
    await assertWcagClean(t, page, 'checkout with a coupon');
    await page.setViewport({ width: 390, height: 844 });
    await assertWcagClean(t, page, 'checkout at phone width');
    await screenshot(page, 'commerce/checkout-coupon-ko-phone');
    await page.setViewport({ width: 1280, height: 860 });
    t.regex(await text(page, 'pay'), /45,000원/);

    // Pay: the provider's window, the approved test card, back to success.
    await page.click('[data-testid=pay]');
    await payInWindow(paying, page);
    await page.waitForSelector('[data-testid=enrolled]', { timeout: 30_000 });
    t.is(new URL(page.url()).pathname, '/checkout/success');
    t.is(await text(page, 'enrolled'), '수강 신청이 완료되었습니다');
    t.is(await text(page, 'paid-amount'), '45,000원');
    const reported = await purchases(page);
    t.is(reported.length, 1);
    t.like(reported[0], { currencyCode: 'KRW' });
    const purchase = reported[0]!.purchase as {
      actionField: Record<string, unknown>;
      products: Record<string, unknown>[];
    };
    t.like(purchase.actionField, { revenue: 45_000, coupon: 'WELCOME5000' });
    t.like(purchase.products[0], {
      sequence: lecture.seq,
      name: '알고리즘 실전',
      firstCategoryId: 'programming',
      secondCategoryId: 'algorithm',
      educatorName: '한선생',
    });
    await assertWcagClean(t, page, 'checkout success');
    await screenshot(page, 'commerce/checkout-success-ko');
    // A reload confirms again (already paid) and does not report the purchase twice.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=enrolled]');
    t.is((await purchases(page)).length, 0);

    // Paid: enrolled, the coupon redeemed, the cart emptied of it.
    const buyer = await paying.app.core.db('users').where({ user_id: 'buyer_ko' }).first('id');
    const order = await paying.app.core.db('commerce_orders').where({ user_id: buyer.id }).first();
    t.is(order.status, 'PAID');
    t.is(order.amount, 45_000);

    // The lecture's link, then a lesson of it.
    await Promise.all([page.waitForNavigation(), page.click(`[data-testid=start-${lecture.seq}]`)]);
    await page.waitForSelector('[data-testid=lecture-detail]');
    await page.goto(url(`/lecture/${lecture.seq}/${lecture.slug}/lesson/${lecture.lesson}`), {
      waitUntil: 'networkidle0',
    });
    await page.waitForSelector('[data-testid=lesson-player]');
    await waitForText(page, '첫 레슨 본문입니다');
    await page.close();
  },
);

test.serial(
  'a card the window declines leads to /checkout/fail; Try again with a good card succeeds (en)',
  async (t) => {
    const lecture = await paidLecture('Graph algorithms', 30_000);
    await learnerWithCart('buyer_en', [lecture.seq]);

    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'en', url: paying.app.url });
    await signIn(page, url('/login'), 'buyer_en');
    // The dark theme at phone width first.
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(url('/checkout'), { waitUntil: 'networkidle0' });
    await checkoutItem(page, lecture.seq);
    await assertWcagClean(t, page, 'checkout at phone width, dark');
    await screenshot(page, 'commerce/checkout-en-phone-dark');
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.setViewport({ width: 1280, height: 860 });
    await page.reload({ waitUntil: 'networkidle0' });
    await checkoutItem(page, lecture.seq);
    t.is(await text(page, 'checkout-payment'), '₩30,000');
    await page.click('[data-testid=agree]');
    await page.click('[data-testid=pay]');

    // Declined in the window: the fail screen says why, in English, and keeps the cart.
    await payInWindow(paying, page, '4000000000000127');
    await page.waitForSelector('[data-testid=checkout-fail]');
    t.is(new URL(page.url()).pathname, '/checkout/fail');
    t.is(await text(page, 'fail-reason'), 'The card company declined the payment. Try another card.');
    await waitForText(page, 'The lectures stay in your cart.');
    await assertWcagClean(t, page, 'checkout fail');
    await screenshot(page, 'commerce/checkout-fail-en');

    // Try again: a new checkout of the same item, straight to the window; the good card pays.
    await page.waitForFunction(() => !!document.querySelector('[data-testid=fail-retry]'));
    await page.click('[data-testid=fail-retry]');
    await payInWindow(paying, page);
    await page.waitForSelector('[data-testid=enrolled]', { timeout: 30_000 });
    t.is(await text(page, 'enrolled'), 'You are enrolled');
    t.is(await text(page, 'paid-amount'), '₩30,000');
    const buyer = await paying.app.core.db('users').where({ user_id: 'buyer_en' }).first('id');
    const orders = await paying.app.core.db('commerce_orders').where({ user_id: buyer.id }).orderBy('id');
    t.deepEqual(
      orders.map((o: { status: string }) => o.status),
      ['EXPIRED', 'PAID'],
    );
    // A window that comes back to the success address with a code (PortOne on a phone, closed or
    // refused) goes on to the fail screen with that code: nothing is confirmed.
    await page.goto(
      url(
        `/checkout/success?paymentType=NORMAL&orderId=${orders[0].order_key}&paymentKey=x&amount=30000&code=PAY_PROCESS_CANCELED&message=closed`,
      ),
      { waitUntil: 'networkidle0' },
    );
    await page.waitForSelector('[data-testid=checkout-fail]');
    t.is(new URL(page.url()).searchParams.get('code'), 'PAY_PROCESS_CANCELED');
    await page.close();
  },
);

test.serial(
  'a price changed since the screen opened is shown to confirm; a 100 % coupon completes at 0 won without the provider (ja)',
  async (t) => {
    const lecture = await paidLecture('動的計画法', 40_000);
    await paying.app.core.db('commerce_coupons').insert({
      channel_id: null,
      code: 'FREE100',
      name: '全額クーポン',
      coupon_detail_type: 'percent',
      coupon_content: 100,
    });
    await learnerWithCart('buyer_ja', [lecture.seq]);

    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'ja', url: paying.app.url });
    await signIn(page, url('/login'), 'buyer_ja');
    await page.goto(url('/checkout'), { waitUntil: 'networkidle0' });
    await checkoutItem(page, lecture.seq);
    await page.click('[data-testid=agree]');

    // The teacher lowers the price meanwhile: Pay answers with the server's figures to confirm.
    await paying.app.core.db('lectures').where({ id: lecture.seq }).update({ price: 20_000 });
    await page.click('[data-testid=pay]');
    await page.waitForSelector('[data-testid=price-changed]');
    await waitForText(page, 'お支払い金額が変わりました');
    t.true(await page.$eval('[data-testid=price-changed] h3', (el) => el === document.activeElement));
    await assertWcagClean(t, page, 'checkout with a changed price');

    // A 100 % coupon: 0 won, paid at once, no payment window.
    await page.type(`[data-testid=coupon-input-${lecture.seq}]`, 'FREE100');
    await page.click(`[data-testid=coupon-apply-${lecture.seq}]`);
    await page.waitForSelector(`[data-testid=coupon-applied-${lecture.seq}]`);
    t.is(await page.$('[data-testid=price-changed]'), null);
    t.is(await text(page, 'pay'), '無料で受講登録');
    await page.click('[data-testid=pay]');
    await page.waitForSelector('[data-testid=enrolled]', { timeout: 30_000 });
    t.is(await text(page, 'enrolled'), '受講登録が完了しました');
    t.is(new URL(page.url()).origin, paying.app.url);
    const buyer = await paying.app.core.db('users').where({ user_id: 'buyer_ja' }).first('id');
    const order = await paying.app.core.db('commerce_orders').where({ user_id: buyer.id }).first();
    t.like(order, { status: 'PAID', amount: 0 });
    t.is((await purchases(page)).length, 1);
    // The browser logs the expected 409 of price_changed; nothing else may be there.
    const others = problems.filter((p) => !/status of 409 \(Conflict\)/.test(p));
    problems.splice(0, problems.length, ...others);
    await page.close();
  },
);

test.serial(
  'a confirm the provider answers late shows its progress, polls the order and ends enrolled (en)',
  async (t) => {
    const lecture = await paidLecture('Slow networks', 20_000);
    await learnerWithCart('buyer_slow', [lecture.seq]);
    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'en', url: paying.app.url });
    await signIn(page, url('/login'), 'buyer_slow');
    await page.goto(url('/checkout'), { waitUntil: 'networkidle0' });
    await checkoutItem(page, lecture.seq);
    await page.click('[data-testid=agree]');
    await page.click('[data-testid=pay]');
    // What the success screen shows on its way, seen as it happens.
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      (window as { seen?: string[] }).seen = seen;
      new MutationObserver(() => {
        const note = (what: string) => void (seen.includes(what) || seen.push(what));
        if (document.querySelector('[data-testid=confirming]')) note('confirming');
        if (document.body?.innerText.includes('Waiting for the payment provider')) note('waiting');
        if (document.querySelector('[data-testid=enrolled]')) note('enrolled');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // No webhook this time: the reconciler finishes the payment core stopped waiting for.
    await paying.control.setWebhookUrl(null);
    await payInWindow(paying, page, '4000000000000259');
    // Core gives up waiting (202, CONFIRMING): the screen says so and polls the order.
    await page.waitForSelector('[data-testid=enrolled]', { timeout: 30_000 });
    t.is(await text(page, 'paid-amount'), '₩20,000');
    t.deepEqual(await page.evaluate(() => (window as { seen?: string[] }).seen), [
      'confirming',
      'waiting',
      'enrolled',
    ]);
    t.is((await purchases(page)).length, 1);
    await paying.control.setWebhookUrl(`${paying.app.url}/api/commerce/webhook/toss`);
    await page.close();
  },
);
