/**
 * The Scratch type in chromium, one session: the teacher opens the demo quiz 고양이 10걸음 in the
 * Scratch editor (the host page), validates its reference in the judge and publishes it; the
 * learner opens it, the Scratch editor loads offline in its sandboxed page, the learner drags
 * "when green flag clicked" and a turn block, submits and sees the failing check naming the
 * sprite and script; then swaps the turn for "move 10 steps", submits and sees RIGHT.
 * Needs the web build (node scripts/build-web.ts).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import test from 'ava';
import { testPassword } from '@seodang/sdk/testing';
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import {
  assertWcagClean,
  draftQuiz,
  openQuiz,
  outcomeAfter,
  quizTypeSession,
  screenshot,
  validateAndPublish,
  waitForText,
} from '../../../test/e2e/quiz-type-session.ts';
import { demoScratchQuiz } from '../server/seed.ts';

const s = quizTypeSession(test, { slug: 'scratch', plugins: ['quiz-scratch'], judge: true });

/** The Scratch host page framed in `page`, once its editor has loaded the project. */
async function scratchFrame(page: Page, testId: string): Promise<Frame> {
  await page.waitForSelector(`[data-testid=${testId}-loaded]`, { timeout: 60_000 });
  const frame = page.frames().find((f) => f.url().includes('/plugins/quiz-scratch-static/scratch.html'));
  if (!frame) throw new Error('no Scratch frame');
  return frame;
}

/** Clicks the block category named `label` (the editor's own menu, in Korean). */
async function category(frame: Frame, label: string) {
  const item = await frame.waitForFunction(
    (text) =>
      [...document.querySelectorAll('*')].find((e) => e.children.length === 0 && e.textContent === text),
    {},
    label,
  );
  await (item.asElement() as ElementHandle<Element>).click();
  await new Promise((r) => setTimeout(r, 600));
}

/** Drags `element` with the mouse so its left edge lands at `to` (as a person drags a block). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12);
  await page.mouse.up();
}

/** Drags the palette's block `opcode` (its class in scratch-blocks) to `to`. */
async function fromPalette(page: Page, frame: Frame, opcode: string, to: { x: number; y: number }) {
  const block = await frame.waitForSelector(`.blocklyFlyout g.blocklyDraggable.${opcode}`, { visible: true });
  const box = (await block!.boundingBox())!;
  await drag(page, { x: box.x + 6, y: box.y + box.height / 2 }, to);
}

/** The box of a block of the script area (not the palette's), by opcode. */
async function placed(frame: Frame, opcode: string) {
  const block = await frame.waitForFunction(
    (op) =>
      [...document.querySelectorAll(`g.blocklyDraggable.${op}`)].find((g) => !g.closest('.blocklyFlyout')),
    {},
    opcode,
  );
  return (await (block.asElement() as ElementHandle<Element>).boundingBox())!;
}

/** Where the script area begins, right of the palette. */
async function scriptArea(frame: Frame) {
  const palette = (await (await frame.$('.blocklyFlyout'))!.boundingBox())!;
  return { x: palette.x + palette.width + 80, y: palette.y + 90, palette };
}

/** Whether the box of `selector` in the Scratch frame lies inside the page's viewport. */
async function insideViewport(page: Page, frame: Frame, selector: string) {
  const box = await (await frame.waitForSelector(selector, { visible: true }))!.boundingBox();
  const view = page.viewport()!;
  const inside =
    !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  return { inside, box };
}

/** Waits until the box of `selector` in the Scratch frame is inside the viewport (the editor lays itself out again on a resize). */
async function waitInsideViewport(page: Page, frame: Frame, selector: string) {
  let last = await insideViewport(page, frame, selector);
  for (let i = 0; i < 50 && !last.inside; i++) {
    await new Promise((r) => setTimeout(r, 100));
    last = await insideViewport(page, frame, selector);
  }
  return last;
}

const expanded = (page: Page) =>
  page.$eval('[data-testid=statement-toggle]', (b) => b.getAttribute('aria-expanded'));

/** Presses `key` on the statement's fold button and waits for it to read `want`. */
async function toggleBy(page: Page, key: 'Enter' | 'Space', want: 'true' | 'false') {
  await page.focus('[data-testid=statement-toggle]');
  await page.keyboard.press(key);
  await page.waitForFunction(
    (w) => document.querySelector('[data-testid=statement-toggle]')?.getAttribute('aria-expanded') === w,
    {},
    want,
  );
}

const blockCount = (page: Page, text: string) =>
  page
    .waitForFunction(
      (want) => document.querySelector('[data-testid=scratch-block-count]')?.textContent === want,
      { timeout: 15_000 },
      text,
    )
    .catch(async (e) => {
      await screenshot(page, 'quiz-scratch-block-count');
      const shown = await page.$eval('[data-testid=scratch-block-count]', (el) => el.textContent);
      throw new Error(`the block count reads ${shown}, not ${text}: ${String(e)}`);
    });

test('고양이 10걸음: authored and published, then built with the mouse in the Scratch editor, wrong, then RIGHT', async (t) => {
  const { ws, teacher, learner } = s;
  await teacher.setViewport({ width: 1400, height: 1100 });
  await learner.setViewport({ width: 1400, height: 1100 });
  const index = await draftQuiz(ws.app, ws.host, 'teach', demoScratchQuiz);

  await openQuiz(teacher, ws.origin, index, '[data-testid=scratch-editor-form]', { edit: true });
  await scratchFrame(teacher, 'scratch-author');
  await validateAndPublish(teacher);
  await screenshot(teacher, 'quiz-scratch-author');

  await openQuiz(learner, ws.origin, index, '[data-testid=scratch-player]').catch(async (e) => {
    await screenshot(learner, 'quiz-scratch-learner-failed');
    t.log(JSON.stringify(ws.problems).slice(0, 3000));
    throw e;
  });
  // The host page is framed without the app's origin: the quiz page cannot read into it.
  t.true(
    await learner.$eval('[data-testid=scratch-editor-frame]', (f) => {
      const frame = f as HTMLIFrameElement;
      return frame.getAttribute('sandbox') === 'allow-scripts' && frame.contentDocument === null;
    }),
  );
  const frame = await scratchFrame(learner, 'scratch-editor');
  t.is(await learner.$('[data-testid=scratch-editor-init-failed]'), null);
  // The editor is Scratch's own, in Korean, with the cat of the starter project.
  t.true(await frame.$eval('body', (b) => (b.textContent ?? '').includes('고양이')));
  // What the quiz page loads of JavaScript itself, and what its editor frame loads (the frame's
  // own timings are opaque to it, so the editor's file is weighed as built, and gzipped).
  const pageJs = await learner.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  const editorBytes = readFileSync(
    new URL('../../../dist/web-plugins/quiz-scratch-static/scratch-gui-standalone.js', import.meta.url),
  );
  t.log(
    `JavaScript of the Scratch quiz page: ${Math.round(pageJs / 1024)} KiB; its editor frame: ` +
      `${Math.round(editorBytes.length / 1024)} KiB (${Math.round(gzipSync(editorBytes).length / 1024)} KiB gzipped)`,
  );
  // Only this page's own files: the editor asks no other server for anything.
  const elsewhere = await frame.evaluate(() => {
    // The sandboxed page's origin is opaque; its address still names the server it came from.
    const server = new URL(location.href).origin;
    return performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => !u.startsWith(server) && !u.startsWith('data:') && !u.startsWith('blob:'));
  });
  t.deepEqual(elsewhere, []);
  await blockCount(learner, '블록 0개 / 최대 10개');
  // The rule names the block as Scratch does in Korean, with its opcode beside it.
  await waitForText(learner, '꼭 써야 하는 블록: 초록 깃발을 클릭했을 때 (event_whenflagclicked)');

  // A script that turns instead of moving: the check names the sprite and the script.
  await category(frame, '이벤트');
  const area = await scriptArea(frame);
  await fromPalette(learner, frame, 'event_whenflagclicked', area);
  const hat = await placed(frame, 'event_whenflagclicked');
  await category(frame, '동작');
  await fromPalette(learner, frame, 'motion_turnright', { x: hat.x + 6, y: hat.y + hat.height - 4 });
  await blockCount(learner, '블록 2개 / 최대 10개');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG_TESTCASES');
  await waitForText(learner, 'Sprite 고양이 (script "when green flag clicked"): x is 0, expected 10.');
  await screenshot(learner, 'quiz-scratch-wrong');

  // The turn goes back to the palette (deleted), "move 10 steps" goes under the hat.
  const turn = await placed(frame, 'motion_turnright');
  const palette = (await (await frame.$('.blocklyFlyout'))!.boundingBox())!;
  await drag(
    learner,
    { x: turn.x + 6, y: turn.y + turn.height / 2 },
    { x: palette.x + 40, y: palette.y + 200 },
  );
  await blockCount(learner, '블록 1개 / 최대 10개');
  // (The result panel moved the page: the hat is where it is now.)
  const hatNow = await placed(frame, 'event_whenflagclicked');
  await fromPalette(learner, frame, 'motion_movesteps', { x: hatNow.x + 6, y: hatNow.y + hatNow.height - 4 });
  await blockCount(learner, '블록 2개 / 최대 10개');
  await assertWcagClean(t, learner, 'the Scratch quiz with its editor');
  await screenshot(learner, 'quiz-scratch-built');
  const right = await outcomeAfter(learner, '[data-testid=action-submit]');
  if (right !== 'RIGHT') t.log(await learner.$eval('[data-testid=result]', (e) => e.textContent));
  t.is(right, 'RIGHT');
  await learner.waitForSelector('[data-testid=scratch-review]');
  await screenshot(learner, 'quiz-scratch-right');

  // At 1280×900 the editor has the full width under the statement, which Enter folds away.
  await learner.setViewport({ width: 1280, height: 900 });
  t.is(await expanded(learner), 'true');
  await toggleBy(learner, 'Enter', 'false');
  t.true(
    await learner.$eval('[data-testid=statement-fold] .ws-problem', (e) => e.closest('[hidden]') !== null),
  );
  // Scrolled to the editor, the whole of it is in the window, its stage and sprite pane too.
  await learner.$eval('[data-testid=scratch-editor-frame]', (f) => f.scrollIntoView({ block: 'center' }));
  const stage = await waitInsideViewport(learner, frame, '[class*="stage-wrapper_stage-wrapper"]');
  t.true(stage.inside, `the stage at ${JSON.stringify(stage.box)} is inside 1280×900`);
  const sprites = await waitInsideViewport(learner, frame, '[class*="target-pane_target-pane"]');
  t.true(sprites.inside, `the sprite pane at ${JSON.stringify(sprites.box)} is inside 1280×900`);
  await screenshot(learner, 'quiz-scratch-1280');

  // The fold is remembered for this quiz: the quiz opened again in this browser starts folded.
  const again = await learner.browserContext().newPage();
  await again.setViewport({ width: 1280, height: 900 });
  await again.goto(`${ws.origin}/workspace/quiz/${index}`, { waitUntil: 'load' });
  await again.waitForSelector('[data-testid=scratch-player]');
  t.is(await expanded(again), 'false');
  await again.close();
  // Space opens the statement again.
  await toggleBy(learner, 'Space', 'true');
  t.false(
    await learner.$eval('[data-testid=statement-fold] .ws-problem', (e) => e.closest('[hidden]') !== null),
  );

  // On a phone the editor scrolls sideways inside its own box; the page does not.
  await learner.setViewport({ width: 390, height: 844 });
  const widths = await learner.evaluate(() => {
    const box = document.querySelector('[data-testid=scratch-editor-scroll]')!;
    return {
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      box: box.clientWidth,
      editor: box.scrollWidth,
    };
  });
  t.true(widths.page <= widths.window, `the page is ${widths.page} px wide in a ${widths.window} px window`);
  t.true(widths.editor > widths.box, `the editor (${widths.editor} px) scrolls in its ${widths.box} px box`);
  await assertWcagClean(t, learner, 'the Scratch quiz at 390 px');
  await screenshot(learner, 'quiz-scratch-390');

  // For the record: a programming quiz page's JavaScript (Monaco), beside the Scratch page's above.
  const c = ws.app.client({ host: ws.host });
  await c.login('teach', testPassword);
  const programming = await c.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 1,
    common: { title: '합', contents: '두 수의 합' },
    definition: {
      language: ['python3'],
      source: { python3: [{ name: 'main.py', content: 'print(3)\n' }] },
      inputset: ['1 2\n'],
      outputset: ['3\n'],
      testcase_type: ['open'],
    },
  });
  await openQuiz(learner, ws.origin, programming.body.data.index, '[data-testid=code-editor] .view-lines');
  const programmingJs = await learner.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  t.log(`JavaScript of a programming quiz page: ${Math.round(programmingJs / 1024)} KiB`);
});
