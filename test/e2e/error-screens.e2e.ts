import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

// An unknown address answers 404 and shows the not-found screen; a screen whose data the API
// refuses (403) shows "no access" with ways forward instead of a retry — in every language,
// theme and width.
let app: TestCore;
let browser: Browser;
let lectureSeq: number;
const problems: string[] = [];

test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'lectures'] });
  browser = await launchBrowser();
  await app.createUser({ userId: 'err_teacher', name: '한선생', isTeacher: true });
  await app.createUser({ userId: 'err_learner', name: '김학생' });
  const api = app.client();
  await api.login('err_teacher', testPassword);
  const created = await api.post('/api/lecture', {
    subject: '남의 강좌',
    description: '관리자만 관리합니다',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
    contents: '<p>소개</p>',
  });
  lectureSeq = created.body.data.sequence;
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const variants = (['ko', 'en', 'ja'] as const).flatMap((locale) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    ([1280, 390] as const).map((width) => ({ locale, theme, width })),
  ),
);

async function prepare(page: Page, v: (typeof variants)[number]) {
  await page.setViewport({ width: v.width, height: 860 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: v.theme }]);
  await page.setCookie({ name: 'sd_locale', value: v.locale, url: app.url });
}

test('an unknown address answers 404 and shows the not-found screen', async (t) => {
  const page = await newPage(browser, problems);
  for (const v of variants) {
    await prepare(page, v);
    const res = await page.goto(`${app.url}/no-such-page`, { waitUntil: 'networkidle0' });
    t.is(res?.status(), 404);
    await page.waitForSelector('[data-testid=not-found-screen]');
    await screenshot(page, `not-found-${v.locale}-${v.theme}-${v.width}`);
  }
  await page.click('[data-testid=not-found-screen] a');
  await page.waitForFunction(() => location.pathname === '/');
  t.pass();
});

test('a refused screen explains itself and offers a way forward, not a retry', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(page, `${app.url}/login`, 'err_learner');
  for (const v of variants) {
    await prepare(page, v);
    await page.goto(`${app.url}/teach/lecture/${lectureSeq}/manage`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=error-state][data-kind=denied]').catch(async (e: unknown) => {
      await screenshot(page, `no-access-failed-${v.locale}-${v.theme}-${v.width}`);
      throw e;
    });
    await screenshot(page, `no-access-${v.locale}-${v.theme}-${v.width}`);
  }
  t.is(await page.$('[data-testid=error-retry]'), null, 'no retry');
  const links = await page.$$eval('[data-testid=error-state][data-kind=denied] a', (as) =>
    as.map((a) => a.getAttribute('href')),
  );
  t.deepEqual(links, ['/']);
});
