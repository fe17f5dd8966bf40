/**
 * Roadmaps in chromium, in Korean: a learner filters /roadmap (a new difficulty clears the
 * category), checks one roadmap then another (the first unchecks), saves (which starts it) and opens it;
 * a lesson completed elsewhere turns its node done and the percentage rises without a reload.
 * A teacher builds a roadmap in the editor, saves and publishes it. The demo learner 민준 opens the
 * seeded paid roadmap: commerce's purchase box adds it to the cart (the header's count rises), Buy
 * now with it in the cart opens the checkout for it alone, he pays at commerce's local test
 * provider in its window, and the roadmap page says enrolled. Needs the web build
 * (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import {
  assertWebBuilt,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { payInWindow, startPayingApp, type PayingApp } from '../../../test/e2e/support/payments.ts';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts } from '../../../scripts/demo-accounts.ts';
import { startRoadmapsFixture, type RoadmapsFixture } from './fixture.ts';

let paying: PayingApp;
let f: RoadmapsFixture;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  // Commerce pays at its local test provider; the demo gives 민준 the paid roadmap to buy.
  paying = await startPayingApp({ plugins: ['community', 'lectures', 'commerce', 'roadmaps'] });
  await seedDemo(paying.app.core);
  f = await startRoadmapsFixture(paying.app);
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await paying?.stop();
});

const demoPassword = (userId: string) => demoAccounts.find((a) => a.userId === userId)!.password;

async function demoClient(userId: string) {
  const client = paying.app.client();
  await client.login(userId, demoPassword(userId));
  return client;
}

const selectValue = (page: Page, testId: string) =>
  page.$eval(`[data-testid=${testId}]`, (el) => (el as HTMLSelectElement).value);

test.serial(
  'a learner filters, chooses one roadmap, opens it and sees a lesson turn done live',
  async (t) => {
    const teach = await f.as('teach');
    const made: number[] = [];
    for (const extra of [
      { title: '파이썬 백엔드 입문' },
      { title: '모바일 입문', difficulty: 'normal' as const, category: 'programming.mobile-programming' },
    ]) {
      const sequence = (await teach.post('/api/roadmap', f.body(extra))).body.data.sequence as number;
      await teach.put(`/api/roadmap/${sequence}/publish`, { isPublished: true });
      made.push(sequence);
    }
    const [python, mobile] = made;
    const origin = `http://${f.school.host}:${f.app.port}`;
    const page = await newPage(browser, problems);
    await signIn(page, `${origin}/login?next=%2Froadmap`, 'learner');
    await page.waitForSelector(`[data-testid=roadmap-card-${python}]`, { timeout: 30_000 });
    await page.select('[data-testid=roadmap-difficulty]', 'easy');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^=roadmap-card-]').length === 1);
    await page.waitForSelector('[data-testid=roadmap-category] option[value="programming.web-programming"]');
    await page.select('[data-testid=roadmap-category]', 'programming.web-programming');
    t.is(await selectValue(page, 'roadmap-category'), 'programming.web-programming');
    await page.select('[data-testid=roadmap-difficulty]', '');
    t.is(await selectValue(page, 'roadmap-category'), '', 'a different difficulty clears the category');
    await page.waitForSelector(`[data-testid=roadmap-card-${mobile}]`);
    const box = (s: number) => `[data-testid=roadmap-card-${s}] input[type=checkbox]`;
    await page.click(box(python));
    await page.click(box(mobile));
    t.false(await page.$eval(box(python), (el) => (el as HTMLInputElement).checked));
    t.true(await page.$eval(box(mobile), (el) => (el as HTMLInputElement).checked));
    await page.click(box(python));
    await page.click('[data-testid=roadmap-save]');
    await waitForText(page, '선택한 로드맵을 저장했습니다.');
    await assertWcagClean(t, page, 'the roadmap list');
    t.deepEqual(
      (await (await f.as('learner')).get('/api/roadmap/user')).body.data.roadmapList.map(
        (r: { sequence: number }) => r.sequence,
      ),
      [python],
    );

    await page.click(`[data-testid=roadmap-card-${python}] h2 a`);
    await page.waitForSelector('[data-testid=roadmap-outline]', { timeout: 30_000 });
    await page.waitForSelector('[data-testid=roadmap-node-vars]', { timeout: 30_000 });
    // Choosing a free roadmap started it: no Start button, the learner follows it.
    await waitForText(page, '이용 중인 로드맵입니다.');
    t.is(await page.$('[data-testid=roadmap-start]'), null);
    t.regex(await page.$eval('[data-testid=roadmap-outline-vars]', (el) => el.textContent ?? ''), /대기/);
    t.is(await page.$eval('[data-testid=roadmap-percent]', (el) => el.textContent), '진행률 0%');
    await assertWcagClean(t, page, 'a roadmap with its graph and outline');
    await screenshot(page, 'roadmap-detail');

    // The learner studies the first lesson in another tab: this page hears of it, no reload.
    const learner = await f.as('learner');
    t.is((await learner.post(`/api/lecture/${f.lecture.lecture}/enrol`, {})).status, 201);
    const marker = await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
    t.is(
      (await learner.post(`/api/lecture/${f.lecture.lecture}/lessons/${f.lecture.lessons[0]}/complete`, {}))
        .status,
      200,
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid=roadmap-outline-vars]')?.textContent?.includes('완료'),
      { timeout: 10_000 },
    );
    t.is(await page.$eval('[data-testid=roadmap-percent]', (el) => el.textContent), '진행률 25%');
    t.regex(await page.$eval('[data-testid=roadmap-node-vars]', (el) => el.textContent ?? ''), /완료/);
    t.is(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept), marker, 'no reload');
    await screenshot(page, 'roadmap-detail-done');
    t.deepEqual(problems, []);
  },
);

test.serial('a teacher builds a roadmap in the editor, saves and publishes it', async (t) => {
  const origin = `http://${f.school.host}:${f.app.port}`;
  const page = await newPage(browser, problems);
  await signIn(page, `${origin}/login?next=${encodeURIComponent('/teach/roadmap/new')}`, 'teach');
  await page.waitForSelector('[data-testid=roadmap-title]', { timeout: 30_000 });
  await page.type('[data-testid=roadmap-title]', '에디터로 만든 로드맵');
  const labelInput = 'section:nth-of-type(2) .rm-row input:not([type=checkbox])';
  for (const label of ['기초 다지기', '프로젝트']) {
    const inputs = await page.$$(labelInput);
    const field = inputs[inputs.length - 1];
    await field.click({ count: 3 });
    await field.type(label);
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === '노드 추가');
      button?.click();
    });
  }
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid=roadmap-editor-nodes] > li').length === 2,
  );
  const options = await page.$$eval('section:nth-of-type(3) select', (selects) =>
    [...(selects[0] as HTMLSelectElement).options].map((o) => o.value).filter(Boolean),
  );
  const selects = await page.$$('section:nth-of-type(3) select');
  await selects[0].select(options[0]);
  await selects[1].select(options[1]);
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === '연결하기');
    button?.click();
  });
  await waitForText(page, '기초 다지기 → 프로젝트 (선수)');
  await page.click('[data-testid=roadmap-editor-save]');
  await waitForText(page, '저장했습니다.');
  await page.waitForSelector('[data-testid=roadmap-editor-publish]');
  await page.click('[data-testid=roadmap-editor-publish]');
  await waitForText(page, '비공개로 전환');
  await assertWcagClean(t, page, 'the roadmap editor');
  await screenshot(page, 'roadmap-editor');
  const mine = (await (await f.as('teach')).get('/api/roadmap/teach/my')).body.data.roadmapList as {
    title: string;
    isPublished: boolean;
    nodeCount: number;
  }[];
  t.like(
    mine.find((r) => r.title === '에디터로 만든 로드맵'),
    { isPublished: true, nodeCount: 2 },
  );
  t.deepEqual(problems, []);
});

test.serial(
  'minjun adds the seeded paid roadmap to the cart, Buy now opens the checkout, pays and is enrolled',
  async (t) => {
    const paid = await paying.app.core
      .db('roadmaps')
      .whereNull('channel_id')
      .where({ title: '프론트엔드 개발자 로드맵' })
      .first('id');
    const sequence = Number(paid.id);
    const seen: string[] = [];
    const page = await newPage(browser, seen);
    await page.setCookie({ name: 'sd_locale', value: 'ko', url: paying.app.url });
    await signIn(
      page,
      `${paying.app.url}/login?next=${encodeURIComponent(`/roadmap/${sequence}`)}`,
      'minjun',
      demoPassword('minjun'),
    );
    // Commerce's purchase box, for the roadmap kind, beside its price.
    await page.waitForSelector('[data-testid=add-to-cart]', { timeout: 30_000 });
    await waitForText(page, '39,000원');
    const minjun = await demoClient('minjun');
    const before = (await minjun.get('/api/cart/list')).body.data.cartItemCount as number;
    await assertWcagClean(t, page, 'a paid roadmap with the purchase box');

    // Add to cart: the header's count rises and the box says it is in the cart.
    await page.click('[data-testid=add-to-cart]');
    await page.waitForSelector('[data-testid=purchase-in-cart]');
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid=cart-count]')?.textContent ?? 0) === n,
      { timeout: 10_000 },
      before + 1,
    );
    t.is(
      await page.$eval('[data-testid=purchase-in-cart]', (el) => el.textContent),
      '장바구니에 담긴 로드맵입니다.',
    );

    // Buy now with it already in the cart: on to the checkout with it alone, not to the cart.
    await page.click('[data-testid=buy-now]');
    await page.waitForFunction(() => location.pathname === '/checkout', { timeout: 10_000 });
    await page.waitForSelector(`[data-testid=checkout-item-roadmap-${sequence}]`, { timeout: 30_000 });
    const cart = (await minjun.get('/api/cart/list')).body.data.cartItemList as {
      itemIndex: number;
      itemType: string;
      lectureSequence: number;
      finalPrice: number;
      isChecked: boolean;
    }[];
    const item = cart.find((i) => i.itemType === 'roadmap' && i.lectureSequence === sequence);
    t.like(item, { finalPrice: 39_000, isChecked: true });
    t.is(new URL(page.url()).search, `?items=${item!.itemIndex}`);
    t.deepEqual(
      cart.filter((i) => i.isChecked).map((i) => i.itemIndex),
      [item!.itemIndex],
    );

    // Pay with the test card in the provider's window; back on the roadmap, enrolled.
    await page.click('[data-testid=agree]');
    await page.click('[data-testid=pay]');
    await payInWindow(paying, page);
    await page.waitForFunction(() => location.pathname === '/checkout/success', { timeout: 30_000 });
    await page.goto(`${paying.app.url}/roadmap/${sequence}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=roadmap-enrolled]', { timeout: 30_000 });
    t.regex(await page.$eval('[data-testid=roadmap-enrolled]', (el) => el.textContent ?? ''), /수강 중/);
    t.is(await page.$('[data-testid=add-to-cart]'), null);
    t.deepEqual(seen, []);
  },
);
