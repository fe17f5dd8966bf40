// A live class of many cameras, seen from one viewer's browser: what it costs to watch the room
// as the product shows it (a page of the grid: the shown tiles' video at the low layer, every
// voice) against a baseline in the same run, a page that receives every publisher's sound and
// video the way a room without paging would (one multistream subscription of all feeds).
//
// Learners publish chromium's fake camera and microphone (320×240) from one page of a first
// browser, each under their own join's feed id and token. The viewer (the teacher, who enters with
// camera and microphone off) runs in a second browser and the baseline in a third; only the
// measured viewer's processes count: CPU seconds per second (their utime + stime from /proc) and
// the downlink (bytes received by every peer connection of the page, from `getStats`), over
// BENCH_SECONDS after the videos play, rounds alternating. The baseline is a bare page, not the
// app, so its CPU leaves out what the app itself costs; the downlink and the videos decoded
// compare like for like.
//
// Run by hand, with the test services (PostgreSQL, Redis and Janus) and the web build:
//   npm run services   # another terminal
//   . .data/test/env.sh && node scripts/build-web.ts && node test/bench/live-class.ts
// Knobs: BENCH_LEARNERS (23, the class's 24 learners less the baseline viewer), BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_WIDTH (1280: the grid
// shows 3×3, oneself and eight others; 390 shows 2×2).
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { publishFakeCamera } from '../e2e/support/janus-publisher.ts';
import { inboundStreams, recordPeerConnections } from '../e2e/support/peer-connections.ts';
import { signIn } from '../e2e/support/sign-in.ts';
import { startLiveFixture } from '../../plugins/live-class/testing/fixture.ts';

// 23 publish: the class holds 24 learners, and the baseline viewer is the 24th.
const learners = Number(process.env.BENCH_LEARNERS ?? 23);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const width = Number(process.env.BENCH_WIDTH ?? 1280);
const TICKS = 100; // clock ticks per second of /proc/<pid>/stat on Linux

/** CPU seconds used so far by a process and every descendant alive now. */
function treeCpuSeconds(root: number): number {
  const parentOf = new Map<number, number>();
  const cpuOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      cpuOf.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICKS);
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    total += cpuOf.get(pid) ?? 0;
    for (const [child, parent] of parentOf) if (parent === pid) visit(child);
  };
  visit(root);
  return total;
}

/** Bytes received so far by the page's peer connections, and the video streams decoding frames. */
async function received(
  page: Page,
): Promise<{ video: number; audio: number; frames: Record<string, number> }> {
  const bytes = { video: 0, audio: 0 };
  const frames: Record<string, number> = {};
  for (const s of await inboundStreams(page)) {
    bytes[s.kind] += s.bytesReceived;
    if (s.kind === 'video') frames[s.id] = s.framesDecoded;
  }
  return { ...bytes, frames };
}

/** Measures a watching page's browser over `seconds`: CPU s/s, video and sound downlink kbit/s, videos decoding. */
async function measure(browser: Browser, page: Page) {
  const pid = browser.process()!.pid!;
  const cpu0 = treeCpuSeconds(pid);
  const got0 = await received(page);
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const got1 = await received(page);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = (treeCpuSeconds(pid) - cpu0) / elapsed;
  const decoding = Object.entries(got1.frames).filter(([id, n]) => n > (got0.frames[id] ?? 0)).length;
  const kbps = (kind: 'video' | 'audio') => ((got1[kind] - got0[kind]) * 8) / 1000 / elapsed;
  return { cpu, video: kbps('video'), audio: kbps('audio'), decoding };
}

/**
 * The baseline viewer: joins the room as a publisher without media (the room wants the private id
 * of one's own publisher join in a subscription), then subscribes to every stream of `feeds` in one
 * multistream subscription, answering Janus's offer without trickle.
 */
async function subscribeAll(
  page: Page,
  join: { wsUrl: string; room: number; pin: string; token: string | null; id: number },
  feeds: number[],
): Promise<void> {
  await page.evaluate(
    async ({ wsUrl, room, pin, token, id, feeds }) => {
      const ws = new WebSocket(wsUrl, 'janus-protocol');
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      const waiting = new Map<string, (m: Record<string, unknown>) => void>();
      ws.onmessage = (e) => {
        const msg = JSON.parse(String(e.data)) as Record<string, unknown>;
        if (msg.janus === 'ack') return;
        // Events without a waiting transaction (talking, new publishers) are not this viewer's concern.
        const waiter = waiting.get(String(msg.transaction));
        waiting.delete(String(msg.transaction));
        waiter?.(msg);
      };
      const send = (body: Record<string, unknown>) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const transaction = Math.random().toString(36).slice(2);
          waiting.set(transaction, resolve);
          ws.send(JSON.stringify({ ...body, ...(token ? { token } : {}), transaction }));
        });
      const session = ((await send({ janus: 'create' })).data as { id: number }).id;
      const attach = async () =>
        (
          (await send({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' })).data as {
            id: number;
          }
        ).id;
      const publisher = await attach();
      const joined = await send({
        janus: 'message',
        session_id: session,
        handle_id: publisher,
        body: { request: 'join', ptype: 'publisher', room, pin, id, ...(token ? { token } : {}) },
      });
      const privateId = (joined.plugindata as { data: { private_id?: number } }).data.private_id;
      const subscriber = await attach();
      const attached = await send({
        janus: 'message',
        session_id: session,
        handle_id: subscriber,
        body: {
          request: 'join',
          ptype: 'subscriber',
          room,
          pin,
          private_id: privateId,
          streams: feeds.map((feed) => ({ feed })),
          ...(token ? { token } : {}),
        },
      });
      const offer = attached.jsep as RTCSessionDescriptionInit | undefined;
      if (!offer) throw new Error(`janus refused the subscription: ${JSON.stringify(attached.plugindata)}`);
      const pc = new RTCPeerConnection();
      const sink = document.createElement('div');
      document.body.append(sink);
      // Every video plays in an element, as tiles would.
      pc.ontrack = (e) => {
        const element = document.createElement(e.track.kind === 'video' ? 'video' : 'audio');
        element.autoplay = true;
        element.muted = true;
        element.srcObject = new MediaStream([e.track]);
        sink.append(element);
      };
      await pc.setRemoteDescription(offer);
      await pc.setLocalDescription(await pc.createAnswer());
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        pc.onicegatheringstatechange = () => {
          if (pc.iceGatheringState === 'complete') resolve();
        };
      });
      await send({
        janus: 'message',
        session_id: session,
        handle_id: subscriber,
        body: { request: 'start' },
        jsep: { type: 'answer', sdp: pc.localDescription!.sdp },
      });
      setInterval(
        () =>
          ws.send(
            JSON.stringify({
              janus: 'keepalive',
              session_id: session,
              transaction: 'k',
              ...(token ? { token } : {}),
            }),
          ),
        15_000,
      );
    },
    { ...join, feeds },
  );
}

const f = await startLiveFixture(learners + 1);
const origin = `http://${f.school.host}:${f.app.port}`;
const index = await f.meeting({ name: '많은 카메라 수업' }, { start: true });
const cameras = await launchBrowser();
const browsers: Browser[] = [cameras];
try {
  // The learners' cameras, from one page of their own browser.
  const camerasPage = await cameras.newPage();
  await camerasPage.goto(`${origin}/`);
  const feeds: number[] = [];
  for (let n = 1; n <= learners; n++) {
    const joined = await (await f.as(`learner${n}`)).post(`/api/live/${index}/join`);
    if (joined.status !== 200) throw new Error(`learner${n} could not join: ${JSON.stringify(joined.body)}`);
    const { janus, feedIds } = joined.body.data;
    feeds.push(
      await publishFakeCamera(camerasPage, { ...janus, display: `learner${n}`, id: feedIds.camera }),
    );
  }
  console.log(`${learners} learners publish; the viewer's window is ${width} px wide`);

  // The room as the product shows it: the teacher's page, paged.
  const roomBrowser = await launchBrowser();
  browsers.push(roomBrowser);
  const room = await roomBrowser.newPage();
  await recordPeerConnections(room);
  await room.setViewport({ width, height: 900 });
  await signIn(room, `${origin}/login?next=${encodeURIComponent(`/live/${index}`)}`, 'teach');
  await room.waitForSelector('[data-testid=live-check-continue]', { timeout: 60_000 });
  // The viewer watches only: camera and microphone off, as the baseline has none to send.
  for (const device of ['mic', 'camera'])
    if (await room.$eval(`[data-testid=live-check-${device}]`, (el) => (el as HTMLInputElement).checked))
      await room.click(`[data-testid=live-check-${device}]`);
  await room.click('[data-testid=live-check-continue]');
  await room.waitForFunction(
    () => {
      const videos = [...document.querySelectorAll('[data-testid=live-remote-tile] video')];
      return videos.length > 0 && videos.every((v) => (v as HTMLVideoElement).videoWidth > 0);
    },
    { timeout: 120_000 },
  );

  // The baseline: every stream of every learner, in a browser of its own.
  const allBrowser = await launchBrowser();
  browsers.push(allBrowser);
  const all = await allBrowser.newPage();
  await recordPeerConnections(all);
  await all.goto(`${origin}/`);
  const viewer = await (await f.as(`learner${learners + 1}`)).post(`/api/live/${index}/join`);
  if (viewer.status !== 200)
    throw new Error(`the baseline viewer could not join: ${JSON.stringify(viewer.body)}`);
  await subscribeAll(all, { ...viewer.body.data.janus, id: viewer.body.data.feedIds.camera }, feeds);
  await all.waitForFunction(
    (count) =>
      [...document.querySelectorAll('video')].filter((v) => (v as HTMLVideoElement).videoWidth > 0).length ===
      count,
    { timeout: 120_000 },
    learners,
  );

  const rows: { round: number; what: string; cpu: number; video: number; audio: number; decoding: number }[] =
    [];
  for (let round = 1; round <= rounds; round++) {
    rows.push({ round, what: 'room (paged)', ...(await measure(roomBrowser, room)) });
    rows.push({ round, what: 'every stream', ...(await measure(allBrowser, all)) });
  }
  for (const r of rows)
    console.log(
      `round ${r.round} ${r.what.padEnd(13)} cpu ${r.cpu.toFixed(2)} s/s  video ${r.video.toFixed(0)} kbit/s  sound ${r.audio.toFixed(0)} kbit/s  videos decoding ${r.decoding}`,
    );
  const mean = (what: string, key: 'cpu' | 'video' | 'audio') =>
    rows.filter((r) => r.what === what).reduce((sum, r) => sum + r[key], 0) / rounds;
  const ratio = (key: 'cpu' | 'video' | 'audio') =>
    (mean('room (paged)', key) / mean('every stream', key)).toFixed(2);
  console.log(
    `room / every stream: cpu ${ratio('cpu')}×, video downlink ${ratio('video')}×, sound downlink ${ratio('audio')}×`,
  );
} finally {
  for (const b of browsers) await b.close().catch(() => undefined);
  await f.app.stop();
}
process.exit(0);
