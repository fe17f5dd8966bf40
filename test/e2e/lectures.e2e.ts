import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { clickText, launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

let app: TestCore;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  app = await startTestCore({ plugins: ['community', 'lectures'] });
  browser = await launchBrowser();
  await app.createUser({ userId: 'e2e_teacher', name: '한선생', isTeacher: true });
  await app.createUser({ userId: 'e2e_learner', name: '김학생' });
  await app.createUser({ userId: 'a11y_teacher', name: '접근선생', isTeacher: true });
  await app.createUser({ userId: 'a11y_learner', name: '접근학생' });
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const url = (path: string) => `${app.url}${path}`;

const login = (page: Page, userId: string) => signIn(page, url('/login'), userId);

/** Replaces an input's value the way a user does. */
async function fill(page: Page, testId: string, value: string) {
  const input = await page.waitForSelector(`[data-testid=${testId}]`);
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  if (value) await input!.type(value);
}

/** Types into a rich-text editor; `{ bold }` parts are typed between Ctrl+B presses. */
async function typeRich(page: Page, testId: string, parts: (string | { bold: string })[]) {
  const area = await page.waitForSelector(`[data-testid=${testId}][contenteditable=true]`);
  await area!.click();
  const toggleBold = async () => {
    await page.keyboard.down('Control');
    await page.keyboard.press('b');
    await page.keyboard.up('Control');
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      await page.keyboard.type(part);
    } else {
      await toggleBold();
      await page.keyboard.type(part.bold);
      await toggleBold();
    }
  }
}

/** Clicks a radio or checkbox by its test id (React sees a real click event). */
const choose = (page: Page, testId: string) =>
  page.$eval(`[data-testid=${testId}]`, (el) => (el as HTMLInputElement).click());

/** The error text tied to an input through aria-describedby. */
const errorOf = (page: Page, testId: string) =>
  page.$eval(`[data-testid=${testId}]`, (el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
  });

test('a teacher creates a lecture in three steps, sees each rule, adds a lesson and publishes; a learner finds it in Korean, enrols and completes it', async (t) => {
  const teacher = await newPage(browser, problems);
  await login(teacher, 'e2e_teacher');
  await teacher.goto(url('/teach/my'), { waitUntil: 'networkidle0' });
  await waitForText(teacher, '아직 만든 강좌가 없습니다.');
  await teacher.click('[data-testid=new-lecture]');
  await teacher.waitForSelector('[data-testid=lecture-editor]');

  // Step SETTING: every rule answers in the spec's Korean words, next to its input.
  await teacher.click('[data-testid=step-next]');
  await waitForText(teacher, '강좌명을 입력해주세요.');
  t.is(await errorOf(teacher, 'field-subject'), '강좌명을 입력해주세요.');
  await fill(teacher, 'field-subject', '가'.repeat(61));
  t.is(await errorOf(teacher, 'field-subject'), '강좌명은 60자가 넘을 수 없습니다.');
  await fill(teacher, 'field-subject', '파이썬 반복문 마스터');
  await fill(teacher, 'field-description', '한'.repeat(100));
  t.is(await errorOf(teacher, 'field-description'), '한 줄 설명은 100자가 넘을 수 없습니다.');
  await fill(teacher, 'field-description', 'for와 while을 예제로 익힙니다');
  await choose(teacher, 'pricing-paid');
  await teacher.click('[data-testid=step-next]');
  await waitForText(teacher, '가격을 입력해주세요.');
  await fill(teacher, 'field-price', '12.5');
  t.is(await errorOf(teacher, 'field-price'), '가격을 정수로 입력해주세요.');
  await fill(teacher, 'field-price', '30000');
  await choose(teacher, 'field-use-discount');
  await teacher.click('[data-testid=step-next]');
  await waitForText(teacher, '할인율을 입력해주세요.');
  await fill(teacher, 'field-discount', '120');
  t.is(await errorOf(teacher, 'field-discount'), '할인율을 0과 100 사이의 정수로 입력해주세요.(%)');
  await fill(teacher, 'field-discount', '20');
  await choose(teacher, 'period-days');
  await fill(teacher, 'field-period-days', '1.5');
  t.is(await errorOf(teacher, 'field-period-days'), '날짜를 정수로 입력해주세요.');
  await fill(teacher, 'field-period-days', '90');
  await choose(teacher, 'period-dates');
  await teacher.click('[data-testid=step-next]');
  await waitForText(teacher, '기간을 입력해 주세요.');
  await screenshot(teacher, 'lecture-editor-setting-errors');
  await choose(teacher, 'period-unlimited');
  // A free lecture, so the learner can join without checkout.
  await choose(teacher, 'pricing-free');
  await teacher.click('[data-testid=step-next]');

  // Step INTRODUCTION.
  await teacher.waitForSelector('[data-testid=field-contents]');
  await fill(teacher, 'field-intro-video', 'https://example.com/not-a-video.html');
  t.is(await errorOf(teacher, 'field-intro-video'), '유효하지 않은 동영상 URL입니다.');
  await fill(teacher, 'field-intro-video', 'https://www.youtube.com/watch?v=abc123');
  await fill(teacher, 'field-tags', Array.from({ length: 11 }, (_, i) => `t${i}`).join(','));
  t.is(await errorOf(teacher, 'field-tags'), '태그는 10개까지 입력할 수 있습니다.');
  await fill(teacher, 'field-tags', '파이썬, 반복문');
  // The rich-text editor: bold through the keyboard shortcut, as a teacher would.
  await typeRich(teacher, 'field-contents', ['반복문을 ', { bold: '손으로' }, ' 익히는 강좌']);
  await teacher.click('[data-testid=step-next]');

  // Step PREVIEW, then save and publish.
  await teacher.waitForSelector('[data-testid=lecture-preview]');
  await screenshot(teacher, 'lecture-editor-preview');
  await teacher.click('[data-testid=save-publish]');
  await teacher.waitForSelector('[data-testid=manage-lecture]');
  await waitForText(teacher, '공개됨');

  // A text lesson.
  await teacher.click('[data-testid=add-lesson]');
  await fill(teacher, 'lesson-title-input', 'for 문 이해하기');
  await typeRich(teacher, 'lesson-item-content', ['for 문은 정해진 횟수만큼 반복합니다.']);
  await teacher.click('[data-testid=lesson-save]');
  await teacher.waitForSelector('[data-testid=lesson-row]');
  await screenshot(teacher, 'lecture-manage');
  const lecture = await app.core.db('lectures').where({ subject: '파이썬 반복문 마스터' }).first();
  t.true(lecture.is_published);
  t.is(lecture.price, 0);

  // The learner searches with a Korean word that sits inside the title.
  const learner = await newPage(browser, problems);
  await login(learner, 'e2e_learner');
  await learner.goto(url('/'), { waitUntil: 'networkidle0' });
  await learner.type('[data-testid=lecture-search-input]', '반복');
  await learner.click('[data-testid=lecture-search-submit]');
  await learner.waitForSelector('[data-testid=search-results]');
  await screenshot(learner, 'lecture-search');
  await clickText(learner, '[data-testid=search-results] a', '파이썬 반복문 마스터');
  await learner.waitForSelector('[data-testid=lecture-detail]');
  t.is(
    await learner.$eval('[data-testid=lecture-contents]', (el) => el.innerHTML),
    '<p>반복문을 <strong>손으로</strong> 익히는 강좌</p>',
  );
  await learner.click('[data-testid=enrol-button]');
  await learner.waitForSelector('[data-testid=continue-learning]');
  await screenshot(learner, 'lecture-detail-enrolled');
  await learner.click('[data-testid=continue-learning]');
  await learner.waitForSelector('[data-testid=lesson-player]');
  await waitForText(learner, 'for 문은 정해진 횟수만큼 반복합니다.');
  await learner.click('[data-testid=lesson-complete]');
  await waitForText(learner, '완료한 레슨입니다');
  await screenshot(learner, 'lesson-completed');
  const state = await app.core.db('lecture_lesson_progress').where({ lecture_id: lecture.id }).first();
  t.is(state.state, 1);

  await learner.goto(url('/learn/my'), { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=my-lecture]');
  t.is(await learner.$eval('[data-testid=my-lecture-progress]', (el) => el.textContent), '진도 100%');
  t.true(
    (
      await learner.$$eval('[data-testid=header-menu] li', (els) =>
        els.map((e) => (e as HTMLElement).innerText.trim()),
      )
    ).includes('내 강좌'),
  );
});

/** Serious and critical axe findings of the page, as readable lines. */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map(
    (v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

test.serial('accessibility: no serious axe violations on any lectures screen', async (t) => {
  // A published lecture with a text lesson, and a learner enrolled in it, through the API.
  const api = app.client();
  await api.login('a11y_teacher', testPassword);
  const created = await api.post('/api/lecture', {
    subject: '접근성 점검 강좌',
    description: '모든 화면을 점검합니다',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: ['접근성'],
    contents: '<h2>소개</h2><p>화면 읽기 프로그램으로도 쓸 수 있는 강좌입니다.</p>',
  });
  const { sequence, slug } = created.body.data;
  await api.put(`/api/lecture/${sequence}/publish`, { published: true });
  const lesson = (
    await api.post(`/api/lecture/${sequence}/lessons`, {
      title: '첫 레슨',
      type: 'text',
      phase: '도입',
      items: [{ type: 'text', content: '<p>첫 레슨 본문</p>' }],
    })
  ).body.data;
  const learnerApi = app.client();
  await learnerApi.login('a11y_learner', testPassword);
  t.is((await learnerApi.post(`/api/lecture/${sequence}/enrol`, {})).status, 201);

  const findings: string[] = [];
  const visit = async (page: Page, path: string, ready: string, name: string) => {
    await page.goto(url(path), { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready).catch(async (e) => {
      await screenshot(page, `a11y-${name}-failed`);
      throw e;
    });
    await screenshot(page, `a11y-${name}`);
    findings.push(...(await axeFindings(page, path)));
  };
  const visitor = await newPage(browser, problems);
  await visit(visitor, '/', '[data-testid=lecture-search-input]', 'main');
  await visit(
    visitor,
    `/search?search=${encodeURIComponent('접근성')}`,
    '[data-testid=search-results]',
    'search',
  );
  await visit(visitor, '/category/programming/algorithm', '[data-testid=search-results]', 'category');
  await visit(visitor, `/lecture/${sequence}/${slug}`, '[data-testid=lecture-detail]', 'detail');

  const learner = await newPage(browser, problems);
  await login(learner, 'a11y_learner');
  // Curriculum codes (#A01 for '도입') are internal: the learner's lecture page does not show them.
  await visit(learner, `/lecture/${sequence}/${slug}`, '[data-testid=lecture-detail]', 'detail-learner');
  t.false(
    (await learner.$eval('[data-testid=lecture-detail]', (el) => el.textContent ?? '')).includes('#A01'),
  );
  await visit(
    learner,
    `/lecture/${sequence}/${slug}/lesson/${lesson.index}`,
    '[data-testid=lesson-player]',
    'player',
  );
  await visit(learner, '/learn', '[data-testid=my-lecture]', 'learn');
  await visit(learner, '/learn/my', '[data-testid=my-lecture]', 'learn-my');

  const teacher = await newPage(browser, problems);
  await login(teacher, 'a11y_teacher');
  await visit(teacher, '/teach/my', '[data-testid=new-lecture]', 'teach-my');
  await visit(teacher, '/teach/lecture/new', '[data-testid=lecture-editor]', 'editor-new');
  await visit(teacher, `/teach/lecture/${sequence}/edit`, '[data-testid=field-subject]', 'editor-setting');
  await teacher.click('[data-testid=step-next]');
  await teacher.waitForSelector('[data-testid=field-contents]');
  await screenshot(teacher, 'a11y-editor-introduction');
  findings.push(...(await axeFindings(teacher, 'editor step INTRODUCTION')));
  await teacher.click('[data-testid=step-next]');
  await teacher.waitForSelector('[data-testid=lecture-preview]');
  findings.push(...(await axeFindings(teacher, 'editor step PREVIEW')));
  await visit(teacher, `/lecture/${sequence}/${slug}`, '[data-testid=lecture-detail]', 'detail-teacher');
  t.true(
    (await teacher.$eval('[data-testid=lecture-detail]', (el) => el.textContent ?? '')).includes('#A01'),
    'the one who manages the lecture sees its codes',
  );
  await visit(teacher, `/teach/lecture/${sequence}/manage`, '[data-testid=manage-lecture]', 'manage');
  await teacher.click('[data-testid=add-lesson]');
  await teacher.waitForSelector('[data-testid=lesson-title-input]');
  await screenshot(teacher, 'a11y-lesson-form');
  findings.push(...(await axeFindings(teacher, 'manage: lesson form')));
  t.deepEqual(findings, []);
});
