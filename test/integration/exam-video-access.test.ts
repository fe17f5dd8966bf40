import test from 'ava';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJanus, type RunningJanus } from '../../scripts/services/janus.ts';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { destroyExamRooms } from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { examOfItsOwn, publishFakeCamera, stopPublishing } from '../e2e/support/janus-publisher.ts';

// A Janus of this file's own, configured as `npm start` configures it (token auth, VideoRoom
// admin key), so what is proved here is what Janus itself enforces, whatever the shared one runs.
const home = await mkdtemp(join(tmpdir(), 'seodang-janus-access-'));
let janus: RunningJanus;
test.before(async () => {
  janus = await startJanus('test', { home });
  Object.assign(process.env, {
    JANUS_HTTP_URL: janus.httpUrl,
    JANUS_WS_URL: janus.wsUrl,
    JANUS_TOKEN_SECRET: janus.tokenSecret,
    JANUS_ADMIN_KEY: janus.adminKey,
  });
  process.env.SEODANG_JANUS_RECORDINGS_DIR = join(home, 'recordings');
  process.env.SEODANG_RECORDING_SCAN_MS = String(24 * 3600_000);
});
test.after.always(async () => {
  await janus?.process.stop('SIGTERM');
  await rm(home, { recursive: true, force: true });
});

type Reply = {
  janus: string;
  error?: { code: number };
  data?: { id: number };
  plugindata?: { data: Record<string, unknown> };
};

/** A client speaking Janus' HTTP API as any browser could, with whatever token it was given. */
async function janusClient(token: string | null) {
  const url = janus.httpUrl;
  const auth = token ? { token } : {};
  const call = async (path: string, body: Record<string, unknown>): Promise<Reply> =>
    (
      await fetch(`${url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ ...body, ...auth, transaction: randomUUID() }),
      })
    ).json() as Promise<Reply>;
  const created = await call('', { janus: 'create' });
  const session = created.data?.id;
  return {
    created,
    attach: (plugin = 'janus.plugin.videoroom') => call(`/${session}`, { janus: 'attach', plugin }),
    /** A VideoRoom request on a fresh handle; asynchronous ones (join) answer with their first event. */
    async videoRoom(body: Record<string, unknown>): Promise<Record<string, unknown>> {
      const handle = (await call(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data!
        .id;
      const reply = await call(`/${session}/${handle}`, { janus: 'message', body });
      if (reply.janus !== 'ack') return reply.plugindata?.data ?? { janusError: reply.error?.code };
      for (;;) {
        const events = (await (
          await fetch(`${url}/${session}?maxev=1${token ? `&token=${encodeURIComponent(token)}` : ''}`)
        ).json()) as Reply | Reply[];
        const hit = [events].flat().find((e) => e.plugindata);
        if (hit) return hit.plugindata!.data;
      }
    },
    destroy: () => call(`/${session}`, { janus: 'destroy' }),
  };
}

type Client = Awaited<ReturnType<Awaited<ReturnType<typeof examFixture>>['as']>>;
const meetingOf = (who: Client, examIndex: number, userId: number) =>
  who.get(`/api/peerConnection?examIndex=${examIndex}&userId=${userId}`);

test.serial(
  'Janus opens no session without a token core signed, and no room for anyone but core',
  async (t) => {
    const none = await janusClient(null);
    t.is(none.created.error?.code, 403, 'no token: no session');
    const data = `${Math.floor(Date.now() / 1000) + 600},janus,janus.plugin.videoroom`;
    const forged = await janusClient(
      `${data}:${createHmac('sha1', 'a guessed secret').update(data).digest('base64')}`,
    );
    t.is(forged.created.error?.code, 403, 'a token signed with another secret: no session');

    const fixture = await examFixture({ examinees: 1 });
    const examIndex = await examOfItsOwn(fixture, 8);
    try {
      const info = (await meetingOf(await fixture.as('examinee1'), examIndex, fixture.ids.examinee1)).body;
      t.regex(info.janus.token, /^\d+,janus,janus\.plugin\.videoroom:/);
      const client = await janusClient(info.janus.token);
      t.is(client.created.janus, 'success', "the meeting info's token opens a session");
      t.is((await client.attach('janus.plugin.audiobridge')).error?.code, 405, 'for the VideoRoom only');
      const room = 900_000_000 + Math.floor(Math.random() * 1e6);
      t.is((await client.videoRoom({ request: 'create', room })).error_code, 429, 'no admin key: no room');
      t.is(
        (await client.videoRoom({ request: 'create', room, admin_key: 'a guess' })).error_code,
        433,
        'a wrong admin key: no room',
      );
      // The examinee's own room: its secret stays with core.
      for (const request of ['destroy', 'edit', 'kick', 'enable_recording']) {
        t.is(
          (await client.videoRoom({ request, room: info.janus.room, id: info.feedIds.webcam, record: false }))
            .error_code,
          429,
          `${request} needs the room's secret`,
        );
      }
      t.is(
        (await client.videoRoom({ request: 'exists', room: info.janus.room })).exists,
        true,
        'the room is still there',
      );
      await client.destroy();
    } finally {
      await destroyExamRooms(fixture.app.core.db, examIndex);
      await fixture.app.stop();
    }
  },
);

test.serial(
  "an examinee's own meeting info lets them into their own room only; the exam's supervisors get every examinee's, others nothing",
  async (t) => {
    const fixture = await examFixture({ examinees: 2 });
    const f = { ...fixture, examIndex: await examOfItsOwn(fixture, 9) };
    const browser = await launchBrowser();
    try {
      const one = await f.as('examinee1');
      const two = await f.as('examinee2');
      const mine = (await meetingOf(one, f.examIndex, f.ids.examinee1)).body;
      const theirs = (await meetingOf(two, f.examIndex, f.ids.examinee2)).body;
      t.not(mine.janus.room, theirs.janus.room, 'a room per examinee');
      t.not(mine.janus.pin, theirs.janus.pin);
      t.is(mine.meeting.MeetingId, String(mine.janus.room));
      t.true(Number.isSafeInteger(mine.janus.room));
      t.is(
        (await meetingOf(two, f.examIndex, f.ids.examinee1)).status,
        403,
        "nobody learns another examinee's room or pin",
      );
      // The token outlives the examinee's deadline (the exam ends in an hour), and extra time moves it.
      const expiry = (info: { janus: { token: string } }) => Number(info.janus.token.split(',')[0]) * 1000;
      t.true(expiry(mine) > Date.now() + 3600_000);
      const sup = await f.as('watcher');
      await sup.post('/api/exam/extra-time', {
        examIndex: f.examIndex,
        studentIds: [f.ids.examinee1],
        extraTime: 3 * 3600_000,
      });
      t.true(
        expiry((await meetingOf(one, f.examIndex, f.ids.examinee1)).body) > Date.now() + 4 * 3600_000,
        'a fresh meeting info covers the extra time',
      );

      // examinee1 publishes their webcam.
      const page = await browser.newPage();
      await page.goto(`${f.app.url}/api/health`);
      await publishFakeCamera(page, { ...mine.janus, display: 'webcam', id: mine.feedIds.webcam });
      const participants = await (
        await janusClient(theirs.janus.token)
      ).videoRoom({ request: 'listparticipants', room: mine.janus.room });
      t.deepEqual(
        (participants.participants as { display?: string }[]).map((p) => p.display),
        ['webcam'],
        'the list names no user',
      );

      // examinee2, with their own token and pin, tries to watch it.
      const intruder = await janusClient(theirs.janus.token);
      const subscribe = (room: number, pin?: string) =>
        intruder.videoRoom({
          request: 'join',
          ptype: 'subscriber',
          room,
          ...(pin ? { pin } : {}),
          streams: [{ feed: mine.feedIds.webcam }],
        });
      t.is(
        (await subscribe(mine.janus.room, theirs.janus.pin)).error_code,
        433,
        'their own pin does not open another room',
      );
      t.is((await subscribe(mine.janus.room)).error_code, 429, 'no pin: refused');
      t.is(
        (await subscribe(mine.janus.room + 1, theirs.janus.pin)).error_code,
        426,
        'a guessed room number is no room',
      );
      const listed = (await intruder.videoRoom({ request: 'list' })).list as { room: number }[];
      t.deepEqual(
        listed.filter((r) => r.room === mine.janus.room || r.room === theirs.janus.room),
        [],
        'examinee rooms are not listed',
      );
      t.deepEqual(listed, [], 'nor is any other room: no open demo rooms');
      t.is(
        (
          await intruder.videoRoom({
            request: 'join',
            ptype: 'publisher',
            room: mine.janus.room,
            pin: theirs.janus.pin,
            display: 'webcam',
          })
        ).error_code,
        433,
        'nor can they publish there',
      );

      // The exam's supervisor gets every examinee's info, and it opens the room.
      const list = (await sup.post('/api/peerConnection/list', { examIndex: f.examIndex, groupIndex: 'all' }))
        .body.data as { userId: number; janus: { room: number; pin: string; token: string } }[];
      t.deepEqual(list.map((i) => i.userId).sort(), [f.ids.examinee1, f.ids.examinee2].sort());
      t.deepEqual(list.find((i) => i.userId === f.ids.examinee1)!.janus.room, mine.janus.room);
      const supInfo = (await meetingOf(sup, f.examIndex, f.ids.examinee1)).body;
      t.is(supInfo.janus.pin, mine.janus.pin);
      // The supervisor's one session serves every tile: its token outlives the last examinee's end.
      const examinee2Until = expiry((await meetingOf(two, f.examIndex, f.ids.examinee2)).body);
      t.true(examinee2Until < Date.now() + 3 * 3600_000, 'examinee2 has no extra time');
      t.true(
        expiry((await meetingOf(sup, f.examIndex, f.ids.examinee2)).body) > Date.now() + 4 * 3600_000,
        "a tile of examinee2 still lasts past examinee1's extra time",
      );
      t.true(
        list.every((i) => expiry(i) > Date.now() + 4 * 3600_000),
        'so does every info of the list',
      );
      const watching = await (
        await janusClient(supInfo.janus.token)
      ).videoRoom({
        request: 'join',
        ptype: 'subscriber',
        room: supInfo.janus.room,
        pin: supInfo.janus.pin,
        streams: [{ feed: mine.feedIds.webcam }],
      });
      t.is(watching.videoroom, 'attached', 'the supervisor subscribes');

      // A supervisor of another exam gets nothing of this one.
      const teacher = await f.as('teacher');
      await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
        title: '2차 시험',
        startAt: new Date().toISOString(),
        endAt: new Date(Date.now() + 3600_000).toISOString(),
        quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
        examineeIds: [f.ids.examinee2],
        supervisorIds: [f.ids.other_teacher],
      });
      const otherSupervisor = await f.as('other_teacher');
      t.is((await meetingOf(otherSupervisor, f.examIndex, f.ids.examinee1)).status, 403);
      t.is(
        (
          await otherSupervisor.post('/api/peerConnection/list', {
            examIndex: f.examIndex,
            groupIndex: 'all',
          })
        ).status,
        403,
      );
      await stopPublishing(page);
    } finally {
      await browser.close();
      await destroyExamRooms(f.app.core.db, f.examIndex);
      await f.app.stop();
    }
  },
);
