/**
 * A web-page quiz (html_css_js) from the learner's side in chromium: the page shows live in the
 * sandboxed preview while the learner types, the shown checks are listed, and submitting grades
 * the page on the server (checks isolated from the page's script) with the verdict on screen.
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import { outcomeAfter, publishQuiz } from '../../plugins/workspace/testing/browser-steps.ts';
import { screenshot } from './support/browser.ts';
import { startWorkspaceSession, type WorkspaceSession } from './workspace-session.ts';

let ws: WorkspaceSession;
let learner: Page;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'pages-e2e',
    members: [
      { userId: 'teach', role: 'teacher' },
      { userId: 'learn', role: 'student' },
    ],
  });
  learner = await ws.signedIn('learn');
});
test.after.always(async () => {
  await ws?.stop();
});
test.afterEach((t) => {
  t.deepEqual(ws.problems.splice(0), [], 'no page errors');
});

/**
 * The heading the learner's live preview shows now (not the review's copy below it). The frame is
 * sandboxed: it is read through the browser, not the app page.
 */
async function previewHeading(): Promise<string | null> {
  const frame = await (await learner.$('.ws-player [data-testid=page-preview]'))?.contentFrame();
  return frame
    ? frame.evaluate(() => document.querySelector('h1')?.textContent ?? null).catch(() => null)
    : null;
}

test('html_css_js: typing shows in the live preview; a wrong page fails its checks, a right one passes', async (t) => {
  const index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'html_css_js',
    common: { title: '인사 페이지', contents: '제목을 `Hello`로 바꾸고 `greet(name)`을 만드세요.' },
    definition: {
      html: '<h1>Bye</h1>',
      css: '',
      js: '',
      checks: [
        {
          name: 'heading says Hello',
          code: "assert(document.querySelector('h1').textContent === 'Hello', 'the heading should say Hello')",
          score: 1,
        },
        {
          name: 'greet',
          code: "return await inPage(\"typeof greet === 'function' && greet('x')\") === 'hi x';",
          score: 1,
          hidden: true,
        },
      ],
    },
  });
  await learner.goto(`${ws.origin}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=page-preview]');
  await learner.waitForFunction(() =>
    document.querySelector('.ws-page-checks')?.textContent?.includes('heading says Hello'),
  );
  t.is(await previewHeading(), 'Bye', 'the starting page shows in the preview');
  t.false((await learner.content()).includes("greet('x')"), 'the hidden check never reaches the page');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  t.regex(await learner.$eval('[data-testid=result]', (el) => (el as HTMLElement).innerText), /0 \/ 2/);

  await learner.click('[data-testid=page-tab-script\\.js]');
  await learner.waitForSelector('[data-testid=code-editor][data-ready=true]');
  await learner.click('[data-testid=code-editor] .view-lines');
  await learner.keyboard.type(
    "document.querySelector('h1').textContent = 'Hello';\nfunction greet(n) { return 'hi ' + n; }",
  );
  let shown = await previewHeading();
  // The preview rebuilds after a pause in typing.
  for (let i = 0; i < 40 && shown !== 'Hello'; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    shown = await previewHeading();
  }
  t.is(shown, 'Hello', "the live preview runs the learner's script");
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.$eval('[data-testid=result]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(learner, 'workspace-page-quiz-right');
});
