/**
 * A file-based programming quiz (§3 input_file / output_file) in chromium, through the real
 * judge: the teacher's editor refuses a file name with a folder and a compiler flag no language of
 * the quiz takes, the reference answer that reads and writes the files is validated, and a learner is told which files to use, runs the program
 * with the terminal's input as the input file, is refused while printing to standard output and
 * accepted once the output file is written.
 */
import test from 'ava';
import { outcomeAfter, retypeLastLine } from '../../plugins/workspace/testing/browser-steps.ts';
import { screenshot, waitForText } from './support/browser.ts';
import { startWorkspaceSession, type WorkspaceSession } from './workspace-session.ts';

let ws: WorkspaceSession;

test.before(async () => {
  ws = await startWorkspaceSession({
    slug: 'fileio',
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

const readNumbers = "a, b = map(int, open('numbers.txt').read().split())";

test('a teacher authors and validates a quiz with input and output files; a learner solves it by writing the file', async (t) => {
  const teacher = await ws.signedIn('teach');
  await teacher.goto(`${ws.origin}/workspace/quiz/new`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=code-quiz-editor]');
  await teacher.type('[data-testid=field-title]', '파일 덧셈');
  await teacher.type('[data-testid=field-contents]', '두 수를 읽어 합을 쓰세요.');
  await teacher.type('[data-testid=starter-code]', `${readNumbers}\nprint(a + b)`);
  await teacher.click('[data-testid=tc-add]');
  await teacher.type('[data-testid=tc-input-0]', '3 4\n');
  await teacher.type('[data-testid=tc-output-0]', '7\n');
  await teacher.click('[data-testid=tc-add]');
  await teacher.type('[data-testid=tc-input-1]', '10 -2\n');
  await teacher.type('[data-testid=tc-output-1]', '8\n');

  // A name with a folder is refused on the screen, with the shared rule's message.
  await teacher.type('[data-testid=field-input_file]', 'data/numbers.txt');
  await teacher.waitForSelector('[data-testid=error-input_file]');
  t.true(
    (await teacher.$eval('[data-testid=error-input_file]', (el) => el.textContent ?? '')).includes(
      '폴더 없이',
    ),
  );
  await teacher.$eval('[data-testid=field-input_file]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(teacher, 'workspace-file-io-bad-name');
  await teacher.click('[data-testid=field-input_file]', { count: 3 });
  await teacher.type('[data-testid=field-input_file]', 'numbers.txt');
  await teacher.type('[data-testid=field-output_file]', 'sum.txt');
  t.is(await teacher.$('[data-testid=error-input_file]'), null, 'the fixed name is accepted');
  // A compiler flag that no language of the quiz takes (Python has no compiler flags) is refused on the screen too.
  await teacher.type('[data-testid=field-compiler_option]', '-O2');
  await teacher.waitForSelector('[data-testid=error-compiler_option]');
  t.true(
    (await teacher.$eval('[data-testid=error-compiler_option]', (el) => el.textContent ?? '')).startsWith(
      '컴파일러 옵션에 이 퀴즈의 언어가 받지 않는 플래그가 있습니다.',
    ),
  );
  await screenshot(teacher, 'workspace-file-io-options');
  await teacher.click('[data-testid=field-compiler_option]', { count: 3 });
  await teacher.keyboard.press('Backspace');
  t.is(await teacher.$('[data-testid=error-compiler_option]'), null);

  await teacher.type(
    '[data-testid=answer-code]',
    `${readNumbers}\nwith open('sum.txt', 'w') as f:\n    f.write(str(a + b) + '\\n')\n`,
  );
  t.is(await outcomeAfter(teacher, '[data-testid=author-validate]', 'validation'), 'RIGHT');
  const rows = await teacher.$$eval('[data-testid=validation] .ws-tests li', (els) =>
    els.map((e) => (e as HTMLElement).dataset.verdict),
  );
  t.deepEqual(rows, ['ACCEPTED', 'ACCEPTED'], 'the reference answer passes through the files');
  await teacher.waitForFunction(
    () => document.querySelector('[data-testid=validated]')?.classList.contains('ws-status-1'),
    { timeout: 60_000 },
  );
  await teacher.click('[data-testid=author-publish]');
  await waitForText(teacher, '공개했습니다.');
  const index = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);
  const stored = (await teacher.evaluate(
    async (i) => (await fetch(`/api/workspace/quizzes/${i}`)).json(),
    index,
  )) as { data: { definition: Record<string, unknown> } };
  t.is(stored.data.definition.input_file, 'numbers.txt');
  t.is(stored.data.definition.output_file, 'sum.txt');

  const learner = await ws.signedIn('learn');
  await learner.goto(`${ws.origin}/workspace/quiz/${index}`, { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=code-editor][data-ready=true]');
  t.is(
    await learner.$eval('[data-testid=problem-input-file]', (el) => el.textContent),
    '프로그램은 입력을 numbers.txt 파일에서 읽습니다 (표준 입력이 아님).',
  );
  t.is(
    await learner.$eval('[data-testid=problem-output-file]', (el) => el.textContent),
    '프로그램은 출력을 sum.txt 파일에 씁니다 (표준 출력은 채점하지 않음).',
  );

  // Printing to standard output is not what is graded.
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'WRONG_TESTCASES');
  await retypeLastLine(learner, "open('sum.txt', 'w').write(str(a + b) + '\\n')");
  // Run: the terminal's input becomes numbers.txt, and what the program wrote to sum.txt is shown.
  t.is(
    await learner.$eval('[data-testid=terminal] textarea', (el) => el.getAttribute('aria-label')),
    'numbers.txt 파일의 내용',
  );
  t.is(
    await learner.$eval('[data-testid=terminal-output]', (el) => el.textContent),
    '실행을 누르면 프로그램이 sum.txt 파일에 쓴 내용을 보여 줍니다.',
  );
  await learner.type('[data-testid=terminal] textarea', '20 22\n');
  await learner.click('[data-testid=action-run]');
  await learner.waitForFunction(
    () => /^42\n/.test(document.querySelector('[data-testid=terminal-output]')?.textContent ?? ''),
    { timeout: 60_000 },
  );
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await screenshot(learner, 'workspace-file-io-accepted');
});
