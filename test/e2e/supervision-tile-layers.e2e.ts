import test from 'ava';
import type { Page } from 'puppeteer-core';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { destroyExamRooms } from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';

// The exam page publishes its webcam in simulcast; a grid tile asks Janus for the low layer (24
// tiles stay smooth) and the focused view for the full one.

/** The width of the picture the examinee's webcam tile plays now. */
const tileWidth = (page: Page, userId: number) =>
  page.$eval(`[data-testid=tile-video-${userId}]`, (v) => (v as HTMLVideoElement).videoWidth);

test('a grid tile plays the low simulcast layer; focused, the same examinee plays at full resolution', async (t) => {
  if (!process.env.JANUS_HTTP_URL || !process.env.JANUS_WS_URL)
    return t.fail('JANUS_HTTP_URL and JANUS_WS_URL are required: the tiles subscribe through Janus');
  const app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  const browser = await launchBrowser();
  const problems: string[] = [];
  let examIndex = 0;
  try {
    const channelId = await app.createChannel({
      slug: 'school',
      name: '한빛고등학교',
      organizationType: 'high_school',
    });
    const ids: Record<string, number> = {};
    for (const [name, role, label] of [
      ['ly_teacher', 'teacher', '최선생'],
      ['ly_watcher', 'teacher', '감독관'],
      ['ly_student', 'student', '정하준'],
    ] as const) {
      ids[name] = await app.createUser({ userId: name, name: label });
      await app.addMember(channelId, ids[name], role);
    }
    // The media server is shared with other runs: an exam number of its own.
    await app.core.db.raw("select setval(pg_get_serial_sequence('assessment_exams', 'id'), ?)", [
      7_000_000 + (process.pid % 1_000_000) * 10,
    ]);
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('ly_teacher', testPassword);
    const lectureSeq = (
      await teacher.post('/api/assessment', {
        title: '정보 수행평가',
        description: '영상 화질',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    examIndex = (
      await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
        title: '화질 시험',
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        devices: { webcam: 'required', screen: 'off', mobile: 'off' },
        quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
        examineeIds: [ids.ly_student],
        supervisorIds: [ids.ly_watcher],
      })
    ).body.data.index as number;
    const url = (path: string) => `http://school.localhost:${app.port}${path}`;

    const student = await newPage(browser, problems);
    await signIn(student, url('/login'), 'ly_student');
    await passWaitingRoom(student, url(`/assessment/${lectureSeq}/x/exam/${examIndex}`));

    const supervisor = await newPage(browser, problems);
    await supervisor.setViewport({ width: 1280, height: 800 });
    await signIn(supervisor, url('/login'), 'ly_watcher');
    await supervisor.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}/control-room`), {
      waitUntil: 'networkidle0',
    });
    const userId = ids.ly_student;
    await supervisor.waitForFunction(
      (id) =>
        ((document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement | null)?.videoWidth ??
          0) > 0,
      { timeout: 60_000 },
      userId,
    );
    const inGrid = await tileWidth(supervisor, userId);
    t.true(inGrid < 640, `the grid plays a reduced layer of the 640-pixel webcam (${inGrid} px)`);
    await screenshot(supervisor, 'supervision-tile-layer-grid');

    // Focused: Janus switches the subscription to the top layer.
    await supervisor.click(`[data-testid=tile][data-user="${userId}"] [data-testid=tile-select]`);
    await supervisor.waitForSelector('[data-testid=focus-view]');
    await supervisor.waitForFunction(
      (id, w) =>
        ((
          document.querySelector(
            `[data-testid=focus-view] [data-testid=tile-video-${id}]`,
          ) as HTMLVideoElement | null
        )?.videoWidth ?? 0) > w,
      { timeout: 60_000, polling: 250 },
      userId,
      inGrid,
    );
    t.true((await tileWidth(supervisor, userId)) > inGrid, 'focused, a larger picture');
    await screenshot(supervisor, 'supervision-tile-layer-focused');

    // Back to the list: the low layer again.
    await supervisor.click('[data-testid=focus-back]');
    await supervisor.waitForFunction(
      (id, w) =>
        ((
          document.querySelector(
            `[data-testid=tile-grid] [data-testid=tile-video-${id}]`,
          ) as HTMLVideoElement | null
        )?.videoWidth ?? 0) === w,
      { timeout: 60_000, polling: 250 },
      userId,
      inGrid,
    );
    t.pass('the grid tile plays the low layer again');
    t.deepEqual(problems, []);
  } finally {
    await browser.close();
    if (examIndex) await destroyExamRooms(app.core.db, examIndex);
    await app.stop();
  }
});
