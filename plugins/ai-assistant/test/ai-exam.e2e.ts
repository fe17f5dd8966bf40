/**
 * The AI exam in chromium (ko), against real core and the OpenAI fake: an ordinary exam's quiz
 * shows no assistant; once the exam is an AI exam the examinee asks under the quiz and the answer
 * streams in, with the exam's counter and the §1 environment events on the data layer; the
 * supervisor's control room shows the prompt live; the examinee report lists it in the prompt
 * history. axe-clean.
 */
import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { examFixture } from '@seodang/plugin-assessment/testing';
import { fakeAiConfig, startOpenAiFake, type FakeModelServer } from '../testing/index.ts';
import { assertWebBuilt, launchBrowser, newPage, screenshot } from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { passWaitingRoom } from '../../../test/e2e/support/exam-steps.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

let f: Awaited<ReturnType<typeof examFixture>>;
let fake: FakeModelServer;
let browser: Browser;
/** An ordinary exam of the same quiz, for examinee2. */
let ordinaryExam: number;
const problems: string[] = [];
const question = '반복문에서 합을 어떻게 구하나요?';

test.before(async () => {
  assertWebBuilt();
  fake = await startOpenAiFake();
  f = await examFixture({
    examinees: 2,
    plugins: ['lectures', 'workspace', 'ai-assistant'],
    config: { ai: fakeAiConfig(fake, { defaultUsageLimit: 5, retentionDays: 30, sufficiencyCheck: false }) },
    quizzes: async (teacher) => {
      const r = await teacher.post('/api/workspace/quizzes', {
        type: 'short_answer',
        status: 1,
        common: { title: '합', contents: '1부터 10까지의 합은?', setting: { mode: 'exam_mode' } },
        definition: { answers: ['55'] },
      });
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
      return [{ quizId: String(r.body.data.index), title: '합', score: 100 }];
    },
  });
  const on = await (await f.as('admin')).put('/api/channel/services/AI_ASSISTANT', { enabled: true });
  if (on.status !== 200) throw new Error(JSON.stringify(on.body));
  await makeAiExam();
  const exam = await f.app.core.db('assessment_exams').where({ id: f.examIndex }).first();
  const ordinary = await (
    await f.as('teacher')
  ).post(`/api/assessment/${f.lectureSeq}/exam`, {
    title: '일반 시험',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 3600_000).toISOString(),
    quizzes: exam.quizzes,
    examineeIds: [f.ids.examinee2],
    supervisorIds: [f.ids.watcher],
  });
  if (ordinary.status !== 201) throw new Error(JSON.stringify(ordinary.body));
  ordinaryExam = ordinary.body.data.index;
  browser = await launchBrowser();
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
  await fake?.close();
});

const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
const login = (page: Page, userId: string) => signIn(page, url('/login'), userId);

/** Turns the exam into an AI exam through Manage Assessment, as its owner. */
async function makeAiExam() {
  const exam = await f.app.core.db('assessment_exams').where({ id: f.examIndex }).first();
  const r = await (
    await f.as('teacher')
  ).put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, {
    title: exam.title,
    startAt: exam.start_at,
    endAt: exam.end_at,
    quizzes: exam.quizzes,
    examineeIds: [f.ids.examinee1, f.ids.examinee2],
    supervisorIds: [f.ids.watcher],
    aiExam: { enabled: true, guardrail: 'hints', usageLimit: 3 },
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
}

const examUrl = (exam: number) => url(`/assessment/${f.lectureSeq}/x/exam/${exam}`);

/**
 * The waiting room, with a short wait for its optional steps: the device modal opens by itself
 * here, so the step that would open it is skipped after 5 s rather than the default 30 s.
 */
async function enterExam(page: Page, exam: number) {
  page.setDefaultTimeout(5000);
  await passWaitingRoom(page, examUrl(exam), { screen: true });
  page.setDefaultTimeout(slowStep);
}

/** The wait for a step after the waiting room: generous, as a loaded machine can be slow. */
const slowStep = 60_000;

/** A page that waits as long as {@link slowStep} for elements and navigations. */
async function patientPage(): Promise<Page> {
  const page = await newPage(browser, problems);
  page.setDefaultTimeout(slowStep);
  page.setDefaultNavigationTimeout(slowStep);
  return page;
}

test('an examinee asks in an AI exam; the supervisor sees it live and the report keeps it', async (t) => {
  // An ordinary exam: one check, refused, and nothing rendered.
  t.log('an ordinary exam');
  const other = await patientPage();
  await login(other, 'examinee2');
  const aiRequests: string[] = [];
  other.on('request', (r) => {
    if (r.url().includes('/api/seodang-ai/')) aiRequests.push(new URL(r.url()).pathname);
  });
  await enterExam(other, ordinaryExam);
  await other.waitForSelector('[data-testid=exam-quiz] input');
  await other.waitForNetworkIdle({ idleTime: 300 });
  t.is(await other.$('[data-testid=ai-exam-panel]'), null);
  t.deepEqual(aiRequests, [`/api/seodang-ai/exams/${ordinaryExam}/assist`]);
  await other.close();

  t.log('the control room');
  const supervisor = await patientPage();
  await login(supervisor, 'watcher');
  await supervisor.goto(url(`/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/control-room`), {
    waitUntil: 'networkidle0',
  });
  await supervisor.waitForSelector('[data-testid=control-room]');

  t.log('the AI exam');
  const examinee = await patientPage();
  await login(examinee, 'examinee1');
  await enterExam(examinee, f.examIndex);
  await examinee.waitForSelector('[data-testid=ai-exam-panel]');
  t.is(await examinee.$eval('[data-testid=ai-exam-counter]', (e) => e.getAttribute('data-left')), '3');
  // Everything on the data layer: the shell sends no route_change in the exam room.
  const environment = () =>
    examinee.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
  t.like((await environment())[0], { event: 'screen_resolution', exam_index: f.examIndex });
  await examinee.type('[data-testid=ai-exam-prompt]', question);
  await examinee.click('[data-testid=ai-exam-send]');
  await examinee.waitForFunction(
    () => document.querySelector('[data-testid=ai-exam-turns] li')?.getAttribute('data-state') === 'done',
    { timeout: slowStep },
  );
  t.is(await examinee.$eval('[data-testid=ai-exam-counter]', (e) => e.getAttribute('data-left')), '2');
  // A copy in the answer is an environment event with the exam and the quiz.
  await examinee.$eval('[data-testid=ai-exam-answer]', (el) => {
    getSelection()?.selectAllChildren(el);
    document.execCommand('copy');
  });
  const events = await environment();
  t.deepEqual(
    events.map((e) => e.event),
    ['screen_resolution', 'copy'],
    'in an exam these are the only analytics events',
  );
  t.true(events.every((e) => e.exam_index === f.examIndex && typeof e.quiz_index === 'number'));
  await screenshot(examinee, 'ai-exam-panel');
  await assertWcagClean(t, examinee, 'the AI exam panel');
  // At phone width, in the dark theme: the panel fits the page.
  await examinee.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await examinee.setViewport({ width: 390, height: 844 });
  t.true(
    await examinee.$eval(
      '[data-testid=ai-exam-panel]',
      (el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth,
    ),
    'the panel fits 390 px',
  );
  await screenshot(examinee, 'ai-exam-panel-dark-390');
  await assertWcagClean(t, examinee, 'the AI exam panel at 390 px, dark');

  t.log('the prompt in the control room');
  // The control room heard it live.
  await supervisor.waitForFunction(
    (q) => document.querySelector('[data-testid=ai-room-prompts]')?.textContent?.includes(q),
    { timeout: slowStep },
    question,
  );
  await screenshot(supervisor, 'ai-exam-control-room');

  t.log('the report');
  // The examinee report's prompt history, on the timeline's clock.
  await supervisor.goto(
    url(`/assessment/${f.lectureSeq}/exam/exam/${f.examIndex}/report/${f.ids.examinee1}`),
    { waitUntil: 'networkidle0' },
  );
  await supervisor.waitForSelector('[data-testid=ai-report-prompts]');
  const entry = await supervisor.$eval(
    '[data-testid=ai-report-prompts]',
    (e) => (e as HTMLElement).innerText,
  );
  t.true(entry.includes('프롬프트 기록') && entry.includes(question), entry);
  t.regex(entry, /\+0:\d\d:\d\d/);
  await assertWcagClean(t, supervisor, 'the report with its prompt history');
  t.deepEqual(problems, []);
});
