import test from 'ava';
import type { Browser } from 'puppeteer-core';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { assertWebBuilt, launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { wcagViolations } from './support/axe.ts';

// A channel admin changes the channel's settings in Korean (a basic one and a lecture one), saves
// once, and finds the change on the action log: both screens pass axe's WCAG rules.
let app: TestCore;
let browser: Browser;
let channelId: number;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  app = await startTestCore({ plugins: ['lectures'] });
  channelId = (
    await app.createChannelWithMembers({
      slug: 'saesol',
      name: '새솔 중학교',
      members: { 'saesol.admin': 'admin' },
    })
  ).id;
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

test('an admin saves the channel settings in Korean and sees the log entry', async (t) => {
  const page = await newPage(browser, problems);
  await page.setCookie({ name: 'sd_locale', value: 'ko', url: `http://saesol.localhost:${app.port}` });
  const base = `http://saesol.localhost:${app.port}`;
  await signIn(page, `${base}/login?next=/admin/settings`, 'saesol.admin');
  await page.goto(`${base}/admin/settings`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=settings-save]', { visible: true, timeout: 30_000 });
  t.deepEqual(await wcagViolations(page), [], 'the settings screen passes WCAG 2.2 AA');
  // The academy variant: its page head differs from the default one's.
  const academy = await page.$eval('#cs-style', (el) => (el as HTMLSelectElement).options[1].value);
  await page.select('#cs-style', academy);
  await page.waitForSelector('[data-testid=head-preview]');
  await page.click('input[name=cs-join][value=invitation]');
  await page.click('[data-testid="setting-lectures.showAllLecturesOnMain"] input');
  await page.click('[data-testid=settings-save]');
  await waitForText(page, '설정을 저장했습니다.');
  await screenshot(page, 'channel-settings-saved-ko');
  const saved = await app.core.db('channels').where({ id: channelId }).first('custom_style_name', 'settings');
  t.is(saved.custom_style_name, academy);
  t.like(saved.settings, { 'core.joinSetting': 'invitation', 'lectures.showAllLecturesOnMain': false });

  await page.goto(`${base}/admin/log`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=action-log-row]', { timeout: 30_000 });
  const row = await page.$eval('[data-testid=action-log-row]', (el) => (el as HTMLElement).innerText);
  t.regex(row, /채널 설정/);
  t.regex(row, /가입 설정: invitation/);
  t.regex(row, /메인 화면에 전체 강의 목록 보이기: 끔/);
  t.deepEqual(await wcagViolations(page), [], 'the action log passes WCAG 2.2 AA');
  await screenshot(page, 'channel-action-log-ko');
  t.deepEqual(problems, [], 'no page errors');
});
