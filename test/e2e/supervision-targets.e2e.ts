import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { examFixture } from '@seodang/plugin-assessment/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { seriousViolations } from './support/axe.ts';

// The supervisor's action targets (any examinee found on the server, a supervision group), the
// identity check opened again after the verdict, and the focus view with many examinees.

type Fixture = Awaited<ReturnType<typeof examFixture>>;
let f: Fixture;
let browser: Browser;
const problems: string[] = [];
const names = [
  '정하준',
  '강지우',
  '윤서윤',
  '김민준',
  '이서연',
  '박도윤',
  '최지호',
  '한예린',
  '오시우',
  '서하은',
  '임주원',
  '신채원',
  '조은우',
  '배수아',
];
const idOf = (n: number) => f.ids[`examinee${n}`];
let group1 = 0;

test.before(async () => {
  f = await examFixture({ examinees: 14 });
  for (const [i, name] of names.entries())
    await f.app.core
      .db('users')
      .where({ id: idOf(i + 1) })
      .update({ name });
  const sup = await f.as('watcher');
  group1 = (await sup.get(`/api/supervisionGroup?examIndex=${f.examIndex}&lectureIndex=${f.lectureSeq}`)).body
    .supervisionGroups[0].index;
  await sup.post('/api/supervisionGroup/users', {
    examIndex: f.examIndex,
    lectureIndex: f.lectureSeq,
    role: 'student',
    groupUserPairs: [1, 2, 3].map((n) => ({ supervisionGroupIndex: group1, userId: idOf(n) })),
  });
  browser = await launchBrowser();
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
const examPath = (view: string) => `/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/${view}`;
const click = (page: Page, selector: string) =>
  page
    .waitForSelector(selector, { visible: true })
    .then((h) => h!.evaluate((el) => (el as HTMLElement).click()));
const member = (n: number) =>
  f.app.core
    .db('assessment_exam_members')
    .where({ exam_id: f.examIndex, user_id: idOf(n) })
    .first();
const targetValue = (page: Page) =>
  page.$eval('[data-testid=action-target]', (e) => (e as HTMLSelectElement).value);

async function supervisorPage(view: string, viewport = { width: 1280, height: 860 }) {
  const page = await newPage(browser, problems);
  await page.setViewport(viewport);
  await signIn(page, url('/login'), 'watcher');
  await page.goto(url(examPath(view)), { waitUntil: 'networkidle0' });
  return page;
}

test.serial(
  "the exam control view's modals reach any examinee of the exam, found by name or e-mail on the server",
  async (t) => {
    const page = await supervisorPage('control');
    const searches: string[] = [];
    page.on('request', (r) => {
      const search = new URL(r.url()).searchParams.get('search[value]');
      if (r.url().includes('live-exam-status') && search) searches.push(search);
    });
    await page.waitForSelector('[data-testid=control-table]');
    // 한예린 (examinee 8) is not on the first page of ten.
    t.false(
      await page.$$eval(
        '[data-testid=control-row]',
        (rows, id) => rows.some((r) => r.getAttribute('data-user') === String(id)),
        idOf(8),
      ),
    );

    await click(page, '[data-testid=control-open-extend]');
    t.is(await targetValue(page), 'all', "the default target is 'All examinees'");
    await page.type('[data-testid=target-search]', '한예린');
    await page.waitForSelector(`[data-testid=target-result][data-user="${idOf(8)}"]`);
    t.true(
      searches.includes('name_한예린') && searches.includes('email_한예린'),
      'both the name and the e-mail are searched on the server',
    );
    t.false(searches.includes('name_한'), 'the search waits until typing pauses');
    await screenshot(page, 'control-target-search');
    t.deepEqual(await seriousViolations(page), [], 'the target search is accessible');
    await click(page, `[data-testid=target-result][data-user="${idOf(8)}"]`);
    t.is(await targetValue(page), `user:${idOf(8)}`);
    await page.type('[data-testid=extend-minutes]', '5');
    await click(page, '[data-testid=action-confirm]');
    await waitForText(page, '시험 시간을 연장했습니다');
    t.is(
      Number((await member(8)).extra_time_ms),
      300_000,
      'the examinee found through the search got the time',
    );
    t.is(Number((await member(1)).extra_time_ms), 0, 'nobody else');

    // By e-mail: the login id is only in the e-mail here; nothing found says so.
    await click(page, '[data-testid=control-open-notice]');
    await page.type('[data-testid=target-search]', 'examinee12@');
    await page.waitForSelector(`[data-testid=target-result][data-user="${idOf(12)}"]`);
    t.is(await page.$$eval('[data-testid=target-result]', (els) => els.length), 1);
    await page.focus('[data-testid=target-search]');
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.type('[data-testid=target-search]', 'zzz');
    await page.waitForSelector('[data-testid=target-results][data-state=done]');
    await waitForText(page, '조건에 맞는 응시자가 없습니다.');
    t.is(await targetValue(page), 'all', 'a search without a pick leaves the target alone');
    t.deepEqual(problems, []);
    await page.browserContext().close();
  },
);

test.serial("the control room's modals target a whole supervision group", async (t) => {
  const page = await supervisorPage('control-room');
  await page.waitForSelector('[data-testid=tile-grid]');
  await click(page, '[data-testid=open-pause]');
  t.is(await targetValue(page), 'all');
  await page.select('[data-testid=action-target]', `group:${group1}`);
  await screenshot(page, 'control-room-target-group');
  await click(page, '[data-testid=action-confirm]');
  for (const n of [1, 2, 3])
    await page.waitForSelector(`[data-testid=tile][data-user="${idOf(n)}"][data-paused=true]`);
  t.deepEqual(await Promise.all([1, 2, 3, 4, 14].map(async (n) => (await member(n)).paused_at !== null)), [
    true,
    true,
    true,
    false,
    false,
  ]);
  await click(page, '[data-testid=open-resume]');
  await page.select('[data-testid=action-target]', `group:${group1}`);
  await click(page, '[data-testid=action-confirm]');
  for (const n of [1, 2, 3])
    await page.waitForSelector(`[data-testid=tile][data-user="${idOf(n)}"][data-paused=false]`);
  t.deepEqual(problems, []);
  await page.browserContext().close();
});

test.serial("a verified examinee's identity check opens again, read-only", async (t) => {
  const sup = await f.as('watcher');
  t.is(
    (await sup.post('/api/exam/identification/check', { examIndex: f.examIndex, userId: idOf(1) })).body
      .status,
    true,
  );
  const page = await supervisorPage('control-room');
  const tile = `[data-testid=tile][data-user="${idOf(1)}"]`;
  await click(page, `${tile} [data-testid=tile-identified]`);
  await page.waitForSelector('[data-testid=identity-check-verdict][data-checked=true]');
  t.regex(
    await page.$eval('[data-testid=identity-check-verdict]', (e) => (e as HTMLElement).innerText),
    /본인 확인됨 \(.+\)/,
  );
  t.is(await page.$('[data-testid=identity-check-confirm]'), null, 'nothing to confirm again');
  await page.waitForSelector('[data-testid=identity-check-photo]');
  await screenshot(page, 'identity-check-read-only');
  t.deepEqual(await seriousViolations(page), [], 'the read-only identity check is accessible');
  await click(page, '[data-testid=identity-check-close]');
  await page.waitForSelector('[data-testid=identity-check]', { hidden: true });
  // An examinee not verified yet still gets the verdict button.
  await click(page, `[data-testid=tile][data-user="${idOf(2)}"] [data-testid=tile-identify]`);
  await page.waitForSelector('[data-testid=identity-check-confirm]:not([disabled])');
  t.deepEqual(problems, []);
  await page.browserContext().close();
});

test.serial(
  'the focus view lays out any number of focused examinees on one screen, also at 1280×720',
  async (t) => {
    const page = await supervisorPage('control-room', { width: 1280, height: 720 });
    await page.waitForSelector('[data-testid=tile-grid]');
    const focusWith = async (count: number) => {
      const tiles = await page.$$('[data-testid=tile-grid] [data-testid=tile-select]');
      await page.keyboard.down('Control');
      for (const tile of tiles.slice(0, count)) await tile.click();
      await page.keyboard.up('Control');
      await click(page, '[data-testid=focus-picked]');
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=focus-view] [data-testid=tile]').length === n,
        { timeout: 5000 },
        count,
      );
      const grid = await page.$eval('[data-testid=focus-grid]', (g) => [
        Number(g.getAttribute('data-columns')),
        Number(g.getAttribute('data-rows')),
      ]);
      // Every focused tile is whole inside the window, its controls included.
      const outside = await page.$$eval(
        '[data-testid=focus-view] [data-testid=tile]',
        (els) =>
          els.filter((e) => {
            const r = e.getBoundingClientRect();
            return r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1 || r.height < 60;
          }).length,
      );
      return { grid, outside };
    };
    for (const [count, layout] of [
      [5, [3, 2]],
      [4, [2, 2]],
      [2, [2, 1]],
    ] as const) {
      const shown = await focusWith(count);
      t.deepEqual(shown.grid, [...layout], `${count} focused`);
      if (count === 5) await screenshot(page, 'focus-view-five-1280x720');
      t.is(shown.outside, 0, `${count} focused tiles fit in 1280×720`);
      await click(page, '[data-testid=focus-back]');
      await page.waitForSelector('[data-testid=tile-grid]');
    }
    await click(page, '[data-testid=tile-grid] [data-testid=tile-select]');
    t.deepEqual(await page.$eval('[data-testid=focus-grid]', (g) => g.getAttribute('data-columns')), '1');
    await screenshot(page, 'focus-view-single-1280x720');
    t.deepEqual(problems, []);
    await page.browserContext().close();
  },
);
