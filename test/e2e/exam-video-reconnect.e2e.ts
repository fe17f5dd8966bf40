import test from 'ava';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { testRooms, destroyExamRooms } from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { publishFakeCamera } from './support/janus-publisher.ts';
import { signIn } from './support/sign-in.ts';
import { startJanus, type RunningJanus } from '../../scripts/services/janus.ts';

interface Setting {
  app: TestCore;
  browser: Browser;
  ids: Record<string, number>;
  lectureSeq: number;
  examIndex: number;
  url(path: string): string;
}

/** A core, a browser and a running webcam exam with a number of its own (`offset` tells this file's exams apart). */
async function examWithVideo(offset: number, run: (s: Setting) => Promise<void>) {
  const app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  const browser = await launchBrowser();
  let examIndex = 0;
  try {
    const channelId = await app.createChannel({
      slug: 'school',
      name: '한빛고등학교',
      organizationType: 'high_school',
    });
    const ids: Record<string, number> = {};
    for (const [name, role, label] of [
      ['rc_teacher', 'teacher', '최선생'],
      ['rc_watcher', 'teacher', '감독관'],
      ['rc_student', 'student', '정하준'],
    ] as const) {
      ids[name] = await app.createUser({ userId: name, name: label });
      await app.addMember(channelId, ids[name], role);
    }
    // The media server is shared with other runs: an exam number of its own.
    await app.core.db.raw("select setval(pg_get_serial_sequence('assessment_exams', 'id'), ?)", [
      6_000_000 + (process.pid % 1_000_000) * 10 + offset,
    ]);
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('rc_teacher', testPassword);
    const lectureSeq = (
      await teacher.post('/api/assessment', {
        title: '정보 수행평가',
        description: '영상 재접속',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
      title: '재접속 시험',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      devices: { webcam: 'required', screen: 'off', mobile: 'off' },
      quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
      examineeIds: [ids.rc_student],
      supervisorIds: [ids.rc_watcher],
    });
    examIndex = exam.body.data.index as number;
    await run({
      app,
      browser,
      ids,
      lectureSeq,
      examIndex,
      url: (path) => `http://school.localhost:${app.port}${path}`,
    });
  } finally {
    await browser.close();
    if (examIndex) await destroyExamRooms(app.core.db, examIndex);
    await app.stop();
  }
}

/** A page that can publish a fake camera (any page of the app's origin will do). */
async function publisherPage(s: Setting) {
  const page = await s.browser.newPage();
  await page.goto(s.url('/api/health'));
  return page;
}

/** The supervisor's control room, once the examinee's tile shows a picture. */
async function watchingSupervisor(s: Setting, problems: string[]) {
  const supervisor = await newPage(s.browser, problems);
  await signIn(supervisor, s.url('/login'), 'rc_watcher');
  await supervisor.goto(s.url(`/assessment/${s.lectureSeq}/x/exam/${s.examIndex}/control-room`), {
    waitUntil: 'networkidle0',
  });
  await supervisor.waitForFunction(
    (id) =>
      ((document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement | null)?.videoWidth ??
        0) > 0,
    { timeout: 60_000 },
    s.ids.rc_student,
  );
  return supervisor;
}

/** Remembers the stream the tile shows now (Janus names its tracks by position, so ids repeat across subscriptions). */
const rememberTileStream = (page: Page, userId: number) =>
  page.$eval(`[data-testid=tile-video-${userId}]`, (v) => {
    (window as unknown as { seenStream: unknown }).seenStream = (v as HTMLVideoElement).srcObject;
  });

/** Waits until the tile has shown `more` frames beyond the ones it had shown when called. */
async function framesAdvance(page: Page, userId: number, more: number) {
  const shown = () =>
    page.$eval(
      `[data-testid=tile-video-${userId}]`,
      (v) => (v as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames,
    );
  await page.waitForFunction(
    (id, least) =>
      (document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement).getVideoPlaybackQuality()
        .totalVideoFrames >= least,
    { timeout: 60_000, polling: 250 },
    userId,
    (await shown()) + more,
  );
}

test.serial(
  'an examinee whose previous session still holds their webcam id gets it back: the supervisor sees their video',
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'exam video needs the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    await examWithVideo(0, async (s) => {
      const problems: string[] = [];
      // The examinee's earlier page (reloaded a moment ago) is still in the room under their webcam id.
      const examinee = s.app.client({ host: 'school.localhost' });
      await examinee.login('rc_student', testPassword);
      const { feedIds, janus } = (
        await examinee.get(`/api/peerConnection?examIndex=${s.examIndex}&userId=${s.ids.rc_student}`)
      ).body;
      await publishFakeCamera(await publisherPage(s), {
        ...janus,
        display: 'previous page',
        id: feedIds.webcam,
      });

      const student = await newPage(s.browser, problems);
      await signIn(student, s.url('/login'), 'rc_student');
      await passWaitingRoom(student, s.url(`/assessment/${s.lectureSeq}/x/exam/${s.examIndex}`));

      // The exam page was refused the id, had core free it, and now publishes under it.
      const webcamHolder = async () =>
        (await testRooms().listPublishers(janus.room)).find((p) => p.id === feedIds.webcam)?.display;
      while ((await webcamHolder()) !== 'webcam') await new Promise((r) => setTimeout(r, 250));
      t.pass('the exam page holds the webcam id');

      const supervisor = await watchingSupervisor(s, problems);
      await screenshot(supervisor, 'exam-video-reconnect-control-room');
      t.deepEqual(problems, []);
    });
  },
);

test.serial(
  'a supervisor watching an examinee keeps seeing them when their browser comes back under the same publisher id',
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'exam video needs the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    await examWithVideo(1, async (s) => {
      const problems: string[] = [];
      const examinee = s.app.client({ host: 'school.localhost' });
      await examinee.login('rc_student', testPassword);
      const { feedIds, janus } = (
        await examinee.get(`/api/peerConnection?examIndex=${s.examIndex}&userId=${s.ids.rc_student}`)
      ).body;
      const display = 'webcam';
      await publishFakeCamera(await publisherPage(s), { ...janus, display, id: feedIds.webcam });

      const supervisor = await watchingSupervisor(s, problems);
      await framesAdvance(supervisor, s.ids.rc_student, 10);
      await rememberTileStream(supervisor, s.ids.rc_student);

      // The browser comes back: core kicks the old session, the new one publishes under the same id.
      t.deepEqual(
        (
          await examinee.post(`/api/peerConnection/examIndex/${s.examIndex}/release-feed`, {
            deviceType: 'webcam',
          })
        ).body,
        { result: true, released: true },
      );
      t.is(
        await publishFakeCamera(await publisherPage(s), { ...janus, display, id: feedIds.webcam }),
        feedIds.webcam,
      );

      // The tile subscribed to the new feed by itself, and its picture moves again.
      await supervisor.waitForFunction(
        (id) => {
          const stream = (document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement)
            .srcObject as MediaStream | null;
          return (
            !!stream &&
            stream !== (window as unknown as { seenStream: unknown }).seenStream &&
            stream.getVideoTracks()[0]?.readyState === 'live'
          );
        },
        { timeout: 90_000, polling: 250 },
        s.ids.rc_student,
      );
      await framesAdvance(supervisor, s.ids.rc_student, 10);
      await screenshot(supervisor, 'exam-video-reconnect-resubscribed');
      t.deepEqual(problems, []);
    });
  },
);

test.serial(
  "after the media server restarts, the exam page publishes again into its room made anew and the supervisor's tile plays again",
  async (t) => {
    // A Janus of this test's own (configured as npm start does), so restarting it disturbs nobody.
    const home = await mkdtemp(join(tmpdir(), 'seodang-janus-restart-'));
    const shared = { ...process.env };
    let janus = await startJanus('test', { home });
    const useJanus = (j: RunningJanus) =>
      Object.assign(process.env, {
        JANUS_HTTP_URL: j.httpUrl,
        JANUS_WS_URL: j.wsUrl,
        JANUS_TOKEN_SECRET: j.tokenSecret,
        JANUS_ADMIN_KEY: j.adminKey,
      });
    useJanus(janus);
    try {
      await examWithVideo(2, async (s) => {
        const problems: string[] = [];
        const student = await newPage(s.browser, problems);
        await signIn(student, s.url('/login'), 'rc_student');
        await passWaitingRoom(student, s.url(`/assessment/${s.lectureSeq}/x/exam/${s.examIndex}`));
        const supervisor = await watchingSupervisor(s, problems);
        await framesAdvance(supervisor, s.ids.rc_student, 10);
        await rememberTileStream(supervisor, s.ids.rc_student);

        // Janus goes away with every room and session, and comes back on the same ports and secrets.
        const { httpUrl } = janus;
        await janus.process.stop('SIGTERM');
        janus = await startJanus('test', { home });
        t.is(janus.httpUrl, httpUrl, 'the same address');
        useJanus(janus);

        await supervisor.waitForFunction(
          (id) => {
            const stream = (document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement)
              .srcObject as MediaStream | null;
            return (
              !!stream &&
              stream !== (window as unknown as { seenStream: unknown }).seenStream &&
              stream.getVideoTracks()[0]?.readyState === 'live'
            );
          },
          { timeout: 120_000, polling: 500 },
          s.ids.rc_student,
        );
        await framesAdvance(supervisor, s.ids.rc_student, 10);
        await screenshot(supervisor, 'exam-video-janus-restarted');
        t.deepEqual(problems, []);
      });
    } finally {
      await janus.process.stop('SIGTERM');
      for (const key of ['JANUS_HTTP_URL', 'JANUS_WS_URL', 'JANUS_TOKEN_SECRET', 'JANUS_ADMIN_KEY']) {
        if (shared[key] === undefined) delete process.env[key];
        else process.env[key] = shared[key];
      }
      await rm(home, { recursive: true, force: true });
    }
  },
);
