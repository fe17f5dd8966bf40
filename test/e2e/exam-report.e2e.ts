import test from 'ava';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { examOfItsOwn, publishFakeCamera, stopPublishing } from './support/janus-publisher.ts';
import { signIn } from './support/sign-in.ts';

process.env.SEODANG_JANUS_RECORDINGS_DIR = await mkdtemp(join(tmpdir(), 'seodang-janus-rec-'));
process.env.SEODANG_FILES_DIR = await mkdtemp(join(tmpdir(), 'seodang-files-'));
process.env.SEODANG_RECORDING_SCAN_MS = '500';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let f: Awaited<ReturnType<typeof examFixture>>;
let browser: Browser;
const problems: string[] = [];
const marks: Record<string, number> = {};

test.before(async () => {
  const fixture = await examFixture({ examinees: 2 });
  f = { ...fixture, examIndex: await examOfItsOwn(fixture, 3) };
  browser = await launchBrowser();
  const examinee = await f.as('examinee1');
  await examinee.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
  await examinee.post(`/api/exam/${f.examIndex}/enter`);
  const sup = await f.as('watcher');
  await sup.post(`/api/peerConnection/examIndex/${f.examIndex}/media-files`);
  // The examinee's webcam, published for real from chromium's fake camera, while they write and paste.
  const camera = await browser.newPage();
  await camera.goto(`${f.app.url}/api/health`);
  const { feedIds, janus } = (
    await examinee.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`)
  ).body;
  await publishFakeCamera(camera, { ...janus, display: 'webcam', id: feedIds.webcam });
  const signal = async (kind: string, data: Record<string, unknown> = {}, quizId: string | null = 'q1') => {
    marks[`${kind}${data.text ?? ''}`] = Date.now();
    await examinee.post(`/api/exam/${f.examIndex}/signals`, {
      events: [{ kind, quizId, data, at: Date.now() }],
    });
    await sleep(700);
  };
  await sleep(1000);
  await signal('edit', { text: 'p', length: 1 });
  await signal('paste', { length: 120 });
  await signal('edit', { text: 'pri', length: 3 });
  await signal('blur');
  await signal('focus');
  await signal('faces', { count: 2 }, null);
  await signal('edit', { text: 'print(1)', length: 8 });
  await sleep(1000);
  await stopPublishing(camera);
  await camera.close();
  await examinee.post(`/api/exam/${f.examIndex}/finish`);
  // The core's recorder converts once the publisher has left.
  for (let i = 0; i < 120; i++) {
    const list = (await sup.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}/recordings`)).body
      .data as { kind: string; state: string }[];
    if (list.some((r) => r.kind === 'video' && r.state === 'ready')) return;
    await sleep(250);
  }
  throw new Error('the recording never became ready');
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
const reportUrl = (userId: number) =>
  url(`/assessment/${f.lectureSeq}/exam/exam/${f.examIndex}/report/${userId}`);

const login = (page: Page, userId: string) => signIn(page, url('/login'), userId);

const videoState = (page: Page) =>
  page.$eval('[data-testid=recording-video]', (v) => {
    const el = v as HTMLVideoElement;
    return {
      readyState: el.readyState,
      duration: el.duration,
      currentTime: el.currentTime,
      error: el.error?.code ?? null,
    };
  });
const replayText = (page: Page) => page.$eval('[data-testid=replay-code]', (el) => el.textContent);
const clickIncident = (page: Page, kind: string) =>
  page.$eval(`[data-testid=incident-timeline] button[data-kind="${kind}"]`, (b) =>
    (b as HTMLButtonElement).click(),
  );

test('a supervisor opens the report: one timeline, a playable recording, and incidents that seek the video and the writing replay', async (t) => {
  const page = await newPage(browser, problems);
  await login(page, 'watcher');
  // The exam's report without an examinee opens the first one.
  await page.goto(reportUrl(0).replace(/\/0$/, ''), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=incident-timeline]');
  t.is(new URL(page.url()).pathname, new URL(reportUrl(f.ids.examinee1)).pathname);
  const kinds = await page.$$eval('[data-testid=incident-timeline] button', (bs) =>
    bs.map((b) => b.getAttribute('data-kind')),
  );
  t.deepEqual(
    kinds,
    ['EXAM_ENTER', 'recording', 'paste', 'blur', 'focus', 'faces', 'EXAM_FINISHED'],
    'access, signals and the recording on one clock',
  );
  await waitForText(page, '붙여넣기 의심');
  // The examinee's own attendance, with the whole exam's beside it (not in its place).
  t.regex(
    await page.$eval('[data-testid=report-exam-attendance]', (e) => (e as HTMLElement).innerText),
    /^시험 전체: 응시자 \d+명 중 \d+명 입실$/,
  );
  await waitForText(page, '출석률(입실 시간)');

  // The <video> really plays the converted file: metadata loaded, a finite length of a few seconds.
  await page.waitForFunction(
    () =>
      ((document.querySelector('[data-testid=recording-video]') as HTMLVideoElement | null)?.readyState ??
        0) >= 1,
    { timeout: 15_000 },
  );
  const loaded = await videoState(page);
  t.is(loaded.error, null);
  t.true(Number.isFinite(loaded.duration) && loaded.duration > 3, `duration ${loaded.duration}`);
  // The microphone is inside the video file: the element decodes audio, with no separate player to keep in step.
  const audioBytes = await page.$eval('[data-testid=recording-video]', async (v) => {
    const el = v as HTMLVideoElement & { webkitAudioDecodedByteCount?: number };
    el.muted = true;
    await el.play();
    await new Promise((r) => setTimeout(r, 1500));
    el.pause();
    return el.webkitAudioDecodedByteCount ?? 0;
  });
  t.true(audioBytes > 0, `audio decoded: ${audioBytes} bytes`);
  t.is(await page.$('[data-testid=recording-audio]'), null);
  await screenshot(page, 'exam-report-ko');
  t.deepEqual(await seriousViolations(page), []);

  // The paste incident: the video jumps to that moment of the recording, the replay to the code then.
  const startedAt = await page.$eval(
    '[data-testid=incident-timeline] button[data-kind=recording] time',
    (el) => Date.parse(el.getAttribute('datetime')!),
  );
  await clickIncident(page, 'paste');
  await page.waitForFunction(
    () => !(document.querySelector('[data-testid=recording-video]') as HTMLVideoElement).seeking,
  );
  const atPaste = await videoState(page);
  t.true(
    Math.abs(atPaste.currentTime - (marks.paste - startedAt) / 1000) < 1,
    `video at ${atPaste.currentTime}s, paste ${(marks.paste - startedAt) / 1000}s in`,
  );
  t.is(await replayText(page), 'p');
  await clickIncident(page, 'faces');
  t.is(await replayText(page), 'pri');
  t.regex(await page.$eval('[data-testid=replay-position]', (el) => el.textContent!), /2 \/ 3/);
  await screenshot(page, 'exam-report-seek');

  // Replay from the start with the play button: the code is rebuilt step by step to the end.
  await page.$eval('[data-testid=replay-slider]', (el) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '0');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  t.is(await replayText(page), 'p');
  await page.click('[data-testid=replay-play]');
  await page.waitForFunction(
    () => document.querySelector('[data-testid=replay-code]')?.textContent === 'print(1)',
    { timeout: 10_000 },
  );
  await page.$eval('[data-testid=writing-replay]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'exam-report-replay');

  // English, then the empty states of an examinee who never came.
  await page.setCookie({ name: 'sd_locale', value: 'en', domain: f.host });
  await page.reload({ waitUntil: 'networkidle0' });
  await waitForText(page, 'Incident timeline');
  await screenshot(page, 'exam-report-en');
  await page.select('[data-testid=report-examinee]', String(f.ids.examinee2));
  await waitForText(page, 'No recordings.');
  await waitForText(page, 'No incidents recorded.');
  await waitForText(page, 'No answer history.');
  await screenshot(page, 'exam-report-empty');
  t.deepEqual(problems, []);
});

test('an examinee cannot open a report: the error is shown in their language and nothing else', async (t) => {
  const page = await newPage(browser, problems);
  await login(page, 'examinee1');
  await page.goto(reportUrl(f.ids.examinee1), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=error-state]');
  await waitForText(page, '이 시험의 감독관이 아닙니다.');
  t.is(await page.$('[data-testid=incident-timeline]'), null);
  t.is(await page.$('[data-testid=recording-video]'), null);
  await screenshot(page, 'exam-report-forbidden');
});
