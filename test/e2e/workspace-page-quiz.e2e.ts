/**
 * A web-page quiz (html_css_js) from the learner's side in chromium: the page shows live in the
 * sandboxed preview while the learner types, the shown checks are listed, and submitting grades
 * the page on the server (checks isolated from the page's script) with the verdict on screen.
 */
import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { outcomeAfter, publishQuiz, signIn } from '../../plugins/workspace/testing/browser-steps.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

let app: TestCore;
let browser: Browser;
let learner: Page;
const problems: string[] = [];
const host = 'pages-e2e.localhost';

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  app = await startTestCore({ plugins: ['workspace'] });
  browser = await launchBrowser();
  const channel = await app.createChannel({ slug: 'pages-e2e' });
  await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
  await app.addMember(channel, await app.createUser({ userId: 'learn' }), 'student');
  learner = await newPage(browser, problems);
  await signIn(learner, `http://${host}:${app.port}`, 'learn');
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

/**
 * The heading the learner's live preview shows now (not the review's copy below it). The frame is
 * sandboxed: it is read through the browser, not the app page.
 */
async function previewHeading(): Promise<string | null> {
  const frame = await (await learner.$('.ws-player [data-testid=page-preview]'))?.contentFrame();
  return frame ? frame.evaluate(() => document.querySelector('h1')?.textContent ?? null).catch(() => null) : null;
}

test('html_css_js: typing shows in the live preview; a wrong page fails its checks, a right one passes', async (t) => {
  const index = await publishQuiz(app, host, 'teach', {
    type: 'html_css_js',
    common: { title: '인사 페이지', contents: '제목을 `Hello`로 바꾸고 `greet(name)`을 만드세요.' },
    definition: {
      html: '<h1>Bye</h1>', css: '', js: '',
      checks: [
        { name: 'heading says Hello', code: "assert(document.querySelector('h1').textContent === 'Hello', 'the heading should say Hello')", score: 1 },
        { name: 'greet', code: "return await inPage(\"typeof greet === 'function' && greet('x')\") === 'hi x';", score: 1, hidden: true },
      ],
    },
  });
  await learner.goto(`http://${host}:${app.port}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=page-preview]');
  await learner.waitForFunction(() => document.querySelector('.ws-page-checks')?.textContent?.includes('heading says Hello'));
  t.is(await previewHeading(), 'Bye', 'the starting page shows in the preview');
  t.false((await learner.content()).includes("greet('x')"), 'the hidden check never reaches the page');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  t.regex(await learner.$eval('[data-testid=result]', (el) => (el as HTMLElement).innerText), /0 \/ 2/);

  await learner.click('[data-testid=page-tab-script\\.js]');
  await learner.waitForSelector('[data-testid=code-editor][data-ready=true]');
  await learner.click('[data-testid=code-editor] .view-lines');
  await learner.keyboard.type("document.querySelector('h1').textContent = 'Hello';\nfunction greet(n) { return 'hi ' + n; }");
  let shown = await previewHeading();
  // The preview rebuilds after a pause in typing.
  for (let i = 0; i < 40 && shown !== 'Hello'; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    shown = await previewHeading();
  }
  t.is(shown, 'Hello', 'the live preview runs the learner\'s script');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.$eval('[data-testid=result]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(learner, 'workspace-page-quiz-right');
});
