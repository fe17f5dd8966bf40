/**
 * A teacher's revenue screen in chromium (Korean): a paid sale of the teacher's lecture shows in
 * the totals, charted by day and by product (recharts) with the table beside each chart, in the
 * payment rows with its fee and "not settled", traced to its ledger lines, and the CSV downloads
 * with it. The site admin marks a statement settled with its transfer reference and sets the
 * commission on /admin/revenue. axe (WCAG 2.2 AA) on both screens.
 */
import test from 'ava';
import type { Browser } from 'puppeteer-core';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import {
  assertWebBuilt,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { downloadByClick } from '../../../test/e2e/support/downloads.ts';
import { saleLines } from '../common/ledger.ts';
import { defaultRevenueSettings, ledgerRatesOf } from '../common/revenue.ts';

let app: TestCore;
let browser: Browser;
const problems: string[] = [];
let orderKey = '';
let teacherId = 0;
let fee = 0;

test.before(async () => {
  assertWebBuilt();
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  browser = await launchBrowser();
  const db = app.core.db;
  const teacher = await app.createUser({ userId: 'rev_teacher', name: '매선생', isTeacher: true });
  teacherId = teacher;
  await app.createUser({ userId: 'rev_admin', name: '사이트관리자', isSiteAdmin: true });
  const buyer = await app.createUser({ userId: 'rev_buyer', name: '구매자' });
  const [lecture] = await db('lectures')
    .insert({
      channel_id: null,
      owner_id: teacher,
      subject: '매출 보는 파이썬',
      slug: 'revenue-python',
      contents: '<p>강좌 소개</p>',
      is_free: false,
      price: 55_000,
      is_published: true,
      published_at: new Date(),
      category_first: 'programming',
    })
    .returning('id');
  // A sale paid an hour ago, as the confirm path writes it (order, item, sale line).
  const at = new Date(Date.now() - 3_600_000);
  const [order] = await db('commerce_orders')
    .insert({
      order_key: `pending-${Date.now()}`,
      channel_id: null,
      user_id: buyer,
      status: 'PAID',
      method: 'card',
      order_name: '매출 보는 파이썬',
      price: 55_000,
      discount: 0,
      coupon_discount: 5_000,
      amount: 50_000,
      provider: 'test',
      checkout: {},
      locale: 'ko',
      expires_at: at,
      paid_at: at,
      created_at: at,
    })
    .returning('id');
  orderKey = `sd${order.id}-e2erevenue01`;
  await db('commerce_orders').where({ id: order.id }).update({ order_key: orderKey });
  const recipients = [{ userId: teacher, share: 1 }];
  const [item] = await db('commerce_order_items')
    .insert({
      order_id: order.id,
      item_type: 'lecture',
      ref: lecture.id,
      title: '매출 보는 파이썬',
      link: `/lecture/${lecture.id}/revenue-python`,
      price: 55_000,
      discount: 0,
      coupon_discount: 5_000,
      amount: 50_000,
      recipients: JSON.stringify(recipients),
    })
    .returning('id');
  const [line] = saleLines(
    [{ orderItemId: item.id, amount: 50_000, recipients }],
    'card',
    ledgerRatesOf(defaultRevenueSettings),
  );
  fee = line.fee;
  await db('commerce_ledger').insert({
    entry_type: 'sale',
    order_id: order.id,
    order_item_id: item.id,
    channel_id: null,
    recipient_user_id: teacher,
    amount: line.amount,
    fee: line.fee,
    commission: line.commission,
    net: line.net,
    method: 'card',
    provider: 'test',
    created_at: at,
  });
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

test.serial(
  'the teacher sees the sale charted and in its tables, traces it, and downloads the CSV',
  async (t) => {
    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'ko', url: app.url });
    await signIn(page, `${app.url}/login`, 'rev_teacher');
    await page.goto(`${app.url}/teach/revenue`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=revenue-teach]');
    await waitForText(page, '내 매출');
    t.is(await page.$eval('[data-testid=total-revenue]', (el) => el.textContent), '50,000원');
    // both charts are drawn (recharts' svg) and each has its table
    await page.waitForSelector('[data-testid=revenue-chart-time-plot] svg.recharts-surface');
    await page.waitForSelector('[data-testid=revenue-chart-product-plot] svg.recharts-surface');
    t.true(
      await page.$$eval(
        '[data-testid=revenue-chart-time-plot] .recharts-bar-rectangle',
        (els) => els.length >= 1,
      ),
    );
    const productTable = await page.$eval(
      '[data-testid=revenue-chart-product-table]',
      (el) => el.textContent ?? '',
    );
    t.true(productTable.includes('매출 보는 파이썬'));
    t.true(productTable.includes('50,000원'));
    // the payment row: price, coupon discount, payment amount, fee, method, not settled
    const row = await page.$eval('[data-testid=revenue-row]', (el) =>
      [...el.querySelectorAll('td')].map((td) => td.textContent),
    );
    t.deepEqual(row.slice(1, 11), [
      orderKey,
      '매출 보는 파이썬',
      '55,000원',
      '0원',
      '5,000원',
      '50,000원',
      `${fee.toLocaleString('ko-KR')}원`,
      '카드',
      '0원',
      '미정산',
    ]);
    await assertWcagClean(t, page, 'axe on /teach/revenue');
    await screenshot(page, 'commerce/teach-revenue-ko');
    // a bar's table row leads to its orders; the order leads to its ledger lines
    await page.click('[data-testid=revenue-chart-product-table] tbody button');
    await waitForText(page, '1건만 보고 있습니다');
    await page.click('[data-testid=revenue-row] button');
    await page.waitForSelector('[data-testid=revenue-order]');
    await waitForText(page, `주문 ${orderKey}의 원장 내역`);
    // the CSV downloads with the sale, named by the period shown
    const [from, to] = (await page.$eval('[data-testid=revenue-range]', (el) => el.textContent ?? '')).split(
      ' ~ ',
    );
    const saved = await downloadByClick(page, '[data-testid=revenue-csv]', `revenue-${from}-${to}.csv`);
    const csv = saved.toString('utf8').replace(/^\ufeff/, '');
    const lines = csv.trimEnd().split('\n');
    t.true(lines[0].startsWith('결제일시,주문번호,상품'));
    t.is(lines.length, 2);
    t.true(lines[1].includes(`${orderKey},매출 보는 파이썬,매선생,card,55000,0,5000,50000,50000,${fee}`));
    t.deepEqual(problems.splice(0), [], 'no page errors');
  },
);

test.serial('the site admin marks a statement settled and sets the rates on /admin/revenue', async (t) => {
  const db = app.core.db;
  const [statement] = await db('commerce_statements')
    .insert({
      channel_id: null,
      recipient_user_id: teacherId,
      period: '2026-01',
      revenue: 10_000,
      refunds: 0,
      fees: 330,
      commission: 0,
      carried_in: 0,
      settlement_amount: 9_670,
      carried_out: 0,
    })
    .returning('id');
  const page = await newPage(browser, problems);
  await page.setCookie({ name: 'sd_locale', value: 'ko', url: app.url });
  await signIn(page, `${app.url}/login`, 'rev_admin');
  await page.goto(`${app.url}/admin/revenue`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=revenue-admin]');
  await waitForText(page, '채널 매출 및 정산');
  // axe before any toast shows (a toast fading in is checked half drawn)
  await assertWcagClean(t, page, 'axe on /admin/revenue');
  await page.waitForSelector('[data-testid=revenue-statement] form input');
  // one teacher's figures: the report and its CSV link follow the choice
  await page.select('[data-testid=revenue-teacher]', String(teacherId));
  await page.waitForFunction(
    (id) =>
      document.querySelector('[data-testid=revenue-csv]')?.getAttribute('href')?.includes(`teacher=${id}`),
    {},
    teacherId,
  );
  t.is(await page.$eval('[data-testid=total-revenue]', (el) => el.textContent), '50,000원');
  await page.waitForSelector('[data-testid=revenue-statement] form input');
  await page.type('[data-testid=revenue-statement] form input', 'KB-2026-02-10');
  await page.click('[data-testid=revenue-statement] form button[type=submit]');
  await waitForText(page, '2026-01 정산서를 정산 완료로 바꿨습니다.');
  t.like(await db('commerce_statements').where({ id: statement.id }).first(), {
    status: 'settled',
    transfer_reference: 'KB-2026-02-10',
  });
  const cells = await page.$eval('[data-testid=revenue-statement]', (el) =>
    [...el.querySelectorAll('td')].map((td) => td.textContent),
  );
  t.true(cells.includes('정산 완료') && cells.includes('KB-2026-02-10'));
  // the rates: commission 2.5 %, for payments from now on
  const commission = await page.$('input[name=commissionBasisPoints]');
  await commission!.click({ count: 3 });
  await commission!.type('2.5');
  await page.click('[data-testid=revenue-settings-save]');
  await waitForText(page, '설정을 저장했습니다.');
  t.like(await db('commerce_revenue_settings').whereNull('channel_id').first(), {
    commission_bp: 250,
    card_fee_bp: 330,
    holdback_days: 14,
  });
  t.deepEqual(problems.splice(0), [], 'no page errors');
});
