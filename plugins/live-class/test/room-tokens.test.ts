/**
 * Per-room Janus tokens on real PostgreSQL, Redis and Janus (token auth on, as the test services
 * run it), entering rooms over real Janus HTTP sessions as a browser does: each join's token names
 * its class's room and is on that room's token list only, so Janus itself refuses it in another
 * class's room, after a removal or a leave (also a page gone without a goodbye), and a room made
 * anew lists the kept ones again. Janus checks the list for publishers only, so a subscription must
 * give the private id of a publisher in the room, which a removal ends (with a host publishing
 * chromium's fake camera). A room made without a list (an exam's) admits any token as before.
 */
import test from 'ava';
import { randomInt, randomUUID } from 'node:crypto';
import { mediaRef } from '@seodang/sdk';
import { launchBrowser } from '../../../test/e2e/support/browser.ts';
import { publishFakeCamera, stopPublishing } from '../../../test/e2e/support/janus-publisher.ts';
import type { TestClient } from '@seodang/sdk/testing';
import type { JoinInfo } from '../common/index.ts';
import { socketLeaveGraceMs } from '../server/socket-presence.ts';
import { startLiveFixture, type LiveFixture } from '../testing/fixture.ts';

let f: LiveFixture;
test.before(async () => {
  f = await startLiveFixture(4);
});
test.after.always(async () => {
  await f?.app.stop();
});

const media = () => f.app.core.service(mediaRef);
const server = () => media().servers()[0]!;
const rooms = () => media().at(server());
/** VideoRoom's answer to a join whose token is not on the room's list. */
const notListed = 433;
/** VideoRoom's answer to a join of a room that is not there. */
const noSuchRoom = 426;

async function janus(url: string, body: Record<string, unknown>): Promise<{ data?: { id: number } }> {
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ ...body, transaction: randomUUID() }),
    signal: AbortSignal.timeout(5000),
  });
  const json = (await res.json()) as { janus: string; error?: unknown; data?: { id: number } };
  if (json.janus === 'error') throw new Error(`janus: ${JSON.stringify(json.error)}`);
  return json;
}

type RoomEvent = { videoroom?: string; error_code?: number; private_id?: number };

/** A real Janus session opened with `token`, as a browser opens it (HTTP API; events by long poll). */
async function janusSession(token: string) {
  const { httpUrl } = server();
  const url = `${httpUrl}/${(await janus(httpUrl, { janus: 'create', token })).data!.id}`;
  const query = new URLSearchParams({ maxev: '1', token });
  return {
    /** Sends a VideoRoom request on a new handle of the session; answers the plugin's event to that handle. */
    async request(body: Record<string, unknown>): Promise<RoomEvent> {
      const handle = (await janus(url, { janus: 'attach', plugin: 'janus.plugin.videoroom', token })).data!
        .id;
      await janus(`${url}/${handle}`, { janus: 'message', token, body });
      for (;;) {
        const res = await fetch(`${url}?${query}`, { signal: AbortSignal.timeout(10_000) });
        const event = (await res.json()) as { sender?: number; plugindata?: { data?: RoomEvent } };
        if (event.sender === handle && event.plugindata?.data) return event.plugindata.data;
      }
    },
    close: () => janus(url, { janus: 'destroy', token }).catch(() => undefined),
  };
}

/**
 * Enters `room` as a publisher over a real Janus session opened with `token`, which the join
 * presents too (as the room's browser code does); answers 'joined' or VideoRoom's error code, and
 * leaves again.
 */
async function enter(token: string, room: number, pin: string): Promise<'joined' | number> {
  const session = await janusSession(token);
  try {
    const data = await session.request({ request: 'join', ptype: 'publisher', room, pin, token });
    return data.videoroom === 'joined' ? 'joined' : (data.error_code ?? -1);
  } finally {
    await session.close();
  }
}

/** `enter`, asked again until it answers `expected` or `ms` passed. */
async function enterUntil(info: JoinInfo, expected: 'joined' | number, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const now = await enter(info.janus.token!, info.janus.room, info.janus.pin);
    if (now === expected || Date.now() > until) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function joinOf(client: TestClient, index: number): Promise<JoinInfo> {
  const res = await client.post(`/api/live/${index}/join`);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data as JoinInfo;
}

const enterWith = (info: JoinInfo) => enter(info.janus.token!, info.janus.room, info.janus.pin);
const tokenRow = (token: string) =>
  f.app.core.db('live_room_tokens').where({ token }).first() as Promise<
    { expires_at: Date; revoked_at: Date | null } | undefined
  >;

test('a join gets a token of its own that only its class room admits, until 30 minutes after the scheduled end', async (t) => {
  const teacher = await f.as('teach');
  const a = await f.meeting({ durationMinutes: 45 }, { start: true });
  const b = await f.meeting({}, { start: true });
  const learner = await f.as('learner1');
  const inA = await joinOf(learner, a);
  const inB = await joinOf(learner, b);
  t.regex(
    inA.janus.token!,
    new RegExp(`^\\d+,janus,janus\\.plugin\\.videoroom,room-${inA.janus.room}-[\\w-]+:[\\w+/=]+$`),
    'the token names its room with a random part',
  );
  t.not((await joinOf(learner, a)).janus.token, inA.janus.token, 'each join gets a token of its own');

  t.is(await enterWith(inA), 'joined', "class A's token enters class A's room");
  t.is(await enter(inA.janus.token!, inB.janus.room, inB.janus.pin), notListed, "and not B's, pin or not");
  t.is(await enterWith(inB), 'joined');
  t.is(
    await enter(media().token(Date.now() + 60_000)!, inA.janus.room, inA.janus.pin),
    notListed,
    'a VideoRoom token of no room (as an exam hands out) does not enter a class',
  );
  // Core still reads a listed room's publishers (it joins for a moment with its own entry).
  t.deepEqual(await rooms().publisherStreams({ room: inA.janus.room, pin: inA.janus.pin }), []);

  // It ends 30 minutes after the scheduled end, as kept.
  const startedAt = Date.parse((await teacher.get(`/api/live/${a}`)).body.data.startedAt as string);
  const expiry = Number(inA.janus.token!.split(',')[0]) * 1000;
  t.true(Math.abs(expiry - (startedAt + 45 * 60_000 + 30 * 60_000)) < 2000, `${expiry - startedAt} ms`);
  t.is(new Date((await tokenRow(inA.janus.token!))!.expires_at).getTime(), expiry);

  // The end forgets the class's tokens with its room.
  await teacher.post(`/api/live/${a}/end`);
  await teacher.post(`/api/live/${b}/end`);
  t.is(await enter(inB.janus.token!, inB.janus.room, inB.janus.pin), noSuchRoom);
  const kept = await f.app.core.db('live_room_tokens').whereIn('meeting_id', [a, b]).count({ n: '*' });
  t.is(Number(kept[0]!.n), 0);
});

test("a removed learner's token is refused by Janus itself; the others' stay on the list", async (t) => {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const host = await joinOf(teacher, index);
  const learner = await joinOf(await f.as('learner2'), index);
  t.is(await enterWith(learner), 'joined');

  const kicked = await teacher.post(`/api/live/${index}/users/${f.school.ids.learner2}/kick`);
  t.is(kicked.status, 200, JSON.stringify(kicked.body));
  t.is(await enterWith(learner), notListed, 'back with the old token: Janus refuses the join');
  t.truthy((await tokenRow(learner.janus.token!))?.revoked_at);
  t.is(await enterWith(host), 'joined', "the host's token still enters");
  // Sent again, the removal changes nothing and the token stays off.
  t.is((await teacher.post(`/api/live/${index}/users/${f.school.ids.learner2}/kick`)).status, 200);
  t.is(await enterWith(learner), notListed);
  await teacher.post(`/api/live/${index}/end`);
});

test('leaving takes the token off, a page gone without a goodbye too; joining again lists a new one', async (t) => {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const client = await f.as('learner3');
  const first = await joinOf(client, index);
  t.is(await enterWith(first), 'joined');
  t.is((await client.post(`/api/live/${index}/leave`)).status, 200);
  t.is(await enterWith(first), notListed, 'left: the old token is refused');

  const second = await joinOf(client, index);
  t.not(second.janus.token, first.janus.token);
  t.is(await enterWith(second), 'joined');
  // The page goes without a goodbye: once the reload's grace has passed, the token is refused.
  const socket = await f.socket(client, index);
  socket.close();
  t.is(await enterUntil(second, notListed, socketLeaveGraceMs + 8000), notListed);
  await teacher.post(`/api/live/${index}/end`);
});

test('a room made anew after Janus lost it lists the kept tokens again, not the revoked or expired ones', async (t) => {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const staying = await joinOf(await f.as('learner1'), index);
  const removed = await joinOf(await f.as('learner2'), index);
  const expired = await joinOf(await f.as('learner4'), index);
  t.is((await teacher.post(`/api/live/${index}/users/${f.school.ids.learner2}/kick`)).status, 200);
  await f.app.core
    .db('live_room_tokens')
    .where({ token: expired.janus.token })
    .update({ expires_at: new Date(Date.now() - 60_000) });

  // Janus loses the room (as when it restarts); the next join makes it anew.
  t.true(await rooms().destroyRoom(staying.janus.room));
  t.is(await enterWith(staying), noSuchRoom);
  const host = await joinOf(teacher, index);
  t.is(await enterWith(host), 'joined');
  t.is(await enterWith(staying), 'joined', 'a kept token enters the room made anew');
  t.is(await enterWith(removed), notListed, "a removed learner's is not listed again");
  t.is(await enterWith(expired), notListed, 'nor an expired one');
  await teacher.post(`/api/live/${index}/end`);
});

test("a subscription must give a listed publisher's private id, which a removal ends", async (t) => {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const host = await joinOf(teacher, index);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // A loopback page: a secure context, where the camera may be asked for.
    await page.goto(`${server().httpUrl}/info`);
    const { wsUrl, room, pin, token } = host.janus;
    await publishFakeCamera(page, {
      wsUrl: wsUrl!,
      room,
      pin,
      token,
      display: 'host',
      id: host.feedIds.camera,
    });
    const learner = await joinOf(await f.as('learner4'), index);
    const session = await janusSession(learner.janus.token!);
    const subscribe = async (privateId?: number) => {
      const data = await session.request({
        request: 'join',
        ptype: 'subscriber',
        room,
        pin,
        streams: [{ feed: host.feedIds.camera }],
        ...(privateId === undefined ? {} : { private_id: privateId }),
      });
      return data.error_code ?? data.videoroom;
    };
    try {
      const joined = await session.request({
        request: 'join',
        ptype: 'publisher',
        room,
        pin,
        id: learner.feedIds.camera,
        token: learner.janus.token,
      });
      t.is(joined.videoroom, 'joined');
      t.is(await subscribe(), notListed, "no private id: Janus refuses to send the host's video");
      t.is(await subscribe(joined.private_id), 'attached', "with their publisher join's private id");
      const kicked = await teacher.post(`/api/live/${index}/users/${f.school.ids.learner4}/kick`);
      t.is(kicked.status, 200, JSON.stringify(kicked.body));
      t.is(await subscribe(joined.private_id), notListed, 'removed: their private id subscribes to nothing');
    } finally {
      await session.close();
      await stopPublishing(page).catch(() => undefined);
    }
  } finally {
    await browser.close();
  }
  await teacher.post(`/api/live/${index}/end`);
});

test("a room made without a list (an exam's) admits any VideoRoom token with its pin, as before", async (t) => {
  const room = { room: 8_000_000_000 + randomInt(1_000_000_000), pin: `p-${randomInt(1e9)}` };
  t.true(await rooms().ensureRoom(room, { publishers: 2 }));
  try {
    t.is(await enter(media().token(Date.now() + 60_000)!, room.room, room.pin), 'joined');
    t.is(await enter(media().token(Date.now() + 60_000, 1)!, room.room, room.pin), 'joined');
  } finally {
    await rooms().destroyRoom(room.room);
  }
});
