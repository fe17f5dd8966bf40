/**
 * The learning loop in chromium: a teacher opens a quiz lesson in Manage Lecture, creates a new
 * quiz from it (the quiz editor opens in that lesson and returns to it), and sees it attached; an
 * enrolled learner opens the lesson, goes to the quiz, answers it right, comes back through
 * "back to the lesson" and finds the lesson complete. Screens in ko light and en dark, desktop and 390 px.
 */
import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { outcomeAfter } from '../../plugins/workspace/testing/browser-steps.ts';
import { clickInMiddle, launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

let app: TestCore;
let browser: Browser;
const problems: string[] = [];
const host = 'loop-school.localhost';
const url = (path: string) => `http://${host}:${app.port}${path}`;
let place: { sequence: number; slug: string; lesson: number };

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  app = await startTestCore({ plugins: ['workspace', 'lectures'] });
  browser = await launchBrowser();
  const channel = await app.createChannel({ slug: 'loop-school' });
  for (const [userId, role] of [
    ['loop_teacher', 'teacher'],
    ['loop_learner', 'student'],
  ] as const) {
    await app.addMember(channel, await app.createUser({ userId, isTeacher: role === 'teacher' }), role);
  }
  const teacher = app.client({ host });
  await teacher.login('loop_teacher', testPassword);
  const created = await teacher.post('/api/lecture', {
    subject: '반복문 익히기',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const { sequence, slug } = created.body.data;
  const lesson = await teacher.post(`/api/lecture/${sequence}/lessons`, {
    title: '반복문 퀴즈',
    type: 'quiz',
    quizLanguage: 'python3',
    items: [{ type: 'text', content: '<p>퀴즈를 풀어보세요.</p>' }],
  });
  if (lesson.status !== 201) throw new Error(JSON.stringify(lesson.body));
  await teacher.put(`/api/lecture/${sequence}/publish`, { published: true });
  const learner = app.client({ host });
  await learner.login('loop_learner', testPassword);
  const enrolled = await learner.post(`/api/lecture/${sequence}/enrol`);
  if (enrolled.status !== 201) throw new Error(JSON.stringify(enrolled.body));
  place = { sequence, slug, lesson: lesson.body.data.index };
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

/** The four looks of a screen: ko light and en dark, at desktop width and at 390 px. */
async function looks(page: Page, path: string, ready: string, name: string) {
  for (const [locale, theme] of [
    ['ko', 'light'],
    ['en', 'dark'],
  ] as const) {
    await page.setCookie({ name: 'sd_locale', value: locale, url: url('/') });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    for (const width of [1280, 390]) {
      await page.setViewport({ width, height: 860 });
      await page.goto(url(path), { waitUntil: 'networkidle0' });
      await page.waitForSelector(ready);
      await page.$eval(ready, (el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, `${name}-${locale}-${theme}-${width}`);
    }
  }
  await page.setCookie({ name: 'sd_locale', value: 'ko', url: url('/') });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.setViewport({ width: 1280, height: 860 });
}

test.serial('a teacher creates a quiz from a lesson and finds it attached on return', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(page, url('/login'), 'loop_teacher');
  await page.goto(url(`/teach/lecture/${place.sequence}/manage`), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=lesson-row]');
  await page.click('[data-testid=lesson-row] button:nth-last-child(2)');
  await page.waitForSelector('[data-testid=lesson-quizzes-editor]');
  await waitForText(page, '아직 퀴즈가 없습니다.');

  await page.click('[data-testid=lesson-quiz-create]');
  await page.waitForSelector('[data-testid=quiz-editor]');
  t.truthy(await page.$('[data-testid=back-to-lesson]'), 'the editor offers the way back');
  await page.select('[data-testid=field-type]', 'multiple_choice');
  await page.waitForSelector('.ws-choice-list');
  await page.type('[data-testid=field-title]', '반복문 개념');
  await page.type('[data-testid=field-contents]', '`for i in range(3)`는 몇 번 반복할까요?');
  await clickInMiddle(page, '.ws-obj-editor > .sd-btn');
  for (const [i, choice] of ['2번', '3번', '4번'].entries())
    await page.type(`.ws-choice-list li:nth-child(${i + 1}) input.sd-input`, choice);
  await page.click('.ws-choice-list li:nth-child(2) input[type=checkbox]');
  await page.click('[data-testid=author-publish]');

  // Back in Manage Lecture, with the lesson's form open again and the new quiz in it.
  await page.waitForFunction(() => location.pathname.endsWith('/manage'));
  await page.waitForSelector('[data-testid=lesson-quiz]');
  t.deepEqual(
    await page.$$eval('[data-testid=lesson-quiz] .ws-lesson-quizzes__title', (els) =>
      els.map((e) => (e as HTMLElement).innerText),
    ),
    ['반복문 개념'],
  );
  t.truthy(await page.$('[data-testid=lesson-form]'), 'the lesson form is open again');
  await screenshot(page, 'lesson-quizzes-editor-attached');

  // The picker finds the teacher's other quizzes by title; added, moved up, then removed again.
  const api = app.client({ host });
  await api.login('loop_teacher', testPassword);
  const other = await api.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: { title: '조건문 퀴즈', contents: '참일까요?' },
    definition: { answer: true },
  });
  await page.click('[data-testid=lesson-quiz-attach]');
  await page.waitForSelector('[data-testid=quiz-picker]');
  await page.type('[data-testid=quiz-picker-search]', '조건');
  await page.waitForSelector(`[data-testid=pick-${other.body.data.index}]`);
  await screenshot(page, 'lesson-quizzes-picker');
  await page.click(`[data-testid=pick-${other.body.data.index}]`);
  const titles = async (count: number) => {
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=lesson-quiz]').length === n,
      {},
      count,
    );
    return page.$$eval('[data-testid=lesson-quiz] .ws-lesson-quizzes__title', (els) =>
      els.map((e) => (e as HTMLElement).innerText),
    );
  };
  t.deepEqual(await titles(2), ['반복문 개념', '조건문 퀴즈']);
  await page.click('[data-testid=lesson-quiz]:nth-child(2) button[aria-label^="위로"]');
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=lesson-quiz] .ws-lesson-quizzes__title')?.textContent ===
      '조건문 퀴즈',
  );
  t.deepEqual(await titles(2), ['조건문 퀴즈', '반복문 개념']);
  await page.click(`[data-testid=detach-${other.body.data.index}]`);
  t.deepEqual(await titles(1), ['반복문 개념']);
  await page.close();
});

test.serial('an enrolled learner solves the lesson quiz and comes back to a complete lesson', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(page, url('/login'), 'loop_learner');
  const lessonPath = `/lecture/${place.sequence}/${place.slug}/lesson/${place.lesson}`;
  await page.goto(url(lessonPath), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=lesson-quiz]');
  t.is(await page.$eval('[data-testid=player-state]', (el) => (el as HTMLElement).innerText), '학습 전');
  await screenshot(page, 'lesson-quizzes-player-before');

  await page.click('[data-testid^=solve-]');
  await page.waitForSelector('[data-testid=choice-player]');
  await page.click('[data-testid=choice-player] label:nth-child(2) input');
  t.is(await outcomeAfter(page, '[data-testid=action-submit]'), 'RIGHT');
  await screenshot(page, 'lesson-quizzes-workspace-right');

  await page.click('[data-testid=back-to-lesson]');
  await page.waitForSelector('[data-testid=lesson-player]');
  await page.waitForFunction(
    () => document.querySelector('[data-testid=player-state]')?.textContent === '완료',
  );
  t.true(new URL(page.url()).pathname.endsWith(`/lesson/${place.lesson}`));
  t.truthy(await page.$('[data-testid=player-state].lc-badge--done'));
  await looks(page, lessonPath, '[data-testid=lesson-quiz]', 'lesson-quizzes-player');
  await page.close();
});

test.serial('the lesson quiz editor in ko light and en dark, desktop and 390 px', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(page, url('/login'), 'loop_teacher');
  await looks(
    page,
    `/teach/lecture/${place.sequence}/manage?lesson=${place.lesson}`,
    '[data-testid=lesson-quiz]',
    'lesson-quizzes-editor',
  );
  t.pass();
  await page.close();
});
