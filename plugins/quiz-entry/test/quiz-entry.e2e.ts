/**
 * The 'entry' quiz type in chromium: a teacher authors one on the workspace's editor screen, a
 * learner answers with a number and is graded. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import { outcomeAfter } from '../../workspace/testing/browser-steps.ts';
import { screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { startWorkspaceSession, type WorkspaceSession } from '../../../test/e2e/workspace-session.ts';

let ws: WorkspaceSession;
let teacher: Page;
let learner: Page;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'school',
    plugins: ['quiz-entry'],
    members: [
      { userId: 'teach', role: 'teacher' },
      { userId: 'learn', role: 'student' },
    ],
  });
  teacher = await ws.signedIn('teach');
  learner = await ws.signedIn('learn');
});
test.after.always(async () => {
  await ws?.stop();
});
test.afterEach((t) => {
  t.deepEqual(ws.problems.splice(0), [], 'no page errors');
});

/** Replaces what a field holds with `text`. */
async function retype(page: Page, selector: string, text: string) {
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.type(text);
}

test('a teacher authors a entry quiz; a learner answers with a number and is graded', async (t) => {
  await teacher.goto(`${ws.origin}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  await teacher.select('[data-testid=field-type]', 'entry');
  await teacher.waitForSelector('[data-testid=entry-answer]');
  await teacher.type('[data-testid=field-title]', '원주율');
  await teacher.type('[data-testid=field-contents]', '원주율을 소수 둘째 자리까지 쓰세요.');
  await retype(teacher, '[data-testid=entry-answer]', '3.14');
  await retype(teacher, '[data-testid=entry-tolerance]', '0.01');
  await teacher.click('[data-testid=author-publish]');
  await waitForText(teacher, '공개했습니다.');
  await screenshot(teacher, 'quiz-entry-author');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);

  await learner.goto(`${ws.origin}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=entry-value]');
  await retype(learner, '[data-testid=entry-value]', '3');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  await retype(learner, '[data-testid=entry-value]', '3.141');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await screenshot(learner, 'quiz-entry-right');
});
