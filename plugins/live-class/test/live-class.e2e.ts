/**
 * A live class in two chromium pages with fake camera and microphone, in Korean: the teacher
 * checks the devices, waits and starts the class; a learner enters from the lecture page's "Join",
 * checks their devices; each sees the
 * other's named tile over Janus, and the learner's chat reaches the teacher; the teacher's
 * microphone lock shows on the learner's screen, forced off at Janus, and their microphone
 * cannot be turned on; the teacher has learners enter with the microphone off, which the learner's
 * device check and room follow; the learner switches between the grid
 * and the speaker view; the teacher mutes and then removes the learner from the people sidebar,
 * and the learner's page says they were removed; the class was recorded from when they saw each
 * other (the learner saw the mark), and after the end its video plays with the chat replayed on
 * its clock. In the code tab, the teacher chooses the class's quiz, sees a learner's code as they
 * save it and shows it to the class, and another learner reads it. On a phone, a class of five
 * cameras pages the grid: the teacher's browser receives the video of the shown tiles only and
 * everyone's sound. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { mediaRef } from '@seodang/sdk';
import {
  assertWebBuilt,
  clickInMiddle,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { publishFakeCamera } from '../../../test/e2e/support/janus-publisher.ts';
import { micChoices } from '../../../test/e2e/support/device-picker.ts';
import {
  inboundStreams,
  recordPeerConnections,
  sentTracks,
  type InboundStream,
} from '../../../test/e2e/support/peer-connections.ts';
import { startLiveFixture, type LiveFixture } from '../testing/fixture.ts';

let f: LiveFixture;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  f = await startLiveFixture(6, {}, ['workspace']);
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

test('the teacher starts a class, a learner enters, they see each other, the chat crosses, a mic lock holds, the view switches and the teacher mutes and removes the learner', async (t) => {
  const origin = `http://${f.school.host}:${f.app.port}`;
  const index = await f.meeting({ name: '파이썬 첫 실시간 수업', useRecord: true });

  const teacher = await newPage(browser, problems);
  await signIn(teacher, `${origin}/login?next=${encodeURIComponent(`/live/${index}`)}`, 'teach');
  await teacher.waitForSelector('[data-testid=live-check-continue]', { timeout: 30_000 });
  // The level meter hears the microphone (the browser's fake device beeps) before the teacher enters.
  await teacher.waitForFunction(
    () => (document.querySelector('[data-testid=live-check-level]') as HTMLMeterElement | null)?.value,
    { timeout: 10_000 },
  );
  await teacher.click('[data-testid=live-check-continue]');
  await teacher.waitForSelector('[data-testid=live-waiting-start]');
  await teacher.click('[data-testid=live-waiting-start]');
  await teacher.waitForSelector('[data-testid=live-room]', { timeout: 20_000 });

  // How learners enter: the teacher's switch shows what the server saved, before the learner comes.
  t.true(await teacher.$eval('[data-testid=live-entry-mic]', (el) => (el as HTMLInputElement).checked));
  await teacher.click('[data-testid=live-entry-mic]');
  await waitForText(teacher, '저장했습니다. 이제부터 입장하는 학습자에게 적용됩니다.');
  t.false(await teacher.$eval('[data-testid=live-entry-mic]', (el) => (el as HTMLInputElement).checked));
  t.like(await f.app.core.db('live_meetings').where({ id: index }).first('use_audio', 'use_video'), {
    use_audio: false,
    use_video: true,
  });
  await assertWcagClean(t, teacher, "the teacher's room with the entry switches");

  const learner = await newPage(browser, problems);
  await recordPeerConnections(learner);
  // The learner joins from the lecture page's box with the running class (a published lecture's page).
  await f.app.core
    .db('lectures')
    .where({ id: f.lecture })
    .update({ is_published: true, published_at: new Date() });
  await signIn(learner, `${origin}/login?next=${encodeURIComponent(`/lecture/${f.lecture}/x`)}`, 'learner1');
  await learner.waitForSelector('[data-testid=live-join-link]', { timeout: 30_000 });
  t.is(
    await learner.$eval(
      '[data-testid=live-join-link]',
      (a) => new URL((a as HTMLAnchorElement).href).pathname,
    ),
    `/live/${index}`,
  );
  await learner.click('[data-testid=live-join-link]');
  await learner.waitForSelector('[data-testid=live-check-continue]');
  // The check names the camera in use (the browser's fake one) in its device picker.
  await learner.waitForFunction(
    () => {
      const select = document.querySelector(
        '[data-testid=live-check-devices-camera]',
      ) as HTMLSelectElement | null;
      return select && select.value !== '' && select.selectedOptions[0]?.textContent;
    },
    { timeout: 10_000 },
  );
  // The class has learners enter with the microphone off: the check keeps it off and says why.
  t.deepEqual(
    await learner.$eval('[data-testid=live-check-mic]', (el) => [
      (el as HTMLInputElement).checked,
      (el as HTMLInputElement).disabled,
    ]),
    [false, true],
  );
  await waitForText(learner, '이 수업은 마이크를 끈 채로 입장합니다.');
  t.is(await learner.$('[data-testid=live-check-level]'), null, 'no level meter for a microphone kept off');
  await learner.click('[data-testid=live-check-continue]');
  await learner.waitForSelector('[data-testid=live-room]', { timeout: 20_000 });
  await learner.waitForSelector('[data-testid=live-mic][aria-pressed=true]');
  t.like(
    await f.app.core
      .db('live_participants')
      .where({ meeting_id: index, user_id: f.school.ids.learner1 })
      .first('use_audio', 'use_video'),
    { use_audio: false, use_video: true },
  );
  // They turn it on themselves.
  await learner.click('[data-testid=live-mic]');
  await learner.waitForSelector('[data-testid=live-mic][aria-pressed=false]');

  // Each sees the other's tile, named, with video playing.
  const seeEachOther = async () => {
    for (const [page, name] of [
      [teacher, '학생1'],
      [learner, '김수아'],
    ] as const) {
      await page.waitForFunction(
        (who) =>
          [...document.querySelectorAll('[data-testid=live-remote-tile]')].some(
            (tile) =>
              tile.textContent?.includes(who) &&
              ((tile.querySelector('video') as HTMLVideoElement)?.videoWidth ?? 0) > 0,
          ),
        { timeout: 20_000 },
        name,
      );
    }
  };
  await seeEachOther();

  // The teacher records the class: the learner sees the mark.
  await teacher.click('[data-testid=live-record]');
  await teacher.waitForSelector('[data-testid=live-record][aria-pressed=true]');
  await learner.waitForSelector('[data-testid=live-recording-indicator]', { timeout: 10_000 });
  t.is(await learner.$eval('[data-testid=live-recording-indicator]', (el) => el.textContent), '● 녹화 중');
  const recordedFrom = Date.now();

  await learner.type('[data-testid=live-chat-input]', '선생님, 잘 보입니다!');
  await learner.click('[data-testid=live-chat-send]');
  await waitForText(teacher, '선생님, 잘 보입니다!');
  t.is(await learner.$eval('[data-testid=live-chat-input]', (el) => (el as HTMLInputElement).value), '');
  t.is(
    await teacher.$eval('[data-testid=live-chat-log]', (el) => el.getAttribute('aria-live')),
    'polite',
    'the chat is a live region',
  );
  await assertWcagClean(t, learner, 'the class room');
  await screenshot(teacher, 'live-class-room');

  // The learner picks another microphone in the settings: its track goes out on the same
  // connection at once, and the choice is remembered for the next device check.
  await learner.click('[data-testid=live-settings-open]');
  const { mics, inUse } = await micChoices(learner, 'live-settings-devices-mic');
  const otherMic = mics.find((m) => m.value !== inUse.value && m.label !== inUse.label);
  t.truthy(otherMic, JSON.stringify(mics));
  await learner.select('[data-testid=live-settings-devices-mic]', otherMic!.value);
  let sent: { kind: string; label: string }[] = [];
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    sent = await sentTracks(learner);
    if (sent.some((tr) => tr.kind === 'audio' && tr.label === otherMic!.label)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.true(
    sent.some((tr) => tr.kind === 'audio' && tr.label === otherMic!.label),
    `sending ${JSON.stringify(sent)}, not ${otherMic!.label}`,
  );
  t.is(
    await learner.$eval('[data-testid=live-settings-devices-mic]', (el) => (el as HTMLSelectElement).value),
    otherMic!.value,
  );
  t.is(
    await learner.evaluate(() => JSON.parse(localStorage.getItem('seodang.media-devices') ?? '{}').micId),
    otherMic!.value,
  );
  await assertWcagClean(t, learner, 'the class settings');
  await screenshot(learner, 'live-class-settings');
  await learner.click('[data-testid=live-settings-close]');
  await learner.waitForSelector('[data-testid=live-settings]', { hidden: true });

  // The teacher shares the screen: the learner sees it as its own tile, named, playing; it goes
  // when the teacher stops.
  await teacher.click('[data-testid=live-screen]');
  await teacher.waitForSelector('[data-testid=live-screen][aria-pressed=true]');
  await learner.waitForFunction(
    () => {
      const tile = document.querySelector('[data-testid=live-screen-tile]');
      return (
        tile?.textContent?.includes('김수아의 화면') &&
        ((tile.querySelector('video') as HTMLVideoElement)?.videoWidth ?? 0) > 0
      );
    },
    { timeout: 20_000 },
  );
  await screenshot(learner, 'live-class-screen-share');
  await teacher.click('[data-testid=live-screen]');
  await learner.waitForFunction(() => !document.querySelector('[data-testid=live-screen-tile]'), {
    timeout: 15_000,
  });

  // The media server loses the room (as when Janus restarts): both say so, enter again after a
  // short jittered wait, and see each other again in the room core made anew.
  const media = f.app.core.service(mediaRef);
  const lost = (await f.app.core
    .db('live_meetings')
    .where({ id: index })
    .first('janus_room', 'channel_id')) as {
    janus_room: string;
    channel_id: number;
  };
  const server = await media.placed(lost.channel_id, `live-class:${index}`);
  // Both say so, then enter again (their new media session's tiles are new ones).
  const reentered = [learner, teacher].map(async (page) => {
    await page.waitForSelector('[data-testid=live-reconnecting]', { timeout: 15_000 });
    await page.waitForSelector('[data-testid=live-reconnecting]', { hidden: true, timeout: 20_000 });
  });
  t.true(await media.at(server!).destroyRoom(Number(lost.janus_room)));
  await Promise.all(reentered);
  await seeEachOther();

  // The teacher locks microphones: the learner is told, their button is disabled with the reason,
  // Janus forces their audio off, and the server refuses an unmute.
  await teacher.click('[data-testid=live-lock-mic]');
  await waitForText(learner, '선생님이 마이크를 잠갔습니다.');
  await learner.waitForSelector('[data-testid=live-mic][disabled]');
  t.is(
    await learner.$eval('[data-testid=live-mic]', (b) => b.getAttribute('aria-describedby')),
    'lc-lock-note',
  );
  const feed = (await f.app.core
    .db('live_participants as p')
    .join('live_meetings as m', 'm.id', 'p.meeting_id')
    .where({ 'p.meeting_id': index, 'p.user_id': f.school.ids.learner1 })
    .first('p.attendee_id', 'm.janus_room', 'm.janus_pin')) as {
    attendee_id: string;
    janus_room: string;
    janus_pin: string;
  };
  const streams = await media
    .at(media.servers()[0]!)
    .publisherStreams({ room: Number(feed.janus_room), pin: feed.janus_pin });
  t.like(
    streams.find((p) => p.id === Number(feed.attendee_id))?.streams.find((s) => s.type === 'audio'),
    { moderated: true },
  );
  const unmute = await (
    await f.as('learner1')
  ).put(`/api/live/${index}/device-mode`, {
    self: true,
    useAudio: true,
  });
  t.deepEqual([unmute.status, unmute.body.err?.code], [403, 'mic_locked']);
  await screenshot(learner, 'live-class-mic-locked');
  await assertWcagClean(t, learner, 'the class room under a microphone lock');
  // The teacher's people sidebar offers muting, removing and the spotlight, each named.
  await teacher.click('[data-testid=live-sidebar-users]');
  await teacher.waitForSelector(`[data-testid=live-kick-${f.school.ids.learner1}]`);
  t.is(
    await teacher.$eval(`[data-testid=live-kick-${f.school.ids.learner1}]`, (b) => b.textContent),
    '학생1 내보내기',
  );
  await assertWcagClean(t, teacher, "the teacher's people sidebar");
  await screenshot(teacher, 'live-class-people');
  // The spotlight: in the grid the learner's own tile is marked among equal tiles; the speaker
  // view shows them large with the teacher in the strip; the choice is remembered.
  await teacher.click(`[data-testid=live-spotlight-${f.school.ids.learner1}]`);
  await learner.waitForFunction(() =>
    document
      .querySelector('[data-testid=live-grid] [data-testid=live-my-tile]')
      ?.textContent?.includes('크게 보기 중'),
  );
  t.is(await learner.$('[data-testid=live-spotlight]'), null, 'the grid has no large tile');
  await learner.click('[data-testid=live-view-speaker]');
  await learner.waitForSelector(
    '[data-testid=live-spotlight][aria-label="크게 보기: 학생1"] [data-testid=live-my-tile]',
  );
  t.true(
    await learner.$eval('[data-testid=live-strip]', (el) => el.textContent?.includes('김수아') ?? false),
    'the teacher is in the strip',
  );
  t.is(await learner.$eval('[data-testid=live-view-speaker]', (b) => b.getAttribute('aria-pressed')), 'true');
  t.is(await learner.evaluate(() => localStorage.getItem('live-class:view')), 'speaker');
  await assertWcagClean(t, learner, 'the speaker view');
  await screenshot(learner, 'live-class-speaker-view');
  await learner.click('[data-testid=live-view-grid]');
  await learner.waitForSelector('[data-testid=live-grid]');
  t.is(await learner.$('[data-testid=live-strip]'), null);

  // Mute, then remove: with the lock lifted the learner turns their microphone on, the teacher
  // mutes them (the learner is told), then removes them after the confirm.
  const id = f.school.ids.learner1;
  await teacher.click('[data-testid=live-lock-mic]');
  await learner.waitForSelector('[data-testid=live-mic]:not([disabled])');
  await learner.click('[data-testid=live-mic]');
  await teacher.waitForSelector(`[data-testid=live-mute-${id}]:not([disabled])`);
  await teacher.click(`[data-testid=live-mute-${id}]`);
  await waitForText(learner, '선생님이 내 마이크를 껐습니다. 다시 켤 수 있습니다.');
  await teacher.waitForSelector(`[data-testid=live-mute-${id}][disabled]`);
  t.like(
    await f.app.core.db('live_participants').where({ meeting_id: index, user_id: id }).first('use_audio'),
    { use_audio: false },
  );
  let asked = '';
  teacher.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await teacher.click(`[data-testid=live-kick-${id}]`);
  await learner.waitForSelector('[data-testid=live-kicked]', { timeout: 10_000 });
  t.is(asked, '학생1 님을 수업에서 내보낼까요? 이 수업에 다시 참여할 수 없습니다.');
  await teacher.waitForFunction((sel) => !document.querySelector(sel), {}, `[data-testid=live-user-${id}]`);
  await assertWcagClean(t, learner, 'the removed screen');
  await screenshot(learner, 'live-class-removed');

  await teacher.click('[data-testid=live-end]');
  await teacher.waitForSelector('[data-testid=live-ended]', { timeout: 10_000 });
  const recordedS = (Date.now() - recordedFrom) / 1000;

  // After the end the recording is made; it plays with the chat replayed on its clock.
  await teacher.click('[data-testid=live-ended-recording]');
  await teacher.waitForSelector('[data-testid=live-recording]');
  const endedAt = Date.now();
  await teacher.waitForSelector('[data-testid=live-recording-video]', { timeout: 120_000 });
  t.log(
    `${recordedS.toFixed(0)} s recorded, playable ${((Date.now() - endedAt) / 1000).toFixed(1)} s after the end`,
  );
  t.is(
    await teacher.$eval('[data-testid=live-recording-chat]', (el) => el.textContent),
    '아직 이 시점까지 온 메시지가 없습니다.',
    'no message before the video reaches it',
  );
  const played = await teacher.$eval('[data-testid=live-recording-video]', async (el) => {
    const video = el as HTMLVideoElement;
    video.muted = true;
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { time: video.currentTime, width: video.videoWidth, duration: video.duration };
  });
  t.true(played.time > 0.5 && played.width > 0, JSON.stringify(played));
  // Choosing the chat event seeks there, and the message shows.
  const [chatEvent] = await teacher.$$('xpath/.//button[contains(., "선생님, 잘 보입니다!")]');
  t.truthy(chatEvent, 'the chat is among the events');
  await chatEvent!.click();
  await teacher.waitForFunction(() =>
    document
      .querySelector('[data-testid=live-recording-chat]')
      ?.textContent?.includes('선생님, 잘 보입니다!'),
  );
  t.true(
    await teacher.$eval(
      '[data-testid=live-recording-video]',
      (el) => (el as HTMLVideoElement).currentTime > 0,
    ),
  );
  await assertWcagClean(t, teacher, 'the recording with its chat replay');
  await screenshot(teacher, 'live-class-recording');

  // The class's attendance, from the list of classes: the learner who came (removed, so gone
  // before the end), the enrolled ones who never entered, and the same list as CSV.
  await teacher.goto(`${origin}/live`);
  await (await teacher.waitForSelector(`[data-testid=live-attendance-link-${index}]`))!.click();
  await teacher.waitForSelector('[data-testid=live-attendance-table]');
  const attendanceRow = (userId: number) =>
    teacher.$$eval(`[data-testid=live-attendance-row-${userId}] td`, (cells) =>
      cells.map((c) => c.textContent ?? ''),
    );
  const came = await attendanceRow(id);
  t.is(came[0], '학생1');
  t.regex(came[1], /\d/, 'the first entry has a time');
  t.regex(came[2], /\d/, 'the removal closed their stretch');
  t.deepEqual((await attendanceRow(f.school.ids.learner2)).slice(1, 4), ['입장하지 않음', '—', '0']);
  t.is(
    await teacher.$eval('[data-testid=live-attendance-summary]', (el) => el.textContent),
    `학습자 6명 중 1명이 입장했고, 입장한 학습자는 평균 ${came[4].replace('%', '')}% 동안 참여했습니다.`,
  );
  t.is(
    await teacher.$eval('[data-testid=live-attendance-csv]', (el) => el.getAttribute('href')),
    `/api/live/${index}/attendance?format=csv`,
  );
  await assertWcagClean(t, teacher, 'the attendance');
  await screenshot(teacher, 'live-class-attendance');
  t.deepEqual(problems, []);
});

/** Enters a running class's room at `origin` as `userId`, through the device check. */
async function enterRoom(origin: string, index: number, userId: string) {
  const page = await newPage(browser, problems);
  await signIn(page, `${origin}/login?next=${encodeURIComponent(`/live/${index}`)}`, userId);
  await page.waitForSelector('[data-testid=live-check-continue]', { timeout: 30_000 });
  await page.click('[data-testid=live-check-continue]');
  await page.waitForSelector('[data-testid=live-room]', { timeout: 20_000 });
  return page;
}

test.serial(
  "the code tab: the teacher chooses the quiz, sees a learner's saved code and shows it to another learner",
  async (t) => {
    const origin = `http://${f.school.host}:${f.app.port}`;
    const teach = await f.as('teach');
    // Learners open a published lecture's quizzes: a quiz lesson with a programming quiz.
    await teach.put(`/api/lecture/${f.lecture}/publish`, { published: true });
    const lesson = await teach.post(`/api/lecture/${f.lecture}/lessons`, {
      title: '반복문 퀴즈',
      type: 'quiz',
      quizLanguage: 'python3',
    });
    const quiz = await teach.post('/api/workspace/quizzes', {
      type: 'programming',
      status: 1,
      lectureIndex: f.lecture,
      lessonIndex: lesson.body.data.index,
      common: { title: '1부터 N까지의 합', contents: '정수 N이 주어집니다. 1부터 N까지의 합을 출력하세요.' },
      definition: {
        language: ['python3'],
        source: { python3: [{ name: 'main.py', content: 'n = int(input())\n', locked: [] }] },
        inputset: ['10\n'],
        outputset: ['55\n'],
        testcase_type: ['open'],
        answer_code: '',
        answer_language: 'python3',
      },
    });
    t.is(quiz.status, 201, JSON.stringify(quiz.body));
    const index = await f.meeting({ name: '코드 함께 보기' }, { start: true });

    const teacher = await enterRoom(origin, index, 'teach');
    const [learner1, learner2] = [
      await enterRoom(origin, index, 'learner1'),
      await enterRoom(origin, index, 'learner2'),
    ];
    // The tabs move with the keyboard: from the class's tab, the right arrow chooses the code tab.
    await teacher.focus('[data-testid=live-tab-live]');
    await teacher.keyboard.press('ArrowRight');
    await teacher.waitForSelector('[data-testid=live-tab-code][aria-selected=true]');
    t.is(await teacher.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'live-tab-code');
    await teacher.keyboard.press('Home');
    await teacher.waitForSelector('[data-testid=live-tab-live][aria-selected=true]');
    await teacher.keyboard.press('End');
    await teacher.waitForSelector('[data-testid=live-panel-code]:not([hidden])');
    t.true(await teacher.$eval('[data-testid=live-panel-live]', (el) => el.hasAttribute('hidden')));
    await teacher.select('[data-testid=live-code-quiz]', String(quiz.body.data.index));
    await teacher.click('[data-testid=live-code-quiz-save]');
    const id1 = f.school.ids.learner1;
    await teacher.waitForSelector(`[data-testid=live-code-card-${id1}]`);
    await waitForText(teacher, '아직 저장한 코드가 없습니다.');

    // The learners get the code tab with the quiz, told their teacher sees their code.
    for (const page of [learner1, learner2]) {
      await page.waitForSelector('[data-testid=live-tab-code]', { timeout: 10_000 });
      await page.click('[data-testid=live-tab-code]');
      await page.waitForSelector('[data-testid=exam-quiz] [data-testid=code-editor] .view-lines', {
        timeout: 30_000,
      });
      await waitForText(page, '이 문제에서 저장한 코드는 선생님이 볼 수 있습니다.');
    }
    // Learner1 writes their answer and saves it; the teacher's card shows it.
    const typed = 'print(sum(range(1, n + 1)))';
    await learner1.click('[data-testid=code-editor] .view-lines');
    await learner1.keyboard.down('Control');
    await learner1.keyboard.press('End');
    await learner1.keyboard.up('Control');
    await learner1.keyboard.press('Enter');
    await learner1.keyboard.type(typed);
    await learner1.click('[data-testid=action-save]');
    await teacher.waitForFunction(
      (sel, text) => document.querySelector(sel)?.textContent?.includes(text),
      { timeout: 15_000 },
      `[data-testid=live-code-card-${id1}] [data-testid=live-code-text]`,
      typed,
    );
    // Coloured as Python once the highlighter loaded: print, sum and range are built-ins.
    await teacher.waitForSelector(
      `[data-testid=live-code-card-${id1}] [data-testid=live-code-text] code.hljs .hljs-built_in`,
      { timeout: 10_000 },
    );
    await assertWcagClean(t, teacher, "the teacher's code tab with a learner's code");
    await screenshot(teacher, 'live-class-code-cards');

    // The teacher shows learner1's code: learner2 reads it above their own editor.
    await teacher.click(`[data-testid=live-code-show-${id1}]`);
    await teacher.waitForSelector(`[data-testid=live-code-show-${id1}][aria-pressed=true]`);
    await learner2.waitForFunction(
      (text) =>
        document
          .querySelector('[data-testid=live-shown-code] [data-testid=live-code-text]')
          ?.textContent?.includes(text),
      { timeout: 15_000 },
      typed,
    );
    t.true(
      await learner2.$eval(
        '[data-testid=live-shown-code] h3',
        (h) => h.textContent?.includes('학생1') ?? false,
      ),
    );
    await waitForText(learner1, '선생님이 지금 내 코드를 모두에게 보여 주고 있습니다.');
    await assertWcagClean(t, learner2, "a learner's code tab with the shown code");
    await screenshot(learner2, 'live-class-shown-code');
    await teach.post(`/api/live/${index}/end`);
    for (const page of [teacher, learner1, learner2]) await page.close();
    t.deepEqual(problems, []);
  },
);

/**
 * What a page receives, measured over 1.5 s from every peer connection it made (recorded by
 * `recordPeerConnections`): how many video streams are decoding frames and how many sound
 * streams get packets.
 */
async function receiving(page: Page): Promise<{ video: number; audio: number }> {
  const count = (s: InboundStream) => (s.kind === 'video' ? s.framesDecoded : s.packetsReceived);
  const before = new Map((await inboundStreams(page)).map((s) => [s.id, count(s)]));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const moving = (await inboundStreams(page)).filter((s) => count(s) > (before.get(s.id) ?? 0));
  return {
    video: moving.filter((s) => s.kind === 'video').length,
    audio: moving.filter((s) => s.kind === 'audio').length,
  };
}

/** Waits until `page` receives exactly this many video and sound streams. */
async function waitReceiving(page: Page, want: { video: number; audio: number }): Promise<void> {
  let last = { video: -1, audio: -1 };
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    last = await receiving(page);
    if (last.video === want.video && last.audio === want.audio) return;
  }
  throw new Error(`receiving ${JSON.stringify(last)}, not ${JSON.stringify(want)}`);
}

test.serial(
  "on a phone a class of five cameras pages the grid; only the shown tiles' video is received, everyone's sound is",
  async (t) => {
    const origin = `http://${f.school.host}:${f.app.port}`;
    const index = await f.meeting({ name: '쪽 넘기기 수업' }, { start: true });
    // Four learners publish the browser's fake camera and microphone from one page, each under
    // their own join's feed id and token.
    const cameras = await newPage(browser, problems);
    await cameras.goto(`${origin}/`);
    const names: string[] = [];
    for (const n of [3, 4, 5, 6]) {
      const client = await f.as(`learner${n}`);
      const joined = await client.post(`/api/live/${index}/join`);
      t.is(joined.status, 200, JSON.stringify(joined.body));
      const { janus, feedIds } = joined.body.data;
      await publishFakeCamera(cameras, { ...janus, display: `learner${n}`, id: feedIds.camera });
      names.push(`학생${n}`);
    }

    const teacher = await browser.createBrowserContext().then((c) => c.newPage());
    teacher.on('pageerror', (e) => problems.push(`pageerror: ${(e as Error).message}`));
    await recordPeerConnections(teacher);
    await teacher.setViewport({ width: 390, height: 844 });
    await signIn(teacher, `${origin}/login?next=${encodeURIComponent(`/live/${index}`)}`, 'teach');
    await teacher.waitForSelector('[data-testid=live-check-continue]', { timeout: 30_000 });
    await teacher.click('[data-testid=live-check-continue]');
    await teacher.waitForSelector('[data-testid=live-room]', { timeout: 20_000 });

    // Oneself and three others on the first page of two; the fourth is on the second.
    await waitForText(teacher, '1 / 2쪽', 30_000);
    const shownNames = () =>
      teacher.$$eval('[data-testid=live-grid] [data-testid=live-remote-tile]', (tiles) =>
        tiles.map((tile) => tile.querySelector('.lc-tile__name')?.textContent ?? ''),
      );
    const first = await shownNames();
    t.is(first.length, 3);
    t.is(await teacher.$$eval('[data-testid=live-grid] > li', (tiles) => tiles.length), 4);
    // The three shown play; the page receives their three videos and all four voices.
    await teacher.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid=live-grid] [data-testid=live-remote-tile] video')].every(
          (v) => (v as HTMLVideoElement).videoWidth > 0,
        ),
      { timeout: 30_000 },
    );
    await waitReceiving(teacher, { video: 3, audio: 4 });
    t.true(await teacher.$eval('[data-testid=live-page-prev]', (b) => (b as HTMLButtonElement).disabled));
    await assertWcagClean(t, teacher, "the teacher's paged grid on a phone");
    await screenshot(teacher, 'live-class-paged-grid');

    // The next page: the fourth plays, and only its video is received now.
    await clickInMiddle(teacher, '[data-testid=live-page-next]');
    await waitForText(teacher, '2 / 2쪽');
    const second = await shownNames();
    t.is(second.length, 1);
    t.true(names.some((name) => second[0]?.startsWith(name)));
    t.false(first.some((name) => name.startsWith(second[0]!.split(' ')[0]!)));
    await teacher.waitForFunction(
      () =>
        ((
          document.querySelector(
            '[data-testid=live-grid] [data-testid=live-remote-tile] video',
          ) as HTMLVideoElement | null
        )?.videoWidth ?? 0) > 0,
      { timeout: 30_000 },
    );
    await waitReceiving(teacher, { video: 1, audio: 4 });
    t.true(await teacher.$eval('[data-testid=live-page-next]', (b) => (b as HTMLButtonElement).disabled));

    // The speaker view: oneself large (no one has spoken), the others in a strip of three a page.
    await clickInMiddle(teacher, '[data-testid=live-view-speaker]');
    await teacher.waitForSelector('[data-testid=live-strip]');
    await waitForText(teacher, '1 / 2쪽');
    t.is(await teacher.$$eval('[data-testid=live-strip] > li', (tiles) => tiles.length), 3);
    await waitReceiving(teacher, { video: 3, audio: 4 });

    await (await f.as('teach')).post(`/api/live/${index}/end`);
    await teacher.close();
    await cameras.close();
    t.deepEqual(problems, []);
  },
);
