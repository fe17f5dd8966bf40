/**
 * The integrator's example quiz type ('ordering', its own plugin written only from the SDK README)
 * in chromium: a teacher authors it on the workspace's editor screen, a learner puts the items in
 * order with the arrows and is graded; the shown order itself can be submitted (and is wrong).
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import { outcomeAfter } from '../../workspace/testing/browser-steps.ts';
import { screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { startWorkspaceSession, type WorkspaceSession } from '../../../test/e2e/workspace-session.ts';

let ws: WorkspaceSession;
let teacher: Page;
let learner: Page;
const origin = () => ws.origin;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'ordering',
    plugins: ['quiz-ordering'],
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

const shownOrder = () =>
  learner.$$eval('[data-testid=ordering] li', (els) => els.map((e) => (e as HTMLElement).dataset.item));

test('a teacher authors an ordering quiz; a learner orders the items and is graded', async (t) => {
  await teacher.goto(`${origin()}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  // The type loads with the editor screen only; the picker names it by the type's own label.
  await teacher.waitForSelector('[data-testid=field-type] option[value=ordering]');
  t.is(
    await teacher.$eval('[data-testid=field-type] option[value=ordering]', (e) => e.textContent),
    '순서 맞추기',
  );
  await teacher.select('[data-testid=field-type]', 'ordering');
  await teacher.waitForSelector('[data-testid=ordering-items]');
  await teacher.type('[data-testid=field-title]', '프로그램의 순서');
  await teacher.type('[data-testid=field-contents]', '프로그램이 하는 일을 순서대로 놓으세요.');
  await teacher.type('[data-testid=ordering-items]', '입력 받기\n계산하기\n출력하기');
  await teacher.click('[data-testid=author-publish]');
  await waitForText(teacher, '공개했습니다.');
  await screenshot(teacher, 'workspace-ordering-author');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);
  // Opened afresh, the saved quiz shows in the type's Editor (the type loaded before the lookup).
  await teacher.goto(`${origin()}/workspace/quiz/${index}/edit`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=ordering-items]');
  t.is(
    await teacher.$eval('[data-testid=ordering-items]', (e) => (e as HTMLTextAreaElement).value),
    '입력 받기\n계산하기\n출력하기',
  );

  await learner.goto(`${origin()}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=ordering]');
  t.deepEqual(
    await shownOrder(),
    ['계산하기', '입력 받기', '출력하기'],
    'sorted by text: the right order is not given away',
  );
  t.is(
    await outcomeAfter(learner, '[data-testid=action-submit]'),
    'WRONG',
    'the order as shown can be submitted',
  );
  await learner.click('[data-testid=ordering] li:nth-child(2) button[aria-label$="위로"]');
  t.deepEqual(await shownOrder(), ['입력 받기', '계산하기', '출력하기']);
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await screenshot(learner, 'workspace-ordering-right');
});
