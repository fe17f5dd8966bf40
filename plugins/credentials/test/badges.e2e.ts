/**
 * Badges and events in chromium, in Korean: a teacher makes a badge on /teach/badges with the
 * form (its SVG chosen with the file picker), edits its rule to a level in the badge's panel, and
 * the learner already past that level gets it, the backfill's progress shown until done and again
 * after a reload, while the learner's open page gets the badge's and the level-up's toasts and its
 * header level chip moves from 6 to 7; the channel admin edits an event, deletes one that issued
 * nothing and issues the other's certificates from a recipients CSV on /admin/certification-events.
 * Both forms are axe-clean, in light and dark, desktop and phone width. Needs the web build (node scripts/build-web.ts).
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  f = await startCredentialsFixture(['lectures', 'experience', 'credentials']);
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

/** Looks at the page in the other theme and at phone width, then back. */
async function looks(t: ExecutionContext, page: Page, name: string) {
  // The shell's dark theme, as its toggle sets it.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.setViewport({ width: 390, height: 844 });
  await assertWcagClean(t, page, `${name} dark 390`);
  await screenshot(page, `${name}-dark-390`);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewport({ width: 1440, height: 900 });
}

test.serial(
  'a teacher makes a badge, edits its rule to a level, and a learner past it gets it',
  async (t) => {
    // The learner is at level 6, 10 XP short of 7 (2,100): the badge's +30 XP lifts them to 7.
    await f.app.core
      .db('experience_profiles')
      .insert({ user_id: f.school.ids.learner, channel_id: f.school.id, level: 6, total_xp: 2_090 });
    // The learner's page is open: the header's level chip, and the toasts when the badge comes.
    const learner = await newPage(browser, problems);
    await signIn(learner, `${f.origin}/login`, 'learner');
    await learner.goto(`${f.origin}/learn/badges`, { waitUntil: 'networkidle0' });
    await learner.waitForSelector('[data-testid=xp-chip]');
    t.is(
      await learner.$eval('[data-testid=xp-chip]', (el) => (el as HTMLElement).innerText.trim()),
      '레벨 6',
    );
    t.regex((await learner.$eval('[data-testid=xp-chip]', (el) => el.getAttribute('aria-label'))) ?? '', /6/);
    const dir = mkdtempSync(join(tmpdir(), 'badge-'));
    const file = join(dir, 'star.svg');
    writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="gold"/></svg>',
    );

    const page = await newPage(browser, problems);
    await page.setViewport({ width: 1440, height: 900 });
    await signIn(page, `${f.origin}/login`, 'teach');
    await page.goto(`${f.origin}/teach/badges`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=badge-form]');
    await page.type('[data-testid=badge-form] [data-testid=badge-name]', '성실한 학습자');
    await page.type('[data-testid=badge-form] textarea', '꾸준히 공부했습니다.');
    const areas = await page.$$('[data-testid=badge-form] textarea');
    await areas[1]!.type('레벨을 올리면 받습니다.');
    const input = (await page.$('[data-testid=badge-form] [data-testid=badge-image]'))!;
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    await page.waitForSelector('[data-testid=badge-form] img');
    await assertWcagClean(t, page, 'the new badge form');
    await screenshot(page, 'badges-new-form');
    await looks(t, page, 'badges-new-form');
    await page.click('[data-testid=badge-form] button[type=submit]');
    await waitForText(page, '배지를 만들었습니다.');
    await page.waitForSelector('[data-testid=achievement]');

    await page.click('[data-testid=achievement-manage]');
    await page.waitForSelector('[data-testid=achievement-panel] [data-testid=badge-rule]');
    await page.select('[data-testid=achievement-panel] [data-testid=badge-rule]', 'level_reached');
    await page.waitForSelector('[data-testid=achievement-panel] [data-testid=badge-level]');
    await page.$eval('[data-testid=achievement-panel] [data-testid=badge-level]', (el) => {
      (el as HTMLInputElement).select();
    });
    await page.type('[data-testid=achievement-panel] [data-testid=badge-level]', '6');
    t.truthy(await page.$('[data-testid=achievement-panel] [data-testid=badge-rule-kept]'));
    await assertWcagClean(t, page, "the badge's panel");
    await screenshot(page, 'badges-edit-panel');
    await looks(t, page, 'badges-edit-panel');
    await page.click('[data-testid=achievement-panel] [data-testid=badge-form] button[type=submit]');
    await waitForText(page, '배지를 저장했습니다.');
    // Both toasts reach the learner while the page is open (waited for together: a toast goes away).
    const toasts = Promise.all([
      waitForText(learner, '배지를 받았습니다: 성실한 학습자', 20_000),
      waitForText(learner, '레벨 7이 되었습니다!', 20_000),
    ]);
    // The save started the backfill: its progress shows on the badge's card until it is done.
    await page.waitForSelector('[data-testid=backfill-progress] [data-state=done]', { timeout: 15_000 });
    await waitForText(page, '끝났습니다: 1명 중 1명에게 새로 주었습니다.');
    // The badge keeps its backfill: the page opened again still shows how it ended.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=backfill-progress] [data-state=done]');
    await waitForText(page, '끝났습니다: 1명 중 1명에게 새로 주었습니다.');

    const [row] = await f.app.core
      .db('badge_achievements')
      .where({ name: '성실한 학습자' })
      .select('id', 'rule');
    t.deepEqual(row.rule, { kind: 'level_reached', level: 6 });
    let held = 0;
    for (const start = Date.now(); !held && Date.now() - start < 10_000;) {
      held = (
        await f.app.core
          .db('certificates')
          .where({ source_kind: 'badge', source_index: row.id, user_id: f.school.ids.learner })
      ).length;
      if (!held) await new Promise((r) => setTimeout(r, 100));
    }
    t.is(held, 1, 'the learner at level 6 got the level-6 badge');
    await toasts;
    // The chip follows the level-up without a reload.
    await learner.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-testid=xp-chip]')?.innerText.trim() === '레벨 7',
    );
    await learner.close();
    t.deepEqual(problems, [], 'no page errors');
  },
);

test.serial(
  'the channel admin edits an event, deletes one that issued nothing and issues the other from a CSV',
  async (t) => {
    const boss = await f.as('boss');
    for (const slug of ['spring-contest', 'autumn-contest'])
      await boss.post('/api/certificate/event', {
        slug,
        title: slug === 'spring-contest' ? '봄 대회' : '가을 대회',
        startsAt: '2026-03-01T00:00:00.000Z',
        endsAt: '2026-03-02T00:00:00.000Z',
        awards: ['대상', '참가상'],
      });
    const page = await newPage(browser, problems);
    await page.setViewport({ width: 1440, height: 900 });
    await signIn(page, `${f.origin}/login`, 'boss');
    await page.goto(`${f.origin}/admin/certification-events`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=certification-event]');
    t.is((await page.$$('[data-testid=certification-event]')).length, 2);

    const spring = await page.$$('[data-testid=certification-event]');
    const springItem = (
      await Promise.all(
        spring.map(async (el) =>
          (await el.evaluate((e) => e.textContent ?? '')).includes('봄 대회') ? el : null,
        ),
      )
    ).find(Boolean)!;
    await (await springItem.$('[data-testid=event-edit]'))!.click();
    await page.waitForSelector('[data-testid=certification-event] [data-testid=event-form]');
    const title = '[data-testid=certification-event] [data-testid=event-form] [data-testid=event-title]';
    await page.$eval(title, (el) => {
      (el as HTMLInputElement).select();
    });
    await page.type(title, '봄 코딩 대회');
    await assertWcagClean(t, page, 'the event edit form');
    await screenshot(page, 'events-edit-form');
    await looks(t, page, 'events-edit-form');
    await page.click('[data-testid=certification-event] [data-testid=event-form] button[type=submit]');
    await waitForText(page, '이벤트를 저장했습니다.');
    await waitForText(page, '봄 코딩 대회');

    await page.click('[data-testid=event-delete]');
    await page.waitForSelector('[data-testid=event-delete-confirm]');
    await assertWcagClean(t, page, 'the delete modal');
    await page.click('[data-testid=event-delete-confirm]');
    await waitForText(page, '이벤트를 삭제했습니다.');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=certification-event]').length === 1,
    );
    const left = await f.app.core.db('certification_events').where({ channel_id: f.school.id }).pluck('slug');
    t.is(left.length, 1);

    // The event left issues its certificates from a recipients CSV (with a BOM, as Excel saves it),
    // and the report names each row.
    const dir = mkdtempSync(join(tmpdir(), 'recipients-'));
    const csvFile = join(dir, 'recipients.csv');
    writeFileSync(csvFile, '\uFEFFlogin,award,team\nlearner,대상,첫 팀\n');
    await page.$eval('[data-testid=event-slug]', (el) => {
      (el as HTMLInputElement).select();
    });
    await page.type('[data-testid=event-slug]', left[0]!);
    const picker = (await page.$('[data-testid=event-csv]'))!;
    await (picker as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(csvFile);
    await page.click('form:has([data-testid=event-slug]) button[type=submit]');
    await page.waitForSelector('[data-testid=event-report]');
    await waitForText(page, '새로 발급한 인증서: 1개');
    t.regex(
      await page.$eval('[data-testid=event-report]', (el) => (el as HTMLElement).innerText),
      /2번째 줄 · \S{12} · 발급됨/,
    );
    t.is(
      (await f.app.core.db('certification_event_recipients').where({ user_id: f.school.ids.learner })).length,
      1,
    );
    t.deepEqual(problems, [], 'no page errors');
  },
);
