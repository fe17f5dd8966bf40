/**
 * The Arduino type in chromium: a teacher opens the demo quiz LED 깜빡이기 as a draft, validates its
 * reference on the judge and publishes it; a learner writes the sketch, runs it (built on the judge,
 * then on the virtual Uno in the page: pin 13's LED toggles, the serial monitor is there), submits,
 * and the server's verdict shows; a hex built elsewhere runs on the board with no build, a
 * malformed one is named. Both screens axe-clean.
 * Needs the web build (node scripts/build-web.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
import { unzipSync } from 'fflate';
import { launchBrowser, newPage } from '../../../test/e2e/support/browser.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { parseIntelHex } from '../common/arduino/hex.ts';
import { fakeWebSerial } from '../testing/fake-web-serial.ts';
import { SimulatedUno } from '../testing/uno-board.ts';
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

test('the board bridge: without the extension the learner is told how to install it; with it, a hex goes onto an Uno through its bootloader and the serial monitor talks to the program', async (t) => {
  const { ws, learner } = session;
  const blinkEcho = fileURLToPath(new URL('./fixtures/blink-echo.hex', import.meta.url));
  await openQuiz(learner, ws.origin, index, '[data-testid=arduino-player]');
  await learner.click('[data-testid=board-bridge-connect]');
  await learner.waitForSelector('[data-testid=board-bridge-error][data-code=EMPTY_CHROME]');
  t.regex(await text(learner, '[data-testid=board-bridge-error]'), /서당 보드 브리지 확장이 없습니다/);
  const download = await learner.$eval('[data-testid=board-bridge-download]', (a) => a.getAttribute('href'));
  t.is(download, '/api/board-bridge/extension.zip');

  // The learner installs what the link gives: its zip, unpacked, loaded into a browser.
  const zip = await learner.evaluate(
    async (href) => Array.from(new Uint8Array(await (await fetch(href)).arrayBuffer())),
    download!,
  );
  const folder = mkdtempSync(join(tmpdir(), 'bridge-'));
  for (const [path, bytes] of Object.entries(unzipSync(Uint8Array.from(zip)))) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), bytes);
  }
  const browser = await launchBrowser({ extension: join(folder, 'seodang-board-bridge') });
  t.teardown(() => browser.close());
  const board = new SimulatedUno();
  t.teardown(() => board.close());
  const page = await newPage(browser, ws.problems, { sharedContext: true });
  await signIn(page, `${ws.origin}/login`, 'learn');
  await openQuiz(page, ws.origin, index, '[data-testid=arduino-player]');
  // The hex the learner gave in the first test may still be in the saved answer: take it out first.
  const saved = await page.$('[data-testid=arduino-hex-remove]');
  if (saved) await saved.click();
  const input = (await page.waitForSelector(
    '[data-testid=arduino-hex-file]',
  )) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(blinkEcho);
  await waitForText(page, 'HEX 파일을 올렸습니다.');
  await page.click('[data-testid=arduino-run]');
  await page.waitForSelector('[data-testid=arduino-board]');

  // Connecting opens the bridge's window; closing it unanswered is a failed connection, said so.
  await (await page.waitForSelector('[data-testid=board-bridge-connect]:not([disabled])'))!.click();
  const windowTarget = await browser
    .waitForTarget((x) => x.url().endsWith('/serial.html'), { timeout: 15_000 })
    .catch(async (e: unknown) => {
      const panel = await text(page, '[data-testid=board-bridge]');
      const targets = browser.targets().map((x) => `${x.type()} ${x.url()}`);
      throw new Error(
        `no bridge window (${(e as Error).message}); the panel says: ${panel}; ${targets.join(', ')}`,
      );
    });
  const bridgeWindow = (await windowTarget.page())!;
  await bridgeWindow.waitForSelector('#choose:not([hidden])');
  // The board is plugged in (its port joins the window's Web Serial), and the window reloads.
  await fakeWebSerial(bridgeWindow, board);
  await bridgeWindow.reload();
  await page.waitForSelector('[data-testid=board-bridge-error][data-code=CONNECTED_FAILED]');
  t.regex(await text(page, '[data-testid=board-bridge-error]'), /The bridge window was closed\./);
  await page.waitForSelector('[data-testid=board-bridge-state][data-state=DISCONNECTED]');

  // Again: the learner chooses the board's port in the window; the serial line opens.
  await (await page.waitForSelector('[data-testid=board-bridge-connect]:not([disabled])'))!.click();
  await bridgeWindow.waitForSelector('#choose:not([hidden])');
  await bridgeWindow.click('#choose');
  await page.waitForSelector('[data-testid=board-bridge-state][data-state=CONNECTED]');
  await page.waitForSelector('[data-testid=board-bridge-log]');
  t.regex(await text(page, '[data-testid=board-bridge-state]'), /연결됨 · 포트: Arduino \(2341:0043\)/);
  t.regex(await text(bridgeWindow, '#status'), /Arduino \(2341:0043\)/);

  // Upload: the hex goes through the Uno's bootloader, page by page, verified.
  await page.click('[data-testid=board-bridge-upload]');
  await page.waitForSelector('[data-testid=board-bridge-uploaded]', { timeout: 30_000 });
  t.deepEqual(board.flash, parseIntelHex(readFileSync(blinkEcho, 'utf8')).flash);
  t.truthy(board.program, 'the bootloader started the program');
  // The program echoes what the serial monitor sends.
  await page.type('[data-testid=board-bridge-line]', 'hello');
  await page.click('[data-testid=board-bridge-send]');
  await page.waitForFunction(
    () => document.querySelector('[data-testid=board-bridge-log]')?.textContent?.includes('hello'),
    { timeout: 10_000 },
  );
  await assertWcagClean(t, page, 'the quiz with a board connected');
  await page.$eval('[data-testid=board-bridge]', (e) => e.scrollIntoView());
  await screenshot(page, 'arduino-board-bridge');
  await page.click('[data-testid=board-bridge-disconnect]');
  await page.waitForSelector('[data-testid=board-bridge-state][data-state=DISCONNECTED]');
});
