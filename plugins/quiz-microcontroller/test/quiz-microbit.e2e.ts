/**
 * The micro:bit type in chromium: a teacher opens the demo quiz 하트 깜빡이기 as a draft, validates
 * its reference on the judge and publishes it; a learner runs the heart program on the simulator
 * (MicroPython in the sandboxed host page: the LED display shows the heart, then clears), holds
 * button A from the keyboard and the program sees it, sees an endless loop stopped, submits the
 * heart, and the server's verdict shows. Both screens axe-clean.
 * Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import {
  assertWcagClean,
  draftQuiz,
  openQuiz,
  outcomeAfter,
  quizTypeSession,
  retypeCode,
  screenshot,
  validateAndPublish,
  waitForText,
} from '../../../test/e2e/quiz-type-session.ts';
import { flatGrid, MICROBIT_IMAGES } from '../common/microbit/images.ts';
import { demoHeartQuiz } from '../server/seed.ts';

const session = quizTypeSession(test, { slug: 'microbit', plugins: ['quiz-microcontroller'], judge: true });
let index: number;

test.before(async () => {
  index = await draftQuiz(session.ws.app, session.ws.host, 'teach', {
    type: 'microbit',
    common: demoHeartQuiz.common,
    definition: demoHeartQuiz.definition,
  });
});

const text = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');
const grid = (page: Page) =>
  page.$eval('[data-testid=microbit-display]', (e) => (e as HTMLElement).dataset.grid ?? '');

test('a teacher publishes 하트 깜빡이기; a learner sees the heart blink on the simulator, submits and sees RIGHT', async (t) => {
  const { ws, teacher, learner } = session;
  await openQuiz(teacher, ws.origin, index, '[data-testid=microbit-editor]', { edit: true });
  await assertWcagClean(t, teacher, 'the micro:bit editor');
  await validateAndPublish(teacher, 60_000);
  await waitForText(teacher, '공개했습니다.');

  const opened = Date.now();
  await openQuiz(learner, ws.origin, index, '[data-testid=microbit-player]');
  t.regex(await text(learner, '[data-testid=microbit-no-board]'), /연결된 보드가 없습니다/);
  t.regex(
    await text(learner, '[data-testid=microbit-player]'),
    /공개 테스트 1개, 숨은 테스트 1개, 모두 10점/,
  );

  // One line per statement list, so the code area's own indentation does not matter.
  await retypeCode(
    learner,
    '[data-testid=microbit-code]',
    'from microbit import *\nwhile True: display.show(Image.HEART); sleep(500); display.clear(); sleep(500)\n',
  );
  await learner.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('[data-testid=microbit-run]')?.disabled ||
      document.querySelector('[data-testid=microbit-init-failed]'),
    { timeout: 60_000 },
  );
  t.is(
    await learner.$('[data-testid=microbit-init-failed]'),
    null,
    await text(learner, '[data-testid=microbit-player]'),
  );
  t.log(`simulator ready (page opened, host page and MicroPython loaded): ${Date.now() - opened} ms`);
  await learner.click('[data-testid=microbit-run]');
  // The display shows the heart, then a blank screen, as the program runs in real time.
  const heart = flatGrid(MICROBIT_IMAGES.HEART!);
  const seen = new Set<string>();
  const until = Date.now() + 6000;
  while ((!seen.has(heart) || !seen.has('0'.repeat(25))) && Date.now() < until) {
    seen.add(await grid(learner));
    await new Promise((r) => setTimeout(r, 100));
  }
  t.true(seen.has(heart), 'the heart shows');
  t.true(seen.has('0'.repeat(25)), 'the display clears');
  // Button A is a focusable button held from the keyboard: the program sees it pressed from then on.
  await retypeCode(
    learner,
    '[data-testid=microbit-code]',
    'from microbit import *\nwhile True: display.show(Image.YES if button_a.is_pressed() else Image.NO); sleep(20)\n',
  );
  await learner.click('[data-testid=microbit-run]');
  const shows = (name: string) =>
    learner.waitForFunction(
      (want) => document.querySelector<HTMLElement>('[data-testid=microbit-display]')?.dataset.grid === want,
      { timeout: 5000 },
      flatGrid(MICROBIT_IMAGES[name]!),
    );
  await shows('NO');
  await learner.focus('[data-testid=microbit-button-a]');
  await learner.keyboard.down('Space');
  await shows('YES');
  await learner.keyboard.up('Space');
  await shows('NO');
  t.regex(await text(learner, '[data-testid=microbit-clock]'), /가상 시간 \d+\.\d초/);
  await assertWcagClean(t, learner, 'the micro:bit quiz with the simulator');
  await screenshot(learner, 'microbit-simulator');

  // A loop that never touches the board: its worker is ended and the simulator says so.
  await retypeCode(learner, '[data-testid=microbit-code]', 'while True: pass\n');
  await learner.click('[data-testid=microbit-run]');
  await learner.waitForSelector('[data-testid=microbit-error]', { timeout: 15_000 });
  t.regex(await text(learner, '[data-testid=microbit-error]'), /실행 시간이 너무 깁니다/);

  await retypeCode(
    learner,
    '[data-testid=microbit-code]',
    'from microbit import *\nwhile True: display.show(Image.HEART); sleep(500); display.clear(); sleep(500)\n',
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=microbit-review]');
  await screenshot(learner, 'microbit-result');
});
