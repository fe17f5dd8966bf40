/**
 * The workspace against a real judge worker. API level: validation of the reference answer, a
 * wrong then a right submission with results streamed test by test, hidden tests kept from the
 * learner. In chromium: a teacher authors and validates a quiz; a learner fails a shown test,
 * fixes it and is accepted; typing survives a lost connection and a reload (IndexedDB journal)
 * and syncs when the connection is back; help requests go both ways.
 */
import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { startJudgeWorker } from '../../plugins/workspace/testing/judge-worker.ts';
import { outcomeAfter, retypeLastLine } from '../../plugins/workspace/testing/browser-steps.ts';
import { signIn } from './support/sign-in.ts';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';

let app: TestCore;
let worker: Awaited<ReturnType<typeof startJudgeWorker>>;
let browser: Browser;
const problems: string[] = [];
const host = 'judge-school.localhost';

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  worker = await startJudgeWorker();
  app = await startTestCore({ plugins: ['workspace'] });
  browser = await launchBrowser();
  const channel = await app.createChannel({ slug: 'judge-school' });
  for (const [name, role] of [
    ['teach', 'teacher'],
    ['alice', 'student'],
    ['e2e_teacher', 'teacher'],
    ['e2e_learner', 'student'],
  ] as const) {
    await app.addMember(channel, await app.createUser({ userId: name }), role);
  }
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
  await worker?.close();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const as = async (userId: string) => {
  const c = app.client({ host });
  await c.login(userId, testPassword);
  return c;
};

/** Collects realtime events of the caller's own topic until a result arrives. */
async function listen(c: Awaited<ReturnType<typeof as>>, userId: number) {
  const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, {
    headers: { host: `${host}:${app.port}`, cookie: `sd_sid=${c.cookie('sd_sid')}` },
  });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let done: (v: Record<string, unknown>) => void = () => {};
  const result = new Promise<Record<string, unknown>>((r) => {
    done = r;
  });
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.type !== 'event') return;
    events.push({ event: m.event, data: m.data });
    if (m.event === 'workspace.submission.result') done(m.data);
  });
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${userId}` }));
  await new Promise<void>((r) =>
    ws.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'subscribed') r();
    }),
  );
  return { events, result, close: () => ws.close() };
}

const definition = {
  language: ['python3'],
  source: { python3: [{ name: 'main.py', content: 'a, b = map(int, input().split())\n' }] },
  inputset: ['1 2\n', '5 5\n', '100 23\n'],
  outputset: ['3\n', '10\n', '123\n'],
  testcase_type: ['open', 'hidden', 'hidden'],
  answer_code: 'a, b = map(int, input().split())\nprint(a + b)\n',
  answer_language: 'python3',
};

test('teacher validates the reference answer, learner fails a shown test, fixes it and is accepted', async (t) => {
  const teach = await as('teach');
  const created = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 0,
    common: { title: '합' },
    definition,
  });
  const index = created.body.data.index;
  const me = (await teach.get('/api/auth/me')).body.userData.id;
  const teacherEvents = await listen(teach, me);
  const validation = await teach.post(`/api/workspace/quizzes/${index}/validate`);
  t.is(validation.status, 202);
  const validated = await teacherEvents.result;
  teacherEvents.close();
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is((validated.tests as { timeMs: number }[]).length, 3);
  t.is(
    (
      await teach.put(`/api/workspace/quizzes/${index}`, {
        type: 'programming',
        status: 1,
        common: { title: '합' },
        definition,
      })
    ).status,
    200,
  );

  const alice = await as('alice');
  const aliceId = (await alice.get('/api/auth/me')).body.userData.id;
  const answer = (code: string) => ({ language: 'python3', files: [{ name: 'main.py', content: code }] });
  const run = await alice.post(`/api/workspace/quizzes/${index}/run`, {
    answer: answer('print(input())'),
    stdin: 'hello\n',
  });
  t.is(run.body.data.stdout, 'hello\n');
  const wrong = 'a, b = map(int, input().split())\nprint(a - b)\n';
  const tested = await listen(alice, aliceId);
  await alice.post(`/api/workspace/quizzes/${index}/test`, { answer: answer(wrong) });
  const testResult = await tested.result;
  tested.close();
  t.is(testResult.outcome, 'WRONG');
  t.is((testResult.tests as { stdout: { text: string } }[])[0].stdout.text, '-1\n');

  const submitted = await listen(alice, aliceId);
  const sub = await alice.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: answer(definition.answer_code),
  });
  t.is(sub.status, 202);
  const final = await submitted.result;
  submitted.close();
  t.is(final.outcome, 'RIGHT');
  t.true(submitted.events.some((e) => e.event === 'workspace.submission.progress'));
  const history = JSON.stringify((await alice.get(`/api/workspace/quizzes/${index}/submissions`)).body);
  t.false(history.includes('100 23'), 'hidden inputs never reach the learner');
  t.false(history.includes('123\\n'), 'hidden outputs never reach the learner');
});

const pageUrl = (path: string) => `http://${host}:${app.port}${path}`;

const login = (page: Page, userId: string) => signIn(page, pageUrl('/login'), userId);

/** The text in the Monaco editor (its spaces are non-breaking in the DOM). */
const editorText = (page: Page) =>
  page.$eval('[data-testid=code-editor] .view-lines', (el) =>
    (el as HTMLElement).innerText.replace(/\u00a0/g, ' '),
  );

test('in chromium: a teacher authors and validates, a learner fails a shown test, fixes it, submits, keeps typing through a lost connection, asks for help', async (t) => {
  const teacher = await newPage(browser, problems);
  await login(teacher, 'e2e_teacher');
  await teacher.goto(pageUrl('/workspace'), { waitUntil: 'networkidle0' });
  await teacher.click('[data-testid=new-quiz]');
  await teacher.waitForSelector('[data-testid=code-quiz-editor]');
  await teacher.type('[data-testid=field-title]', '두 수의 차이');
  await teacher.type('[data-testid=field-contents]', '두 정수 `a`, `b`의 합을 출력하세요.\n\n```\n1 2\n```');
  await teacher.type('[data-testid=starter-code]', 'a, b = map(int, input().split())\n');
  const tests = [
    ['1 2\n', '3\n', true],
    ['5 5\n', '10\n', false],
    ['100 23\n', '123\n', false],
  ] as const;
  for (const [i, [input, output, shown]] of tests.entries()) {
    await teacher.click('[data-testid=tc-add]');
    await teacher.type(`[data-testid=tc-input-${i}]`, input);
    await teacher.type(`[data-testid=tc-output-${i}]`, output);
    const checked = await teacher.$eval(
      `[data-testid=tc-shown-${i}]`,
      (el) => (el as HTMLInputElement).checked,
    );
    if (checked !== shown) await teacher.click(`[data-testid=tc-shown-${i}]`);
  }
  await teacher.type('[data-testid=answer-code]', 'a, b = map(int, input().split())\nprint(a + b)\n');
  t.is(await outcomeAfter(teacher, '[data-testid=author-validate]', 'validation'), 'RIGHT');
  // The verdict can show a moment before the per-test list it arrives with is drawn,
  // and the panel may be drawn again once the quiz is marked validated: wait for the whole list.
  await teacher
    .waitForFunction(() => document.querySelectorAll('[data-testid=validation] .ws-tests li').length >= 3, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  const rows = await teacher.$$eval('[data-testid=validation] .ws-tests li', (els) =>
    els.map((e) => (e as HTMLElement).innerText),
  );
  t.is(rows.length, 3, 'each test of the reference answer is listed');
  t.true(
    rows.every((r) => /\d+ ms · \d+ MB/.test(r)),
    'with its time and memory',
  );
  await teacher.waitForFunction(() =>
    document.querySelector('[data-testid=validated]')?.classList.contains('ws-status-1'),
  );
  await teacher.click('[data-testid=author-publish]');
  await waitForText(teacher, '공개했습니다.');
  await screenshot(teacher, 'workspace-author-validated');
  const quizIndex = Number(/quiz\/(\d+)\/edit/.exec(teacher.url())![1]);

  const learner = await newPage(browser, problems);
  await login(learner, 'e2e_learner');
  await learner.goto(pageUrl(`/workspace/quiz/${quizIndex}`), { waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=code-editor][data-ready=true]');
  t.false((await learner.content()).includes('100 23'), 'hidden inputs never reach the page');
  await retypeLastLine(learner, 'print(a - b)');
  t.is(await outcomeAfter(learner, '[data-testid=action-test]'), 'WRONG');
  const failing = await learner.$eval(
    '[data-testid=result] li[data-verdict=WRONG_ANSWER]',
    (el) => (el as HTMLElement).innerText,
  );
  t.regex(failing, /#1/);
  t.regex(failing, /-1/, 'the learner sees their output of the failing shown test');
  await screenshot(learner, 'workspace-wrong');

  await retypeLastLine(learner, 'print(a + b)');
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await waitForText(learner, '정답입니다.');
  await learner.click('[data-testid=tab-history]');
  await learner.waitForSelector('[data-testid=history] li[data-outcome=RIGHT]');
  await screenshot(learner, 'workspace-accepted');

  // Typing while the connection is gone lands in the journal; the reload restores it.
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=save-state]')?.classList.contains('ws-save-saved'),
    { timeout: 10_000 },
  );
  await learner.setOfflineMode(true);
  await retypeLastLine(learner, 'print(a + b)  # offline');
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=save-state]')?.classList.contains('ws-save-offline'),
    { timeout: 10_000 },
  );
  const alice = app.client({ host });
  await alice.login('e2e_learner', testPassword);
  const saved = async () =>
    JSON.stringify((await alice.get(`/api/workspace/quizzes/${quizIndex}/answer`)).body.data.answer);
  t.false((await saved()).includes('# offline'), 'the server has not seen the offline typing');
  // Back online, but saves still fail until after the reload: what the page shows comes from IndexedDB.
  const refuseSaves = (r: HTTPRequest) =>
    r.method() === 'PUT' && r.url().endsWith('/answer') ? void r.abort() : void r.continue();
  await learner.setRequestInterception(true);
  learner.on('request', refuseSaves);
  await learner.setOfflineMode(false);
  await learner.reload({ waitUntil: 'networkidle0' });
  await learner.waitForSelector('[data-testid=code-editor][data-ready=true]');
  t.regex(await editorText(learner), /# offline/);
  t.false((await saved()).includes('# offline'));
  learner.off('request', refuseSaves);
  await learner.setRequestInterception(false);
  await learner.waitForFunction(
    () => document.querySelector('[data-testid=save-state]')?.classList.contains('ws-save-saved'),
    { timeout: 15_000 },
  );
  t.true((await saved()).includes('# offline'), 'the journal synced once the server was reachable');
  // Requests failed on purpose above (offline, refused saves); nothing else may have gone wrong.
  const expected = /net::ERR_(INTERNET_DISCONNECTED|FAILED)/;
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)));

  // Help: the learner asks with the code attached; the teacher answers with a correction comment.
  await learner.click('[data-testid=tab-help]');
  await learner.type('[data-testid=help-content]', '왜 주석이 있으면 안 되나요?');
  await learner.click('[data-testid=help-ask]');
  await waitForText(learner, '질문을 보냈습니다.');
  await teacher.goto(pageUrl('/workspace/help'), { waitUntil: 'networkidle0' });
  await waitForText(teacher, '왜 주석이 있으면 안 되나요?');
  t.regex(
    await teacher.$eval('[data-testid=help-screen]', (el) => (el as HTMLElement).innerText),
    /# offline/,
    'the code is attached',
  );
  await teacher.type('[data-testid=help-answer]', '주석은 괜찮아요. 출력만 맞으면 됩니다.');
  await teacher.click('[data-testid=help-send]');
  await waitForText(teacher, '해결됨');
  await screenshot(teacher, 'workspace-help-answered');
  await learner.reload({ waitUntil: 'networkidle0' });
  await learner.click('[data-testid=tab-help]');
  await learner.waitForSelector('[data-testid=help-comment]');
  t.regex(
    await learner.$eval('[data-testid=help-comment]', (el) => (el as HTMLElement).innerText),
    /출력만 맞으면/,
  );
});
