import test from 'ava';
import { randomInt } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { janusRooms, videoRoomRequest } from '../../core/src/media/janus-client.ts';
import { janusAuth, janusToken } from '../../core/src/media/janus-auth.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { publishFakeCamera, publisherRequest, stopPublishing } from '../e2e/support/janus-publisher.ts';

// Core's media service against the test run's Janus (token auth and admin key on, as `npm start` runs it).
const media = {
  ...janusRooms(process.env.JANUS_HTTP_URL ?? ''),
  urls: () => ({ httpUrl: process.env.JANUS_HTTP_URL || null, wsUrl: process.env.JANUS_WS_URL || null }),
  token: janusToken,
};

/** The room as Janus lists it to its administrator. */
async function roomAsListed(room: number): Promise<Record<string, unknown> | undefined> {
  const adminKey = janusAuth().adminKey;
  const listed = await videoRoomRequest(process.env.JANUS_HTTP_URL!, {
    request: 'list',
    ...(adminKey ? { admin_key: adminKey } : {}),
  });
  return (listed.list as Record<string, unknown>[] | undefined)?.find((r) => r.room === room);
}

/** The room's publisher ids, asked again until they are `expected` or 15 s have passed. */
async function publishersOnceUp(room: number, expected: number[]): Promise<number[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const ids = (await media.listPublishers(room)).map((p) => p.id);
    if (JSON.stringify(ids) === JSON.stringify(expected) || Date.now() > until) return ids;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('core makes a private room behind its pin and alone moderates, kicks from and destroys it', async (t) => {
  const { wsUrl } = media.urls();
  t.truthy(wsUrl, 'the test run has a media server');
  const room = { room: 7_000_000_000 + randomInt(1_000_000_000), pin: 'p1n-' + randomInt(1e9) };
  t.true(await media.ensureRoom(room, { publishers: 3, audioLevelEvents: true }));
  t.false(await media.ensureRoom(room, { publishers: 3 }), 'a second call finds it made');
  t.deepEqual(await media.listPublishers(room.room), []);

  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // A loopback page: a secure context, where the camera may be asked for.
    await page.goto(`${media.urls().httpUrl}/info`);
    const token = media.token(Date.now() + 60_000);
    await t.throwsAsync(
      publishFakeCamera(page, { wsUrl: wsUrl!, room: room.room, pin: 'wrong', token, display: 'x' }),
      { message: /refused the publisher/ },
      'a wrong pin is refused by Janus',
    );
    const page2 = await browser.newPage();
    await page2.goto(`${media.urls().httpUrl}/info`);
    const id = await publishFakeCamera(page2, {
      wsUrl: wsUrl!,
      room: room.room,
      pin: room.pin,
      token,
      display: 'a',
    });
    // Janus lists a publisher once its WebRTC connection is up, a moment after the SDP answer.
    t.deepEqual(await publishersOnceUp(room.room, [id]), [id]);
    // A participant holding only the pin and a token cannot destroy or kick: the secret is core's.
    const refused = (await publisherRequest(page2, { request: 'destroy', room: room.room })) as {
      data: { error_code?: number };
    };
    t.truthy(refused.data.error_code);
    t.true(await media.moderate(room.room, id, { mid: '0', mute: true }));
    t.true(await media.moderate(room.room, id, { mid: '0', mute: false }));
    t.false(await media.moderate(room.room, id + 1, { mid: '0', mute: true }), 'nobody holds that id');
    t.true(await media.kick(room.room, id));
    t.deepEqual(await media.listPublishers(room.room), []);
    t.false(await media.kick(room.room, id), 'a kicked participant is gone');
    await stopPublishing(page2).catch(() => undefined);
  } finally {
    await browser.close();
  }
  t.true(await media.destroyRoom(room.room));
  t.false(await media.destroyRoom(room.room), 'already destroyed');
  t.deepEqual(await media.listPublishers(room.room), []);
});

test("core starts and stops a room's recording into a folder; a room that is not there answers false", async (t) => {
  const room = { room: 7_000_000_000 + randomInt(1_000_000_000), pin: 'p1n-' + randomInt(1e9) };
  const dir = await mkdtemp(join(tmpdir(), 'seodang-media-rec-'));
  t.false(await media.startRecording(room.room, dir), 'no room yet');
  t.false(await media.stopRecording(room.room));
  t.true(await media.ensureRoom(room, { publishers: 1 }));
  try {
    t.true(await media.startRecording(room.room, dir));
    // Janus's own view of the room (with the admin key, as it is private): recording into the
    // folder, locked (`lock_record`), so that no publisher can switch its own recording off.
    t.like(await roomAsListed(room.room), { record: true, rec_dir: dir, lock_record: true });
    t.true(await media.stopRecording(room.room));
    t.like(await roomAsListed(room.room), { record: false });
  } finally {
    t.true(await media.destroyRoom(room.room));
  }
});
