/**
 * Refunds in chromium, end to end, against the local test payment provider (`startPayingApp`):
 * a learner's lecture is paid at the provider through the API (buying in the browser is
 * checkout.e2e.ts's), then in the browser the learner finds it in /learn/payments, asks for a
 * refund on its page after seeing the amount and the statute's arithmetic, the site admin reaches
 * /admin/refunds from Channel management and approves it, and the learner's history says refunded
 * (the refund event reported once). In English a second request is rejected with a reason the
 * learner reads. axe (WCAG 2.2 AA) on each screen, at phone width and in dark once.
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
  payThroughApi,
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
  paying = await startPayingApp({ plugins: ['community', 'lectures', 'commerce'] });
  browser = await launchBrowser();
  teacherId = await paying.app.createUser({ userId: 'refund_teacher', name: '한선생', isTeacher: true });
  await paying.app.createUser({ userId: 'site_admin', name: '운영자', isSiteAdmin: true });
});
test.after.always(async () => {
  await browser?.close();
  await paying?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const url = (path: string) => `${paying.app.url}${path}`;

/** A paid, published lecture of the public site with one text lesson; its sequence. */
async function paidLecture(subject: string, price: number): Promise<number> {
  n += 1;
  const lecture = await insertPaidLecture(paying.app, {
    ownerId: teacherId,
    subject,
    slug: `refund-${n}`,
    price,
    lessons: 1,
  });
  return lecture.seq;
}

/** A new learner who paid for the lecture at the test provider (through the API); the order id. */
async function learnerWhoPaid(userId: string, lecture: number, price: number): Promise<string> {
  await paying.app.createUser({ userId, name: '김학생' });
  const api = paying.app.client();
  await api.login(userId, testPassword);
  return payThroughApi(paying, api, [lecture], price);
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());

const refundEvents = (page: Page) => dataLayerEvents(page, 'refund');

/** Opens the learner's order page and asks for a refund of its one item; the dialog's total. */
async function askRefund(page: Page, orderId: string, reason: string): Promise<string> {
  await page.goto(url(`/learn/payments/${orderId}`), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=refund-choose]');
  await page.click('[data-testid=refund-choose]');
  await page.click('[data-testid=refund-calculate]');
  await page.waitForSelector('[data-testid=refund-dialog] [data-testid=refund-total]');
  const total = await text(page, '[data-testid=refund-total]');
  await page.type('[data-testid=refund-reason]', reason);
  return total;
}

test.serial(
  'a learner asks a refund within 7 days, sees the arithmetic first, the site admin approves it, and the history says refunded (ko)',
  async (t) => {
    const lecture = await paidLecture('자료구조 특강', 50_000);
    const orderId = await learnerWhoPaid('refund_ko', lecture, 50_000);

    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'ko', url: paying.app.url });
    await signIn(page, url('/login?next=/learn/payments'), 'refund_ko');
    await page.waitForSelector(`[data-testid="payment-${orderId}"]`);
    t.is(await text(page, `[data-testid="payment-${orderId}"] [data-testid=payment-status]`), '결제 완료');
    await assertWcagClean(t, page, 'payments');

    // The order's page: the figure and its rule, in Korean, before anything is asked.
    await Promise.all([page.waitForNavigation(), page.click(`[data-testid="payment-${orderId}"] a`)]);
    await page.waitForSelector('[data-testid=payment-screen]');
    await assertWcagClean(t, page, 'payment');
    const total = await askRefund(page, orderId, '일정이 맞지 않아요');
    t.is(total, '환불 예정 금액: 50,000원');
    await waitForText(page, '구매 후 7일 이내');
    await waitForText(page, '전자상거래법 제17조');
    await assertWcagClean(t, page, 'refund dialog');
    await screenshot(page, 'commerce/refund-request-ko');
    await page.click('[data-testid=refund-confirm]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=refund-dialog]'));
    await waitForText(page, '환불 요청됨');
    await waitForText(page, '환불 요청 중: 결정될 때까지 수강할 수 없습니다');
    await page.close();

    // The site admin: Channel management's section leads to the refunds; approve it.
    const admin = await newPage(browser, problems);
    await admin.setCookie({ name: 'sd_locale', value: 'ko', url: paying.app.url });
    await signIn(admin, url('/login?next=/admin'), 'site_admin');
    await admin.waitForSelector('[data-testid=admin-refunds-section] a');
    await Promise.all([admin.waitForNavigation(), admin.click('[data-testid=admin-refunds-section] a')]);
    await admin.waitForSelector('[data-testid=refund-approve]');
    await waitForText(admin, '김학생');
    await assertWcagClean(t, admin, 'admin refunds');
    await admin.click('[data-testid=refund-approve]');
    await admin.waitForSelector('[data-testid=refund-approve-confirm]');
    t.is(
      await admin.$eval('[data-testid=refund-amount-input]', (el) => (el as HTMLInputElement).value),
      '50000',
    );
    await assertWcagClean(t, admin, 'approve dialog');
    await admin.click('[data-testid=refund-approve-confirm]');
    await waitForText(admin, '승인하고 환불을 마쳤습니다.');
    await admin.waitForSelector('[data-testid=empty-state]');
    await admin.click('[data-testid=refunds-view-decided]');
    await waitForText(admin, '환불 완료');
    await screenshot(admin, 'commerce/admin-refunds-decided-ko');
    await admin.close();

    // The learner's history: refunded, the refund event once.
    const back = await newPage(browser, problems);
    await back.setCookie({ name: 'sd_locale', value: 'ko', url: paying.app.url });
    await signIn(back, url('/login?next=/learn/payments'), 'refund_ko');
    await back.waitForSelector(`[data-testid="payment-${orderId}"]`);
    t.is(await text(back, `[data-testid="payment-${orderId}"] [data-testid=payment-status]`), '환불·취소됨');
    await back.goto(url(`/learn/payments/${orderId}`), { waitUntil: 'networkidle0' });
    await back.waitForSelector('[data-testid=order-refunded]');
    t.is(await text(back, '[data-testid=order-refunded]'), '50,000원');
    await waitForText(back, '환불 완료');
    const events = await refundEvents(back);
    t.is(events.length, 1);
    t.like(events[0], { currencyCode: 'KRW', refund: { actionField: { id: orderId, revenue: 50_000 } } });
    await back.reload({ waitUntil: 'networkidle0' });
    await back.waitForSelector('[data-testid=order-refunded]');
    t.is((await refundEvents(back)).length, 0);
    const payment = (await paying.control.payments()).find((p) => p.orderId === orderId);
    t.like(payment, { status: 'CANCELED', balanceAmount: 0 });
    await back.close();
  },
);

test.serial(
  'a request rejected with a reason, which the learner reads (en; phone width, dark)',
  async (t) => {
    const lecture = await paidLecture('Graph theory', 30_000);
    const orderId = await learnerWhoPaid('refund_en', lecture, 30_000);
    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'en', url: paying.app.url });
    await signIn(page, url('/login'), 'refund_en');
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await page.setViewport({ width: 390, height: 844 });
    t.is(await askRefund(page, orderId, 'Not what I expected'), 'Refund: ₩30,000');
    await waitForText(page, 'within 7 days of the purchase');
    await assertWcagClean(t, page, 'refund dialog, phone, dark');
    await screenshot(page, 'commerce/refund-request-en-phone-dark');
    await page.click('[data-testid=refund-confirm]');
    await waitForText(page, 'Refund requested');
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.setViewport({ width: 1280, height: 860 });

    const admin = await newPage(browser, problems);
    await admin.setCookie({ name: 'sd_locale', value: 'en', url: paying.app.url });
    await signIn(admin, url('/login?next=/admin/refunds'), 'site_admin');
    await admin.waitForSelector('[data-testid=refund-reject]');
    await admin.click('[data-testid=refund-reject]');
    await admin.waitForSelector('[data-testid=decision-reason]');
    await admin.type('[data-testid=decision-reason]', 'More than half of the course was studied');
    await admin.click('[data-testid=decision-confirm]');
    await waitForText(admin, 'The refund request was rejected.');
    await admin.close();

    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, 'Refund rejected');
    await waitForText(page, 'More than half of the course was studied');
    await assertWcagClean(t, page, 'payment with a rejected refund');
    // The lecture is theirs again, and a refund can be asked for again.
    await page.waitForSelector('[data-testid=refund-choose]');
    await page.close();
  },
);
