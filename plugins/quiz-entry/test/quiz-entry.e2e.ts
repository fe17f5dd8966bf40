/**
 * The Entry type in chromium, one session: the teacher opens the demo maze quiz in the block
 * editor, validates its reference in the judge and publishes it; the learner opens it (the
 * substitute engine's note, the locked start block), drags a block in and submits (wrong), loads the
 * reference from an .ent file, runs it on the stage, tries the shown test, submits and sees RIGHT.
 * Needs the web build (node scripts/build-web.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import type { ElementHandle } from 'puppeteer-core';
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
import { testPassword } from '@seodang/sdk/testing';
import { exportEnt } from '../common/ent.ts';
import { demoEntryQuiz, mazeReference } from '../server/seed.ts';

const s = quizTypeSession(test, { slug: 'entry', plugins: ['quiz-entry'], judge: true });

/** The JavaScript the page has loaded so far, in KiB as it came over the wire. */
const loadedJs = (page: typeof s.learner) =>
  page.evaluate(() =>
    Math.round(
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0) / 1024,
    ),
  );

test('the maze: authored and published, then solved from an .ent file, run on the stage and graded RIGHT', async (t) => {
  const { ws, teacher, learner } = s;
  const index = await draftQuiz(ws.app, ws.host, 'teach', demoEntryQuiz);

  await openQuiz(teacher, ws.origin, index, '[data-testid=entry-editor]', { edit: true }).catch(async (e) => {
    t.log(JSON.stringify(ws.problems, null, 1).slice(0, 5000));
    throw e;
  });
  await teacher.waitForSelector('[data-testid=entry-starter-blocks] .blocklyWorkspace');
  t.regex(await teacher.$eval('[data-testid=entry-editor]', (e) => e.textContent ?? ''), /고정된 블록 1개/);
  await validateAndPublish(teacher);
  await screenshot(teacher, 'quiz-entry-author');

  await openQuiz(learner, ws.origin, index, '[data-testid=entry-player]');
  await learner.waitForSelector('[data-testid=entry-learner-blocks] .blocklyWorkspace');
  t.regex(await learner.$eval('[data-testid=entry-substitute]', (e) => e.textContent ?? ''), /CDN/);
  const entryJs = await loadedJs(learner);
  // The locked start block is in the workspace, and the block menu has Entry's seven categories.
  t.true(
    await learner.$eval('[data-testid=entry-learner-blocks]', (e) =>
      // Blockly draws spaces as no-break spaces.
      (e.textContent ?? '').replace(/\u00a0/g, ' ').includes('시작하기 버튼을 클릭했을 때'),
    ),
  );
  const menu = await learner.$$eval('.blocklyToolboxCategoryLabel', (es) => es.map((e) => e.textContent));
  t.deepEqual(menu, ['시작', '흐름', '움직임', '생김새', '판단', '계산', '자료']);
  // A block dragged from the 움직임 menu onto the workspace joins the answer.
  await learner.$eval('[data-testid=entry-learner-blocks]', (e) => e.scrollIntoView({ block: 'center' }));
  const category = (await learner.$$('.blocklyToolboxCategory'))[2]!;
  await category.click();
  const source = await learner.waitForSelector('.blocklyFlyout .blocklyDraggable');
  const from = (await source!.boundingBox())!;
  const area = (await learner.$('[data-testid=entry-learner-blocks]'))!;
  const to = (await area.boundingBox())!;
  await learner.mouse.move(from.x + 10, from.y + 10);
  await learner.mouse.down();
  await learner.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
  await learner.mouse.move(to.x + to.width - 200, to.y + to.height - 80, { steps: 10 });
  await learner.mouse.up();
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=entry-block-count]')?.textContent === '블록 2개',
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG_TESTCASES');
  // What was submitted holds the dragged block.
  await learner.waitForFunction(() =>
    document.querySelector('[data-testid=entry-review]')?.textContent?.endsWith('블록 2개'),
  );

  // The reference, saved as an .ent file by the export, opened by the learner.
  const dir = mkdtempSync(join(tmpdir(), 'entry-e2e-'));
  const file = join(dir, 'maze.ent');
  writeFileSync(file, await exportEnt(mazeReference));
  const input = (await learner.$('[data-testid=entry-learner-import]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await waitForText(learner, '.ent 파일을 불러왔습니다.');
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=entry-block-count]')?.textContent === '블록 11개',
  );

  // Run on the stage: 엔트리봇 walks to the flag and says so. (Buttons are brought to the middle of
  // the view first, clear of the sticky header.)
  await learner.$eval('[data-testid=entry-run]', (b) => b.scrollIntoView({ block: 'center' }));
  await learner.click('[data-testid=entry-run]');
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=entry-said]')?.textContent === '엔트리봇: 도착!',
    { timeout: 15_000 },
  );
  await learner.$eval('[data-testid="entry-try-깃발에 도착"]', (b) => b.scrollIntoView({ block: 'center' }));
  await learner.click('[data-testid="entry-try-깃발에 도착"]');
  await waitForText(learner, '깃발에 도착: 통과');
  await assertWcagClean(t, learner, 'the Entry quiz after a run');
  await learner.$eval('[data-testid=entry-learner]', (e) => e.scrollIntoView());
  await screenshot(learner, 'quiz-entry-stage');

  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=entry-review]');
  await screenshot(learner, 'quiz-entry-right');

  // For the record: the Entry quiz page's JavaScript beside a programming quiz page's (Monaco).
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
  const programmingJs = await loadedJs(learner);
  t.log(
    `JavaScript of the Entry quiz page: ${entryJs} KiB; of a programming quiz page: ${programmingJs} KiB`,
  );
});
