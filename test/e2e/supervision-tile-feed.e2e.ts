import test from 'ava';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { examFixture } from '@seodang/plugin-assessment/testing';
import { destroyExamRooms } from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { publishFakeCamera, stopPublishing } from './support/janus-publisher.ts';
import { signIn } from './support/sign-in.ts';

// A control-room tile always says why it shows no picture (waiting for the examinee, lost and
// reconnecting with a countdown), backs off while it cannot reach the feed, and can be told to
// reconnect now.

/** The state a tile's webcam feed shows, and its text. */
const feedState = (page: Page, userId: number) =>
  page.$eval(`[data-testid=tile-feed-${userId}-webcam]`, (el) => ({
    state: el.getAttribute('data-state'),
    text: el.querySelector('[data-testid=tile-feed-state] span')?.textContent ?? '',
  }));
const waitForState = (page: Page, userId: number, state: string, timeout = 30_000) =>
  page.waitForSelector(`[data-testid=tile-feed-${userId}-webcam][data-state=${state}]`, { timeout });

test('a tile shows waiting, live, and lost-with-a-countdown; attempts back off and "reconnect now" asks at once', async (t) => {
  if (!process.env.JANUS_HTTP_URL || !process.env.JANUS_WS_URL)
    return t.fail('JANUS_HTTP_URL and JANUS_WS_URL are required: the tiles subscribe through Janus');
  const f = await examFixture({ examinees: 1 });
  const browser = await launchBrowser();
  const problems: string[] = [];
  try {
    const userId = f.ids.examinee1;
    const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
    const supervisor = await newPage(browser, problems);
    await supervisor.setViewport({ width: 1280, height: 800 });
    await signIn(supervisor, url('/login'), 'watcher');
    // The supervisor's meeting-info requests can be made to fail, as when core or the network is away.
    let refuse = false;
    let asked = 0;
    await supervisor.setRequestInterception(true);
    supervisor.on('request', (r: HTTPRequest) => {
      if (!r.url().includes('/api/peerConnection?')) return void r.continue();
      asked += 1;
      if (!refuse) return void r.continue();
      void r.respond({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ err: { code: 'video_unavailable', message: 'unavailable' } }),
      });
    });
    await supervisor.goto(url(`/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/control-room`), {
      waitUntil: 'networkidle0',
    });

    // Not publishing yet: the tile says it waits for the examinee's webcam.
    await waitForState(supervisor, userId, 'waiting');
    t.is((await feedState(supervisor, userId)).text, '응시자의 웹캠 영상을 기다리는 중');
    await screenshot(supervisor, 'supervision-tile-feed-waiting');

    // The examinee publishes: the picture plays and the state goes away.
    const examinee = await f.as('examinee1');
    const { feedIds, janus } = (
      await examinee.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${userId}`)
    ).body;
    const camera = await browser.newPage();
    await camera.goto(url('/api/health'));
    await publishFakeCamera(camera, { ...janus, display: 'webcam', id: feedIds.webcam });
    await supervisor.waitForFunction(
      (id) =>
        ((document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement | null)?.videoWidth ??
          0) > 0,
      { timeout: 60_000 },
      userId,
    );
    await waitForState(supervisor, userId, 'live');
    t.is(
      await supervisor.$(`[data-testid=tile-feed-${userId}-webcam] [data-testid=tile-feed-state]`),
      null,
      'no overlay over a live picture',
    );

    // The feed goes away while the supervisor cannot reach core: lost, with a countdown and the attempt.
    refuse = true;
    await stopPublishing(camera);
    await waitForState(supervisor, userId, 'retrying');
    t.regex((await feedState(supervisor, userId)).text, /^웹캠 영상 끊김 · \d+초 후 다시 연결 \(1회째\)$/);
    await screenshot(supervisor, 'supervision-tile-feed-retrying');
    // Each failed attempt waits longer: the second attempt announces a longer pause than the first.
    await supervisor.waitForFunction(
      (id) =>
        /\(2회째\)/.test(document.querySelector(`[data-testid=tile-feed-${id}-webcam]`)?.textContent ?? ''),
      { timeout: 10_000, polling: 100 },
      userId,
    );
    const seconds = Number(/(\d+)초/.exec((await feedState(supervisor, userId)).text)![1]);
    t.true(seconds >= 3, `the second pause is about 4 s, not 2 s (shown: ${seconds} s)`);

    // "Reconnect now" asks at once, and starts counting attempts again.
    const before = asked;
    await supervisor.$eval(`[data-testid=tile-feed-${userId}-webcam] [data-testid=tile-feed-retry]`, (b) =>
      (b as HTMLButtonElement).click(),
    );
    await supervisor.waitForFunction(
      (id) =>
        /\(1회째\)/.test(document.querySelector(`[data-testid=tile-feed-${id}-webcam]`)?.textContent ?? ''),
      { timeout: 10_000, polling: 100 },
      userId,
    );
    t.true(asked > before, 'a new meeting info was asked for');
    t.is(
      await supervisor.$$eval('[data-testid=focus-view]', (els) => els.length),
      0,
      'the click retried; it did not focus the tile',
    );

    // Core is back and the examinee publishes again: "reconnect now" brings the picture back.
    refuse = false;
    await publishFakeCamera(camera, { ...janus, display: 'webcam', id: feedIds.webcam });
    await supervisor
      .$eval(`[data-testid=tile-feed-${userId}-webcam] [data-testid=tile-feed-retry]`, (b) =>
        (b as HTMLButtonElement).click(),
      )
      .catch(() => undefined);
    await waitForState(supervisor, userId, 'live', 60_000);
    await supervisor.waitForFunction(
      (id) =>
        ((document.querySelector(`[data-testid=tile-video-${id}]`) as HTMLVideoElement | null)?.videoWidth ??
          0) > 0,
      { timeout: 60_000 },
      userId,
    );
    await screenshot(supervisor, 'supervision-tile-feed-live-again');
    t.deepEqual(
      problems.filter((p) => !/503|Service Unavailable/.test(p)),
      [],
    );
  } finally {
    await browser.close();
    await destroyExamRooms(f.app.core.db, f.examIndex);
    await f.app.stop();
  }
});
