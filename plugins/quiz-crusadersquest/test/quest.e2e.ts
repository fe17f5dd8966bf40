/**
 * The treasure quest in chromium: a teacher draws on the editor's grid, writes the reference,
 * validates and publishes it; a learner reads the map, writes a program and submits it; the checks
 * and the replay show, and the replay steps. Both screens axe-clean.
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import {
  assertWcagClean,
  openQuiz,
  outcomeAfter,
  quizTypeSession,
  retypeCode,
  screenshot,
  validateAndPublish,
  waitForText,
} from '../../../test/e2e/quiz-type-session.ts';

const session = quizTypeSession(test, { slug: 'quest', plugins: ['quiz-crusadersquest'], judge: true });

const cellLabel = (page: Page, x: number, y: number) =>
  page.$eval(`[data-testid=quest-grid] [data-cell="${x},${y}"]`, (e) => e.getAttribute('aria-label'));

test('a teacher draws and publishes a quest; a learner solves it and replays the run', async (t) => {
  const { ws, teacher, learner } = session;
  await teacher.goto(`${ws.origin}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=field-type] option[value=crusadersquest]');
  t.is(
    await teacher.$eval('[data-testid=field-type] option[value=crusadersquest]', (e) => e.textContent),
    '보물 찾기 퀘스트',
  );
  await teacher.select('[data-testid=field-type]', 'crusadersquest');
  await teacher.waitForSelector('[data-testid=quest-grid]');
  await teacher.type('[data-testid=field-title]', '벽 돌아가기');
  // The palette draws a wall; the keyboard moves between cells and draws with Enter.
  await teacher.click('[data-testid=quest-tool-wall]');
  await teacher.click('[data-testid=quest-grid] [data-cell="2,0"]');
  t.is(await cellLabel(teacher, 2, 0), '1행 3열: 벽');
  await teacher.click('[data-testid=quest-tool-item]');
  await teacher.focus('[data-testid=quest-grid] [data-cell="2,0"]');
  await teacher.keyboard.press('ArrowDown');
  await teacher.keyboard.press('Enter');
  t.is(await cellLabel(teacher, 2, 1), '2행 3열: 아이템');
  // No reference yet: the editor says what to fix, in the author's language.
  await waitForText(teacher, '모범 답안 프로그램을 입력해 주세요.');
  // Typed line by line with no leading spaces: the box keeps the indentation after a colon.
  await retypeCode(
    teacher,
    '[data-testid=quest-reference]',
    'from hero import *\nmove_down()\nfor _ in range(5):\nmove_right()',
  );
  // The default quest ends bottom right (5, 4): finish the reference there.
  await teacher.keyboard.press('Enter');
  await teacher.keyboard.press('Backspace');
  await teacher.keyboard.press('Backspace');
  await teacher.keyboard.press('Backspace');
  await teacher.keyboard.press('Backspace');
  await teacher.keyboard.type('for _ in range(3):\nmove_down()');
  t.is(await teacher.$('[data-testid=quest-problems]'), null);
  await assertWcagClean(t, teacher, 'the quest editor');
  await validateAndPublish(teacher, 30_000);
  await waitForText(teacher, '공개했습니다.');
  await screenshot(teacher, 'quest-editor');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);

  await openQuiz(learner, ws.origin, index, '[data-testid=quest-board]');
  t.is(await learner.$eval('[data-testid=quest-board]', (e) => e.getAttribute('data-hero')), '0,0,right');
  t.true(
    (await learner.$eval('[data-testid=quest-allowed]', (e) => e.textContent ?? '')).includes('move_right()'),
  );
  // Walks right into the wall and stops: wrong, and the replay shows the bump.
  await retypeCode(learner, '[data-testid=quest-code]', 'from hero import *\nmove_right()\nmove_right()');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG_TESTCASES');
  await learner.waitForSelector('[data-testid=quest-replay]');
  t.is(await learner.$eval('[data-check=goal]', (e) => e.getAttribute('data-passed')), 'false');
  // The checks show once, in the review's words: the result panel lists none of the harness's texts.
  t.is((await learner.$$('[data-testid=result] .ws-tests li')).length, 0);
  await learner.click('[data-testid=quest-next]');
  await learner.click('[data-testid=quest-next]');
  t.is(
    await learner.$eval('[data-testid=quest-event]', (e) => e.textContent),
    'move_right(): 벽에 막혀 움직이지 못했습니다.',
  );
  t.is(
    await learner.$eval('[data-testid=quest-replay-board]', (e) => e.getAttribute('data-hero')),
    '1,0,right',
  );

  await retypeCode(
    learner,
    '[data-testid=quest-code]',
    'from hero import *\nmove_down()\nfor _ in range(5):\nmove_right()',
  );
  await learner.keyboard.press('Enter');
  for (let i = 0; i < 4; i++) await learner.keyboard.press('Backspace');
  await learner.keyboard.type('for _ in range(3):\nmove_down()');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-check=goal][data-passed=true]');
  // Played to the end, the replay says the hero reached the goal.
  await learner.click('[data-testid=quest-play]');
  await learner.waitForSelector('[data-testid=quest-end][data-end=goal]', { timeout: 10_000 });
  t.is(
    await learner.$eval('[data-testid=quest-replay-board]', (e) => e.getAttribute('data-hero')),
    '5,4,down',
  );
  await assertWcagClean(t, learner, 'the quest and its replay');
  await screenshot(learner, 'quest-replay');
});
