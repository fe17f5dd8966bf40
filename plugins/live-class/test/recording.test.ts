/**
 * Recording a class on real PostgreSQL, Redis and Janus, with the teacher and a learner publishing
 * chromium's fake camera and microphone: who may record, the indicator on the class's topic and
 * for a late joiner, the end stopping it, the processing job making one WebM with a video and an
 * audio stream (progress on the topic), byte ranges, who may watch it, the timeline on its clock,
 * and a failed run retried.
 */
import test from 'ava';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'puppeteer-core';
import { mediaRef } from '@seodang/sdk';
import type { TestClient } from '@seodang/sdk/testing';
import type { JoinInfo, Meeting, RecordingTimeline } from '../common/index.ts';
import { processRecording } from '../server/recording.ts';
import { startLiveFixture, type LiveFixture } from '../testing/fixture.ts';
import { launchBrowser } from '../../../test/e2e/support/browser.ts';
import { publishFakeCamera, stopPublishing } from '../../../test/e2e/support/janus-publisher.ts';

const run = promisify(execFile);
/** How long the class is recorded (seconds); a longer run measures processing against the class's length. */
const recordSeconds = Number(process.env.LIVE_RECORDING_SECONDS ?? 5);

let f: LiveFixture;
let browser: Browser;
let work: string;
test.before(async () => {
  f = await startLiveFixture(3);
  browser = await launchBrowser();
  work = await mkdtemp(join(tmpdir(), 'live-rec-test-'));
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const media = () => f.app.core.service(mediaRef);

async function joinAndPublish(client: TestClient, index: number, display: string): Promise<Page> {
  const joined = await client.post(`/api/live/${index}/join`);
  if (joined.status !== 200) throw new Error(JSON.stringify(joined.body));
  const info = joined.body.data as JoinInfo;
  const page = await browser.newPage();
  await page.goto(`${media().urls().httpUrl}/info`);
  await publishFakeCamera(page, {
    wsUrl: info.janus.wsUrl!,
    room: info.janus.room,
    pin: info.janus.pin,
    token: info.janus.token,
    display,
    id: info.feedIds.camera,
  });
  return page;
}

/** The recording's bytes as a player asks for them (`range`: the Range header), with its headers and, on an error, its JSON. */
async function fetchRecording(client: TestClient, index: number, range?: string) {
  const res = await client.request('GET', `/api/live/${index}/recording`, undefined, range ? { range } : {});
  const bytes = Buffer.from(await res.arrayBuffer());
  const header = (name: string) => res.headers.get(name) ?? '';
  const json = header('content-type').includes('json') ? JSON.parse(bytes.toString()) : null;
  return { status: res.status, header, bytes, err: json?.err as { code: string } | undefined };
}

const meetingOf = async (client: TestClient, index: number) =>
  (await client.get(`/api/live/${index}`)).body.data as Meeting;

async function ffprobe(path: string): Promise<{ streams: { codec_type: string }[]; duration: number }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type:format=duration',
    '-of',
    'json',
    path,
  ]);
  const probe = JSON.parse(stdout) as { streams: { codec_type: string }[]; format: { duration: string } };
  return { streams: probe.streams, duration: Number(probe.format.duration) };
}

test.serial('who may record: only hosts, only with useRecord, only while the class runs', async (t) => {
  const noRecord = await f.meeting({ useRecord: false }, { start: true });
  const teacher = await f.as('teach', { locale: 'en' });
  const off = await teacher.put(`/api/live/${noRecord}/recording`, { recording: true });
  t.is(off.status, 409);
  t.is(off.body.err.code, 'recording_off');
  t.regex(off.body.err.message, /does not allow recording/);
  const jaOff = await (
    await f.as('teach', { locale: 'ja' })
  ).put(`/api/live/${noRecord}/recording`, {
    recording: true,
  });
  t.regex(jaOff.body.err.message, /録画を許可していません/);

  const index = await f.meeting({ useRecord: true });
  t.is((await teacher.put(`/api/live/${index}/recording`, { recording: true })).body.err.code, 'not_started');
  const learner = await f.as('learner1');
  t.is((await learner.put(`/api/live/${index}/recording`, { recording: true })).body.err.code, 'not_host');
  const other = await f.as('other.teacher');
  t.is((await other.put(`/api/live/${index}/recording`, { recording: true })).body.err.code, 'not_host');
  const far = await f.as('far.admin', { far: true });
  t.is((await far.put(`/api/live/${index}/recording`, { recording: true })).status, 404);
  t.is((await f.app.client().put(`/api/live/${index}/recording`, { recording: true })).status, 401);
  const bad = await teacher.put(`/api/live/${index}/recording`, { recording: 'yes' });
  t.is(bad.status, 400);
  t.is((await meetingOf(teacher, index)).recording.state, 'none', 'a refused call changed nothing');
});

test.serial(
  'a class recorded, ended and processed into one WebM: indicator, late joiner, progress, ranges, permissions, timeline, retry',
  async (t) => {
    const index = await f.meeting({ useRecord: true }, { start: true });
    const teacher = await f.as('teach');
    const learner = await f.as('learner1');
    const late = await f.as('learner2');
    const pages = [
      await joinAndPublish(teacher, index, 'teacher'),
      await joinAndPublish(learner, index, 'learner'),
    ];
    const watching = await f.socket(learner, index);

    const started = await teacher.put(`/api/live/${index}/recording`, { recording: true });
    t.is(started.status, 200, JSON.stringify(started.body));
    t.deepEqual(started.body.data, { state: 'recording', progress: 0 });
    await watching.waitFor((m) => m.event === 'live.recording' && m.data?.state === 'recording');
    const again = await teacher.put(`/api/live/${index}/recording`, { recording: true });
    t.is(again.body.data.state, 'recording', 'starting twice changes nothing');

    // A late joiner learns it from the class they join.
    const lateJoin = await late.post(`/api/live/${index}/join`);
    t.is((lateJoin.body.data as JoinInfo).meeting.recording.state, 'recording');
    t.is((await learner.post(`/api/live/${index}/chat`, { message: '녹화 중에 보내는 질문' })).status, 201);
    t.is((await late.post(`/api/live/${index}/reaction`, { type: 'hand' })).status, 200);
    await new Promise((resolve) => setTimeout(resolve, recordSeconds * 1000));
    t.is((await learner.get(`/api/live/${index}/recording`)).body.err.code, 'recording_not_found');

    const ended = await teacher.post(`/api/live/${index}/end`);
    t.is(ended.status, 200);
    const endedAt = Date.now();
    t.is((ended.body.data as Meeting).recording.state, 'processing');
    // The raw files, kept aside for the retry below (the job removes them once the video is stored).
    const row = await f.app.core.db('live_recordings').where({ meeting_id: index }).first();
    const kept = join(work, 'raw');
    await cp(row.folder, kept, { recursive: true });
    for (const page of pages) await stopPublishing(page).catch(() => undefined);

    let meeting = await meetingOf(learner, index);
    while (meeting.recording.state === 'processing' && Date.now() - endedAt < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      meeting = await meetingOf(learner, index);
    }
    const processingMs = Date.now() - endedAt;
    t.log(
      `${recordSeconds} s recorded, ready ${(processingMs / 1000).toFixed(1)} s after the end (${(processingMs / 1000 / recordSeconds).toFixed(2)}× its length, 1.5 s of it the job's wait for Janus's last packets)`,
    );
    t.is(meeting.recording.state, 'ready', JSON.stringify(row));
    t.is(meeting.recording.progress, 100);
    await watching.waitFor((m) => m.event === 'live.recording' && m.data?.state === 'processing');
    await watching.waitFor((m) => m.event === 'live.recording' && m.data?.state === 'ready');
    watching.close();

    const whole = await fetchRecording(learner, index);
    t.is(whole.status, 200);
    t.is(whole.header('content-type'), 'video/webm');
    t.is(whole.header('accept-ranges'), 'bytes');
    const file = join(work, 'class.webm');
    await writeFile(file, whole.bytes);
    const probe = await ffprobe(file);
    t.deepEqual(probe.streams.map((s) => s.codec_type).sort(), ['audio', 'video']);
    t.true(Math.abs(probe.duration - recordSeconds) < 2.5, `duration ${probe.duration}`);

    const part = await fetchRecording(learner, index, 'bytes=0-99');
    t.is(part.status, 206);
    t.is(part.header('content-range'), `bytes 0-99/${whole.bytes.length}`);
    t.deepEqual(part.bytes, whole.bytes.subarray(0, 100));
    const outside = await fetchRecording(learner, index, 'bytes=999999999-');
    t.is(outside.status, 416);
    t.is(outside.err?.code, 'range_not_satisfiable');

    // Who may watch: the class's hosts and enrolled learners; nobody else.
    t.is((await fetchRecording(await f.as('boss'), index, 'bytes=0-0')).status, 206);
    t.is((await (await f.as('outsider')).get(`/api/live/${index}/recording`)).body.err.code, 'not_enrolled');
    t.is((await (await f.as('other.teacher')).get(`/api/live/${index}/recording`)).body.err.code, 'not_host');
    const farAdmin = await f.as('far.admin', { far: true });
    t.is((await farAdmin.get(`/api/live/${index}/recording`)).status, 404);
    t.is((await farAdmin.get(`/api/live/${index}/recording/timeline`)).status, 404);
    t.is((await f.app.client().get(`/api/live/${index}/recording`)).status, 401);

    const timeline = (await learner.get(`/api/live/${index}/recording/timeline`)).body
      .data as RecordingTimeline;
    t.is(timeline.recording.state, 'ready');
    t.true(timeline.durationS! >= recordSeconds && timeline.durationS! < recordSeconds + 3);
    const chat = timeline.events.find((e) => e.type === 'chat');
    t.like(chat, { message: '녹화 중에 보내는 질문', name: '학생1' });
    t.true(chat!.at >= 0 && chat!.at <= timeline.durationS!);
    t.like(
      timeline.events.find((e) => e.type === 'hand'),
      { name: '학생2' },
    );
    t.like(
      timeline.events.find((e) => e.type === 'join'),
      { name: '학생2' },
      'the late joiner joined while it recorded',
    );

    // A failed run is retried: the first finds no files, the second makes the video again.
    const db = f.app.core.db;
    await db('live_recordings')
      .where({ meeting_id: index })
      .update({ state: 'processing', folder: join(work, 'gone') });
    const job = (attempt: number) => ({ attempt, progress: async () => undefined });
    await t.throwsAsync(processRecording(f.app.core, index, job(1)));
    let retried = await db('live_recordings').where({ meeting_id: index }).first();
    t.like(retried, { state: 'processing', progress: 0 });
    t.truthy(retried.error);
    await db('live_recordings').where({ meeting_id: index }).update({ folder: kept });
    t.deepEqual(await processRecording(f.app.core, index, job(2)), { state: 'ready' });
    retried = await db('live_recordings').where({ meeting_id: index }).first();
    t.like(retried, { state: 'ready', error: null, progress: 100 });
    t.deepEqual(
      await processRecording(f.app.core, index, job(3)),
      { state: 'ready' },
      'a ready one is left as it is',
    );
    // The last attempt's failure marks it failed for good.
    await db('live_recordings')
      .where({ meeting_id: index })
      .update({ state: 'processing', folder: join(work, 'gone') });
    await t.throwsAsync(processRecording(f.app.core, index, job(4)));
    t.is((await meetingOf(learner, index)).recording.state, 'failed');
    t.is((await learner.get(`/api/live/${index}/recording`)).status, 404);
  },
);
