/**
 * Rooms placed on several media servers: the test run's Janus and a second one of this file's own
 * (same token secret and admin key, other ports). Rooms spread over both, a live class's host and
 * learners are all sent to the server holding its room, placements stay inside their channel, and
 * a server that stops answering is skipped (its rooms are made again on the other one).
 */
import test from 'ava';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaRef, type MediaServer } from '@seodang/sdk';
import { healthyForMs } from '../../core/src/media/media-service.ts';
import { startAnotherJanus, type RunningJanus } from '../../scripts/services/janus.ts';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import {
  videoRoomRequest,
  destroyExamRooms,
} from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { startLiveFixture, type LiveFixture } from '../../plugins/live-class/testing/fixture.ts';

const home = await mkdtemp(join(tmpdir(), 'seodang-janus-second-'));
let second: RunningJanus;
let first: MediaServer;
let f: LiveFixture;

test.before(async () => {
  first = { httpUrl: process.env.JANUS_HTTP_URL ?? '', wsUrl: process.env.JANUS_WS_URL ?? '' };
  if (!first.httpUrl || !first.wsUrl) throw new Error('the test run has no media server (JANUS_HTTP_URL)');
  // The second server shares the first's secrets: core signs one token for whichever holds a room.
  second = await startAnotherJanus('test', home, {
    tokenSecret: process.env.JANUS_TOKEN_SECRET ?? '',
    adminKey: process.env.JANUS_ADMIN_KEY ?? '',
  });
  f = await startLiveFixture(2, {
    janus: { ...first, servers: [first, { httpUrl: second.httpUrl, wsUrl: second.wsUrl }] },
  });
});
test.after.always(async () => {
  await f?.app.stop();
  await second?.process.stop('SIGTERM');
  await rm(home, { recursive: true, force: true });
});

const media = () => f.app.core.service(mediaRef);
const placements = (key: string) => f.app.core.db('media_placements').where({ room_key: key });

test.serial(
  'rooms spread over both servers by the weight placed on each; a concurrent place stores one row',
  async (t) => {
    const channel = f.school.id;
    const servers = [];
    for (let i = 0; i < 4; i++) servers.push((await media().place(channel, `spread:${i}`, 10)).httpUrl);
    t.is(servers.filter((u) => u === first.httpUrl).length, 2, servers.join(' '));
    t.is(servers.filter((u) => u === second.httpUrl).length, 2, servers.join(' '));
    // A heavy room loads its server: the next two light rooms go to the other one.
    const heavy = await media().place(channel, 'spread:heavy', 50);
    const light = [
      await media().place(channel, 'spread:light1', 1),
      await media().place(channel, 'spread:light2', 1),
    ];
    t.true(light.every((s) => s.httpUrl !== heavy.httpUrl));

    const together = await Promise.all(
      Array.from({ length: 6 }, () => media().place(channel, 'spread:same', 5)),
    );
    t.is(new Set(together.map((s) => s.httpUrl)).size, 1, 'everyone is sent to one server');
    t.is((await placements('spread:same')).length, 1);
    t.deepEqual(await media().placed(channel, 'spread:same'), together[0]);

    for (const key of ['0', '1', '2', '3', 'heavy', 'light1', 'light2', 'same'])
      await media().release(channel, `spread:${key}`);
    t.is(await media().placed(channel, 'spread:same'), null, 'a released room has no place');
  },
);

test.serial('a placement is found inside its own channel only', async (t) => {
  const placed = await media().place(f.school.id, 'scoped:1', 3);
  t.is(await media().placed(f.far.id, 'scoped:1'), null, 'another channel does not see it');
  t.deepEqual(await media().placed(f.school.id, 'scoped:1'), placed);
  await media().place(f.far.id, 'scoped:1', 3);
  t.is((await placements('scoped:1')).length, 2, 'the same key in another channel is its own room');
  await media().release(f.far.id, 'scoped:1');
  t.deepEqual(await media().placed(f.school.id, 'scoped:1'), placed, 'releasing there leaves this one');
  await media().release(f.school.id, 'scoped:1');
});

/** Starts a class and joins it as its teacher and a learner; the room key, and both join answers. */
async function classJoins() {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const learner = await f.as('learner1');
  const host = await teacher.post(`/api/live/${index}/join`);
  const learnerJoin = await learner.post(`/api/live/${index}/join`);
  if (host.status !== 200 || learnerJoin.status !== 200)
    throw new Error(JSON.stringify([host.body, learnerJoin.body]));
  const key = `live-class:${index}`;
  return { index, key, teacher, host: host.body.data, learner: learnerJoin.body.data };
}

test.serial("a live class's host and learner are sent to the server holding its room", async (t) => {
  const classes = [await classJoins(), await classJoins()];
  const seen = new Set<string>();
  for (const { key, host, learner } of classes) {
    const [row] = await placements(key);
    const server = media()
      .servers()
      .find((s) => s.httpUrl === row.server_url)!;
    t.is(host.janus.wsUrl, server.wsUrl);
    t.is(learner.janus.wsUrl, server.wsUrl);
    t.is(row.channel_id, f.school.id);
    // The room is on that server and not on the other.
    t.false(await media().at(server).kick(host.janus.room, 1), 'the room is there (nobody holds id 1)');
    const other = media()
      .servers()
      .find((s) => s.httpUrl !== server.httpUrl)!;
    await t.throwsAsync(media().at(other).kick(host.janus.room, 1), { message: /426/ });
    seen.add(server.httpUrl);
  }
  t.is(seen.size, 2, 'two classes at once use both servers');
  for (const { index, key, teacher } of classes) {
    // Ending the class destroys its room and frees its place.
    t.is((await teacher.post(`/api/live/${index}/end`)).status, 200);
    t.is((await placements(key)).length, 0);
  }
});

test.serial(
  "an exam's examinee and its supervisor are sent to the server holding the exam's rooms; exams spread",
  async (t) => {
    const e = await examFixture({
      examinees: 2,
      config: { janus: { ...first, servers: [first, { httpUrl: second.httpUrl, wsUrl: second.wsUrl }] } },
    });
    try {
      const media = e.app.core.service(mediaRef);
      const teacher = await e.as('teacher');
      const supervisor = await e.as('watcher');
      const infoOf = async (examIndex: number, name: string, as = name) =>
        (await (await e.as(as)).get(`/api/peerConnection?examIndex=${examIndex}&userId=${e.ids[name]}`))
          .body as { janus: { wsUrl: string; room: number } };
      const exists = async (server: MediaServer, room: number) =>
        (await videoRoomRequest(server.httpUrl, { request: 'exists', room })).exists === true;

      const own = await infoOf(e.examIndex, 'examinee1');
      const watched = await infoOf(e.examIndex, 'examinee1', 'watcher');
      t.truthy(own.janus.wsUrl);
      t.is(watched.janus.wsUrl, own.janus.wsUrl, 'the supervisor meets the examinee on one server');
      t.is(watched.janus.room, own.janus.room);
      const server = media.servers().find((s) => s.wsUrl === own.janus.wsUrl)!;
      const other = media.servers().find((s) => s !== server)!;
      t.true(await exists(server, own.janus.room));
      t.false(await exists(other, own.janus.room));
      // Every tile of the control room is on the same server: one Janus session serves them all.
      const list = (
        await supervisor.post('/api/peerConnection/list', { examIndex: e.examIndex, groupIndex: 'all' })
      ).body.data as { janus: { wsUrl: string } }[];
      t.is(list.length, 2);
      t.true(list.every((i) => i.janus.wsUrl === server.wsUrl));

      // A second exam at the same time goes to the other server.
      const created = await teacher.post(`/api/assessment/${e.lectureSeq}/exam`, {
        title: '2차 시험',
        startAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        endAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        quizzes: [{ quizId: 'q1', title: '합', score: 100 }],
        examineeIds: [e.ids.examinee2],
        supervisorIds: [e.ids.watcher],
      });
      const examIndex = created.body.data.index as number;
      const next = await infoOf(examIndex, 'examinee2');
      t.is(next.janus.wsUrl, other.wsUrl);
      t.is((await infoOf(examIndex, 'examinee2', 'watcher')).janus.wsUrl, other.wsUrl);
      t.true(await exists(other, next.janus.room));
      await destroyExamRooms(e.app.core.db, e.examIndex);
    } finally {
      await e.app.stop();
    }
  },
);

test.serial(
  'a server that stops answering is skipped; its rooms are made again on the other one',
  async (t) => {
    // Load the test run's server so the next class lands on the second one.
    await media().place(f.school.id, 'dead:ballast', 100);
    const before = await classJoins();
    t.is(before.host.janus.wsUrl, second.wsUrl);
    await second.process.stop('SIGTERM');
    // A server's last healthy answer is trusted for a moment (a join then answers 503 and is retried).
    await new Promise((resolve) => setTimeout(resolve, healthyForMs + 100));

    // Joining again: the room is placed again on the server that answers and made there.
    const learner = await f.as('learner1');
    const again = await learner.post(`/api/live/${before.index}/join`);
    t.is(again.status, 200);
    t.is(again.body.data.janus.wsUrl, first.wsUrl);
    t.is(again.body.data.janus.room, before.host.janus.room, 'the same room, made anew');
    t.false(await media().at(first).kick(before.host.janus.room, 1), 'the room is there now');
    t.is((await placements(before.key))[0].server_url, first.httpUrl);
    // New rooms skip the dead server, however much lighter it is.
    t.is((await media().place(f.school.id, 'dead:new', 1)).httpUrl, first.httpUrl);
    t.is((await classJoins()).host.janus.wsUrl, first.wsUrl);
    await media().release(f.school.id, 'dead:ballast');
    await media().release(f.school.id, 'dead:new');
  },
);

test.serial(
  'with no server answering, a class cannot start and says why in the standard shape',
  async (t) => {
    const alone = await startLiveFixture(1, {
      janus: { servers: [{ httpUrl: second.httpUrl, wsUrl: second.wsUrl }] },
    });
    try {
      const teacher = await alone.as('teach', { locale: 'en' });
      const index = await alone.meeting();
      const started = await teacher.post(`/api/live/${index}/start`);
      t.is(started.status, 503);
      t.is(started.body.err.code, 'media_unavailable');
      t.truthy(started.body.err.message);
    } finally {
      await alone.app.stop();
    }
  },
);
