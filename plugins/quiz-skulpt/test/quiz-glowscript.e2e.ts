/**
 * The glowscript type in chromium: a teacher picks the type, keeps the starting ball quiz, validates
 * and publishes it; a learner runs VPython in the sandboxed host page (the scene drawn on the quiz
 * page with three.js and listed in words), stops an endless animation, submits a program that uses
 * a name the subset leaves out and sees the error, then a right one and sees RIGHT. Both screens
 * axe-clean. Needs the web build (node scripts/build-web.ts).
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

const session = quizTypeSession(test, { slug: 'glowscript', plugins: ['quiz-skulpt'], judge: true });

const text = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');

test('a teacher publishes a VPython quiz; a learner runs the 3D scene, stops it, submits and sees the verdict', async (t) => {
  const { ws, teacher, learner } = session;
  await teacher.goto(`${ws.origin}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=field-type] option[value=glowscript]');
  t.is(
    await teacher.$eval('[data-testid=field-type] option[value=glowscript]', (e) => e.textContent),
    'GlowScript (VPython)',
  );
  await teacher.select('[data-testid=field-type]', 'glowscript');
  await teacher.waitForSelector('[data-testid=glowscript-editor]');
  await teacher.type('[data-testid=field-title]', '오른쪽으로 가는 공');
  // The starting quiz is whole: a ball moving right, checked after one second.
  t.is(await teacher.$('[data-testid=glowscript-problems]'), null);
  await assertWcagClean(t, teacher, 'the glowscript editor');
  await validateAndPublish(teacher, 60_000);
  await waitForText(teacher, '공개했습니다.');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);

  await openQuiz(learner, ws.origin, index, '[data-testid=glowscript-player]');
  t.true(
    await learner.$eval('[data-testid=glowscript-frame]', (f) => {
      const frame = f as HTMLIFrameElement;
      return frame.getAttribute('sandbox') === 'allow-scripts' && frame.contentDocument === null;
    }),
  );
  await learner.waitForSelector('[data-testid=glowscript-run]:not([disabled])', { timeout: 30_000 });
  // One-line loop bodies: the program box keeps a line's indentation on Enter.
  await retypeCode(
    learner,
    '[data-testid=glowscript-code]',
    [
      'GlowScript 3.2 VPython',
      'floor = box(pos=vector(0, -1, 0), size=vector(4, 0.2, 2), color=color.green)',
      'ball = sphere(pos=vector(0, 0, 0), radius=0.5, color=color.red)',
      "label(pos=vector(0, 1.5, 0), text='공')",
      'for i in range(50): rate(100); ball.pos = ball.pos + vector(1, 0, 0) * 0.01',
      'print(ball.pos)',
    ].join('\n'),
  );
  await learner.click('[data-testid=glowscript-run]');
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=glowscript-output]')?.textContent?.trim() === '<0.5, 0, 0>',
    { timeout: 20_000 },
  );
  await waitForText(learner, '실행을 마쳤습니다.');
  // The scene in words: each object where the program left it, the label by its text.
  const objects = await learner.$$eval('[data-testid=glowscript-objects] li', (els) =>
    els.map((e) => e.textContent),
  );
  t.deepEqual(objects, [
    'box #0: 위치 <0, -1, 0>',
    'sphere #1: 위치 <0.5, 0, 0>',
    '글자 "공": 위치 <0, 1.5, 0>',
  ]);
  const webgl = (await learner.$('.glowscript-figure .ws-muted')) === null;
  // With WebGL the label's text is placed over the canvas too.
  if (webgl) t.is(await text(learner, '.glowscript-label'), '공');
  t.log(webgl ? 'the 3D scene was drawn with WebGL' : 'no WebGL in this browser: the scene in words only');
  await learner.$eval('[data-testid=glowscript-canvas]', (e) => e.scrollIntoView({ block: 'center' }));
  await screenshot(learner, 'glowscript-scene');
  await assertWcagClean(t, learner, 'the glowscript quiz after a run');

  // An animation without end stops on Stop.
  await retypeCode(
    learner,
    '[data-testid=glowscript-code]',
    'ball = sphere()\nwhile True: rate(30); ball.pos = ball.pos + vector(0.01, 0, 0)',
  );
  await learner.click('[data-testid=glowscript-run]');
  await learner.waitForSelector('[data-testid=glowscript-stop]:not([disabled])');
  await learner.waitForFunction(
    () => /sphere #0/.test(document.querySelector('[data-testid=glowscript-objects]')?.textContent ?? ''),
    { timeout: 10_000 },
  );
  await learner.click('[data-testid=glowscript-stop]');
  await waitForText(learner, '실행을 마쳤습니다.');

  // A name of VPython the subset leaves out: the judge says what is supported.
  await retypeCode(learner, '[data-testid=glowscript-code]', 'c = cone(pos=vector(0, 0, 0))');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RUNTIME_ERROR');
  t.regex(await text(learner, '[data-testid=result]'), /cone is not in this VPython subset/);

  await retypeCode(
    learner,
    '[data-testid=glowscript-code]',
    'ball = sphere(pos=vector(0, 0, 0))\nwhile True: rate(100); ball.pos = ball.pos + vector(1, 0, 0) * 0.01',
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=glowscript-review]');
  await screenshot(learner, 'glowscript-result');
});
