import test from 'ava';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLogger } from '@seodang/core';
import { mediaRef } from '@seodang/sdk';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import {
  adminKeyField,
  coreRoomSecret,
  destroyExamRooms,
  examineeRoom,
  testRooms,
  videoRoomRequest,
} from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { examineeRoomOf } from '../../plugins/assessment/server/recordings/feed-ids.ts';
import { createRecorder } from '../../plugins/assessment/server/recordings/recorder.ts';
import { assessmentFiles } from '../../plugins/assessment/server/services/files.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import {
  examOfItsOwn,
  publishFakeCamera,
  publisherRequest,
  stopPublishing,
} from '../e2e/support/janus-publisher.ts';

// Raw Janus files and finished objects in folders of this run; the core's own recorder passes
// once at start and then waits, so the test drives the passes itself and can stage a crash.
process.env.SEODANG_JANUS_RECORDINGS_DIR = await mkdtemp(join(tmpdir(), 'seodang-janus-rec-'));
process.env.SEODANG_FILES_DIR = await mkdtemp(join(tmpdir(), 'seodang-files-'));
process.env.SEODANG_RECORDING_SCAN_MS = String(24 * 3600_000);

const run = promisify(execFile);

type Recording = {
  id: number;
  kind: string;
  device: string;
  state: string;
  url: string | null;
  size: number;
  contentType: string;
  startedAt: string;
};

test.serial(
  "a published camera and microphone become one playable WebM (VP8 + Opus), served in byte ranges to the exam's supervisors only; a crashed conversion is retried",
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'recordings need the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    const fixture = await examFixture({ examinees: 2 });
    const f = { ...fixture, examIndex: await examOfItsOwn(fixture, 1) };
    const browser = await launchBrowser();
    try {
      const db = f.app.core.db;
      const recorder = createRecorder({
        db,
        log: createLogger('silent'),
        storage: assessmentFiles(f.app.core),
        files: f.app.core.service(mediaRef).recordings,
        roomsOf: async () => testRooms(),
        settleMs: 500,
      });
      const sup = await f.as('watcher');
      const examinee = await f.as('examinee1');
      t.is(
        (await examinee.post(`/api/peerConnection/examIndex/${f.examIndex}/media-files`)).status,
        403,
        'examinees cannot start recording',
      );
      t.is((await sup.post(`/api/peerConnection/examIndex/${f.examIndex}/media-files`)).body.recording, true);

      // Real WebRTC from chromium's fake camera and microphone, as examinee1's webcam under the id core allocated.
      const { feedIds, janus } = (
        await examinee.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`)
      ).body;
      const page = await browser.newPage();
      await page.goto(`${f.app.url}/api/health`);
      await publishFakeCamera(page, { ...janus, display: 'webcam', id: feedIds.webcam });
      await recorder.tick();
      const list = `/api/exam/${f.examIndex}/report/${f.ids.examinee1}/recordings`;
      const during = (await sup.get(list)).body.data as Recording[];
      t.deepEqual(
        during.map((r) => r.state).sort(),
        ['recording', 'recording'],
        'audio and video are being recorded; nothing is served yet',
      );
      t.true(during.every((r) => r.url === null));
      await new Promise((r) => setTimeout(r, 3000));
      await stopPublishing(page);
      await new Promise((r) => setTimeout(r, 800));

      // A core instance died while converting the video: its lease runs out and the next pass redoes it.
      const rows = await db('assessment_recordings').where({ exam_id: f.examIndex }).orderBy('id');
      const video = rows.find((r) => r.kind === 'video')!;
      await db('assessment_recordings')
        .where({ id: video.id })
        .update({ state: 'converting', attempts: 1, claimed_at: new Date(Date.now() - 3600_000) });
      await recorder.tick();
      const ready = (await sup.get(list)).body.data as Recording[];
      t.deepEqual(
        ready.map((r) => `${r.device}:${r.kind}:${r.state}`),
        ['webcam:video:ready'],
        "one file for the device's session",
      );
      t.is(
        (await db('assessment_recordings').where({ exam_id: f.examIndex, kind: 'audio' }).first()).state,
        'merged',
      );
      t.is(
        (await db('assessment_recordings').where({ id: video.id }).first()).attempts,
        2,
        'claimed once more after the lease',
      );
      t.deepEqual(
        await readdir(join(process.env.SEODANG_JANUS_RECORDINGS_DIR!, `exam-${f.examIndex}`)),
        [],
        'raw files go once their objects are ready',
      );
      const webm = ready.find((r) => r.kind === 'video')!;
      t.is(webm.contentType, 'video/webm');
      t.false(Number.isNaN(Date.parse(webm.startedAt)));

      // The whole file, then byte ranges as a <video> element asks for them.
      const whole = await sup.request('GET', webm.url!);
      t.is(whole.status, 200);
      t.is(whole.headers.get('accept-ranges'), 'bytes');
      const bytes = Buffer.from(await whole.arrayBuffer());
      t.is(bytes.length, webm.size);
      t.is(bytes.subarray(0, 4).toString('hex'), '1a45dfa3', 'an EBML (WebM) file');
      const head = await sup.request('GET', webm.url!, undefined, { range: 'bytes=0-99' });
      t.is(head.status, 206);
      t.is(head.headers.get('content-range'), `bytes 0-99/${webm.size}`);
      t.deepEqual(Buffer.from(await head.arrayBuffer()), bytes.subarray(0, 100));
      const tail = await sup.request('GET', webm.url!, undefined, { range: 'bytes=-16' });
      t.deepEqual(Buffer.from(await tail.arrayBuffer()), bytes.subarray(bytes.length - 16));
      const outside = await sup.request('GET', webm.url!, undefined, { range: `bytes=${webm.size}-` });
      t.is(outside.status, 416);
      t.is(outside.headers.get('content-range'), `bytes */${webm.size}`);
      t.is(((await outside.json()) as { err: { code: string } }).err.code, 'range_not_satisfiable');
      // Both streams in the one file, the microphone starting with the picture.
      const file = join(await mkdtemp(join(tmpdir(), 'seodang-probe-')), 'probe.webm');
      await writeFile(file, bytes);
      const probe = JSON.parse(
        (await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file])).stdout,
      ) as { streams: { codec_name: string; start_time: string }[] };
      t.deepEqual(probe.streams.map((s) => s.codec_name).sort(), ['opus', 'vp8']);
      const [first, second] = probe.streams.map((s) => Number(s.start_time));
      t.true(Math.abs(first - second) < 1, `streams start together (${first}, ${second})`);

      // Nobody else: the examinee themself, another examinee, a teacher of the channel, and the
      // supervisor of another exam (also through their own exam's path).
      const teacher = await f.as('teacher');
      const other = await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
        title: '2차 시험',
        startAt: new Date().toISOString(),
        endAt: new Date(Date.now() + 3600_000).toISOString(),
        quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
        examineeIds: [f.ids.examinee2],
        supervisorIds: [f.ids.other_teacher],
      });
      const otherSupervisor = await f.as('other_teacher', 'en');
      t.is(
        (await otherSupervisor.get(`/api/exam/${other.body.data.index}/report/${f.ids.examinee2}/recordings`))
          .status,
        200,
        'they do supervise their own exam',
      );
      for (const who of [examinee, await f.as('examinee2'), await f.as('student_member'), otherSupervisor]) {
        t.is((await who.get(list)).status, 403);
        t.is((await who.request('GET', webm.url!)).status, 403);
      }
      t.is((await otherSupervisor.get(list)).body.err.message, 'You are not a supervisor of this exam.');
      const viaOwnExam = webm.url!.replace(
        `/exam/${f.examIndex}/report/${f.ids.examinee1}/`,
        `/exam/${other.body.data.index}/report/${f.ids.examinee1}/`,
      );
      t.is(
        (await otherSupervisor.request('GET', viaOwnExam)).status,
        404,
        'a recording belongs to its own exam',
      );
      t.is(
        (await sup.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee2}/recordings`)).body.data.length,
        0,
        'examinee2 published nothing',
      );

      // A broken source is retried with a pause and never served half-made.
      const recDir = join(process.env.SEODANG_JANUS_RECORDINGS_DIR!, `exam-${f.examIndex}`);
      const broken = `videoroom-${(await examineeRoom(db, f.examIndex, f.ids.examinee2)).room}-user-42-1-video-1.mjr`;
      await writeFile(join(recDir, broken), 'not a recording');
      await db('assessment_recording_publishers').insert({
        exam_id: f.examIndex,
        publisher_id: '42',
        user_id: f.ids.examinee2,
        device: 'screen',
      });
      await new Promise((r) => setTimeout(r, 600));
      await recorder.tick();
      await recorder.tick();
      const bad = await db('assessment_recordings')
        .where({ exam_id: f.examIndex, source_name: broken })
        .first();
      t.is(bad.state, 'pending');
      t.is(bad.attempts, 1, 'the retry waits for its pause');
      t.truthy(bad.error);
      const shown = (await sup.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee2}/recordings`)).body
        .data as Recording[];
      t.deepEqual(
        shown.map((r) => [r.state, r.url]),
        [['pending', null]],
      );
      t.is(
        (await sup.request('GET', `/api/exam/${f.examIndex}/report/${f.ids.examinee2}/recordings/${bad.id}`))
          .status,
        404,
      );
      await copyFile(join(recDir, broken), join(recDir, `${broken}.copy`)); // not a Janus name: ignored
      await recorder.tick();
      t.is(
        await db('assessment_recordings')
          .where({ exam_id: f.examIndex })
          .count('* as n')
          .first()
          .then((r) => Number(r!.n)),
        3,
      );
    } finally {
      await browser.close();
      await destroyExamRooms(f.app.core.db, f.examIndex);
      await f.app.stop();
    }
  },
);

test.serial(
  'recording starts in a room examinees already joined, cannot be switched off by a publisher, and survives the media server losing the room',
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'recordings need the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    const f = await examFixture({ examinees: 1 });
    const browser = await launchBrowser();
    const janus = process.env.JANUS_HTTP_URL!;
    try {
      const examIndex = await examOfItsOwn(f, 2);
      const dir = join(process.env.SEODANG_JANUS_RECORDINGS_DIR!, `exam-${examIndex}`);
      // The exam's secret was picked, but the examinee's room was made without recording.
      const secret = 'an-earlier-exam-secret';
      await f.app.core
        .db('assessment_recording_exams')
        .insert({ exam_id: examIndex, rec_dir: dir, room_secret: secret });
      const { room, pin } = examineeRoomOf(secret, f.ids.examinee1);
      const locked = coreRoomSecret(room);
      const videoFiles = async () =>
        (await readdir(dir).catch(() => [] as string[])).filter((n) => /-video-\d+\.mjr$/.test(n));
      const sizeOf = async (name: string) => (await stat(join(dir, name))).size;
      const examinee = await f.as('examinee1');
      const sup = await f.as('watcher');
      const page = await browser.newPage();
      await page.goto(`${f.app.url}/api/health`);
      // A room made before recording was asked for, with a publisher in it: the next meeting info records it.
      await videoRoomRequest(janus, {
        request: 'create',
        room,
        pin,
        secret: locked,
        publishers: 3,
        videocodec: 'vp8',
        is_private: true,
        ...adminKeyField(),
      });
      const { janus: access } = (
        await examinee.get(`/api/peerConnection?examIndex=${examIndex}&userId=${f.ids.examinee1}`)
      ).body;
      await publishFakeCamera(page, { ...access, display: 'webcam' });
      await examinee.get(`/api/peerConnection?examIndex=${examIndex}&userId=${f.ids.examinee1}`);
      t.is(
        (await sup.post(`/api/peerConnection/examIndex/${examIndex}/media-files`)).status,
        200,
        'starting again changes nothing',
      );
      await new Promise((r) => setTimeout(r, 1000));
      const [file] = await videoFiles();
      t.truthy(file, 'the publisher already in the room is recorded');
      // The examinee's browser asks Janus to stop recording it: refused, the file keeps growing.
      await publisherRequest(page, { request: 'configure', record: false });
      const before = await sizeOf(file);
      await new Promise((r) => setTimeout(r, 1500));
      t.true((await sizeOf(file)) > before, 'still recording');
      await stopPublishing(page);

      // Janus restarted: its rooms are gone. The examinee's next meeting info makes the room again, recording.
      await videoRoomRequest(janus, { request: 'destroy', room, secret: locked });
      const again = await examinee.get(
        `/api/peerConnection?examIndex=${examIndex}&userId=${f.ids.examinee1}`,
      );
      t.is(again.status, 200);
      await publishFakeCamera(page, { ...again.body.janus, display: 'webcam' });
      await new Promise((r) => setTimeout(r, 1000));
      t.is((await videoFiles()).length, 2, 'a new file for the new publisher');
      await stopPublishing(page);
      await videoRoomRequest(janus, { request: 'destroy', room, secret: locked });
    } finally {
      await browser.close();
      await f.app.stop();
    }
  },
);

test.serial(
  "every exam records from an examinee's first meeting info, with no supervisor watching; a publisher is attributed only by the id core allocated to it",
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'recordings need the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    const fixture = await examFixture({ examinees: 2 });
    const f = { ...fixture, examIndex: await examOfItsOwn(fixture, 4) };
    const browser = await launchBrowser();
    const db = f.app.core.db;
    try {
      const recorder = createRecorder({
        db,
        log: createLogger('silent'),
        storage: assessmentFiles(f.app.core),
        files: f.app.core.service(mediaRef).recordings,
        roomsOf: async () => testRooms(),
        settleMs: 500,
      });
      const honest = await f.as('examinee1');
      const faker = await f.as('examinee2');
      const sup = await f.as('watcher');
      const meeting = (who: typeof honest, userId: number) =>
        who.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${userId}`);
      const mine = (await meeting(honest, f.ids.examinee1)).body;
      t.truthy(
        await db('assessment_recording_exams').where({ exam_id: f.examIndex }).first(),
        'recording started without media-files',
      );
      const theirs = (await meeting(faker, f.ids.examinee2)).body;
      t.is(
        (await meeting(faker, f.ids.examinee1)).status,
        403,
        "nobody learns another examinee's publisher ids",
      );
      t.deepEqual(
        (await meeting(honest, f.ids.examinee1)).body.feedIds,
        mine.feedIds,
        'the same ids on every call',
      );
      t.is(new Set([...Object.values(mine.feedIds), ...Object.values(theirs.feedIds)]).size, 6);

      const honestPage = await browser.newPage();
      const fakePage = await browser.newPage();
      for (const p of [honestPage, fakePage]) await p.goto(`${f.app.url}/api/health`);
      await publishFakeCamera(honestPage, { ...mine.janus, display: 'webcam', id: mine.feedIds.webcam });
      // examinee2's browser claims to be examinee1's screen (in the only room it can enter, its own),
      // then joins examinee1's room under examinee1's id with its own pin.
      await publishFakeCamera(fakePage, { ...theirs.janus, display: `${f.ids.examinee1}:screen` });
      const newPage = () =>
        browser.newPage().then(async (p) => {
          await p.goto(`${f.app.url}/api/health`);
          return p;
        });
      await t.throwsAsync(
        publishFakeCamera(await newPage(), {
          ...theirs.janus,
          room: mine.janus.room,
          display: 'webcam',
          id: mine.feedIds.webcam,
        }),
        { message: /433|wrong pin/ },
        "another examinee's room refuses the pin",
      );
      await t.throwsAsync(
        publishFakeCamera(await newPage(), { ...mine.janus, display: 'webcam', id: mine.feedIds.webcam }),
        undefined,
        'an id in use is refused',
      );
      await recorder.tick();
      const listOf = async (userId: number) =>
        ((await sup.get(`/api/exam/${f.examIndex}/report/${userId}/recordings`)).body.data as Recording[])
          .map((r) => `${r.device}:${r.kind}`)
          .sort();
      t.is(
        await db('assessment_recordings')
          .where({ exam_id: f.examIndex })
          .count('* as n')
          .first()
          .then((r) => Number(r!.n)),
        4,
        'both publishers are recorded',
      );
      t.deepEqual(
        await listOf(f.ids.examinee1),
        ['webcam:audio', 'webcam:video'],
        "the faked screen is not examinee1's",
      );
      t.deepEqual(await listOf(f.ids.examinee2), [], "nor anybody's");
      await stopPublishing(honestPage);
      await stopPublishing(fakePage);
    } finally {
      await browser.close();
      await destroyExamRooms(db, f.examIndex);
      await f.app.stop();
    }
  },
);

test.serial(
  'a room Janus will not record for us keeps the exam going; the next meeting info tries again',
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'recordings need the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    const fixture = await examFixture({ examinees: 1 });
    const f = { ...fixture, examIndex: await examOfItsOwn(fixture, 5) };
    const janus = process.env.JANUS_HTTP_URL!;
    const dir = join(process.env.SEODANG_JANUS_RECORDINGS_DIR!, `exam-${f.examIndex}`);
    const secret = 'the-exams-secret';
    await f.app.core
      .db('assessment_recording_exams')
      .insert({ exam_id: f.examIndex, rec_dir: dir, room_secret: secret });
    const { room } = examineeRoomOf(secret, f.ids.examinee1);
    try {
      // The examinee's room number is taken, locked behind a secret core does not know.
      await videoRoomRequest(janus, {
        request: 'create',
        room,
        secret: 'not-ours',
        is_private: true,
        ...adminKeyField(),
      });
      const examinee = await f.as('examinee1');
      const meeting = () =>
        examinee.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`);
      const first = await meeting();
      t.is(first.status, 200, 'the examinee still gets the meeting info');
      t.is(typeof first.body.feedIds.webcam, 'number');
      t.false(
        (await videoRoomRequest(janus, { request: 'listparticipants', room })).error_code !== undefined,
        'the foreign room is left as it was',
      );
      await videoRoomRequest(janus, { request: 'destroy', room, secret: 'not-ours' });
      const again = await meeting();
      t.deepEqual(again.body.feedIds, first.body.feedIds);
      const locked = coreRoomSecret(room);
      const edit = await videoRoomRequest(janus, {
        request: 'edit',
        room,
        secret: locked,
        new_secret: locked,
      });
      t.falsy(edit.error_code, 'the room is ours now, recording');
      t.is((await readdir(dir).catch(() => [])).length, 0, 'nothing published yet');
    } finally {
      await destroyExamRooms(f.app.core.db, f.examIndex);
      await f.app.stop();
    }
  },
);

test.serial(
  'two core instances answering the first meeting infos at once start one recording with one secret, and hand out the same ids',
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'recordings need the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    const fixture = await examFixture({ examinees: 2 });
    const f = { ...fixture, examIndex: await examOfItsOwn(fixture, 6) };
    const janus = process.env.JANUS_HTTP_URL!;
    const other = await f.app.another();
    try {
      const one = await f.as('examinee1');
      const two = await f.as('examinee2', undefined, other);
      const meeting = (who: typeof one, userId: number) =>
        who.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${userId}`);
      const answers = await Promise.all([
        meeting(one, f.ids.examinee1),
        meeting(two, f.ids.examinee2),
        meeting(one, f.ids.examinee1),
        meeting(two, f.ids.examinee2),
      ]);
      t.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 200, 200],
      );
      t.deepEqual(answers[0].body.feedIds, answers[2].body.feedIds);
      const onOther = await f.as('examinee1', undefined, other);
      t.deepEqual(
        (await meeting(onOther, f.ids.examinee1)).body.feedIds,
        answers[0].body.feedIds,
        'the same ids from either instance',
      );
      const rows = await f.app.core.db('assessment_recording_exams').where({ exam_id: f.examIndex });
      t.is(rows.length, 1);
      for (const userId of [f.ids.examinee1, f.ids.examinee2]) {
        const { room, secret } = await examineeRoom(f.app.core.db, f.examIndex, userId);
        t.is(
          room,
          examineeRoomOf(rows[0].room_secret, userId).room,
          "each room is numbered from the exam's one secret",
        );
        t.falsy(
          (await videoRoomRequest(janus, { request: 'edit', room, secret, new_secret: secret })).error_code,
          "each room is locked with core's secret",
        );
      }
      t.is(
        await f.app.core
          .db('assessment_recording_publishers')
          .where({ exam_id: f.examIndex })
          .count('* as n')
          .first()
          .then((r) => Number(r!.n)),
        6,
        'three devices each',
      );
    } finally {
      await destroyExamRooms(f.app.core.db, f.examIndex);
      await f.app.stop();
    }
  },
);
