import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';

let app: TestCore;
let browser: Browser;
let examIndex: number;
let lectureSeq: number;
let quizIds: string[] = [];
const ids: Record<string, number> = {};
const problems: string[] = [];

test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  browser = await launchBrowser();
  const channelId = await app.createChannel({
    slug: 'school',
    name: '한빛고등학교',
    organizationType: 'high_school',
  });
  for (const [name, role] of [
    ['e2e_teacher', 'teacher'],
    ['e2e_watcher', 'teacher'],
    ['e2e_student', 'student'],
  ] as const) {
    ids[name] = await app.createUser({
      userId: name,
      name: { e2e_teacher: '최선생', e2e_watcher: '감독관', e2e_student: '정하준' }[name],
    });
    await app.addMember(channelId, ids[name], role);
  }
  const teacher = app.client({ host: 'school.localhost' });
  await teacher.login('e2e_teacher', testPassword);
  const a = await teacher.post('/api/assessment', {
    title: '정보 수행평가',
    description: '파이썬 두 문제',
    registerOpen: '2025-01-01',
    registerClose: '2035-01-01',
  });
  lectureSeq = a.body.data.lectureSeq;
  // The exam's questions are workspace quizzes in exam_mode (objective types: graded without the judge).
  const common = (title: string) => ({ title, contents: title, setting: { mode: 'exam_mode' } });
  const sa = await teacher.post('/api/workspace/quizzes', {
    type: 'short_answer',
    status: 1,
    common: common('수도'),
    definition: { answers: ['Seoul'] },
  });
  const tf = await teacher.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: common('참거짓'),
    definition: { answer: false },
  });
  quizIds = [String(sa.body.data.index), String(tf.body.data.index)];
  const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
    title: '1차 코딩 시험',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    devices: { webcam: 'required', screen: 'required', mobile: 'off' },
    quizzes: [
      { quizId: quizIds[0], title: '수도', score: 50 },
      { quizId: quizIds[1], title: '참거짓', score: 50 },
    ],
    examineeIds: [ids.e2e_student],
    supervisorIds: [ids.e2e_watcher],
  });
  examIndex = exam.body.data.index;
});

test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

const url = (path: string) => `http://school.localhost:${app.port}${path}`;

const login = (page: Page, userId: string) => signIn(page, url('/login'), userId);

const click = (page: Page, testId: string) =>
  page.waitForSelector(`[data-testid=${testId}]:not([disabled])`, { visible: true }).then((h) => h!.click());
const tileStatus = (page: Page, userId: number) =>
  page.$eval(`[data-testid=tile][data-user="${userId}"]`, (el) => el.getAttribute('data-status'));
const remaining = (page: Page) =>
  page.$eval('[data-testid=exam-timer]', (el) => Number(el.getAttribute('data-remaining')));

test('examinee passes the waiting room; the supervisor sees, pauses, resumes, extends and notifies; the examinee finishes', async (t) => {
  const student = await newPage(browser, problems);
  await login(student, 'e2e_student');
  // Webcam then screen: the device modal advances to the next unchecked device by itself.
  await passWaitingRoom(student, url(`/assessment/${lectureSeq}/x/exam/${examIndex}`), {
    screen: true,
    screenshotAs: 'assessment-waiting-room',
  });

  const supervisor = await newPage(browser, problems);
  await login(supervisor, 'e2e_watcher');
  await supervisor.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}/control-room`), {
    waitUntil: 'networkidle0',
  });
  await supervisor.waitForFunction(
    (id) =>
      document.querySelector(`[data-testid=tile][data-user="${id}"]`)?.getAttribute('data-status') ===
      'TAKING_EXAM',
    { timeout: 10_000 },
    ids.e2e_student,
  );
  t.is(await tileStatus(supervisor, ids.e2e_student), 'TAKING_EXAM');
  if (process.env.JANUS_WS_URL) {
    // The webcam reaches the supervisor's tile through Janus.
    await supervisor.waitForFunction(
      (id) =>
        ((document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement | null)?.videoWidth ??
          0) > 0,
      { timeout: 40_000 },
      ids.e2e_student,
    );
  }
  await screenshot(supervisor, 'assessment-control-room');

  // The question is the workspace's own player; its autosave goes through the exam gate.
  await student.waitForSelector('[data-testid=exam-quiz] input');
  await student.type('[data-testid=exam-quiz] input', 'Seoul');
  await student.waitForFunction(
    () => document.querySelector('[data-testid=save-state]')?.classList.contains('ws-save-saved'),
    { timeout: 5000 },
  );
  await click(student, 'action-submit');
  await screenshot(student, 'assessment-exam-quiz');

  // REVIEW: the total and each quiz's score (asked again until the submission is graded).
  await student.$$eval('.as-tabs [role=tab]', (tabs) => (tabs[2] as HTMLButtonElement).click());
  await student.waitForFunction(
    () => {
      (document.querySelector('[data-testid=scores] button') as HTMLButtonElement | null)?.click();
      return document.querySelector('[data-testid=scores-per-quiz]')?.textContent?.includes('50 / 50');
    },
    { polling: 500, timeout: 5000 },
  );
  t.deepEqual(
    await student.$$eval('[data-testid=scores-per-quiz] li', (items) => items.map((li) => li.textContent)),
    ['수도: 50 / 50', '참거짓: 아직 채점되지 않음 (만점 50)'],
  );
  await screenshot(student, 'assessment-scores');
  await student.$$eval('.as-tabs [role=tab]', (tabs) => (tabs[0] as HTMLButtonElement).click());

  // Pause → the pause screen, and saving is refused by the server.
  await click(supervisor, 'tile-pause');
  await click(supervisor, 'action-confirm');
  await waitForText(supervisor, '선택한 응시자의 화면을 일시 정지했습니다.');
  await student.waitForSelector('[data-testid=pause-screen]', { timeout: 2000 });
  await screenshot(student, 'assessment-paused');
  const refused = await student.evaluate(async (quiz) => {
    const csrf = document.cookie.match(/sd_csrf=([^;]+)/)?.[1] ?? '';
    const r = await fetch(`/api/workspace/quizzes/${quiz}/answer`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ version: 99, answer: { text: 'while paused' } }),
    });
    return { status: r.status, code: (await r.json()).err?.code };
  }, quizIds[0]);
  t.deepEqual(refused, { status: 403, code: 'paused' });

  // Resume, then extend by 5 minutes: the examinee's timer moves at once.
  await click(supervisor, 'open-resume');
  await click(supervisor, 'action-confirm');
  await student.waitForSelector('[data-testid=pause-screen]', { hidden: true, timeout: 2000 });
  const before = await remaining(student);
  await click(supervisor, 'open-extend');
  await supervisor.type('[data-testid=extend-minutes]', '5');
  await click(supervisor, 'action-confirm');
  await student.waitForFunction(
    (b) =>
      Number(document.querySelector('[data-testid=exam-timer]')!.getAttribute('data-remaining')) >
      b + 280_000,
    { timeout: 2000 },
    before,
  );
  t.true((await remaining(student)) - before > 280_000);

  // A notice, with its line break, appears at once.
  await click(supervisor, 'open-notice');
  await supervisor.type('[data-testid=notice-text]', '10분 남았습니다.\n답안을 저장하세요.');
  await click(supervisor, 'action-confirm');
  await student.waitForSelector('[data-testid=notice-contents]', { timeout: 2000 });
  t.is(
    await student.$eval('[data-testid=notice-contents]', (el) => el.innerHTML),
    '10분 남았습니다.<br>답안을 저장하세요.',
  );
  await screenshot(student, 'assessment-notice');
  await click(student, 'notice-close');

  // Finish → FINISHED_EXAM and an EXAM_FINISHED entry in the access history.
  await click(student, 'finish-exam');
  await click(student, 'finish-confirm');
  await student.waitForSelector('[data-testid=exam-finished]');
  await supervisor.waitForFunction(
    (id) =>
      document.querySelector(`[data-testid=tile][data-user="${id}"]`)?.getAttribute('data-status') ===
      'FINISHED_EXAM',
    { timeout: 2000 },
    ids.e2e_student,
  );
  // Toasts sit over the top-right toolbar for three seconds: click the button itself.
  await supervisor.$eval('[data-testid=history-toggle]', (el) => (el as HTMLButtonElement).click());
  await supervisor.waitForSelector('[data-testid=history-panel]');
  await screenshot(supervisor, 'assessment-history');
  await supervisor.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid=history-entry]')].some((e) =>
        e.textContent?.includes('EXAM_FINISHED'),
      ),
    { timeout: 5000 },
  );
  await screenshot(supervisor, 'assessment-finished');
  const answer = await app.core
    .db('workspace_answers')
    .where({ quiz_id: Number(quizIds[0]), user_id: ids.e2e_student })
    .first();
  t.deepEqual(answer.answer, { text: 'Seoul' }, 'the answer typed before the pause was saved');
  const scores = await student.evaluate(
    async (exam) => (await fetch(`/api/exam/${exam}/scores`)).json(),
    examIndex,
  );
  t.is(scores.data.totalScore, 50, 'the submitted right answer scores the exam points');
  t.deepEqual(problems, []);
});
