/**
 * Authoring a programming quiz in chromium beyond the basics: tests uploaded as a zip of
 * N.in/N.out, a compare option (ignore capitals), a locked starter line; the reference answer is
 * validated with each test's result; the learner cannot change the locked line and is accepted
 * with an answer that differs only in capitals.
 */
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { ElementHandle } from 'puppeteer-core';
import { outcomeAfter, retypeLastLine } from '../../plugins/workspace/testing/browser-steps.ts';
import { screenshot, waitForText } from './support/browser.ts';
import { startWorkspaceSession, type WorkspaceSession } from './workspace-session.ts';

let ws: WorkspaceSession;
const origin = () => ws.origin;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'authoring',
    judge: true,
    members: [
      { userId: 'teach', role: 'teacher' },
      { userId: 'learn', role: 'student' },
    ],
  });
});
test.after.always(async () => {
  await ws?.stop();
});
test.afterEach((t) => {
  t.deepEqual(ws.problems.splice(0), [], 'no page errors');
});

test('zip-uploaded tests, ignore-capitals, a locked line: validated, then solved by a learner', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tests-zip-'));
  const zipPath = join(dir, 'tests.zip');
  writeFileSync(
    zipPath,
    zipSync({
      '1.in': strToU8('kim\n'),
      '1.out': strToU8('HELLO KIM\n'),
      '2.in': strToU8('lee\n'),
      '2.out': strToU8('HELLO LEE\n'),
    }),
  );

  const teacher = await ws.signedIn('teach');
  await teacher.goto(`${origin()}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=code-quiz-editor]');
  // The teacher's quizzes are one click away in the header.
  t.true(
    (
      await teacher.$$eval('[data-testid=header-menu] a', (els) =>
        els.map((e) => `${(e as HTMLElement).innerText.trim()} ${e.getAttribute('href')}`),
      )
    ).includes('문제 관리 /workspace'),
  );
  await teacher.type('[data-testid=field-title]', '인사');
  await teacher.type(
    '[data-testid=field-contents]',
    '이름을 읽어 `hello 이름`을 출력하세요. 대소문자는 상관없습니다.',
  );
  await teacher.type('[data-testid=starter-code]', 'name = input()\nprint(name)');
  await teacher.type('[data-testid=starter-locked]', '1');
  await teacher.click('[data-testid=field-title]');
  await teacher.click('[data-testid=tc-add]');
  await teacher.type('[data-testid=tc-input-0]', 'park\n');
  await teacher.type('[data-testid=tc-output-0]', 'Hello Park\n');
  await ((await teacher.$('[data-testid=tc-zip]')) as ElementHandle<HTMLInputElement>).uploadFile(zipPath);
  await waitForText(teacher, '테스트 2개를 추가했습니다.');
  t.is((await teacher.$$('[data-testid=test-cases] tbody tr')).length, 3);
  t.is(await teacher.$eval('[data-testid=tc-input-2]', (el) => (el as HTMLTextAreaElement).value), 'lee\n');
  t.false(
    await teacher.$eval('[data-testid=tc-shown-1]', (el) => (el as HTMLInputElement).checked),
    'zip tests are hidden',
  );
  await teacher.click('[data-testid=compare-mark_ignore_capital]');
  await teacher.type('[data-testid=answer-code]', 'name = input()\nprint("hello " + name)\n');
  t.is(await outcomeAfter(teacher, '[data-testid=author-validate]', 'validation'), 'RIGHT');
  const rows = await teacher.$$eval('[data-testid=validation] .ws-tests li', (els) =>
    els.map((e) => (e as HTMLElement).dataset.verdict),
  );
  t.deepEqual(
    rows,
    ['ACCEPTED', 'ACCEPTED', 'ACCEPTED'],
    'every test of the reference answer passes, lower case against upper',
  );
  await teacher.waitForFunction(() =>
    document.querySelector('[data-testid=validated]')?.classList.contains('ws-status-1'),
  );
  await teacher.click('[data-testid=author-publish]');
  await waitForText(teacher, '공개했습니다.');
  t.is(
    await teacher.$eval(
      '[data-testid=validation] [data-testid=result]',
      (el) => (el as HTMLElement).dataset.outcome,
    ),
    'RIGHT',
    'publishing keeps the validation shown',
  );
  await teacher.$eval('[data-testid=validation]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(teacher, 'workspace-author-zip-validated');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);
  // Once the quiz changes, the validation no longer speaks of it: the result goes away.
  await teacher.type('[data-testid=field-title]', '!');
  await teacher.waitForSelector('[data-testid=validation]', { hidden: true });

  const learner = await ws.signedIn('learn');
  await learner.goto(`${origin()}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=code-editor][data-ready=true]');
  t.truthy(await learner.$('[data-testid=code-editor] .ws-locked-line'), 'the locked line is marked');
  // Typing into the locked first line is undone.
  await learner.click('[data-testid=code-editor] .view-lines');
  await learner.keyboard.down('Control');
  await learner.keyboard.press('Home');
  await learner.keyboard.up('Control');
  await learner.keyboard.type('x');
  const firstLine = await learner.$eval('[data-testid=code-editor] .view-line', (el) =>
    (el as HTMLElement).innerText.replace(/\u00a0/g, ' '),
  );
  t.is(firstLine, 'name = input()');
  await retypeLastLine(learner, 'print("HELLO " + name.upper())');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await screenshot(learner, 'workspace-locked-accepted');
});
