/**
 * The lesson player's table of contents at 360, 768, 1440 and 1920 px: titles wrap between words
 * (never one syllable per line), badges stay inside the panel, and nothing scrolls sideways.
 */
import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

let app: TestCore;
let browser: Browser;
const problems: string[] = [];
let lessonPath: string;
const titles = [
  '강좌 소개와 학습 방법',
  '개발 환경 준비하기',
  '변수와 자료형',
  '반복문 따라 하기',
  '조건문과 반복문을 함께 쓰는 종합 실습 문제 풀이',
];

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  app = await startTestCore({ plugins: ['lectures'] });
  browser = await launchBrowser();
  await app.createUser({ userId: 'toc_teacher', isTeacher: true });
  await app.createUser({ userId: 'toc_learner' });
  const teacher = app.client();
  await teacher.login('toc_teacher', testPassword);
  const created = await teacher.post('/api/lecture', {
    subject: '목차 배치 확인',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'programming-fundamentals',
    tags: [],
  });
  const { sequence, slug } = created.body.data;
  const indexes: number[] = [];
  for (const [i, title] of titles.entries()) {
    const lesson = await teacher.post(`/api/lecture/${sequence}/lessons`, {
      title,
      type: 'text',
      phase: '도입',
      isPreview: i === 0,
      items: [{ type: 'text', content: '<p>내용</p>' }],
    });
    indexes.push(lesson.body.data.index);
  }
  await teacher.put(`/api/lecture/${sequence}/publish`, { published: true });
  const learner = app.client();
  await learner.login('toc_learner', testPassword);
  await learner.post(`/api/lecture/${sequence}/enrol`);
  lessonPath = `/lecture/${sequence}/${slug}/lesson/${indexes[1]}`;
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

test('the table of contents reads well at 360, 768, 1440 and 1920 px', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(page, `${app.url}/login`, 'toc_learner');
  for (const width of [360, 768, 1440, 1920]) {
    await page.setViewport({ width, height: 900 });
    await page.goto(`${app.url}${lessonPath}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=curriculum-item]');
    const layout = await page.evaluate(() => {
      const nav = document.querySelector('[data-testid=curriculum]')!.getBoundingClientRect();
      const rows = [...document.querySelectorAll<HTMLElement>('[data-testid=curriculum-item]')];
      return {
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        titles: rows.map((row) => {
          const title = row.querySelector<HTMLElement>('.lc-curriculum__title')!;
          const range = document.createRange();
          range.selectNodeContents(title);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return { text: title.innerText, width: title.getBoundingClientRect().width, lines };
        }),
        badgesOutside: [
          ...document.querySelectorAll<HTMLElement>('[data-testid=curriculum] .lc-badge'),
        ].filter((b) => b.getBoundingClientRect().right > nav.right + 1).length,
      };
    });
    await screenshot(page, `lesson-player-toc-${width}`);
    t.is(layout.pageOverflow, 0, `${width}px: no sideways scrolling`);
    t.is(layout.badgesOutside, 0, `${width}px: badges stay inside the contents`);
    for (const title of layout.titles) {
      t.true(title.width >= 150, `${width}px: "${title.text}" has room (${title.width}px)`);
      // The longest title (26 characters) fits in two lines of a sidebar; one syllable a line would be 20+.
      t.true(title.lines <= 2, `${width}px: "${title.text}" wraps into ${title.lines} lines`);
    }
  }
});
