/**
 * Coupon management and bundles in chromium: a teacher creates a coupon for one of their lectures
 * on `/teach/coupons` (a wrong percent first, refused with the schema's message) and sees its
 * usage, switches it off, then composes a bundle of two paid lectures on `/teach/bundles` with the
 * shares shown before saving; a site admin finds the coupons section in Channel management. axe
 * (WCAG 2.2 AA) on each screen.
 */
import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import {
  assertWebBuilt,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { insertPaidLecture } from '../../../test/e2e/support/payments.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

let app: TestCore;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  browser = await launchBrowser();
  const teacher = await app.createUser({ userId: 'coupon_teacher', name: '한선생', isTeacher: true });
  await app.createUser({ userId: 'coupon_admin', name: '관리자', isSiteAdmin: true });
  for (const [subject, slug, price] of [
    ['파이썬 실전 프로젝트', 'python', 30_000],
    ['자료 구조', 'ds', 50_000],
    ['알고리즘', 'algo', 20_000],
  ] as const)
    await insertPaidLecture(app, { ownerId: teacher, subject, slug, price });
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const url = (path: string) => `${app.url}${path}`;

async function typeInto(page: Page, selector: string, text: string) {
  const input = await page.waitForSelector(selector);
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input!.type(text);
}

test.serial('a teacher creates a coupon and a bundle on the screens (ko)', async (t) => {
  const page = await newPage(browser, problems);
  await page.setCookie({ name: 'sd_locale', value: 'ko', url: app.url });
  await signIn(page, url('/login'), 'coupon_teacher');

  await page.goto(url('/teach/coupons'), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=coupons-teach]');
  await waitForText(page, '아직 만든 쿠폰이 없습니다.');
  await assertWcagClean(t, page, 'the empty coupon list');
  await (await page.waitForSelector('[data-testid=coupon-new]'))!.click();
  await page.waitForSelector('[data-testid=coupon-target]');
  await assertWcagClean(t, page, 'the coupon form');
  await typeInto(page, '[data-testid=coupon-code]', 'spring-15');
  await typeInto(page, '[data-testid=coupon-content]', '150');
  const targets = await page.$$('[data-testid=coupon-target]');
  t.is(targets.length, 3);
  await targets[0].click();
  await page.click('[data-testid=coupon-save]');
  await page.waitForSelector('[data-testid=coupon-error]');
  t.is(
    await page.$eval('[data-testid=coupon-error]', (el) => el.textContent),
    '퍼센트 할인은 1에서 100 사이의 정수로 입력해 주세요.',
  );
  await typeInto(page, '[data-testid=coupon-content]', '15');
  await typeInto(page, '[data-testid=coupon-limit]', '30');
  await page.click('[data-testid=coupon-save]');
  await page.waitForSelector('[data-testid=coupon-row]');
  const row = await page.$eval('[data-testid=coupon-row]', (el) => el.textContent ?? '');
  t.true(row.includes('SPRING-15'), row);
  t.true(row.includes('15%'), row);
  t.is(await page.$eval('[data-testid=coupon-usage]', (el) => el.textContent), '0 / 30');
  await assertWcagClean(t, page, 'the coupon list');
  await screenshot(page, 'commerce/teach-coupons-ko');
  await (await page.waitForSelector('[data-testid=coupon-row] button:last-child'))!.click();
  await waitForText(page, '중지됨');
  const stored = await app.core.db('commerce_coupons').where({ code: 'SPRING-15' }).first();
  t.like(stored, { coupon_detail_type: 'percent', coupon_content: 15, usage_limit: 30, enabled: false });

  await page.goto(url('/teach/bundles'), { waitUntil: 'networkidle0' });
  await (await page.waitForSelector('[data-testid=bundle-new]'))!.click();
  await page.waitForSelector('[data-testid=bundle-child]');
  await typeInto(page, '[data-testid=bundle-title]', '파이썬 완주 패키지');
  await typeInto(page, '[data-testid=bundle-price]', '70000');
  const children = await page.$$('[data-testid=bundle-child]');
  await children[0].click();
  await children[1].click();
  await waitForText(page, '강의별 배분');
  await page.click('[data-testid=bundle-published]');
  await assertWcagClean(t, page, 'the bundle form with its shares');
  await page.click('[data-testid=bundle-save]');
  await page.waitForSelector('[data-testid=bundle-row]');
  const bundleRow = await page.$eval('[data-testid=bundle-row]', (el) => el.textContent ?? '');
  t.true(bundleRow.includes('파이썬 완주 패키지'), bundleRow);
  t.true(bundleRow.includes('70,000원'), bundleRow);
  await assertWcagClean(t, page, 'the bundle list');
  await screenshot(page, 'commerce/teach-bundles-ko');
  const bundle = await app.core.db('commerce_bundles').where({ title: '파이썬 완주 패키지' }).first();
  t.like(bundle, { price: 70_000, is_published: true });
  t.is((await app.core.db('commerce_bundle_items').where({ bundle_id: bundle.id })).length, 2);

  // A coupon for the bundle alone: the bundle is one of the coupon's targets.
  await page.goto(url('/teach/coupons'), { waitUntil: 'networkidle0' });
  await (await page.waitForSelector('[data-testid=coupon-new]'))!.click();
  await (await page.waitForSelector('[data-testid=coupon-bundle-target]'))!.click();
  await typeInto(page, '[data-testid=coupon-code]', 'pack-5000');
  await page.select('[data-testid=coupon-type]', 'basic');
  await typeInto(page, '[data-testid=coupon-content]', '5000');
  await assertWcagClean(t, page, 'the coupon form with a bundle chosen');
  await page.click('[data-testid=coupon-save]');
  await waitForText(page, 'PACK-5000');
  const pack = await app.core.db('commerce_coupons').where({ code: 'PACK-5000' }).first();
  t.deepEqual(
    await app.core.db('commerce_coupon_targets').where({ coupon_id: pack.id }).select('item_type', 'ref'),
    [{ item_type: 'bundle', ref: bundle.id }],
  );
  const packRow = await page.$$eval('[data-testid=coupon-row]', (rows) =>
    rows.map((r) => r.textContent ?? '').find((text) => text.includes('PACK-5000')),
  );
  t.true(packRow?.includes('파이썬 완주 패키지'), packRow);
  await page.close();
});

test.serial("the site admin reaches the site's coupons from Channel management (en)", async (t) => {
  const page = await newPage(browser, problems);
  await page.setCookie({ name: 'sd_locale', value: 'en', url: app.url });
  await signIn(page, url('/login'), 'coupon_admin');
  await page.goto(url('/admin'), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=admin-coupons-section]');
  await Promise.all([
    page.waitForSelector('[data-testid=coupons-admin]'),
    page.click('[data-testid=admin-coupons-section] a'),
  ]);
  await page.waitForSelector('[data-testid=coupon-row]');
  await waitForText(page, 'SPRING-15');
  await waitForText(page, 'Disabled');
  await assertWcagClean(t, page, "the site's coupons");
  await page.close();
});
