// Fault in the browser: core SIGKILLed while two examinees type their answers in the exam room (a
// code question in Monaco, a short answer), restarted on the same port. Every answer the server
// acknowledged before the kill is in the database; what was typed while core was down waits in the
// browser's journal and arrives after the restart, so each final answer is exactly what was typed.
// The page says it is offline meanwhile and recovers without a reload.
import test from 'ava';
import type { ChildProcess } from 'node:child_process';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { startTestCore, testPassword, TestClient } from '@seodang/sdk/testing';
import { freePort, killProcess, startCoreProcess, waitFor } from '../integration/fault/processes.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';

// The camera is fake and local; nothing here needs the media server.
delete process.env.JANUS_HTTP_URL;
delete process.env.JANUS_WS_URL;

const plugins = ['community', 'workspace', 'assessment', 'supervision'];
const starter = 'a, b = map(int, input().split())\n';

/** The answers a page's saves were acknowledged with (200), by quiz index: the last one wins. */
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function followAcks(page: Page): Map<number, { version: number; answer: unknown }> {
  const acked = new Map<number, { version: number; answer: unknown }>();
  page.on('response', (r) => {
    const m = /\/api\/workspace\/quizzes\/(\d+)\/answer$/.exec(r.url());
    if (!m || r.request().method() !== 'PUT' || r.status() !== 200) return;
    const sent = JSON.parse(r.request().postData() ?? '{}') as { answer: unknown };
    void r
      .json()
      .then((body: { data: { version: number } }) => {
        const quiz = Number(m[1]);
        if ((acked.get(quiz)?.version ?? 0) < body.data.version)
          acked.set(quiz, { version: body.data.version, answer: sent.answer });
      })
      .catch(() => undefined);
  });
  return acked;
}

const saveState = (page: Page) =>
  page.$eval('[data-testid=save-state]', (el) => /ws-save-(\w+)/.exec(el.className)?.[1] ?? '');
const waitSaveState = (page: Page, state: string, timeout = 20_000) =>
  page.waitForFunction(
    (s) => document.querySelector('[data-testid=save-state]')?.classList.contains(`ws-save-${s}`),
    { timeout },
    state,
  );

test('core SIGKILLed while two examinees type: acknowledged answers kept, the journal brings the rest, no reload', async (t) => {
  const app = await startTestCore({ plugins });
  const browser = await launchBrowser();
  let core: ChildProcess | undefined;
  const began = Date.now();
  const mark = (what: string) => t.log(`${((Date.now() - began) / 1000).toFixed(1)} s: ${what}`);
  try {
    const problems: string[] = [];
    const channelId = await app.createChannel({ slug: 'school', name: '한빛고' });
    const ids: Record<string, number> = {};
    for (const [name, role] of [
      ['ck_teacher', 'teacher'],
      ['ck_coder', 'student'],
      ['ck_writer', 'student'],
    ] as const) {
      ids[name] = await app.createUser({ userId: name });
      await app.addMember(channelId, ids[name], role);
    }
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('ck_teacher', testPassword);
    const common = (title: string) => ({ title, contents: title, setting: { mode: 'exam_mode' } });
    // No reference answer: published without the judge.
    const code = await teacher.post('/api/workspace/quizzes', {
      type: 'programming',
      status: 1,
      common: common('합'),
      definition: {
        language: ['python3'],
        source: { python3: [{ name: 'main.py', content: starter }] },
        inputset: ['1 2\n'],
        outputset: ['3\n'],
        testcase_type: ['open'],
      },
    });
    const short = await teacher.post('/api/workspace/quizzes', {
      type: 'short_answer',
      status: 1,
      common: common('수도'),
      definition: { answers: ['Seoul'] },
    });
    t.is(code.status, 201, JSON.stringify(code.body));
    t.is(short.status, 201, JSON.stringify(short.body));
    const codeQuiz = code.body.data.index as number;
    const shortQuiz = short.body.data.index as number;
    const lectureSeq = (
      await teacher.post('/api/assessment', {
        title: '정보 평가',
        description: '장애',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
      title: '중간고사',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      devices: { webcam: 'required', screen: 'off', mobile: 'off' },
      quizzes: [
        { quizId: String(codeQuiz), title: '합', score: 50 },
        { quizId: String(shortQuiz), title: '수도', score: 50 },
      ],
      examineeIds: [ids.ck_coder, ids.ck_writer],
      supervisorIds: [],
    });
    t.is(exam.status, 201, JSON.stringify(exam.body));
    const examIndex = exam.body.data.index as number;

    // The examinees' browsers talk to a core in a child process; this process keeps the database.
    const port = await freePort();
    core = await startCoreProcess(app.core.config, port, plugins);
    mark('core process serving');
    const url = (path: string) => `http://school.localhost:${port}${path}`;
    const examUrl = url(`/assessment/${lectureSeq}/x/exam/${examIndex}`);
    const stored = async (userId: number, quiz: number) =>
      app.core.db('workspace_answers').where({ quiz_id: quiz, user_id: userId }).first('version', 'answer');

    const coder = await newPage(browser, problems);
    const writer = await newPage(browser, problems);
    await Promise.all(
      [
        [coder, 'ck_coder'],
        [writer, 'ck_writer'],
      ].map(async ([page, name]) => {
        await signIn(page as Page, url('/login'), name as string);
        await passWaitingRoom(page as Page, examUrl);
      }),
    );
    mark('both examinees in the exam room');
    const coderAcks = followAcks(coder);
    const writerAcks = followAcks(writer);

    // The coder is on the first quiz (Monaco); the writer opens the short answer.
    await coder.waitForSelector('[data-testid=code-editor][data-ready=true]');
    await coder.click('[data-testid=code-editor] .view-lines');
    await coder.keyboard.down('Control');
    await coder.keyboard.press('End');
    await coder.keyboard.up('Control');
    await (await writer.$$('[data-testid=quiz-tab]'))[1].click();
    await writer.waitForSelector(`[data-testid=exam-quiz][data-quiz-index="${shortQuiz}"] input`);
    await writer.click('[data-testid=exam-quiz] input');

    // Both type; a pause lets the autosave reach the server (acknowledged), then more typing.
    await coder.keyboard.type('total = a + b');
    await writer.keyboard.type('Seo');
    // "Saved" may still be the state from before typing (the autosave waits for a pause), and a
    // reply's body is read after the page has drawn it: wait for both acknowledgements themselves.
    const acked = () => !!(coderAcks.get(codeQuiz) && writerAcks.get(shortQuiz));
    for (let waited = 0; !acked() && waited < 20_000; waited += 100) await delay(100);
    t.true(acked(), 'saves acknowledged before the kill');
    await Promise.all([waitSaveState(coder, 'saved'), waitSaveState(writer, 'saved')]);
    for (const page of [coder, writer])
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // Mid-typing, core dies. The coder's next save is the worst moment: core stores it and dies
    // before replying (the save is sent on through another session of the coder, then core is
    // killed and the page's request is reset). The writer is typing without a pause meanwhile.
    const coderApi = new TestClient(`http://127.0.0.1:${port}`, { host: `school.localhost:${port}` });
    await coderApi.login('ck_coder', testPassword);
    let killed: Promise<void> | null = null;
    let ackedAtKill = { coder: coderAcks.get(codeQuiz)!, writer: writerAcks.get(shortQuiz)! };
    let storedUnanswered: unknown = null;
    const loseReply = (r: HTTPRequest) => {
      if (r.isInterceptResolutionHandled()) return;
      if (killed || r.method() !== 'PUT' || !r.url().endsWith(`/quizzes/${codeQuiz}/answer`))
        return void r.continue().catch(() => undefined);
      killed = (async () => {
        const body = JSON.parse(r.postData()!) as { version: number; answer: unknown };
        const reply = await coderApi.put(`/api/workspace/quizzes/${codeQuiz}/answer`, body);
        storedUnanswered = reply.status === 200 ? body.answer : null;
        ackedAtKill = { coder: coderAcks.get(codeQuiz)!, writer: writerAcks.get(shortQuiz)! };
        await killProcess(core!);
        mark('core killed');
        await r.abort('connectionreset');
      })();
    };
    const staleRefusals: number[] = [];
    coder.on('response', (r) => {
      if (
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/quizzes/${codeQuiz}/answer`) &&
        r.status() === 409
      )
        staleRefusals.push(Date.now());
    });
    await coder.setRequestInterception(true);
    coder.on('request', loseReply);
    const coderTail = '  # sum of both numbers';
    const coderMore = ' then print it';
    // Long enough that the writer is still typing when core dies (about 3 s in).
    const writerTail = 'ul is the capital city of the Republic';
    const typing = writer.keyboard.type(writerTail, { delay: 150 });
    await coder.keyboard.type(coderTail, { delay: 60 });
    // The pause lets the autosave fire: that save is the one stored without a reply.
    await waitFor('core to be killed', () => killed !== null, 10_000);
    await killed;
    await coder.keyboard.type(coderMore, { delay: 60 });
    await typing;
    coder.off('request', loseReply);
    await coder.setRequestInterception(false);
    t.truthy(storedUnanswered, 'core stored the save it never replied to');
    // Both pages say their answer is not saved, and keep what was typed.
    await Promise.all([waitSaveState(coder, 'offline'), waitSaveState(writer, 'offline')]);
    // More typing while core is away: only the journal has it.
    await coder.keyboard.type(' twice');
    await writer.keyboard.type(' of Korea');
    await new Promise((r) => setTimeout(r, 1500));
    t.is(await saveState(coder), 'offline');
    t.is(await saveState(writer), 'offline');
    await screenshot(coder, 'exam-core-killed-offline');

    // Every answer acknowledged before the kill is stored (at its version or a later one).
    const coderStored = await stored(ids.ck_coder, codeQuiz);
    const writerStored = await stored(ids.ck_writer, shortQuiz);
    t.true(coderStored.version >= ackedAtKill.coder.version);
    t.true(writerStored.version >= ackedAtKill.writer.version);
    t.deepEqual(coderStored, { version: ackedAtKill.coder.version + 1, answer: storedUnanswered });
    if (writerStored.version === ackedAtKill.writer.version)
      t.deepEqual(writerStored.answer, ackedAtKill.writer.answer);
    t.log(
      `acknowledged before the kill: code v${ackedAtKill.coder.version}, short answer v${ackedAtKill.writer.version}`,
    );

    // Core again on the same port: the journals sync by themselves, without a reload.
    core = await startCoreProcess(app.core.config, port, plugins);
    mark('core restarted');
    await Promise.all([waitSaveState(coder, 'saved'), waitSaveState(writer, 'saved')]);
    mark('both journals synced');
    const coderTyped = `${starter}total = a + b${coderTail}${coderMore} twice`;
    const writerTyped = `Seo${writerTail} of Korea`;
    await waitFor('the code to be stored', async () => {
      const a = (await stored(ids.ck_coder, codeQuiz)).answer as { files: { content: string }[] };
      return a.files[0].content === coderTyped;
    });
    t.like((await stored(ids.ck_coder, codeQuiz)).answer, {
      language: 'python3',
      files: [{ name: 'main.py', content: coderTyped }],
    });
    t.deepEqual((await stored(ids.ck_writer, shortQuiz)).answer, { text: writerTyped });
    t.is(staleRefusals.length, 1, "the coder's first save after the restart met its own lost save once");
    for (const page of [coder, writer])
      t.true(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true),
        'the page was not reloaded',
      );
    await screenshot(coder, 'exam-core-killed-recovered');
    await screenshot(writer, 'exam-core-killed-recovered-short');

    // The exam goes on against the new core.
    await writer.keyboard.type('!');
    await waitFor('the next save', async () => {
      const a = (await stored(ids.ck_writer, shortQuiz)).answer as { text: string };
      return a.text === `${writerTyped}!`;
    });

    // Requests and the socket failed while core was down, and the coder's next save after it was
    // refused as stale (409) before the page recognised its lost save; nothing else may have gone wrong.
    const expected =
      /net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|FAILED)|WebSocket connection to|status of (409|503)/;
    t.deepEqual(
      problems.filter((p) => !expected.test(p)),
      [],
    );
  } finally {
    if (core) await killProcess(core);
    await browser.close();
    await app.stop();
  }
});
