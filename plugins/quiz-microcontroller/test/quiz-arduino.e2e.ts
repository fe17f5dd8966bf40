/**
 * The Arduino type in chromium: a teacher opens the demo quiz LED 깜빡이기 as a draft, validates its
 * reference on the judge and publishes it; a learner writes the sketch, runs it (built on the judge,
 * then on the virtual Uno in the page: pin 13's LED toggles, the serial monitor is there), submits,
 * and the server's verdict shows; a hex built elsewhere runs on the board with no build, a
 * malformed one is named. Both screens axe-clean.
 * Needs the web build (node scripts/build-web.ts).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import type { ElementHandle, Page } from 'puppeteer-core';
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
import { blinkReference, demoBlinkQuiz } from '../server/seed.ts';

const session = quizTypeSession(test, { slug: 'arduino', plugins: ['quiz-microcontroller'], judge: true });
let index: number;

test.before(async () => {
  index = await draftQuiz(session.ws.app, session.ws.host, 'teach', {
    type: 'arduino',
    common: demoBlinkQuiz.common,
    definition: demoBlinkQuiz.definition,
  });
});

const text = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');
const led = (page: Page) =>
  page.$eval('[data-testid=arduino-led13]', (e) => (e as HTMLElement).dataset.level);

test('a teacher publishes LED 깜빡이기; a learner blinks the LED on the virtual Uno, submits and sees RIGHT', async (t) => {
  const { ws, teacher, learner } = session;
  await openQuiz(teacher, ws.origin, index, '[data-testid=arduino-editor]', { edit: true });
  await assertWcagClean(t, teacher, 'the Arduino editor');
  await validateAndPublish(teacher, 150_000);
  await waitForText(teacher, '공개했습니다.');

  await openQuiz(learner, ws.origin, index, '[data-testid=arduino-player]');
  // No board and no extension yet: the screen says so, and the virtual board runs all the same.
  t.regex(await text(learner, '[data-testid=arduino-no-board]'), /연결된 보드가 없습니다/);
  t.regex(await text(learner, '[data-testid=arduino-player]'), /공개 테스트 2개, 숨은 테스트 1개, 모두 10점/);

  // A slip is the compiler's to name.
  await retypeCode(
    learner,
    '[data-testid=arduino-code]',
    'void setup() {\npinMode(13, OUTPUT)\n}\nvoid loop() {}\n',
  );
  await learner.click('[data-testid=arduino-run]');
  await learner.waitForSelector('[data-testid=arduino-compile-failed]', { timeout: 150_000 });
  t.regex(
    await text(learner, '[data-testid=arduino-compile-failed]'),
    /컴파일에 실패했습니다[\s\S]*expected .;./,
  );

  await retypeCode(learner, '[data-testid=arduino-code]', blinkReference.replace(/\n {2}/g, '\n'));
  const started = Date.now();
  await learner.click('[data-testid=arduino-run]');
  await learner.waitForSelector('[data-testid=arduino-board]', { timeout: 150_000 });
  t.log(`Run (build on the judge, board loaded): ${Date.now() - started} ms`);
  // The LED goes on and off as the sketch runs in real time.
  const seen = new Set<string | undefined>();
  const until = Date.now() + 5000;
  while (seen.size < 2 && Date.now() < until) {
    seen.add(await led(learner));
    await new Promise((r) => setTimeout(r, 100));
  }
  t.deepEqual([...seen].sort(), ['0', '1'], 'pin 13 toggles');
  t.is(
    await learner.$eval('[data-testid=arduino-serial]', (e) => getComputedStyle(e).height),
    '208px',
    'the serial monitor is 208 px high',
  );
  await assertWcagClean(t, learner, 'the Arduino quiz with the virtual board');
  await learner.$eval('[data-testid=arduino-board]', (e) => e.scrollIntoView());
  await screenshot(learner, 'arduino-virtual-board');

  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=arduino-review]');
  await screenshot(learner, 'arduino-result');

  // A hex built elsewhere: a malformed one is named, a good one runs on the board with no build.
  const input = (await learner.$('[data-testid=arduino-hex-file]')) as ElementHandle<HTMLInputElement>;
  const bad = join(tmpdir(), 'arduino-bad.hex');
  writeFileSync(bad, ':0100\n');
  await input.uploadFile(bad);
  await waitForText(learner, 'HEX 파일을 쓸 수 없습니다: line 1: the length does not match');
  await input.uploadFile(fileURLToPath(new URL('./fixtures/blink-echo.hex', import.meta.url)));
  await waitForText(learner, 'HEX 파일을 올렸습니다.');
  await learner.click('[data-testid=arduino-run]');
  await learner.waitForFunction(
    () => document.querySelector<HTMLElement>('[data-testid=arduino-led13]')?.dataset.level === '1',
    { timeout: 10_000 },
  );
  await learner.click('[data-testid=arduino-hex-remove]');
  await learner.waitForSelector('[data-testid=arduino-hex-file]');
});
