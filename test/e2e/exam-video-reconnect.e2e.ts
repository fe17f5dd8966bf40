import test from 'ava';
import type { Page } from 'puppeteer-core';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { examRoomId, listPublishers, videoRoomRequest } from '../../plugins/assessment/server/services/janus.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { publishFakeCamera } from './support/janus-publisher.ts';
import { signIn } from './support/sign-in.ts';

const click = (page: Page, testId: string) => page.waitForSelector(`[data-testid=${testId}]:not([disabled])`, { visible: true }).then((h) => h!.click());

test('an examinee whose previous session still holds their webcam id gets it back: the supervisor sees their video', async (t) => {
  t.truthy(process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL, 'exam video needs the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)');
  const app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  const browser = await launchBrowser();
  const problems: string[] = [];
  let room = 0;
  try {
    const channelId = await app.createChannel({ slug: 'school', name: '한빛고등학교', organizationType: 'high_school' });
    const ids: Record<string, number> = {};
    for (const [name, role, label] of [['rc_teacher', 'teacher', '최선생'], ['rc_watcher', 'teacher', '감독관'], ['rc_student', 'student', '정하준']] as const) {
      ids[name] = await app.createUser({ userId: name, name: label });
      await app.addMember(channelId, ids[name], role);
    }
    // Janus rooms are numbered by exam and the media server is shared with other runs: a number of its own.
    await app.core.db.raw("select setval(pg_get_serial_sequence('assessment_exams', 'id'), ?)", [6_000_000 + (process.pid % 1_000_000) * 10]);
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('rc_teacher', testPassword);
    const lectureSeq = (await teacher.post('/api/assessment', { title: '정보 수행평가', description: '영상 재접속', registerOpen: '2025-01-01', registerClose: '2035-01-01' })).body.data.lectureSeq;
    const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
      title: '재접속 시험', startAt: new Date(Date.now() - 60_000).toISOString(), endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      devices: { webcam: 'required', screen: 'off', mobile: 'off' }, quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
      examineeIds: [ids.rc_student], supervisorIds: [ids.rc_watcher],
    });
    const examIndex = exam.body.data.index as number;
    room = examRoomId(examIndex);
    const url = (path: string) => `http://school.localhost:${app.port}${path}`;

    // The examinee's earlier page (reloaded a moment ago) is still in the room under their webcam id.
    const examinee = app.client({ host: 'school.localhost' });
    await examinee.login('rc_student', testPassword);
    const { feedIds } = (await examinee.get(`/api/peerConnection?examIndex=${examIndex}&userId=${ids.rc_student}`)).body;
    const stale = await browser.newPage();
    await stale.goto(url('/api/health'));
    await publishFakeCamera(stale, { wsUrl: process.env.JANUS_WS_URL!, room, display: 'previous page', id: feedIds.webcam });

    const student = await newPage(browser, problems);
    await signIn(student, url('/login'), 'rc_student');
    await student.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}`), { waitUntil: 'networkidle0' });
    await click(student, 'notice-ok');
    await click(student, 'devices-ok').catch(() => undefined);
    await student.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
    await click(student, 'device-test');
    await click(student, 'device-confirm');
    await student.waitForSelector('[data-testid=device-modal]', { hidden: true });
    await click(student, 'devices-ok');
    await click(student, 'agree');
    await click(student, 'enter-exam');
    await student.waitForSelector('[data-testid=exam-room]');

    // The exam page was refused the id, had core free it, and now publishes under it.
    const webcamHolder = async () => (await listPublishers(process.env.JANUS_HTTP_URL!, examIndex)).find((p) => p.id === feedIds.webcam)?.display;
    while ((await webcamHolder()) !== `${ids.rc_student}:webcam`) await new Promise((r) => setTimeout(r, 250));
    t.pass('the exam page holds the webcam id');

    const supervisor = await newPage(browser, problems);
    await signIn(supervisor, url('/login'), 'rc_watcher');
    await supervisor.goto(url(`/assessment/${lectureSeq}/x/exam/${examIndex}/control-room`), { waitUntil: 'networkidle0' });
    await supervisor.waitForFunction((id) => ((document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement | null)?.videoWidth ?? 0) > 0, { timeout: 60_000 }, ids.rc_student);
    await screenshot(supervisor, 'exam-video-reconnect-control-room');
    t.deepEqual(problems, []);
  } finally {
    await browser.close();
    const row = await app.core.db('assessment_recording_exams').first('room_secret');
    if (room) await videoRoomRequest(process.env.JANUS_HTTP_URL!, { request: 'destroy', room, secret: row?.room_secret }).catch(() => undefined);
    await app.stop();
  }
});
