/**
 * Moderation on real PostgreSQL, Redis and Janus, with learners publishing chromium's fake camera
 * and microphone: the microphone lock (forced off at Janus, also for a later joiner; an unmute
 * refused), a host's mute, a removal that keeps the learner out (Janus refuses their old token),
 * how learners enter (the class's useAudio and useVideo), the spotlight, and who may do it.
 */
import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { mediaRef } from '@seodang/sdk';
import type { TestClient } from '@seodang/sdk/testing';
import type { JoinInfo, LiveUser } from '../common/index.ts';
import { startLiveFixture, type LiveFixture } from '../testing/fixture.ts';
import { launchBrowser } from '../../../test/e2e/support/browser.ts';
import { publishFakeCamera, stopPublishing } from '../../../test/e2e/support/janus-publisher.ts';

let f: LiveFixture;
let browser: Browser;
test.before(async () => {
  f = await startLiveFixture(4);
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

const media = () => f.app.core.service(mediaRef);
/** The rooms of the test run's one media server. */
const rooms = () => media().at(media().servers()[0]!);

/** Joins the class through the API and publishes the learner's fake camera and microphone under core's feed id. */
async function joinAndPublish(client: TestClient, index: number): Promise<{ info: JoinInfo; page: Page }> {
  const joined = await client.post(`/api/live/${index}/join`);
  if (joined.status !== 200) throw new Error(JSON.stringify(joined.body));
  const info = joined.body.data as JoinInfo;
  const page = await browser.newPage();
  // A loopback page: a secure context, where the camera may be asked for.
  await page.goto(`${media().urls().httpUrl}/info`);
  await publishFakeCamera(page, {
    wsUrl: info.janus.wsUrl!,
    room: info.janus.room,
    pin: info.janus.pin,
    token: info.janus.token,
    display: 'learner',
    id: info.feedIds.camera,
  });
  return { info, page };
}

/** Whether Janus forces the feed's audio off, asked again until it is `expected` or `ms` passed. */
async function audioModerated(info: JoinInfo, expected: boolean, ms = 8000): Promise<boolean | null> {
  const until = Date.now() + ms;
  for (;;) {
    const publishers = await rooms().publisherStreams({ room: info.janus.room, pin: info.janus.pin });
    const audio = publishers
      .find((p) => p.id === info.feedIds.camera)
      ?.streams.find((s) => s.type === 'audio');
    const now = audio ? audio.moderated : null;
    if (now === expected || Date.now() > until) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const usersOf = async (client: TestClient, index: number) =>
  (await client.get(`/api/live/${index}/users`)).body.data.list as LiveUser[];

test.serial(
  'a microphone lock is forced at Janus, also on a later joiner, and refuses an unmute; a host mutes one learner',
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const teacher = await f.as('teach');
    const one = await f.as('learner1', { locale: 'en' });
    const two = await f.as('learner2');
    const first = await joinAndPublish(one, index);
    t.is(await audioModerated(first.info, false), false, 'unlocked: the learner is heard');
    const watching = await f.socket(two, index);

    const locked = await teacher.put(`/api/live/${index}/device-mode`, { useMicLocked: true });
    t.is(locked.status, 200, JSON.stringify(locked.body));
    t.like(locked.body.data, { useMicLocked: true, useVideoLocked: false, useAudio: true });
    const told = await watching.waitFor((m) => m.event === 'live.device-mode');
    t.like(told.data, { useMicLocked: true });
    t.true(await audioModerated(first.info, true), 'Janus forces the publishing learner off');
    t.like(
      (await usersOf(teacher, index)).find((u) => u.objectId === f.school.ids.learner1),
      {
        useAudio: false,
      },
    );
    t.like((await one.get(`/api/live/${index}`)).body.data.deviceMode, { useMicLocked: true });

    // A learner who joins and publishes after the lock is forced off too.
    const second = await joinAndPublish(two, index);
    t.like(
      (await usersOf(teacher, index)).find((u) => u.objectId === f.school.ids.learner2),
      {
        useAudio: false,
      },
    );
    t.true(await audioModerated(second.info, true), "the later joiner's publish is forced off");

    // The server refuses the unmute, in the learner's language; the video stays theirs to turn on.
    const unmute = await one.put(`/api/live/${index}/device-mode`, { self: true, useAudio: true });
    t.deepEqual([unmute.status, unmute.body.err?.code], [403, 'mic_locked']);
    t.regex(unmute.body.err.message, /teacher locked microphones/);
    const koUnmute = await two.put(`/api/live/${index}/device-mode`, { self: true, useAudio: true });
    t.regex(koUnmute.body.err.message, /마이크를 잠갔습니다/);
    t.is((await one.put(`/api/live/${index}/device-mode`, { self: true, useVideo: false })).status, 200);
    // A camera lock is forced at Janus and refused the same way.
    t.is((await teacher.put(`/api/live/${index}/device-mode`, { useVideoLocked: true })).status, 200);
    const video = async () =>
      (await rooms().publisherStreams({ room: first.info.janus.room, pin: first.info.janus.pin }))
        .find((p) => p.id === first.info.feedIds.camera)
        ?.streams.find((s) => s.type === 'video')?.moderated;
    t.true(await video());
    const camera = await one.put(`/api/live/${index}/device-mode`, { self: true, useVideo: true });
    t.deepEqual([camera.status, camera.body.err?.code], [403, 'video_locked']);
    t.regex(camera.body.err.message, /teacher locked cameras/);
    t.is((await teacher.put(`/api/live/${index}/device-mode`, { useVideoLocked: false })).status, 200);
    t.is((await one.put(`/api/live/${index}/device-mode`, { self: true, useVideo: true })).status, 200);
    t.false(await video(), 'turning the camera on lets it back at Janus');
    // A learner cannot lift the lock.
    const lift = await one.put(`/api/live/${index}/device-mode`, { useMicLocked: false });
    t.deepEqual([lift.status, lift.body.err?.code], [403, 'not_host']);
    t.true(await audioModerated(first.info, true));

    // Lifted: nobody is turned on, but each may turn on again, let back at Janus.
    t.is((await teacher.put(`/api/live/${index}/device-mode`, { useMicLocked: false })).status, 200);
    t.true(await audioModerated(first.info, true, 0));
    const back = await one.put(`/api/live/${index}/device-mode`, { self: true, useAudio: true });
    t.is(back.status, 200, JSON.stringify(back.body));
    t.like(back.body.data, { useMicLocked: false, self: { useAudio: true, useVideo: true } });
    t.false(await audioModerated(first.info, false), 'Janus lets the learner be heard again');

    // A host's mute forces one learner off; they may unmute themselves when nothing is locked.
    const muted = await teacher.post(`/api/live/${index}/users/${f.school.ids.learner1}/mute`);
    t.is(muted.status, 200, JSON.stringify(muted.body));
    t.like(muted.body.data, { useAudio: false, moderated: true });
    t.true(await audioModerated(first.info, true, 0));
    t.like(
      (await usersOf(teacher, index)).find((u) => u.objectId === f.school.ids.learner1),
      {
        useAudio: false,
      },
    );
    t.is((await one.put(`/api/live/${index}/device-mode`, { self: true, useAudio: true })).status, 200);
    t.false(await audioModerated(first.info, false));

    watching.close();
    await stopPublishing(first.page).catch(() => undefined);
    await stopPublishing(second.page).catch(() => undefined);
    await teacher.post(`/api/live/${index}/end`);
  },
);

test.serial(
  'a removed learner is put out of the room, cannot rejoin, and keeps the attendance they had',
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const teacher = await f.as('teach');
    const three = await f.as('learner3', { locale: 'ja' });
    const { info, page } = await joinAndPublish(three, index);
    const watching = await f.socket(teacher, index);
    const id = f.school.ids.learner3;
    // In the spotlight first: the removal takes them out of it.
    t.is((await teacher.put(`/api/live/${index}/main-user`, { mainUser: id })).status, 200);

    const kicked = await teacher.post(`/api/live/${index}/users/${id}/kick`);
    t.is(kicked.status, 200, JSON.stringify(kicked.body));
    t.like((await watching.waitFor((m) => m.event === 'live.kicked')).data, { objectId: id });
    t.like((await watching.waitFor((m) => m.event === 'live.main-user' && m.data?.mainUser === null)).data, {
      mainUser: null,
    });
    t.false(
      (await rooms().listPublishers(info.janus.room)).some((p) => p.id === info.feedIds.camera),
      'Janus put them out',
    );
    const again = await three.post(`/api/live/${index}/join`);
    t.deepEqual([again.status, again.body.err?.code], [403, 'kicked']);
    t.regex(again.body.err.message, /再び参加することはできません/);
    const en = await f.as('learner3', { locale: 'en' });
    t.regex((await en.post(`/api/live/${index}/join`)).body.err.message, /cannot rejoin/);
    // Their presence ended; attendance keeps the stretch; removing twice changes nothing.
    const me = (await usersOf(teacher, index)).find((u) => u.objectId === id);
    t.like(me, { present: false, kicked: true });
    t.is((await teacher.get(`/api/live/${index}`)).body.data.currentUserCount, 0);
    t.is((await teacher.post(`/api/live/${index}/users/${id}/kick`)).status, 200);
    const row = (await teacher.get(`/api/live/${index}/attendance`)).body.data.list.find(
      (r: { userObjectId: number }) => r.userObjectId === id,
    );
    t.truthy(row?.firstJoinedAt);
    t.truthy(row?.lastLeftAt);
    // They are kept out of all of the class: its page, chat and realtime topic; nor can they be muted any more.
    for (const [method, path] of [
      ['GET', `/api/live/${index}`],
      ['GET', `/api/live/${index}/chat`],
      ['POST', `/api/live/${index}/reaction`],
    ]) {
      const res = await three.json(method, path, method === 'POST' ? { type: 'hand' } : undefined);
      t.deepEqual([res.status, res.body.err?.code], [403, 'kicked'], path);
    }
    const topic = await f.socket(three, index);
    t.truthy(await topic.waitFor((m) => m.type === 'error' && m.code === 'forbidden'));
    topic.close();
    t.is((await teacher.post(`/api/live/${index}/users/${id}/mute`)).status, 404);
    // Coming back to Janus with the old pin and token: their token is off the room's list, so
    // Janus itself refuses the join.
    const sneak = await browser.newPage();
    await sneak.goto(`${media().urls().httpUrl}/info`);
    await t.throwsAsync(
      publishFakeCamera(sneak, {
        ...info.janus,
        wsUrl: info.janus.wsUrl!,
        display: 'x',
        id: info.feedIds.camera,
      }),
      { message: /refused the publisher.*433/ },
    );
    t.false((await rooms().listPublishers(info.janus.room)).some((p) => p.id === info.feedIds.camera));
    await sneak.close();
    await page.close();
    watching.close();
    await teacher.post(`/api/live/${index}/end`);
  },
);

test.serial(
  "a learner enters with microphone and camera as the class's device mode says when they join",
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const teacher = await f.as('teach');
    const one = await f.as('learner1');
    const two = await f.as('learner2');
    const early = (await one.post(`/api/live/${index}/join`)).body.data as JoinInfo;
    t.deepEqual(early.devices, { useAudio: true, useVideo: true }, 'by default learners enter with both on');

    const set = await teacher.put(`/api/live/${index}/device-mode`, { useAudio: false, useVideo: false });
    t.is(set.status, 200, JSON.stringify(set.body));
    t.like(set.body.data, { useAudio: false, useVideo: false, useMicLocked: false });
    t.like((await two.get(`/api/live/${index}`)).body.data.deviceMode, { useAudio: false, useVideo: false });
    const late = (await two.post(`/api/live/${index}/join`)).body.data as JoinInfo;
    t.deepEqual(late.devices, { useAudio: false, useVideo: false });
    const users = await usersOf(teacher, index);
    t.like(
      users.find((u) => u.objectId === f.school.ids.learner2),
      { useAudio: false, useVideo: false },
    );
    // The change is for who enters from now on: the learner already in keeps their devices.
    t.like(
      users.find((u) => u.objectId === f.school.ids.learner1),
      { useAudio: true, useVideo: true },
    );
    // A host enters with what they choose; a rejoin keeps what the learner had.
    t.deepEqual(((await teacher.post(`/api/live/${index}/join`)).body.data as JoinInfo).devices, {
      useAudio: true,
      useVideo: true,
    });
    t.is((await two.put(`/api/live/${index}/device-mode`, { self: true, useAudio: true })).status, 200);
    t.deepEqual(((await two.post(`/api/live/${index}/join`)).body.data as JoinInfo).devices, {
      useAudio: true,
      useVideo: false,
    });
    // Only the camera back on: the next learner enters with the camera on and the microphone off.
    t.is((await teacher.put(`/api/live/${index}/device-mode`, { useVideo: true })).status, 200);
    const three = await f.as('learner3');
    t.deepEqual(((await three.post(`/api/live/${index}/join`)).body.data as JoinInfo).devices, {
      useAudio: false,
      useVideo: true,
    });
    // Learners cannot set how the class is entered.
    const refused = await one.put(`/api/live/${index}/device-mode`, { useAudio: true });
    t.deepEqual([refused.status, refused.body.err?.code], [403, 'not_host']);
    await teacher.post(`/api/live/${index}/end`);
  },
);

test.serial('the spotlight: someone in the class or nobody, told to everyone', async (t) => {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const four = await f.as('learner4');
  await four.post(`/api/live/${index}/join`);
  const watching = await f.socket(four, index);
  const id = f.school.ids.learner4;
  const set = await teacher.put(`/api/live/${index}/main-user`, { mainUser: id });
  t.deepEqual([set.status, set.body.data], [200, { mainUser: id }]);
  t.like((await watching.waitFor((m) => m.event === 'live.main-user')).data, { mainUser: id });
  t.is((await four.get(`/api/live/${index}`)).body.data.mainUser, id);
  // Someone who never joined this class is not found in it; one who left is not in it.
  const outsider = await teacher.put(`/api/live/${index}/main-user`, { mainUser: f.school.ids.outsider });
  t.deepEqual([outsider.status, outsider.body.err?.code], [404, 'user_not_found']);
  await (await f.as('learner1')).post(`/api/live/${index}/join`);
  await (await f.as('learner1')).post(`/api/live/${index}/leave`);
  const gone = await teacher.put(`/api/live/${index}/main-user`, { mainUser: f.school.ids.learner1 });
  t.deepEqual([gone.status, gone.body.err?.code], [409, 'main_user_not_present']);
  t.is((await teacher.put(`/api/live/${index}/main-user`, { mainUser: null })).status, 200);
  t.is((await four.get(`/api/live/${index}`)).body.data.mainUser, null);
  watching.close();
  await teacher.post(`/api/live/${index}/end`);
});

test.serial(
  'only the lecture teacher and the channel admin moderate; ids resolve inside the class',
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const learner = await f.as('learner1');
    await learner.post(`/api/live/${index}/join`);
    const target = f.school.ids.learner1;
    const routes: [string, string, unknown?][] = [
      ['PUT', `/api/live/${index}/device-mode`, { useMicLocked: false }],
      ['POST', `/api/live/${index}/users/${target}/mute`],
      ['PUT', `/api/live/${index}/main-user`, { mainUser: null }],
      ['POST', `/api/live/${index}/users/${target}/kick`],
    ];
    const callers: [string, () => Promise<TestClient>, number, string?][] = [
      ['anonymous', async () => f.app.client({ host: f.school.host }), 401],
      ['enrolled learner', () => f.as('learner2'), 403, 'not_host'],
      ['unenrolled learner', () => f.as('outsider'), 403, 'not_enrolled'],
      ['other teacher', () => f.as('other.teacher'), 403, 'not_host'],
      ["another channel's admin", () => f.as('far.admin', { far: true }), 404, 'meeting_not_found'],
      ['channel admin', () => f.as('boss'), 200],
    ];
    for (const [who, client, status, code] of callers) {
      const c = await client();
      for (const [method, path, body] of routes) {
        if (status === 200 && path.endsWith('/kick')) continue;
        const res = await c.json(method, path, body);
        t.is(res.status, status, `${who} ${method} ${path} ${JSON.stringify(res.body)}`);
        if (code) t.is(res.body.err?.code, code, `${who} ${path}`);
      }
    }
    const teacher = await f.as('teach');
    // Someone not in this class, and a host, are not for muting or removing.
    for (const other of [f.school.ids.learner3, f.far.ids['far.admin']]) {
      const res = await teacher.post(`/api/live/${index}/users/${other}/kick`);
      t.deepEqual([res.status, res.body.err?.code], [404, 'user_not_found']);
    }
    await teacher.post(`/api/live/${index}/join`);
    const host = await teacher.post(`/api/live/${index}/users/${f.school.ids.teach}/mute`);
    t.deepEqual([host.status, host.body.err?.code], [409, 'not_learner']);
    t.is((await teacher.put(`/api/live/${index}/device-mode`, { useMicLocked: 'yes' })).status, 400);
    t.is((await teacher.post(`/api/live/${index}/users/abc/mute`)).status, 400);
    await teacher.post(`/api/live/${index}/end`);
    const ended = await teacher.put(`/api/live/${index}/device-mode`, { useMicLocked: true });
    t.deepEqual([ended.status, ended.body.err?.code], [409, 'already_ended']);
  },
);

test.serial(
  "a host's screen share: its feed id is named to the class only while shared, a new one is drawn when it stops, and a publisher under the old one is put out",
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const teacher = await f.as('teach');
    const three = await f.as('learner3');
    const host = (await teacher.post(`/api/live/${index}/join`)).body.data as JoinInfo;
    await three.post(`/api/live/${index}/join`);
    const hostRow = async () => (await usersOf(three, index)).find((u) => u.userType !== 'attendee');
    t.is((await hostRow())?.screenFeedId, null, 'not named before sharing');

    const refused = await three.put(`/api/live/${index}/device-mode`, { self: true, useScreen: true });
    t.deepEqual([refused.status, refused.body.err?.code], [403, 'not_host']);

    const share = (on: boolean) =>
      teacher.put(`/api/live/${index}/device-mode`, { self: true, useScreen: on });
    const started = await share(true);
    t.is(started.status, 200);
    const screenId = started.body.data.self.screenFeedId as number;
    t.is(screenId, host.feedIds.screen as number, 'the id core gave at the join');
    t.is((await hostRow())?.screenFeedId, screenId, 'named to learners while shared');
    t.is((await share(true)).body.data.self.screenFeedId, screenId, 'starting again keeps it');

    t.is((await share(false)).body.data.self.screenFeedId, null);
    t.is((await hostRow())?.screenFeedId, null);
    const next = (await share(true)).body.data.self.screenFeedId as number;
    t.not(next, screenId, 'a new id after a stop');
    await share(false);

    // A learner who remembers the named id publishes under it: the class's enforcement puts them out.
    const page = await browser.newPage();
    await page.goto(`${media().urls().httpUrl}/info`);
    await publishFakeCamera(page, {
      wsUrl: host.janus.wsUrl!,
      room: host.janus.room,
      pin: host.janus.pin,
      token: host.janus.token,
      display: 'impostor',
      id: screenId,
    });
    await teacher.put(`/api/live/${index}/device-mode`, { useMicLocked: true });
    const until = Date.now() + 8000;
    let present = true;
    while (present && Date.now() < until) {
      present = (await rooms().listPublishers(host.janus.room)).some((p) => p.id === screenId);
      if (present) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    t.false(present, 'the old screen id is nobody’s: its publisher is removed');
    await stopPublishing(page).catch(() => undefined);
    await page.close();
    await teacher.post(`/api/live/${index}/end`);
  },
);
