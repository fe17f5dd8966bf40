/**
 * Recruitment in chromium, in Korean: an admin types a 61-character title at
 * /manage/recruitment/new and sees spec §5's message, clears it and sees the other, fixes it,
 * writes the introduction, previews and publishes; a learner applies on the posting's page and
 * submits with a certificate, ticking its consent; the admin sees the certificate verified, sets
 * PASS on Manage Recruitment, and the learner sees it on /recruitment/my.
 * Needs the web build (node scripts/build-web.ts).
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
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { startFixture, type Fixture } from './fixture.ts';

let f: Fixture;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  f = await startFixture({ credentials: true });
  browser = await launchBrowser();
  // The learner holds a certificate of the school to attach.
  const sua = await f.as('sua');
  const { lecture } = await createLectureWithLessons(sua, [], { subject: '파이썬 기초' });
  const issued = await sua.post('/api/certificate/issue', {
    sourceKind: 'lecture',
    sourceIndex: lecture,
    userId: f.ids.kim,
  });
  if (issued.status !== 201) throw new Error(JSON.stringify(issued.body));
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

/** Replaces an input's value as a person would: select all, then type (or delete). */
async function retype(page: Page, selector: string, text: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  if (text) await page.type(selector, text);
}

test('an admin writes, checks and publishes a posting; a learner applies; PASS reaches the learner', async (t) => {
  const origin = `http://${f.schoolHost}:${f.app.port}`;
  const admin = await newPage(browser, problems);
  await signIn(admin, `${origin}/login?next=${encodeURIComponent('/manage/recruitment/new')}`, 'jang');
  const title = '[data-testid=recruitment-title]';
  await admin.waitForSelector(title, { timeout: 30_000 });
  await admin.type(title, '가'.repeat(61));
  await admin.click('[data-testid=recruitment-company]');
  await waitForText(admin, '공고 제목은 60자가 넘을 수 없습니다.');
  await retype(admin, title, '');
  await waitForText(admin, '공고 제목을 입력해주세요.');
  await assertWcagClean(t, admin, 'the create screen with its errors');
  await retype(admin, title, '여름 방학 백엔드 인턴');
  await admin.type('[data-testid=recruitment-company]', '한빛소프트');
  await admin.click('[data-testid=recruitment-next]');
  await admin.waitForSelector('[data-testid=recruitment-introduction]', { timeout: 30_000 });
  await admin.click('[data-testid=recruitment-introduction]');
  await admin.keyboard.type('파이썬으로 학교 도구를 함께 만듭니다.');
  await admin.click('[data-testid=recruitment-preview]');
  await admin.waitForSelector('[data-testid=recruitment-preview-card]', { timeout: 30_000 });
  await waitForText(admin, '파이썬으로 학교 도구를 함께 만듭니다.');
  await screenshot(admin, 'recruitment-preview');
  await admin.click('[data-testid=recruitment-publish]');
  await admin.waitForSelector('[data-testid=recruitment-manage]', { timeout: 30_000 });
  await waitForText(admin, '모집 중');
  const sequence = Number(new URL(admin.url()).pathname.split('/').pop());
  t.true(sequence > 0);

  const learner = await newPage(browser, problems);
  await signIn(learner, `${origin}/login?next=${encodeURIComponent('/recruitment')}`, 'kim');
  await learner.waitForSelector('[data-testid=recruitment-card] a', { timeout: 30_000 });
  await Promise.all([
    learner.waitForSelector('[data-testid=recruitment-apply]'),
    learner.click('[data-testid=recruitment-card] a'),
  ]);
  await learner.type('[data-testid=recruitment-cover]', '성적 계산기를 만들어 본 경험이 있습니다.');
  await learner.type('[data-testid=recruitment-mobile]', '01012345678');
  await learner.click('[data-testid=recruitment-consent-credentials]');
  await learner.click('[data-testid=recruitment-save]');
  await learner.waitForSelector('[data-testid=recruitment-submit]', { timeout: 10_000 });
  await assertWcagClean(t, learner, 'the posting page with the application form');
  await learner.click('[data-testid=recruitment-submit]');
  await waitForText(learner, '지원서를 제출했습니다.');
  await learner.waitForFunction(
    () =>
      document.querySelector('[data-testid=recruitment-my-status] [data-testid=recruitment-status]')
        ?.textContent === '제출',
    { timeout: 10_000 },
  );
  // After submitting, the applicant sees the certificate they attached, verified.
  await learner.waitForFunction(
    () =>
      document.querySelector('[data-testid=recruitment-submitted-credentials] .rc-credential')
        ?.textContent === '검증됨',
    { timeout: 10_000 },
  );

  await admin.reload({ waitUntil: 'networkidle0' });
  await admin.waitForSelector('[data-testid=recruitment-application-row]', { timeout: 30_000 });
  await waitForText(admin, '김민수');
  await admin.waitForFunction(
    () => document.querySelector('[data-testid=recruitment-credential-state]')?.textContent === '검증됨',
    { timeout: 10_000 },
  );
  await assertWcagClean(t, admin, 'Manage Recruitment with an application');
  await admin.click('[data-testid=recruitment-pass]');
  await waitForText(admin, '지원서 상태를 바꿨습니다.');
  await screenshot(admin, 'recruitment-review');
  // Editing opens the same steps over the saved posting; a published one offers no second Publish.
  await Promise.all([
    admin.waitForNavigation({ waitUntil: 'networkidle0' }),
    admin.click(`a[href="/manage/recruitment/${sequence}/edit"]`),
  ]);
  await admin.waitForSelector(title, { timeout: 30_000 });
  t.is(await admin.$eval(title, (el) => (el as HTMLInputElement).value), '여름 방학 백엔드 인턴');
  await retype(admin, title, '여름 방학 백엔드 인턴 (2명)');
  await admin.click('[data-testid=recruitment-next]');
  await admin.waitForSelector('[data-testid=recruitment-preview]', { timeout: 30_000 });
  await admin.click('[data-testid=recruitment-preview]');
  await admin.waitForSelector('[data-testid=recruitment-preview-card]', { timeout: 30_000 });
  await waitForText(admin, '여름 방학 백엔드 인턴 (2명)');
  t.is(await admin.$('[data-testid=recruitment-publish]'), null);

  await learner.goto(`${origin}/recruitment/my`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=recruitment-my-row]', { timeout: 30_000 });
  t.is(
    await learner.$eval(
      '[data-testid=recruitment-my-row] [data-testid=recruitment-status]',
      (el) => el.textContent,
    ),
    '합격',
  );
  await screenshot(learner, 'recruitment-my');
  t.deepEqual(problems, []);
});
