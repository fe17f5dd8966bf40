/**
 * The Skulpt type in chromium: a learner opens a published quiz, runs their Python in the
 * sandboxed host page (stdin in, output shown; a turtle drawing shows the frame), then submits;
 * the server's judge grades it and the verdict shows (a drawing that differs from the reference's
 * shows the difference image in the review). A teacher turns the run screen example on from the
 * keyboard, and learners see the reference's drawing beside the problem. The screens are axe-clean.
 * Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import {
  openQuiz,
  outcomeAfter,
  publishQuiz,
  quizTypeMembers,
  quizTypePages,
  retypeCode,
} from '../../workspace/testing/browser-steps.ts';
import { screenshot } from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { startWorkspaceSession, type WorkspaceSession } from '../../../test/e2e/workspace-session.ts';
import { testPassword } from '@seodang/sdk/testing';
import { demoSkulptQuiz } from '../server/seed.ts';

const definition = {
  source: 'a = int(input())\n',
  answer_code: 'a = int(input())\nb = int(input())\nprint(a + b)\n',
  compare: 'trim',
  run_time_limit: 3,
  tests: [
    { name: '작은 수', stdin: '3\n4\n', expected: '7\n', score: 5, hidden: false },
    { name: '숨은 수', stdin: '10\n-4\n', expected: null, score: 5, hidden: true },
    // The reference draws nothing: a program that draws fails it, and the review shows the images.
    { name: '그림 없음', stdin: '1\n2\n', expected: null, score: 1, hidden: false, drawing: true },
  ],
};

let ws: WorkspaceSession;
let learner: Page;
let teacher: Page;
let index: number;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'skulpt',
    plugins: ['quiz-skulpt'],
    judge: true,
    members: quizTypeMembers,
  });
  index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'skulpt',
    common: { title: '두 수의 합', contents: '두 정수의 합을 출력하세요.' },
    definition,
  });
  ({ learner, teacher } = await quizTypePages(ws));
});
test.after.always(async () => {
  await ws?.stop();
});
test.afterEach((t) => {
  t.deepEqual(ws.problems.splice(0), [], 'no page errors');
});

const text = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');

test('a learner runs Python in the sandboxed frame, draws with the turtle, submits and sees the verdict', async (t) => {
  await openQuiz(learner, ws.origin, index, '[data-testid=skulpt-player]');
  // The host page is framed without the app's origin: the page cannot read into it.
  t.true(
    await learner.$eval('[data-testid=skulpt-frame]', (f) => {
      const frame = f as HTMLIFrameElement;
      return frame.getAttribute('sandbox') === 'allow-scripts' && frame.contentDocument === null;
    }),
  );
  await learner.waitForSelector('[data-testid=skulpt-run]:not([disabled])', { timeout: 20_000 });
  t.is(await learner.$('[data-testid=skulpt-init-failed]'), null);

  await retypeCode(
    learner,
    '[data-testid=skulpt-code]',
    'a = int(input())\nb = int(input())\nprint(a + b)\n',
  );
  await retypeCode(learner, '[data-testid=skulpt-stdin]', '20\n22');
  await learner.click('[data-testid=skulpt-run]');
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=skulpt-output]')?.textContent?.trim() === '42',
    { timeout: 15_000 },
  );
  t.regex(await text(learner, '[data-testid=skulpt-run-status]'), /실행을 마쳤습니다/);
  await assertWcagClean(t, learner, 'the Skulpt quiz after a run');

  // The turtle draws inside the frame (Skulpt compiles with eval there), which then shows.
  // (One-line blocks: the program box keeps a line's indentation on Enter.)
  const turtle =
    'import turtle\nt = turtle.Turtle()\nfor _ in range(4): t.forward(50); t.left(90)\nprint("done")\n';
  await retypeCode(learner, '[data-testid=skulpt-code]', turtle);
  await learner.click('[data-testid=skulpt-run]');
  await learner.waitForSelector('.skulpt-frame--drawing', { timeout: 15_000 });
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=skulpt-run-status]')?.textContent !== '',
    { timeout: 15_000 },
  );
  t.is(
    (await text(learner, '[data-testid=skulpt-output]')).trim(),
    'done',
    await text(learner, '[data-testid=skulpt-run-status]'),
  );
  await screenshot(learner, 'skulpt-turtle');

  // The right sum with a line drawn: the drawing test fails, and the review shows what differs.
  await retypeCode(
    learner,
    '[data-testid=skulpt-code]',
    'import turtle\na = int(input())\nb = int(input())\nprint(a + b)\nturtle.forward(80)\n',
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG_TESTCASES');
  await learner.waitForSelector('[data-testid=skulpt-drawing-diff] img');
  // Only the test that compares drawings fails: the others compare the output alone.
  t.deepEqual(
    await learner.$$eval('[data-testid=result] .ws-tests li', (els) =>
      els.map((e) => e.textContent?.includes('오답') ?? false),
    ),
    [false, false, true],
  );
  t.deepEqual(
    await learner.$$eval('[data-testid=skulpt-drawing-diff] img', (els) =>
      els.map((e) => [(e as HTMLImageElement).alt, (e as HTMLImageElement).naturalWidth]),
    ),
    [
      ['그림 없음에서 모범 답안 그림과 제출한 그림의 차이', 400],
      ['그림 없음에서 제출한 프로그램이 그린 그림', 400],
    ],
  );
  await learner.$eval('[data-testid=skulpt-drawing-diff]', (e) => e.scrollIntoView({ block: 'center' }));
  await screenshot(learner, 'skulpt-drawing-diff');

  // Grading happens on the server only: the right program is RIGHT there.
  await retypeCode(
    learner,
    '[data-testid=skulpt-code]',
    'a = int(input())\nb = int(input())\nprint(a + b)\n',
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=skulpt-review]');
  await screenshot(learner, 'skulpt-result');
});

test('the teacher turns the run screen example on by keyboard; learners see the reference drawing', async (t) => {
  const common = { ...demoSkulptQuiz.common, use_run_screen_example: false };
  const square = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'skulpt',
    common,
    definition: demoSkulptQuiz.definition,
  });
  await openQuiz(teacher, ws.origin, square, '[data-testid=field-run-example]', { edit: true });
  const switchOn = () =>
    teacher.$eval('[data-testid=field-run-example]', (e) => (e as HTMLInputElement).checked);
  t.false(await switchOn());
  await teacher.focus('[data-testid=field-run-example]');
  await teacher.keyboard.press('Space');
  t.true(await switchOn());
  await assertWcagClean(t, teacher, 'the quiz editor with the run screen example switch');
  await teacher.click('[data-testid=author-save]');
  const api = ws.app.client({ host: ws.host });
  await api.login('teach', testPassword);
  for (let i = 0; i < 100; i += 1) {
    const q = await api.get(`/api/workspace/quizzes/${square}`);
    if (q.body.data.common.use_run_screen_example) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  await openQuiz(learner, ws.origin, square, '[data-testid=run-example] img');
  await learner.waitForFunction(
    () => (document.querySelector('[data-testid=run-example] img') as HTMLImageElement | null)?.naturalWidth,
  );
  t.deepEqual(
    await learner.$$eval('[data-testid=run-example] img', (els) =>
      els.map((e) => [(e as HTMLImageElement).alt, (e as HTMLImageElement).naturalWidth]),
    ),
    [['모범 답안 실행 화면 drawing.png', 400]],
  );
  t.is((await text(learner, '[data-testid=run-example-output]')).trim(), '정사각형 완성');
  await assertWcagClean(t, learner, 'the Skulpt quiz with its run screen example');
  await learner.$eval('[data-testid=run-example]', (e) => e.scrollIntoView({ block: 'center' }));
  await screenshot(learner, 'skulpt-run-example');
});
