/**
 * The learner side of the code quiz types that are not plain input/output programs, in chromium
 * against a real judge worker: a Python unit-test quiz, an SQL quiz and a custom-grader quiz.
 * Each is opened, tried against its shown tests where it has them, submitted, and its verdict read.
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import { outcomeAfter, publishQuiz, retypeLastLine } from '../../plugins/workspace/testing/browser-steps.ts';
import { screenshot, waitForText } from './support/browser.ts';
import { startWorkspaceSession, type WorkspaceSession } from './workspace-session.ts';

let ws: WorkspaceSession;
let learner: Page;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'quiz-types',
    judge: true,
    members: [
      { userId: 'teach', role: 'teacher' },
      { userId: 'learn', role: 'student' },
    ],
  });
  learner = await ws.signedIn('learn');
});
test.after.always(async () => {
  await ws?.stop();
});
test.afterEach((t) => {
  t.deepEqual(ws.problems.splice(0), [], 'no page errors');
});

/** Opens a quiz as the learner and waits until the editor (or the answer form) is ready. */
async function open(index: number, ready = '[data-testid=code-editor][data-ready=true]') {
  await learner.goto(`${ws.origin}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector(ready);
}

/** Brings the result panel into view for the screenshot. */
const showResult = () =>
  learner.$eval('[data-testid=result]', (el) => el.scrollIntoView({ block: 'center' }));

const text = (selector: string) => learner.$eval(selector, (el) => (el as HTMLElement).innerText);

test('unit test (Python): the shown test file is on the problem, a failing shown test, then accepted', async (t) => {
  const index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'unittest',
    common: { title: '덧셈 함수', contents: '`add(a, b)`를 구현하세요.' },
    definition: {
      language: ['python3'],
      source: { python3: [{ name: 'solution.py', content: 'def add(a, b):\n    return 0' }] },
      library_files: [
        {
          name: 'test_small.py',
          content: 'from solution import add\n\ndef test_small():\n    assert add(1, 2) == 3\n',
          shown: true,
        },
        {
          name: 'test_hidden.py',
          content: 'from solution import add\n\ndef test_big():\n    assert add(100, 23) == 123\n',
          shown: false,
        },
      ],
      answer_code: 'def add(a, b):\n    return a + b\n',
      answer_language: 'python3',
    },
  });
  await open(index);
  const examples = await text('[data-testid=unittest-examples]');
  t.regex(examples, /test_small\.py/);
  t.regex(examples, /assert add\(1, 2\) == 3/);
  t.regex(examples, /1개/, 'the hidden test file is counted');
  t.false((await learner.content()).includes('add(100, 23)'), 'the hidden test file never reaches the page');
  t.is(await outcomeAfter(learner, '[data-testid=action-test]'), 'WRONG');
  t.regex(await text('[data-testid=result]'), /test_small\.py::test_small/);
  await showResult();
  await screenshot(learner, 'workspace-unittest-wrong');
  await retypeLastLine(learner, 'return a + b');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await waitForText(learner, '정답입니다.');
  await showResult();
  await screenshot(learner, 'workspace-unittest-right');
});

test('SQL: schema, expected rows and order rule on the problem; no stdin run; a wrong query, then accepted', async (t) => {
  const index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'sql',
    common: { title: '2학년 학생', contents: '2학년 학생의 이름을 번호 순으로 조회하세요.' },
    definition: {
      initialProcessCode:
        "CREATE TABLE students(id INTEGER PRIMARY KEY, name TEXT, grade INTEGER);\nINSERT INTO students VALUES (1,'Kim',2),(2,'Lee',1),(3,'Park',2);",
      answer_code: 'SELECT name FROM students WHERE grade = 2 ORDER BY id;',
      answerSource: 'SELECT name FROM students;',
      preProcessCodeSet: ['', "INSERT INTO students VALUES (4,'Choi',2);"],
      postProcessCodeSet: ['', ''],
      outputset: [[['Kim'], ['Park']], null],
      testcase_type: ['open', 'hidden'],
      scoringOptions: { ordered: true },
    },
  });
  await open(index);
  const examples = await text('[data-testid=sql-examples]');
  t.regex(examples, /CREATE TABLE students/);
  t.regex(examples, /Kim\s+Park/, 'the expected rows of the shown test');
  t.regex(examples, /순서까지 비교/);
  t.is(await learner.$('[data-testid=action-run]'), null, 'an SQL answer has no stdin run');
  t.false((await learner.content()).includes('Choi'), 'the hidden test never reaches the page');
  t.is(await outcomeAfter(learner, '[data-testid=action-test]'), 'WRONG');
  await showResult();
  await screenshot(learner, 'workspace-sql-wrong');
  await retypeLastLine(learner, 'SELECT name FROM students WHERE grade = 2 ORDER BY id;');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  t.is((await learner.$$('[data-testid=result] li[data-verdict=ACCEPTED]')).length, 2);
  await showResult();
  await screenshot(learner, 'workspace-sql-right');
  // The same screen in English and Japanese: the SQL texts switch with the language.
  for (const [lng, ordered, right] of [
    ['en', 'Row order is compared.', 'Correct.'],
    ['ja', '行の順序も比較します。', '正解です。'],
  ] as const) {
    await learner.select('[data-testid=language-switch]', lng);
    await waitForText(learner, ordered);
    await waitForText(learner, right);
    await screenshot(learner, `workspace-sql-${lng}`);
  }
  await learner.select('[data-testid=language-switch]', 'ko');
  await waitForText(learner, '순서까지 비교');
});

test("custom grader: a free-text answer judged by the teacher's JavaScript in the judge", async (t) => {
  const index = await publishQuiz(ws.app, ws.host, 'teach', {
    type: 'custom',
    common: { title: '수도', contents: '대한민국의 수도를 영어로 쓰세요.' },
    definition: {
      grader:
        "function check({ output }) { return output.trim().toLowerCase() === 'seoul' ? { ok: true, message: 'well done' } : { ok: false, message: 'not the capital' }; }",
      placeholder: 'City',
      score: 5,
    },
  });
  await open(index, '[data-testid=text-answer]');
  t.is(
    await learner.$eval('[data-testid=text-answer]', (el) => (el as HTMLInputElement).placeholder),
    'City',
  );
  await learner.type('[data-testid=text-answer]', 'Busan');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG');
  t.regex(await text('[data-testid=result]'), /not the capital/);
  await showResult();
  await screenshot(learner, 'workspace-custom-wrong');
  await learner.click('[data-testid=text-answer]', { count: 3 });
  await learner.type('[data-testid=text-answer]', ' Seoul ');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  t.regex(await text('[data-testid=result]'), /\(5 \/ 5\)/);
  await showResult();
  await screenshot(learner, 'workspace-custom-right');
});
