import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';
import { seriousViolations } from './support/axe.ts';

// The camera is fake and local; the exitTimer needs no media server, so none is used (no rooms left behind).
delete process.env.JANUS_HTTP_URL;
delete process.env.JANUS_WS_URL;

/** Keeps every camera stream the page opens, so the test can stop one as a camera that went away would. */
const captureStreams = () => {
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  const kept: MediaStream[] = [];
  (window as unknown as { examStreams: MediaStream[] }).examStreams = kept;
  navigator.mediaDevices.getUserMedia = async (c) => {
    const stream = await open(c);
    kept.push(stream);
    return stream;
  };
};
const stopWebcam = () =>
  (window as unknown as { examStreams: MediaStream[] }).examStreams.at(-1)!.getVideoTracks()[0].stop();

test('a webcam that stays off moves the examinee to the device step when the exitTimer runs out; one turned on again in time cancels it', async (t) => {
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
      ['dx_teacher', 'teacher', '최선생'],
      ['dx_watcher', 'teacher', '감독관'],
      ['dx_student', 'student', '정하준'],
    ] as const) {
      ids[name] = await app.createUser({ userId: name, name: label });
      await app.addMember(channelId, ids[name], role);
    }
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('dx_teacher', testPassword);
    const lectureSeq = (
      await teacher.post('/api/assessment', {
        title: '정보 수행평가',
        description: '장치 끊김',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
      title: '장치 시험',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      devices: { webcam: 'required', screen: 'off', mobile: 'off' },
      // A short grace (the default is 60 s) keeps the wait for the timer to run out short.
      deviceGraceSeconds: 20,
      quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
      examineeIds: [ids.dx_student],
      supervisorIds: [ids.dx_watcher],
    });
    const examIndex = exam.body.data.index as number;
    const url = (path: string) => `http://school.localhost:${app.port}${path}`;
    const member = () =>
      app.core
        .db('assessment_exam_members')
        .where({ exam_id: examIndex, user_id: ids.dx_student })
        .first('exam_status', 'will_exit_at', 'disconnected_devices');
    const history = () =>
      app.core
        .db('assessment_exam_history')
        .where({ exam_id: examIndex, user_id: ids.dx_student })
        .orderBy('id')
        .pluck('type');

    const student = await newPage(browser, problems);
    await student.evaluateOnNewDocument(captureStreams);
    await signIn(student, url('/login'), 'dx_student');
    await passWaitingRoom(student, url(`/assessment/${lectureSeq}/x/exam/${examIndex}`));
    const supervisor = await newPage(browser, problems);
    await signIn(supervisor, url('/login'), 'dx_watcher');
    await supervisor.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}/control-room`), {
      waitUntil: 'networkidle0',
    });
    await supervisor.waitForSelector(`[data-testid=tile][data-user="${ids.dx_student}"]`);

    // The camera goes away: the examinee sees which device and the countdown; so does the supervisor.
    await student.evaluate(stopWebcam);
    const banner = await student.waitForSelector('[data-testid=exit-timer]', { visible: true });
    t.regex(await banner!.evaluate((e) => (e as HTMLElement).innerText), /웹캠/);
    const left = Number(
      await student.$eval('[data-testid=exit-timer-countdown]', (e) => e.getAttribute('data-remaining')),
    );
    t.true(left > 0 && left <= 20_000, 'the grace period counts down');
    await supervisor.waitForSelector(
      `[data-testid=tile][data-user="${ids.dx_student}"] [data-testid=tile-exit-timer]`,
    );
    await screenshot(student, 'exam-device-lost-countdown');
    t.deepEqual(await seriousViolations(student), [], 'the countdown banner is accessible');
    await screenshot(supervisor, 'exam-device-lost-supervisor');

    // Turned on again in time: the countdown is gone and the examinee stays.
    await student.click('[data-testid=reconnect-webcam]');
    await student.waitForSelector('[data-testid=exit-timer]', { hidden: true });
    await supervisor.waitForSelector(
      `[data-testid=tile][data-user="${ids.dx_student}"] [data-testid=tile-exit-timer]`,
      { hidden: true },
    );
    await t.notThrowsAsync(async () => {
      for (let i = 0; i < 100 && (await member()).will_exit_at !== null; i++)
        await new Promise((r) => setTimeout(r, 100));
    });
    t.like(await member(), { exam_status: 'ENTERED', will_exit_at: null });

    // The supervisor keeps the access history open to see why the examinee leaves.
    await supervisor.click('[data-testid=history-toggle]');
    await supervisor.waitForSelector('[data-testid=history-panel]');

    // Off again and left off: when the time is up the examinee is at the device step, the leave recorded.
    await student.evaluate(stopWebcam);
    await student.waitForSelector('[data-testid=exit-timer-countdown]', { visible: true });
    await student.waitForSelector('[data-testid=devices-lost-return]', { visible: true, timeout: 60_000 });
    t.regex(
      await student.$eval('[data-testid=devices-lost-return]', (e) => (e as HTMLElement).innerText),
      /웹캠/,
    );
    t.truthy(
      await student.$('[data-testid=step-DEVICE_CHECK].is-current'),
      'the device step is the current one',
    );
    await screenshot(student, 'exam-device-lost-waiting-room');
    t.deepEqual(await history(), ['EXAM_ENTER', 'EXAM_LEAVE']);
    t.true((await member()).disconnected_devices.webcam, 'the webcam stays down until checked again');
    await supervisor.waitForSelector(
      `[data-testid=tile][data-user="${ids.dx_student}"] [data-testid=tile-exit-timer]`,
      { hidden: true },
    );
    const why = await supervisor.waitForSelector(
      '[data-testid=history-entry][data-type=EXAM_LEAVE] [data-testid=history-device-lost]',
    );
    t.regex(await why!.evaluate((e) => (e as HTMLElement).innerText), /웹캠/);
    await screenshot(supervisor, 'exam-device-lost-history');

    // The webcam checked again: back in the exam room, recorded as a re-entry, nothing down.
    await student.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
    await student
      .waitForSelector('[data-testid=device-test]:not([disabled])', { visible: true })
      .then((h) => h!.click());
    await student
      .waitForSelector('[data-testid=device-confirm]:not([disabled])', { visible: true })
      .then((h) => h!.click());
    await student
      .waitForSelector('[data-testid=devices-ok]:not([disabled])', { visible: true })
      .then((h) => h!.click());
    await student
      .waitForSelector('[data-testid=enter-exam]:not([disabled])', { visible: true })
      .then((h) => h!.click());
    await student.waitForSelector('[data-testid=exam-room]');
    t.deepEqual(await history(), ['EXAM_ENTER', 'EXAM_LEAVE', 'EXAM_REENTER']);
    await student.waitForFunction(() => !document.querySelector('[data-testid=exit-timer]'));
    for (let i = 0; i < 100 && (await member()).disconnected_devices.webcam; i++)
      await new Promise((r) => setTimeout(r, 100));
    t.like(await member(), { exam_status: 'ENTERED', disconnected_devices: { webcam: false } });
    t.deepEqual(problems, []);
  } finally {
    await browser.close();
    await app.stop();
  }
});
