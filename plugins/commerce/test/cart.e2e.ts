/**
 * The learner's cart in chromium, in Korean and in English: a paid lecture goes in from its page
 * (Add to cart, then "In cart"), another with Buy now (checkout opens with only it; in the cart
 * only it is checked), the header counts them, the cart checks and unchecks all (mixed in between;
 * the choice is kept on the server), a wish toggles and shows in the Wishlist tab, the checked
 * items are deleted and the empty state leads to the catalogue. A lecture the learner has shows
 * "Owned". axe (WCAG 2.2 AA) on the lecture page and the cart.
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
const lectures: Record<'python' | 'react' | 'owned', { seq: number; slug: string }> = {
  python: { seq: 0, slug: 'python' },
  react: { seq: 0, slug: 'react' },
  owned: { seq: 0, slug: 'sql' },
};

test.before(async () => {
  assertWebBuilt();
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  browser = await launchBrowser();
  const teacher = await app.createUser({ userId: 'cart_teacher', name: '한선생', isTeacher: true });
  const add = async (subject: string, slug: string, price: number, extra: Record<string, unknown> = {}) =>
    (await insertPaidLecture(app, { ownerId: teacher, subject, slug, price, extra })).seq;
  lectures.python.seq = await add('파이썬 실전 프로젝트', 'python', 50_000);
  lectures.react.seq = await add('리액트 실전', 'react', 80_000, {
    discount: 25,
    discounted_price: 60_000,
  });
  lectures.owned.seq = await add('SQL 기초', 'sql', 30_000);
  for (const [userId, name] of [
    ['cart_ko', '김학생'],
    ['cart_en', 'Kim'],
  ]) {
    const user = await app.createUser({ userId, name });
    await app.core.db('lecture_enrolments').insert({
      lecture_id: lectures.owned.seq,
      user_id: user,
      state: 'joined',
      joined_at: new Date(),
    });
  }
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const url = (path: string) => `${app.url}${path}`;
const lecturePage = (l: { seq: number; slug: string }) => url(`/lecture/${l.seq}/${l.slug}`);

const count = (page: Page) =>
  page.$eval('[data-testid=cart-badge]', (el) => ({
    label: el.querySelector('[data-testid=cart-badge-label]')?.textContent ?? null,
    shown: el.querySelector('[data-testid=cart-count]')?.textContent ?? null,
  }));

const checks = (page: Page) =>
  page.$$eval('[data-testid=cart-item-check]', (els) => els.map((e) => (e as HTMLInputElement).checked));

const checkAll = (page: Page) =>
  page.$eval('[data-testid=cart-check-all]', (el) => ({
    checked: (el as HTMLInputElement).checked,
    indeterminate: (el as HTMLInputElement).indeterminate,
    aria: el.getAttribute('aria-checked'),
  }));

const payment = (page: Page) => page.$eval('[data-testid=total-payment]', (el) => el.textContent);

type DataLayerEntry = { event?: string; ecommerce?: Record<string, { products?: { id: string }[] }> };
/** The analytics events of that name on the page's data layer, each as its products' ids (spec §1). */
const analytics = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      ((window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])
        .filter((e) => e.event === n)
        .map((e) => e.ecommerce?.[n]?.products?.map((p) => p.id)),
    name,
  );

const texts = {
  ko: {
    addToCart: '장바구니 담기',
    inCart: '장바구니에 담긴 강좌입니다.',
    owned: '구매한 강좌입니다.',
    badge1: '장바구니, 상품 1개',
    badge2: '장바구니, 상품 2개',
    payReact: '60,000원',
    payBoth: '110,000원',
    zero: '0원',
    empty: '장바구니가 비어 있습니다.',
    browse: '전체 강좌 둘러보기',
    wishlist: '찜한 강좌',
  },
  en: {
    addToCart: 'Add to cart',
    inCart: 'This lecture is in your cart.',
    owned: 'You own this lecture.',
    badge1: 'Cart, 1 item',
    badge2: 'Cart, 2 items',
    payReact: '₩60,000',
    payBoth: '₩110,000',
    zero: '₩0',
    empty: 'Your cart is empty.',
    browse: 'Browse All Lectures',
    wishlist: 'Wishlist',
  },
} as const;

for (const locale of ['ko', 'en'] as const) {
  test.serial(`a learner fills the cart from lecture pages and empties it again (${locale})`, async (t) => {
    const say = texts[locale];
    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: locale, url: app.url });
    await signIn(page, url('/login'), `cart_${locale}`);

    // A lecture the learner has: "Owned", no buy button.
    await page.goto(lecturePage(lectures.owned), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=purchase-owned]');
    await waitForText(page, say.owned);
    t.is(await page.$('[data-testid=add-to-cart]'), null);

    // Add to cart from the lecture's page: "In cart", and the header counts it.
    await page.goto(lecturePage(lectures.python), { waitUntil: 'networkidle0' });
    const add = await page.waitForSelector('[data-testid=add-to-cart]');
    t.is(await add!.evaluate((el) => el.textContent), say.addToCart);
    await assertWcagClean(t, page, 'the lecture page with its purchase buttons');
    // Analytics: the page's `detail` once, nothing added yet.
    await page.waitForFunction(() =>
      ((window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some((e) => e.event === 'detail'),
    );
    t.deepEqual(await analytics(page, 'detail'), [[String(lectures.python.seq)]]);
    t.deepEqual(await analytics(page, 'add'), []);
    await add!.click();
    await page.waitForSelector('[data-testid=purchase-in-cart]');
    // … and the `add` of what went in, once; the page re-rendering sends no second `detail`.
    t.deepEqual(await analytics(page, 'add'), [[String(lectures.python.seq)]]);
    t.deepEqual(await analytics(page, 'detail'), [[String(lectures.python.seq)]]);
    await waitForText(page, say.inCart);
    await page.waitForSelector('[data-testid=cart-count]');
    t.deepEqual(await count(page), { label: say.badge1, shown: '1' });
    await screenshot(page, `commerce/lecture-in-cart-${locale}`);

    // Buy now on another: checkout opens with only that one; in the cart only it is checked.
    await page.goto(lecturePage(lectures.react), { waitUntil: 'networkidle0' });
    await (await page.waitForSelector('[data-testid=buy-now]'))!.click();
    await page.waitForFunction(() => location.pathname === '/checkout');
    await page.waitForSelector(`[data-testid=checkout-item-${lectures.react.seq}]`);
    t.is(await page.$$eval('[data-testid^=checkout-item-]', (els) => els.length), 1);
    await page.goto(url('/cart'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=cart-item]');
    t.deepEqual(await count(page), { label: say.badge2, shown: '2' });
    t.deepEqual(await checks(page), [false, true]);
    t.deepEqual(await checkAll(page), { checked: false, indeterminate: true, aria: 'mixed' });
    t.is(await payment(page), say.payReact);
    // Checkout goes on with the checked item.
    t.regex(
      await page.$eval('[data-testid=checkout]', (el) => el.getAttribute('href') ?? ''),
      /^\/checkout\?items=\d+$/,
    );
    await assertWcagClean(t, page, 'the cart with some items checked');
    await screenshot(page, `commerce/cart-mixed-${locale}`);
    // At phone width the same holds.
    await page.setViewport({ width: 390, height: 844 });
    await assertWcagClean(t, page, 'the cart at phone width');
    await screenshot(page, `commerce/cart-mixed-${locale}-phone`);
    await page.setViewport({ width: 1280, height: 860 });

    // Check all (some were checked → all), with the keyboard; then uncheck all with a click.
    await page.focus('[data-testid=cart-check-all]');
    await page.keyboard.press('Space');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('[data-testid=cart-item-check]')].every(
        (c) => c.checked,
      ),
    );
    t.deepEqual(await checkAll(page), { checked: true, indeterminate: false, aria: null });
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid=total-payment]')?.textContent === want,
      {},
      say.payBoth,
    );
    await page.click('[data-testid=cart-check-all]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('[data-testid=cart-item-check]')].every(
        (c) => !c.checked,
      ),
    );
    t.is(await payment(page), say.zero);
    // The choice is kept on the server.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=cart-item]');
    t.deepEqual(await checks(page), [false, false]);
    t.deepEqual(await checkAll(page), { checked: false, indeterminate: false, aria: null });

    // Wish for the first lecture; it shows in the Wishlist tab.
    const wish = '[data-testid=cart-item]:first-child [data-testid=cart-wish]';
    t.is(await page.$eval(wish, (el) => el.getAttribute('aria-pressed')), 'false');
    await page.click(wish);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true',
      {},
      wish,
    );
    await page.click('[data-testid=cart-tab-wishlist]');
    await page.waitForSelector(`[data-testid=wished-lecture][data-sequence="${lectures.python.seq}"]`);
    await waitForText(page, say.wishlist);
    await assertWcagClean(t, page, 'the wishlist tab');
    await page.click('[data-testid=cart-tab-cart]');
    await page.waitForSelector('[data-testid=cart-item]');
    t.is(await page.$eval(wish, (el) => el.getAttribute('aria-pressed')), 'true');

    // Check one by one, delete the checked: the empty state and its way to the catalogue.
    for (const box of await page.$$('[data-testid=cart-item-check]')) await box.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('[data-testid=cart-item-check]')].every(
        (c) => c.checked,
      ),
    );
    await page.click('[data-testid=cart-delete-checked]');
    await page.waitForSelector('[data-testid=empty-state]');
    await waitForText(page, say.empty);
    t.is(await page.$eval('[data-testid=cart-browse]', (el) => el.textContent), say.browse);
    t.is(await page.$('[data-testid=cart-count]'), null, 'the header shows no count');
    t.is((await count(page)).label, locale === 'ko' ? '장바구니, 상품 0개' : 'Cart, 0 items');
    await assertWcagClean(t, page, 'the empty cart');
    await screenshot(page, `commerce/cart-empty-${locale}`);
    await page.click('[data-testid=cart-browse]');
    await page.waitForFunction(() => location.pathname === '/search');
    await page.browserContext().close();
  });
}
