/**
 * The structured (non-code) quiz types in chromium: a teacher authors a multiple-choice quiz on the
 * editor screen and a learner answers it wrong, then right; true/false, short answer and matching
 * are answered and graded; a descriptive answer waits for the teacher, who grades it with a
 * comment on the grading screen, and the learner sees the score and the comment arrive.
 */
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { outcomeAfter, publishQuiz } from '../../plugins/workspace/testing/browser-steps.ts';
import { clickInMiddle, screenshot, waitForText } from './support/browser.ts';
import { downloadByClick } from './support/downloads.ts';
import { startWorkspaceSession, type WorkspaceSession } from './workspace-session.ts';

let ws: WorkspaceSession;
let teacher: Page;
let learner: Page;
const origin = () => ws.origin;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'structured',
    members: [
      { userId: 'teach', role: 'teacher', name: '김선생' },
      { userId: 'learn', role: 'student', name: '이학생' },
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

async function open(index: number, ready: string) {
  await learner.goto(`${origin()}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector(ready);
}

const resultText = () => learner.$eval('[data-testid=result]', (el) => (el as HTMLElement).innerText);

test('a teacher authors a multiple-choice quiz; a learner answers wrong, then right', async (t) => {
  await teacher.goto(`${origin()}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  await teacher.select('[data-testid=field-type]', 'multiple_choice');
  await teacher.waitForSelector('.ws-choice-list');
  await teacher.type('[data-testid=field-title]', '수도');
  // Markdown, a guide anchor, and HTML that must not run.
  await teacher.type(
    '[data-testid=field-contents]',
    '대한민국의 **수도**는? [[(guide-anchor):(hint)]]\n\n<img src="x" onerror="window.statementRan = 1"><script>window.statementRan = 2</script>',
  );
  await clickInMiddle(teacher, '.ws-obj-editor > .sd-btn');
  for (const [i, choice] of ['부산', '서울', '대구'].entries())
    await teacher.type(`.ws-choice-list li:nth-child(${i + 1}) input.sd-input`, choice);
  await teacher.click('.ws-choice-list li:nth-child(2) input[type=checkbox]');
  await teacher.click('[data-testid=author-publish]');
  await waitForText(teacher, '공개했습니다.');
  // The saved quiz opens again in its editor.
  await teacher.waitForFunction(
    () => document.querySelectorAll('.ws-choice-list input.sd-input').length === 3,
  );
  t.deepEqual(
    await teacher.$$eval('.ws-choice-list input.sd-input', (els) =>
      els.map((e) => (e as HTMLInputElement).value),
    ),
    ['부산', '서울', '대구'],
  );
  await screenshot(teacher, 'workspace-author-multiple-choice');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);

  await open(index, '[data-testid=choice-player]');
  const labels = await learner.$$eval('[data-testid=choice-player] label', (els) =>
    els.map((e) => (e as HTMLElement).innerText.trim()),
  );
  t.deepEqual(labels, ['부산', '서울', '대구']);
  t.is(await learner.$eval('[data-testid=statement] strong', (el) => el.textContent), '수도');
  t.truthy(await learner.$('[data-testid=statement] a#guide-hint'), 'the guide anchor is an anchor');
  t.is(await learner.$('[data-testid=statement] script, [data-testid=statement] [onerror]'), null);
  t.is(
    await learner.evaluate(() => (window as { statementRan?: number }).statementRan),
    undefined,
    'nothing the author wrote ran',
  );
  t.regex(
    await learner.$eval('[data-testid=statement]', (el) => (el as HTMLElement).innerText),
    /<script>/,
    'raw HTML is shown as text',
  );
  t.false((await learner.content()).includes('"answers"'), 'the right choice never reaches the page');
  await learner.click('[data-testid=choice-player] label:nth-child(1) input');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  await learner.click('[data-testid=choice-player] label:nth-child(2) input');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  t.regex(await resultText(), /정답입니다/);
  // The review repeats the answer below; both show the same choice, neither steals the other's.
  t.true(
    await learner.$eval(
      '[data-testid=choice-player] label:nth-child(2) input',
      (el) => (el as HTMLInputElement).checked,
    ),
  );
  await screenshot(learner, 'workspace-multiple-choice-right');
});

test('true/false, short answer and matching are answered and graded', async (t) => {
  const tf = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'true_false',
    common: { title: 'O/X', contents: '1 + 1 = 2' },
    definition: { answer: true, score: 1 },
  });
  await open(tf, '[data-testid=true-false-player]');
  await learner.click('[data-testid=true-false-player] input[value=X]');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  await learner.click('[data-testid=true-false-player] input[value=O]');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');

  const short = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'short_answer',
    common: { title: '단답', contents: '한국의 수도는?' },
    definition: { answers: ['서울', 'Seoul'], ignoreCase: true, score: 2 },
  });
  await open(short, '[data-testid=text-answer]');
  await learner.type('[data-testid=text-answer]', 'SEOUL');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  t.regex(await resultText(), /\(2 \/ 2\)/);
  await screenshot(learner, 'workspace-short-answer-right');

  const pairs = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'pairing',
    common: { title: '짝', contents: '나라와 수도를 이으세요.' },
    definition: {
      left: [
        { id: 'kr', text: '한국' },
        { id: 'jp', text: '일본' },
      ],
      right: [
        { id: 'seoul', text: '서울' },
        { id: 'tokyo', text: '도쿄' },
      ],
      pairs: { kr: 'seoul', jp: 'tokyo' },
      score: 2,
    },
  });
  await open(pairs, '[data-testid=pairing-player]');
  await learner.select('[data-testid=pairing-player] select[data-pair=kr]', 'tokyo');
  await learner.select('[data-testid=pairing-player] select[data-pair=jp]', 'seoul');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  await learner.select('[data-testid=pairing-player] select[data-pair=kr]', 'seoul');
  await learner.select('[data-testid=pairing-player] select[data-pair=jp]', 'tokyo');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await screenshot(learner, 'workspace-pairing-right');
});

test('a descriptive answer waits for the teacher, who grades it with a comment; the learner sees both', async (t) => {
  const index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'descriptive',
    common: { title: '서술', contents: '재귀를 설명하세요.' },
    definition: { modelAnswer: '자기 자신을 부르는 함수', maxLength: 500, score: 10 },
  });
  await open(index, '[data-testid=text-answer]');
  t.false(
    (await learner.content()).includes('자기 자신을 부르는 함수'),
    'the model answer never reaches the learner',
  );
  await learner.type('[data-testid=text-answer]', '함수가 자기 자신을 호출하는 것');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'MANUAL');
  await waitForText(learner, '선생님의 채점을 기다리는 중입니다.');

  await teacher.goto(`${origin()}/workspace/quiz/${index}/edit`, { waitUntil: 'networkidle0' });
  await teacher.click('[data-testid=open-grading]');
  await teacher.waitForSelector('[data-testid=grading-screen] [data-graded=false]');
  const item = await teacher.$eval('[data-testid=grading-screen] li', (el) => (el as HTMLElement).innerText);
  t.regex(item, /이학생/);
  t.regex(item, /자기 자신을 호출하는 것/);
  await teacher.click('[data-testid=grade-score]', { count: 3 });
  await teacher.type('[data-testid=grade-score]', '8');
  await teacher.type('[data-testid=grade-comment]', '종료 조건도 설명해 보세요.');
  await teacher.click('[data-testid=grade-save]');
  await teacher.waitForSelector('[data-testid=grading-screen] [data-graded=true]');
  await screenshot(teacher, 'workspace-grading');

  // The learner's screen fills in without a reload: score and comment arrive on the realtime topic.
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=result]')?.textContent?.includes('종료 조건도'),
    { timeout: 10_000 },
  );
  t.regex(await resultText(), /\(8 \/ 10\)/);
  await learner.$eval('[data-testid=result]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(learner, 'workspace-descriptive-graded');
});

test('a file submission is uploaded, waits for the teacher, and shows on the grading screen by name', async (t) => {
  const index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'file_submit',
    common: { title: '보고서', contents: '보고서를 .txt 파일로 내세요.' },
    definition: { extensions: ['txt'], maxFiles: 1, score: 5 },
  });
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.txt');
  writeFileSync(file, '재귀 보고서');
  await open(index, '[data-testid=file-answer]');
  await ((await learner.$('[data-testid=file-answer]')) as ElementHandle<HTMLInputElement>).uploadFile(file);
  await learner.waitForFunction(() =>
    document.querySelector('[data-testid=file-list]')?.textContent?.includes('report.txt'),
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'MANUAL');
  await teacher.goto(`${origin()}/workspace/quiz/${index}/grading`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=grading-screen] [data-graded=false]');
  t.regex(
    await teacher.$eval('[data-testid=grading-screen] li', (el) => (el as HTMLElement).innerText),
    /report\.txt/,
  );
  // Each handed-in file downloads under its own name with the learner's bytes.
  const saved = await downloadByClick(
    teacher,
    '[data-testid=grading-screen] [data-testid=answer-file-download]',
    'report.txt',
  );
  await screenshot(teacher, 'workspace-grading-file');
  t.is(saved.toString('utf8'), '재귀 보고서');
});
