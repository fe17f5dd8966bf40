import test from 'ava';
import type { Page } from 'puppeteer-core';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';

// The fake camera is local; leaving needs no media server.
delete process.env.JANUS_HTTP_URL;
delete process.env.JANUS_WS_URL;

test('the exam room has no site navigation, asks before leaving and finishing (naming unanswered questions); a closed tab reaches the control room and the timeline as a leave within seconds', async (t) => {
  const app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  const browser = await launchBrowser();
  try {
    const problems: string[] = [];
    const channelId = await app.createChannel({
      slug: 'school',
      name: '한빛고등학교',
      organizationType: 'high_school',
    });
    const ids: Record<string, number> = {};
    for (const [name, role, label] of [
      ['lv_teacher', 'teacher', '최선생'],
      ['lv_watcher', 'teacher', '감독관'],
      ['lv_student', 'student', '정하준'],
      ['lv_student2', 'student', 'Jiwoo Kang'],
    ] as const) {
      ids[name] = await app.createUser({ userId: name, name: label });
      await app.addMember(channelId, ids[name], role);
    }
    const client = async (userId: string) => {
      const c = app.client({ host: 'school.localhost' });
      await c.login(userId, testPassword);
      return c;
    };
    const teacher = await client('lv_teacher');
    const quiz = async (type: string, title: string, definition: object) => {
      const r = await teacher.post('/api/workspace/quizzes', {
        type,
        status: 1,
        common: { title, contents: '문제', setting: { mode: 'exam_mode' } },
        definition,
      });
      return { quizId: String(r.body.data.index), title, score: 50 };
    };
    const quizzes = [
      await quiz('multiple_choice', '자료형 고르기', { choices: ['list', 'tuple'], answers: [1], score: 1 }),
      await quiz('true_false', '참 거짓', { answer: false }),
    ];
    const lectureSeq = (
      await teacher.post('/api/assessment', {
        title: '정보 수행평가',
        description: '퇴장',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    const examIndex = (
      await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
        title: '퇴장 시험',
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        devices: { webcam: 'required', screen: 'off', mobile: 'off' },
        quizzes,
        examineeIds: [ids.lv_student, ids.lv_student2],
        supervisorIds: [ids.lv_watcher],
      })
    ).body.data.index as number;
    const url = (path: string) => `http://school.localhost:${app.port}${path}`;
    const examUrl = url(`/assessment/${lectureSeq}/x/exam/${examIndex}`);

    const student = await newPage(browser, problems);
    await signIn(student, url('/login'), 'lv_student');
    await passWaitingRoom(student, examUrl);
    t.is(await student.$('.sd-header'), null, 'no site header or menu in the exam room');
    t.is(await student.$('footer'), null, 'no footer');
    // Leaving by the browser (close, reload) asks: the page cancels beforeunload.
    t.true(
      await student.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))),
    );
    await screenshot(student, 'exam-room-ko-light-1280');

    // One answer handed in: finishing names the other question.
    const s = await client('lv_student');
    t.is(
      (await s.post(`/api/workspace/quizzes/${quizzes[0]!.quizId}/submit`, { answer: { selected: [1] } }))
        .status,
      201,
    );
    await student.click('[data-testid=finish-exam]');
    const count = await student.waitForSelector('[data-testid=finish-unanswered-count]');
    t.regex(await count!.evaluate((e) => (e as HTMLElement).innerText), /2문제 중 1문제/);
    t.deepEqual(
      await student.$$eval('[data-testid=finish-unanswered] li', (li) =>
        li.map((l) => (l as HTMLElement).innerText),
      ),
      ['2. 참 거짓'],
    );
    await screenshot(student, 'exam-finish-confirm-ko-light-1280');
    await student.click('[data-testid=finish-cancel]');
    await student.waitForSelector('[data-testid=finish-summary]', { hidden: true });

    const supervisor = await newPage(browser, problems);
    await signIn(supervisor, url('/login'), 'lv_watcher');
    await supervisor.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}/control-room`), {
      waitUntil: 'networkidle0',
    });
    const tile = `[data-testid=tile][data-user="${ids.lv_student}"]`;
    await supervisor.waitForSelector(
      `${tile}[data-status=TAKING_EXAM], ${tile}[data-status=TAKING_EXAM_BUT_VIDEO_UNAVAILABLE]`,
    );
    await supervisor.click('[data-testid=history-toggle]');
    await supervisor.waitForSelector('[data-testid=history-panel]');

    // The examinee closes the tab.
    const closedAt = Date.now();
    await student.close();
    await supervisor.waitForSelector(`${tile}[data-status=EXAM_BROWSER_LEAVED]`, { timeout: 10_000 });
    const seenMs = Date.now() - closedAt;
    t.true(seenMs < 10_000, `the control room shows the leave ${seenMs} ms after the tab closed`);
    await supervisor.waitForSelector('[data-testid=history-entry][data-type=EXAM_LEAVE]', { timeout: 5000 });
    t.log(`leave seen by the supervisor after ${seenMs} ms`);
    const history = await app.core
      .db('assessment_exam_history')
      .where({ exam_id: examIndex, user_id: ids.lv_student })
      .orderBy('id')
      .pluck('type');
    t.deepEqual(history, ['EXAM_ENTER', 'EXAM_LEAVE']);
    await screenshot(supervisor, 'exam-leave-control-room');

    // The timeline of the examinee's report lists the leave.
    await supervisor.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}/report/${ids.lv_student}`), {
      waitUntil: 'networkidle0',
    });
    await supervisor.waitForSelector('[data-testid=incident-timeline] [data-kind=EXAM_LEAVE]', {
      timeout: 10_000,
    });
    await screenshot(supervisor, 'exam-leave-report-timeline');

    // The room in English, dark, on a phone.
    const phone: Page = await newPage(browser, problems);
    await phone.setCookie({ name: 'sd_locale', value: 'en', url: url('/') });
    await phone.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await phone.setViewport({ width: 390, height: 844 });
    await signIn(phone, url('/login'), 'lv_student2');
    await passWaitingRoom(phone, examUrl);
    t.is(await phone.$('.sd-header'), null);
    await screenshot(phone, 'exam-room-en-dark-390');
    await phone.click('[data-testid=finish-exam]');
    const none = await phone.waitForSelector('[data-testid=finish-unanswered-count]');
    t.regex(await none!.evaluate((e) => (e as HTMLElement).innerText), /2 of 2/);
    await screenshot(phone, 'exam-finish-confirm-en-dark-390');
    t.deepEqual(problems, []);
  } finally {
    await browser.close();
    await app.stop();
  }
});
