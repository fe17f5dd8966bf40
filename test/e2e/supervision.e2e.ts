import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { examFixture, openSocket, type TestSocket } from '@seodang/plugin-assessment/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';
import { skipExamTour } from './support/exam-steps.ts';

// The supervisor's control room and supervision-group screens, against an exam whose 14
// examinees were put in every display status through the examinee API.

type Fixture = Awaited<ReturnType<typeof examFixture>>;
let f: Fixture;
let browser: Browser;
const problems: string[] = [];
const names = [
  '정하준',
  '강지우',
  '윤서윤',
  '김민준',
  '이서연',
  '박도윤',
  '최지호',
  '한예린',
  '오시우',
  '서하은',
  '임주원',
  '신채원',
  '조은우',
  '배수아',
];
/** Examinee number (1-based) → the display status the seed gives them. */
const seeded = {
  TAKING_EXAM: [1, 2, 3],
  TAKING_EXAM_BUT_VIDEO_UNAVAILABLE: [4],
  IN_WAITING_ROOM: [5, 6],
  FINISHED_EXAM: [7],
  EXAM_BROWSER_LEAVED: [8],
  NEVER_ENTERED_EXAM_ROOM: [9, 10, 11, 12, 13, 14],
} as const;
const idOf = (n: number) => f.ids[`examinee${n}`];
let liveLeaver: TestSocket;

async function seed() {
  const client = (n: number) => f.as(`examinee${n}`);
  const enter = async (n: number) => {
    const c = await client(n);
    await c.post('/api/exam/agreement', { userId: idOf(n), examIndex: f.examIndex });
    const r = await c.post(`/api/exam/${f.examIndex}/enter`);
    if (r.status !== 200) throw new Error(`enter: ${r.status} ${JSON.stringify(r.body)}`);
    return c;
  };
  for (const n of seeded.TAKING_EXAM)
    await (
      await enter(n)
    ).post(`/api/exam/${f.examIndex}/video-status`, { videoStatus: 'ALL_DEVICE_CONNECTED' });
  for (const n of seeded.TAKING_EXAM_BUT_VIDEO_UNAVAILABLE) await enter(n);
  for (const n of seeded.IN_WAITING_ROOM)
    await (await client(n)).post(`/api/exam/${f.examIndex}/waiting-step`, { step: 'DEVICE_CHECK' });
  for (const n of seeded.FINISHED_EXAM) await (await enter(n)).post(`/api/exam/${f.examIndex}/finish`);
  // The browser-left examinee: the exam socket closes, the server starts the exitTimer.
  const leaver = await enter(8);
  const socket = await openSocket(f.app.url, leaver.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
  socket.subscribe(`exam:${f.examIndex}:examinees`);
  await socket.waitFor((m) => m.type === 'subscribed');
  socket.close();
  // Examinee 2 keeps an exam socket open; the test closes it while the supervisor watches.
  liveLeaver = await openSocket(f.app.url, (await client(2)).cookie('sd_sid')!, `${f.host}:${f.app.port}`);
  liveLeaver.subscribe(`exam:${f.examIndex}:examinees`);
  await liveLeaver.waitFor((m) => m.type === 'subscribed');
}

test.before(async () => {
  f = await examFixture({ examinees: 14 });
  for (const [i, name] of names.entries())
    await f.app.core
      .db('users')
      .where({ id: idOf(i + 1) })
      .update({ name });
  await seed();
  // Group1 (the default group) starts with examinees 1–3.
  const sup = await f.as('watcher');
  const group1 = (
    await sup.get(`/api/supervisionGroup?examIndex=${f.examIndex}&lectureIndex=${f.lectureSeq}`)
  ).body.supervisionGroups[0].index;
  await sup.post('/api/supervisionGroup/users', {
    examIndex: f.examIndex,
    lectureIndex: f.lectureSeq,
    role: 'student',
    groupUserPairs: [1, 2, 3].map((n) => ({ supervisionGroupIndex: group1, userId: idOf(n) })),
  });
  browser = await launchBrowser();
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
const roomPath = (exam = f.examIndex) => `/assessment/${f.lectureSeq}/x/exam/${exam}/control-room`;

const login = (page: Page, userId: string) => signIn(page, url('/login'), userId);

/** Clicks through the DOM (toasts may sit over the toolbar for a few seconds). */
const click = (page: Page, selector: string) =>
  page
    .waitForSelector(selector, { visible: true })
    .then((h) => h!.evaluate((el) => (el as HTMLElement).click()));
const tileIds = (page: Page) =>
  page.$$eval('[data-testid=tile-grid] [data-testid=tile]', (els) =>
    els.map((e) => Number(e.getAttribute('data-user'))),
  );
const tileNames = (page: Page) =>
  page.$$eval('[data-testid=tile-grid] [data-testid=tile-name]', (els) => els.map((e) => e.textContent));
const tileCount = (page: Page, n: number) =>
  page.waitForFunction(
    (c) => document.querySelectorAll('[data-testid=tile-grid] [data-testid=tile]').length === c,
    { timeout: 5000 },
    n,
  );
const pageInfo = (page: Page) => page.$eval('[data-testid=page-info]', (e) => e.textContent);
const checked = (page: Page, testId: string) =>
  page.$eval(`[data-testid=${testId}]`, (e) => (e as HTMLInputElement).checked);
const pressed = (page: Page, testId: string) =>
  page.$eval(`[data-testid=${testId}]`, (e) => e.getAttribute('aria-pressed'));
const tile = (n: number) => `[data-testid=tile][data-user="${idOf(n)}"]`;

/** Serious axe findings once the toasts are gone (their colours belong to the shared toast). */
async function axeAfterToasts(page: Page) {
  await page.waitForSelector('.sd-toast__message', { hidden: true, timeout: 10_000 });
  return seriousViolations(page);
}

async function typeInto(page: Page, testId: string, text: string) {
  await page.$eval(`[data-testid=${testId}]`, (e) => {
    (e as HTMLInputElement).select();
  });
  if (text) await page.type(`[data-testid=${testId}]`, text);
  else await page.keyboard.press('Backspace');
}

test.serial(
  'control room: statuses, sort, filters, search, paging, focus, mute, exitTimer, identity and the access history',
  async (t) => {
    const page = await newPage(browser, problems);
    await login(page, 'watcher');
    await page.goto(url(roomPath()), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=tile-grid]');

    // 14 examinees: users per page by the rule (16), one page; 3 grid columns; sorted by name.
    await tileCount(page, 14);
    t.is(await page.$eval('[data-testid=per-page]', (e) => (e as HTMLSelectElement).value), '16');
    t.is(await pageInfo(page), '1 / 1');
    t.is(await page.$eval('[data-testid=grid-columns]', (e) => (e as HTMLInputElement).value), '3');
    t.is(
      await page.$eval(
        '[data-testid=tile-grid]',
        (e) => getComputedStyle(e).gridTemplateColumns.split(' ').length,
      ),
      3,
    );
    t.is(await pressed(page, 'sort-name'), 'true');
    t.deepEqual(
      await tileNames(page),
      [...names].sort((a, b) => a.localeCompare(b, 'ko')),
    );
    t.is(await page.$eval('[data-testid=main-video]', (e) => (e as HTMLSelectElement).value), 'webcam');

    // Each examinee shows the display status the shared module derives.
    for (const [status, ns] of Object.entries(seeded)) {
      for (const n of ns)
        t.is(await page.$eval(tile(n), (e) => e.getAttribute('data-status')), status, `examinee${n}`);
    }
    t.is(await page.$eval(`${tile(4)} [data-testid=tile-status]`, (e) => e.textContent), '영상 확인 불가');
    // The browser-left examinee's disconnect countdown (exitTimer) runs on their tile.
    const left = await page.$eval(`${tile(8)} [data-testid=tile-exit-timer]`, (e) => ({
      ms: Number(e.getAttribute('data-remaining')),
      text: e.textContent,
    }));
    t.true(left.ms > 0 && left.ms <= 60_000, String(left.ms));
    t.regex(left.text ?? '', /퇴실까지 00:0\d:\d\d · 연결 끊김: 웹캠/);
    t.is(await page.$(`${tile(1)} [data-testid=tile-exit-timer]`), null, 'no countdown while connected');
    await screenshot(page, 'supervision-room-grid');

    // Sort: choosing the active sort clears it; status sorts by the display-status order.
    await click(page, '[data-testid=sort-name]');
    t.is(await pressed(page, 'sort-name'), 'false');
    await click(page, '[data-testid=sort-status]');
    const byStatus = await page.$$eval('[data-testid=tile-grid] [data-testid=tile]', (els) =>
      els.map((e) => e.getAttribute('data-status')),
    );
    t.deepEqual(byStatus.slice(0, 6), Array(6).fill('NEVER_ENTERED_EXAM_ROOM'));
    t.is(byStatus.at(-1), 'EXAM_BROWSER_LEAVED');

    // Filters: toggle off all but one; the last one cannot be removed.
    for (const s of [
      'NEVER_ENTERED_EXAM_ROOM',
      'IN_WAITING_ROOM',
      'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE',
      'FINISHED_EXAM',
      'EXAM_BROWSER_LEAVED',
    ])
      await click(page, `[data-testid=filter-${s}]`);
    await tileCount(page, 3);
    await click(page, '[data-testid=filter-TAKING_EXAM]');
    t.true(await checked(page, 'filter-TAKING_EXAM'), 'the last filter stays on');
    await tileCount(page, 3);
    t.deepEqual((await tileIds(page)).sort(), [1, 2, 3].map(idOf).sort());
    await screenshot(page, 'supervision-room-filtered');

    // Reset: sort 'name', every filter, empty keyword.
    await typeInto(page, 'room-search', '하준');
    await tileCount(page, 1);
    await click(page, '[data-testid=room-reset]');
    await tileCount(page, 14);
    t.is(await pressed(page, 'sort-name'), 'true');
    t.is(await page.$eval('[data-testid=room-search]', (e) => (e as HTMLInputElement).value), '');

    // Search: name, or e-mail (examinee1@… matches 1 and 10–14); nothing → the empty state.
    await typeInto(page, 'room-search', '서윤');
    await tileCount(page, 1);
    t.deepEqual(await tileIds(page), [idOf(3)]);
    await typeInto(page, 'room-search', 'examinee1');
    await tileCount(page, 6);
    await typeInto(page, 'room-search', '없는사람');
    await page.waitForSelector('[data-testid=room-empty]');
    t.is(
      await page.$eval('[data-testid=room-empty]', (e) => e.textContent),
      '조건에 맞는 응시자가 없습니다.',
    );
    t.is(await pageInfo(page), '0 / 0');
    await typeInto(page, 'room-search', '');
    await tileCount(page, 14);

    // Paging: 4 per page → 4 pages; moves by one, never past the ends.
    await page.select('[data-testid=per-page]', '4');
    await tileCount(page, 4);
    t.is(await pageInfo(page), '1 / 4');
    t.true(await page.$eval('[data-testid=page-prev]', (e) => (e as HTMLButtonElement).disabled));
    const firstPage = await tileIds(page);
    for (let i = 0; i < 3; i++) await click(page, '[data-testid=page-next]:not([disabled])');
    t.is(await pageInfo(page), '4 / 4');
    await tileCount(page, 2);
    t.true(await page.$eval('[data-testid=page-next]', (e) => (e as HTMLButtonElement).disabled));

    // Mute: per tile, kept across paging; mute-all over the listed examinees, then unmute all.
    const [a, b] = await tileIds(page);
    await click(page, `[data-testid=tile][data-user="${a}"] [data-testid=tile-mute]`);
    await page.waitForSelector(
      `[data-testid=tile][data-user="${a}"][data-muted=true] [data-testid=tile-muted]`,
    );
    t.is(
      await page.$eval(`[data-testid=tile][data-user="${b}"]`, (e) => e.getAttribute('data-muted')),
      'false',
    );
    const audioMuted = (id: number) =>
      page.$eval(`[data-testid=tile-audio-${id}]`, (e) => (e as HTMLAudioElement).muted).catch(() => null);
    if (process.env.JANUS_WS_URL) {
      t.is(await audioMuted(a), true, 'the subscriber audio element is muted');
      t.is(await audioMuted(b), false);
    }
    await click(page, '[data-testid=page-prev]:not([disabled])');
    await click(page, '[data-testid=page-next]:not([disabled])');
    await page.waitForSelector(`[data-testid=tile][data-user="${a}"][data-muted=true]`);
    if (process.env.JANUS_WS_URL) t.is(await audioMuted(a), true, 'a new subscription starts muted');
    await screenshot(page, 'supervision-room-muted');
    await click(page, '[data-testid=mute-all]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=tile]')].every(
        (e) => e.getAttribute('data-muted') === 'true',
      ),
    );
    t.is(await page.$eval('[data-testid=mute-all]', (e) => e.textContent), '전체 음소거 해제');
    await click(page, '[data-testid=page-prev]:not([disabled])');
    t.true(
      await page.$$eval('[data-testid=tile]', (els) =>
        els.every((e) => e.getAttribute('data-muted') === 'true'),
      ),
      'mute-all covers every page',
    );
    await click(page, '[data-testid=mute-all]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=tile]')].every(
        (e) => e.getAttribute('data-muted') === 'false',
      ),
    );
    t.deepEqual(firstPage.length, 4);

    // Focus: a click shows one examinee (single); Ctrl-clicked tiles are focused together (multiple).
    await page.select('[data-testid=per-page]', '16');
    await tileCount(page, 14);
    const focusIds = () =>
      page.$$eval('[data-testid=focus-view] [data-testid=tile]', (els) =>
        els.map((e) => Number(e.getAttribute('data-user'))),
      );
    await click(page, `${tile(1)} [data-testid=tile-select]`);
    await page.waitForSelector('[data-testid=focus-view][data-display=single]');
    t.deepEqual(await focusIds(), [idOf(1)]);
    await screenshot(page, 'supervision-room-focus-single');
    await click(page, '[data-testid=focus-back]');
    const ctrlClick = async (selector: string) => {
      await page.keyboard.down('Control');
      await (await page.waitForSelector(selector, { visible: true }))!.click();
      await page.keyboard.up('Control');
    };
    for (const n of [1, 2, 3]) await ctrlClick(`${tile(n)} [data-testid=tile-select]`);
    await ctrlClick(`${tile(3)} [data-testid=tile-select]`);
    t.deepEqual(
      await page.$$eval('[data-testid=tile][data-picked=true]', (els) => els.length),
      2,
      'a second Ctrl-click unpicks',
    );
    await click(page, '[data-testid=focus-picked]');
    await page.waitForSelector('[data-testid=focus-view][data-display=multiple]');
    t.deepEqual((await focusIds()).sort(), [idOf(1), idOf(2)].sort());
    await screenshot(page, 'supervision-room-focus-multiple');
    await ctrlClick(`[data-testid=focus-view] ${tile(2)} [data-testid=tile-select]`);
    await page.waitForSelector('[data-testid=focus-view][data-display=single]');
    await click(page, '[data-testid=focus-back]');
    await tileCount(page, 14);

    // The side panel collapses and opens again; video types keep the main one shown.
    await click(page, '[data-testid=video-webcam]');
    t.is(
      await page.$eval('[data-testid=main-video]', (e) => (e as HTMLSelectElement).value),
      'screen',
      'hiding the main type makes the first shown one main',
    );
    await click(page, '[data-testid=video-screen]');
    t.true(await checked(page, 'video-screen'), 'the last video type stays shown');
    await click(page, '[data-testid=video-webcam]');
    await click(page, '[data-testid=side-toggle]');
    await page.waitForSelector('[data-testid=group-select]', { hidden: true });
    await click(page, '[data-testid=side-toggle]');

    // Group selector: Group1 holds examinees 1–3.
    const group1 = await page.$eval(
      '[data-testid=group-select] option:nth-child(2)',
      (e) => (e as HTMLOptionElement).value,
    );
    await page.select('[data-testid=group-select]', group1);
    await tileCount(page, 3);
    t.is(
      await page.$eval('[data-testid=per-page]', (e) => (e as HTMLSelectElement).value),
      '4',
      'users per page follows the group size',
    );
    await page.select('[data-testid=group-select]', 'all');
    await tileCount(page, 14);

    // Per-user pause from the tile (the modal targets that examinee), then release.
    await click(page, `${tile(3)} [data-testid=tile-pause]`);
    t.is(
      await page.$eval('[data-testid=action-target]', (e) => (e as HTMLSelectElement).value),
      `user:${idOf(3)}`,
    );
    await click(page, '[data-testid=action-confirm]');
    await page.waitForSelector(`${tile(3)}[data-paused=true]`);
    t.not(
      (
        await f.app.core
          .db('assessment_exam_members')
          .where({ exam_id: f.examIndex, user_id: idOf(3) })
          .first()
      ).paused_at,
      null,
    );
    t.is(await page.$(`${tile(1)}[data-paused=true]`), null, 'only that examinee');
    await click(page, `${tile(3)} [data-testid=tile-pause]`);
    await click(page, '[data-testid=action-confirm]');
    await page.waitForSelector(`${tile(3)}[data-paused=false]`);

    // Keyboard: Enter on a tile's video area focuses it.
    await page.focus(`${tile(4)} [data-testid=tile-select]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid=focus-view] ${tile(4)}`);
    t.deepEqual(await axeAfterToasts(page), [], 'focus view: no serious axe violations');
    await click(page, '[data-testid=focus-back]');

    // Identity check: the check opens (no photo asked for here: the empty state), then the verdict.
    await click(page, `${tile(1)} [data-testid=tile-identify]`);
    await page.waitForSelector('[data-testid=identity-check] [data-testid=identity-photo-none]', {
      visible: true,
    });
    await click(page, '[data-testid=identity-check-confirm]');
    await page.waitForSelector(`${tile(1)} [data-testid=tile-identified]`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=identity-check]', { hidden: true });
    t.true(
      (
        await f.app.core
          .db('assessment_exam_members')
          .where({ exam_id: f.examIndex, user_id: idOf(1) })
          .first()
      ).identification_checked,
    );

    // Live: examinee 2's exam socket closes → BROWSER_LEAVED with a running countdown, and the
    // closed history panel shows the new-history indicator.
    t.is(await page.$('[data-testid=history-new]'), null);
    liveLeaver.close();
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-status') === 'EXAM_BROWSER_LEAVED',
      { timeout: 5000 },
      tile(2),
    );
    await page.waitForSelector(`${tile(2)} [data-testid=tile-exit-timer]`, { timeout: 5000 });
    await page.waitForSelector('[data-testid=history-new]', { timeout: 5000 });
    await screenshot(page, 'supervision-room-new-history');

    // History panel: opening clears the indicator; ALL / ENTER / EXIT; search; empty states.
    await click(page, '[data-testid=history-toggle]');
    await page.waitForSelector('[data-testid=history-panel]');
    t.is(await page.$('[data-testid=history-new]'), null);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=history-entry]').length >= 8);
    const types = () =>
      page.$$eval('[data-testid=history-entry]', (els) =>
        [...new Set(els.map((e) => e.getAttribute('data-type')))].sort(),
      );
    t.deepEqual(await types(), ['EXAM_ENTER', 'EXAM_FINISHED', 'EXAM_LEAVE']);
    await page.select('[data-testid=history-filter]', 'ENTER');
    t.deepEqual(await types(), ['EXAM_ENTER']);
    await page.select('[data-testid=history-filter]', 'EXIT');
    t.deepEqual(await types(), ['EXAM_FINISHED', 'EXAM_LEAVE']);
    await typeInto(page, 'history-search', names[1]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=history-entry]').length === 1);
    await typeInto(page, 'history-search', '없는사람');
    await page.waitForSelector('[data-testid=history-empty][data-state=NO_SEARCH_RESULT]');
    await screenshot(page, 'supervision-history-no-search');
    t.deepEqual(
      await axeAfterToasts(page),
      [],
      'control room with the history panel: no serious axe violations',
    );
    t.deepEqual(problems, []);
    await page.browserContext().close();
  },
);

test.serial(
  'access history: the empty exam, then a filter with no result; open panel gets no indicator',
  async (t) => {
    const teacher = await f.as('teacher');
    const exam = await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
      title: '2차 시험',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      quizzes: [{ quizId: 'q1', title: '합', score: 100 }],
      examineeIds: [idOf(9)],
      supervisorIds: [f.ids.watcher],
    });
    const examIndex = exam.body.data.index as number;
    const page = await newPage(browser, problems);
    await login(page, 'watcher');
    await page.goto(url(roomPath(examIndex)), { waitUntil: 'networkidle0' });
    await tileCount(page, 1);
    t.is(await page.$eval('[data-testid=per-page]', (e) => (e as HTMLSelectElement).value), '4');
    await click(page, '[data-testid=history-toggle]');
    await page.waitForSelector('[data-testid=history-empty][data-state=EMPTY_RESULT]');
    t.is(await page.$eval('[data-testid=history-empty]', (e) => e.textContent), '아직 기록이 없습니다.');
    await screenshot(page, 'supervision-history-empty');
    const examinee = await f.as('examinee9');
    await examinee.post('/api/exam/agreement', { userId: idOf(9), examIndex });
    t.is((await examinee.post(`/api/exam/${examIndex}/enter`)).status, 200);
    await page.waitForSelector('[data-testid=history-entry][data-type=EXAM_ENTER]', { timeout: 5000 });
    t.is(await page.$('[data-testid=history-new]'), null, 'the panel is open: no indicator');
    await page.select('[data-testid=history-filter]', 'EXIT');
    await page.waitForSelector('[data-testid=history-empty][data-state=NO_FILTER_RESULT]');
    await screenshot(page, 'supervision-history-no-filter');
    await page.waitForFunction(
      (sel) =>
        document.querySelector(sel)?.getAttribute('data-status') === 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE',
      { timeout: 5000 },
      tile(9),
    );
    t.deepEqual(problems, []);
    await page.browserContext().close();
  },
);

async function openGroups(page: Page) {
  await page.goto(url(`/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/supervision-groups`), {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector('[data-testid=groups-screen]');
}
const groupItems = (page: Page) =>
  page.$$eval('[data-testid=group-item]', (els) => els.map((e) => e.textContent));
const groupStudents = (page: Page) =>
  page.$$eval('[data-testid=student-check]', (els) => els.map((e) => Number(e.getAttribute('data-user'))));
const unassignedIds = (page: Page) =>
  page.$$eval('[data-testid=unassigned-student]', (els) =>
    els.map((e) => Number(e.getAttribute('data-user'))),
  );
const selectGroup = (page: Page, name: string) =>
  page.$$eval(
    '[data-testid=group-item]',
    (els, n) => (els.find((e) => e.textContent?.startsWith(`${n} (`)) as HTMLButtonElement).click(),
    name,
  );

test.serial(
  'supervision groups: search, add group, add users (list, CSV, refused), move (no call to the same group), remove, delete, auto-assign',
  async (t) => {
    const page = await newPage(browser, problems);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/'))
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await login(page, 'watcher');
    await openGroups(page);
    t.deepEqual(await groupItems(page), ['Group1 (3/24)']);
    t.is((await unassignedIds(page)).length, 11);
    t.is(await page.$eval('[data-testid=group-detail]', (e) => e.textContent), '그룹을 선택하세요.');

    // Student search: name + e-mail local part without whitespace; the first result is selected.
    await page.type('[data-testid=group-search]', '하 준');
    await page.waitForSelector('[data-testid=search-result]');
    const results = await page.$$eval('[data-testid=search-result]', (els) =>
      els.map((e) => ({ text: e.textContent, pressed: e.getAttribute('aria-pressed') })),
    );
    t.is(results.length, 1);
    t.deepEqual(results[0], { text: `${names[0]} examinee1@example.com · Group1`, pressed: 'true' });
    await typeInto(page, 'group-search', 'examinee1');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=search-result]').length === 6);
    t.is(
      await page.$eval('[data-testid=search-result]', (e) => e.getAttribute('aria-pressed')),
      'true',
      'first result selected',
    );
    await screenshot(page, 'supervision-groups-search');
    await typeInto(page, 'group-search', 'example.com');
    await page.waitForSelector('[data-testid=search-empty]');
    await typeInto(page, 'group-search', '');

    // Add a group: appended empty and selected.
    await click(page, '[data-testid=open-add-group]');
    await page.waitForSelector('[data-testid=add-group-modal]');
    await screenshot(page, 'supervision-groups-add-group');
    await page.type('[data-testid=group-name]', '2반');
    await click(page, '[data-testid=add-group-confirm]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=group-detail] h2')?.textContent === '2반',
    );
    t.deepEqual(await groupItems(page), ['Group1 (3/24)', '2반 (0/24)']);

    // Add users picked from the list (JSON groupUserPairs).
    await click(page, '[data-testid=open-add-users]');
    await page.waitForSelector('[data-testid=add-users-modal]');
    const pick = (id: number) =>
      page.$$eval(
        '[data-testid=add-candidates] label',
        (els, n) =>
          (els.find((e) => e.textContent?.includes(n))!.querySelector('input') as HTMLInputElement).click(),
        names[id - 1],
      );
    await pick(9);
    await pick(10);
    await screenshot(page, 'supervision-groups-add-users');
    t.deepEqual(await axeAfterToasts(page), [], 'add-users modal: no serious axe violations');
    await click(page, '[data-testid=add-confirm]');
    await page.waitForSelector('[data-testid=add-users-modal]', { hidden: true });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=student-check]').length === 2);
    t.deepEqual((await groupStudents(page)).sort(), [idOf(9), idOf(10)].sort());
    t.is((await unassignedIds(page)).length, 9);

    // A supervisor, picked as role supervisor.
    await click(page, '[data-testid=open-add-users]');
    await click(page, '[data-testid=add-role-supervisor]');
    await page.$$eval('[data-testid=add-candidates] input', (els) => (els[0] as HTMLInputElement).click());
    await click(page, '[data-testid=add-confirm]');
    await page.waitForSelector('[data-testid=group-supervisors]');
    t.is(
      await page.$eval('[data-testid=group-supervisors] li', (e) => e.textContent?.replace('×', '').trim()),
      'watcher',
    );

    // CSV: groupName,userId lines (multipart). An unknown group is refused with errCode 3 and nothing changes.
    const dir = mkdtempSync(join(tmpdir(), 'sv-csv-'));
    const csv = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const uploadCsv = async (file: string) => {
      await click(page, '[data-testid=open-add-users]');
      await click(page, '[data-testid=add-mode-csv]');
      const input = (await page.waitForSelector('[data-testid=add-csv]')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await click(page, '[data-testid=add-confirm]:not([disabled])');
    };
    await uploadCsv(csv('bad.csv', 'groupName,userId\n없는반,examinee11\n'));
    await page.waitForSelector('[data-testid=add-error]');
    t.is(await page.$eval('[data-testid=add-error]', (e) => e.textContent), '존재하지 않는 그룹입니다.');
    await screenshot(page, 'supervision-groups-csv-refused');
    await click(page, '[data-testid=add-users-modal] button:not([data-testid])');
    t.is((await unassignedIds(page)).length, 9, 'a refused addition changes nothing');
    await uploadCsv(csv('ok.csv', 'groupName,userId\n2반,examinee11\n2반,examinee12\n'));
    await page.waitForSelector('[data-testid=add-users-modal]', { hidden: true });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=student-check]').length === 4);
    t.deepEqual((await unassignedIds(page)).includes(idOf(11)), false);

    // Move to the current group: nothing, and no call. Then to Group1: one call, refetched.
    await page.$$eval(
      '[data-testid=student-check]',
      (els, id) => (els.find((e) => Number(e.getAttribute('data-user')) === id) as HTMLInputElement).click(),
      idOf(9),
    );
    await click(page, '[data-testid=open-move]');
    await page.waitForSelector('[data-testid=move-modal]');
    const twoBan = await page.$$eval(
      '[data-testid=move-target] option',
      (els) => (els.find((e) => e.textContent === '2반') as HTMLOptionElement).value,
    );
    await page.select('[data-testid=move-target]', twoBan);
    await screenshot(page, 'supervision-groups-move');
    const before = calls.length;
    await click(page, '[data-testid=move-confirm]');
    await page.waitForSelector('[data-testid=move-modal]', { hidden: true });
    t.deepEqual(calls.slice(before), [], 'moving to the current group makes no call');
    t.is((await groupStudents(page)).length, 4);
    await click(page, '[data-testid=open-move]');
    const group1 = await page.$$eval(
      '[data-testid=move-target] option',
      (els) => (els.find((e) => e.textContent === 'Group1') as HTMLOptionElement).value,
    );
    await page.select('[data-testid=move-target]', group1);
    await click(page, '[data-testid=move-confirm]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=student-check]').length === 3);
    t.deepEqual(calls.slice(before), ['PUT /api/userSupervisionGroup']);
    // 2반: three students and its supervisor, who counts towards the 24.
    t.deepEqual(await groupItems(page), ['Group1 (4/24)', '2반 (4/24)']);
    t.false(
      await page.$$eval('[data-testid=student-check]', (els) =>
        els.some((e) => (e as HTMLInputElement).checked),
      ),
      'moved users leave the selection',
    );

    // Remove a student: the caution of type user, then back in the unassigned list.
    await page.$$eval('[data-testid=student-check]', (els) => (els[0] as HTMLInputElement).click());
    const removed = await page.$$eval('[data-testid=student-check]', (els) =>
      Number(els.find((e) => (e as HTMLInputElement).checked)!.getAttribute('data-user')),
    );
    await click(page, '[data-testid=open-remove]');
    await page.waitForSelector('[data-testid=delete-caution-type][data-type=user]');
    await screenshot(page, 'supervision-groups-remove-caution');
    await click(page, '[data-testid=delete-confirm]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=student-check]').length === 2);
    t.true((await unassignedIds(page)).includes(removed));

    // Delete the group: the caution of type group; the selection clears.
    await click(page, '[data-testid=open-delete-group]');
    await page.waitForSelector('[data-testid=delete-caution-type][data-type=group]');
    await click(page, '[data-testid=delete-confirm]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-item]').length === 1);
    t.is(await page.$eval('[data-testid=group-detail]', (e) => e.textContent), '그룹을 선택하세요.');

    // Auto-assign with reset, 5 per group: 14 examinees → 5, 5, 4; the request carries a boolean and an integer.
    let sent: unknown = null;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/supervisionGroup/autoAssign')) sent = JSON.parse(r.postData() ?? 'null');
    });
    await click(page, '[data-testid=open-auto-assign]');
    await page.waitForSelector('[data-testid=auto-assign-modal]');
    await click(page, '[data-testid=auto-reset]');
    await typeInto(page, 'auto-num', '5');
    await screenshot(page, 'supervision-groups-auto-assign');
    await click(page, '[data-testid=auto-confirm]');
    await waitForText(page, '자동 배정을 마쳤습니다.');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-item]').length === 3);
    t.deepEqual(await groupItems(page), ['Group1 (5/24)', 'Group2 (5/24)', 'Group3 (4/24)']);
    t.like(sent as object, { examIndex: f.examIndex, options: { useReset: true, studentNum: 5 } });
    t.deepEqual(await unassignedIds(page), []);
    await selectGroup(page, 'Group1');
    await page.waitForSelector('[data-testid=group-students]');
    await screenshot(page, 'supervision-groups-assigned');
    t.deepEqual(await axeAfterToasts(page), [], 'groups screen: no serious axe violations');

    // The screen speaks the user's language (ko by default, en, ja).
    await page.select('[data-testid=language-switch]', 'en');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Supervision groups');
    t.is(await page.$eval('[data-testid=open-auto-assign]', (e) => e.textContent), 'Auto-assign');
    t.is(
      await page.$eval('[data-testid=unassigned] .sv-empty', (e) => e.textContent),
      'Every student is assigned.',
    );
    await screenshot(page, 'supervision-groups-en');
    await page.select('[data-testid=language-switch]', 'ja');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '監督グループ管理');
    await page.goto(url(roomPath()), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=tile-grid]').catch(async (e: unknown) => {
      await screenshot(page, 'supervision-room-ja-failed');
      throw e;
    });
    t.is(await page.$eval('[data-testid=room-reset]', (e) => e.textContent), 'リセット');
    await screenshot(page, 'supervision-room-ja');
    await page.select('[data-testid=language-switch]', 'ko');
    t.deepEqual(problems, []);
    await page.browserContext().close();
  },
);

test.serial(
  'exam control view: live status list with search ({searchType}_{searchQuery}), paging, per-row pause, reload of all, live updates',
  async (t) => {
    const page = await newPage(browser, problems);
    const searches: string[] = [];
    let reloadBody: unknown = null;
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('/live-exam-status')) searches.push(u.searchParams.get('search[value]') ?? '');
      if (u.pathname === '/api/exam/reload') reloadBody = JSON.parse(r.postData() ?? 'null');
    });
    await login(page, 'watcher');
    await page.goto(url(`/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/control`), {
      waitUntil: 'networkidle0',
    });
    const rowCount = (n: number) =>
      page.waitForFunction(
        (c) => document.querySelectorAll('[data-testid=control-row]').length === c,
        { timeout: 5000 },
        n,
      );
    await rowCount(10);
    await screenshot(page, 'supervision-exam-control');
    await click(page, '.sd-pagination button:last-child');
    await rowCount(4);

    await typeInto(page, 'control-search', '하준');
    await rowCount(1);
    t.is(searches.at(-1), 'name_하준');
    await page.select('[data-testid=control-search-type]', 'email');
    await typeInto(page, 'control-search', 'examinee12');
    await rowCount(1);
    t.is(searches.at(-1), 'email_examinee12');
    await typeInto(page, 'control-search', 'zzz');
    await page.waitForSelector('[data-testid=empty-state]');
    await typeInto(page, 'control-search', '');
    await rowCount(10);

    // Per-row pause, then release.
    const row = `[data-testid=control-row][data-user="${idOf(5)}"]`;
    await click(page, `${row} [data-testid=control-row-pause]`);
    t.is(
      await page.$eval('[data-testid=action-target]', (e) => (e as HTMLSelectElement).value),
      `user:${idOf(5)}`,
    );
    await click(page, '[data-testid=action-confirm]');
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent?.includes('일시 정지'),
      { timeout: 5000 },
      `${row} td:nth-child(4)`,
    );
    await click(page, `${row} [data-testid=control-row-pause]`);
    await click(page, '[data-testid=action-confirm]');
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent === '',
      { timeout: 5000 },
      `${row} td:nth-child(4)`,
    );

    // Reload of all examinees: the exam view's body.
    await click(page, '[data-testid=control-open-reload]');
    t.is(
      await page.$eval('[data-testid=action-target]', (e) => (e as HTMLSelectElement).value),
      'all',
      "the default target is 'All examinees'",
    );
    await click(page, '[data-testid=action-confirm]');
    await waitForText(page, '선택한 응시자의 시험 화면을 새로고침했습니다.');
    t.deepEqual(reloadBody, { examIndex: f.examIndex, allExaminee: true, studentIds: [] });

    // An examinee's change reaches the list without a reload.
    const examinee = await f.as('examinee11');
    await examinee.post(`/api/exam/${f.examIndex}/waiting-step`, { step: 'AGREEMENT' });
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-status') === 'IN_WAITING_ROOM',
      { timeout: 5000 },
      `[data-testid=control-row][data-user="${idOf(11)}"]`,
    );
    t.deepEqual(await axeAfterToasts(page), [], 'exam control view: no serious axe violations');
    t.deepEqual(problems, []);
    await page.browserContext().close();
  },
);

/** The examinee's waiting room in the browser (fake webcam with microphone, fake screen), then the exam room. */
async function enterExam(page: Page) {
  const press = (testId: string) =>
    page
      .waitForSelector(`[data-testid=${testId}]:not([disabled])`, { visible: true })
      .then((h) => h!.click());
  await page.goto(url(`/assessment/${f.lectureSeq}/x/exam/${f.examIndex}`), { waitUntil: 'networkidle0' });
  await press('notice-ok');
  await page.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
  await press('device-test');
  await press('device-confirm');
  await page.waitForSelector('[data-testid=preview-screen]');
  await press('device-test');
  await press('device-confirm');
  await page.waitForSelector('[data-testid=device-modal]', { hidden: true });
  await press('devices-ok');
  await press('agree');
  await press('enter-exam');
  await page.waitForSelector('[data-testid=exam-room]');
  await skipExamTour(page);
}

/** Loudness of what the tile's audio element plays (0 = silence), read with the Web Audio API. */
const tileLoudness = (page: Page, userId: number) =>
  page.$eval(`[data-testid=tile-audio-${userId}]`, async (el) => {
    const stream = (el as HTMLAudioElement).srcObject as MediaStream | null;
    if (!stream?.getAudioTracks().length) return -1;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Float32Array(analyser.fftSize);
    let peak = 0;
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      analyser.getFloatTimeDomainData(data);
      for (const v of data) peak = Math.max(peak, Math.abs(v));
    }
    await ctx.close();
    return peak;
  });

test.serial(
  "mute silences the examinee's microphone on the supervisor's side, also after re-subscribing",
  async (t) => {
    if (!process.env.JANUS_WS_URL)
      return t.fail('JANUS_WS_URL is required: the tiles subscribe through Janus');
    const examinee = await newPage(browser, problems);
    await login(examinee, 'examinee13');
    await enterExam(examinee);
    const page = await newPage(browser, problems);
    await login(page, 'watcher');
    await page.goto(url(roomPath()), { waitUntil: 'networkidle0' });
    await typeInto(page, 'room-search', names[12]);
    await tileCount(page, 1);
    const id = idOf(13);
    await page.waitForFunction(
      (u) =>
        (
          (document.querySelector(`[data-testid=tile-audio-${u}]`) as HTMLAudioElement | null)
            ?.srcObject as MediaStream | null
        )?.getAudioTracks().length === 1,
      { timeout: 40_000 },
      id,
    );
    await page.waitForFunction(
      (u) =>
        ((document.querySelector(`[data-testid=tile-video-${u}]`) as HTMLVideoElement | null)?.videoWidth ??
          0) > 0,
      { timeout: 40_000 },
      id,
    );
    t.true((await tileLoudness(page, id)) > 0.01, 'the fake microphone is heard');
    await screenshot(page, 'supervision-room-live-tile');
    await click(page, `${tile(13)} [data-testid=tile-mute]`);
    await page.waitForSelector(`${tile(13)}[data-muted=true]`);
    t.is(await tileLoudness(page, id), 0, 'muted: silence');
    t.true(await page.$eval(`[data-testid=tile-audio-${id}]`, (e) => (e as HTMLAudioElement).muted));
    // Re-subscribe: show the screen as main (the webcam feed is dropped), then the webcam again.
    await page.select('[data-testid=main-video]', 'screen');
    await page.waitForSelector(`[data-testid=tile-audio-${id}]`);
    await page.select('[data-testid=main-video]', 'webcam');
    await page.waitForFunction(
      (u) =>
        (
          (document.querySelector(`[data-testid=tile-audio-${u}]`) as HTMLAudioElement | null)
            ?.srcObject as MediaStream | null
        )?.getAudioTracks().length === 1,
      { timeout: 40_000 },
      id,
    );
    t.is(await tileLoudness(page, id), 0, 'the new subscription starts muted');
    await click(page, `${tile(13)} [data-testid=tile-mute]`);
    await page.waitForSelector(`${tile(13)}[data-muted=false]`);
    t.true((await tileLoudness(page, id)) > 0.01, 'unmuted: heard again');
    t.deepEqual(problems, []);
  },
);

test.serial(
  "every supervision screen leads to the examinee's report: a control-view row, a focused tile, and the exam on the assessment page",
  async (t) => {
    const page = await newPage(browser, problems);
    await login(page, 'watcher');
    const reportOf = (n: number) => `/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/report/${idOf(n)}`;
    const openedReportOf = async (n: number) => {
      await page.waitForFunction((p) => location.pathname === p, { timeout: 10_000 }, reportOf(n));
      await page.waitForSelector('[data-testid=exam-report] [data-testid=report-examinee]');
      t.is(
        await page.$eval('[data-testid=report-examinee]', (e) => Number((e as HTMLSelectElement).value)),
        idOf(n),
      );
    };

    await page.goto(url(`/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/control`), {
      waitUntil: 'networkidle0',
    });
    const row = `[data-testid=control-row][data-user="${idOf(3)}"] [data-testid=control-row-report]`;
    await page.waitForSelector(row);
    t.is(await page.$eval(row, (e) => e.getAttribute('aria-label')), `${names[2]} 리포트`);
    await click(page, row);
    await openedReportOf(3);
    await screenshot(page, 'supervision-report-from-control-view');

    await page.goto(url(roomPath()), { waitUntil: 'networkidle0' });
    await click(page, `${tile(1)} [data-testid=tile-select]`);
    await page.waitForSelector('[data-testid=focus-view][data-display=single]');
    await page.$eval('[data-testid=focus-view] [data-testid=tile-report]', (e) =>
      e.scrollIntoView({ block: 'center' }),
    );
    await screenshot(page, 'supervision-focus-report-link');
    await click(page, '[data-testid=focus-view] [data-testid=tile-report]');
    await openedReportOf(1);

    // The assessment page's exam row: the reports open on the exam's first examinee.
    await page.goto(url(`/assessment/${f.lectureSeq}/x`), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=go-reports]');
    await screenshot(page, 'assessment-page-reports-link');
    await click(page, `[data-testid=go-reports][href$="/exam/${f.examIndex}/report"]`);
    await page.waitForFunction(
      (p) => new RegExp(`^/assessment/[^/]+/[^/]+${p}/\\d+$`).test(location.pathname),
      { timeout: 10_000 },
      `/exam/${f.examIndex}/report`,
    );
    await page.waitForSelector('[data-testid=exam-report] [data-testid=report-examinee]');
    await screenshot(page, 'supervision-report-from-assessment-page');
    t.deepEqual(problems, []);
  },
);
