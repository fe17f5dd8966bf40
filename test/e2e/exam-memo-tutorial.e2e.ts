import test from 'ava';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

// The camera is fake and local; memos and the tour need no media server.
delete process.env.JANUS_HTTP_URL;
delete process.env.JANUS_WS_URL;

// The exam room's tour (EXAM_TUTORIAL on the first entry, then EXAM_CONTENTS; straight to the room on a
// re-entry; reopened from the help button; ko, en, ja) and its memos, one per quiz: following the
// selected quiz or picked from a list, marked on the quiz list, a save indicator, and nothing lost
// when the save cannot reach the server and the page is reloaded.

const text = (page: Page, selector: string) =>
  page.$eval(selector, (e) => (e as HTMLElement).innerText.trim());
const attr = (page: Page, selector: string, name: string) =>
  page.$eval(selector, (e, n) => e.getAttribute(n), name);
const press = (page: Page, testId: string) =>
  page.waitForSelector(`[data-testid=${testId}]:not([disabled])`, { visible: true }).then((h) => h!.click());
const step = (page: Page) => attr(page, '[data-testid=exam-tutorial]', 'data-step');
/** Back into the exam after a reload: the waiting room's notice and webcam check again (agreed already), then enter. */
async function reenter(page: Page, examUrl: string) {
  await page.goto(examUrl, { waitUntil: 'networkidle0' });
  await press(page, 'notice-ok');
  // The device modal may open by itself.
  await page
    .waitForSelector('[data-testid=devices-ok]:not([disabled])', { visible: true, timeout: 2000 })
    .then((h) => h!.click())
    .catch(() => undefined);
  await page.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
  await press(page, 'device-test');
  await press(page, 'device-confirm');
  await page.waitForSelector('[data-testid=device-modal]', { hidden: true });
  await press(page, 'devices-ok');
  await press(page, 'enter-exam');
  await page.waitForSelector('[data-testid=exam-room]');
}
const typeMemo = async (page: Page, words: string) => {
  await page.click('[data-testid=memo-text]');
  await page.keyboard.type(words);
};

test.serial(
  'the exam room: a tour on the first entry, then per-quiz memos that survive a failed save and a reload',
  async (t) => {
    const app: TestCore = await startTestCore({
      plugins: ['community', 'workspace', 'assessment', 'supervision'],
    });
    const browser = await launchBrowser();
    try {
      const problems: string[] = [];
      const channelId = await app.createChannel({ slug: 'school', name: '한빛고' });
      const ids: Record<string, number> = {};
      for (const [name, role] of [
        ['mt_teacher', 'teacher'],
        ['mt_student', 'student'],
      ] as const) {
        ids[name] = await app.createUser({ userId: name, name: name === 'mt_student' ? '김하늘' : '최선생' });
        await app.addMember(channelId, ids[name], role);
      }
      const teacher = app.client({ host: 'school.localhost' });
      await teacher.login('mt_teacher', testPassword);
      const lectureSeq = (
        await teacher.post('/api/assessment', {
          title: '정보 평가',
          description: '메모와 안내',
          registerOpen: '2025-01-01',
          registerClose: '2035-01-01',
        })
      ).body.data.lectureSeq;
      const exam = (
        await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
          title: '중간고사',
          startAt: new Date(Date.now() - 60_000).toISOString(),
          endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          devices: { webcam: 'required', screen: 'off', mobile: 'off' },
          quizzes: [
            { quizId: 'q1', title: '합', score: 40 },
            { quizId: 'q2', title: '곱', score: 60 },
          ],
          examineeIds: [ids.mt_student],
          supervisorIds: [],
        })
      ).body.data;
      const examUrl = `http://school.localhost:${app.port}/assessment/${lectureSeq}/x/exam/${exam.index}`;
      const memos = async () =>
        Object.fromEntries(
          (
            await app.core
              .db('assessment_exam_memos')
              .where({ exam_id: exam.index })
              .select('quiz_id', 'text')
          ).map((r) => [r.quiz_id, r.text]),
        );

      const student = await newPage(browser, problems);
      await signIn(student, `http://school.localhost:${app.port}/login`, 'mt_student');
      await passWaitingRoom(student, examUrl, { keepTour: true });

      // First entry: the tour over the room; the exam clock keeps running and the tour says so.
      await student.waitForSelector('[data-testid=exam-tutorial]', { visible: true });
      t.is(await attr(student, '[data-testid=exam-room]', 'data-page'), 'EXAM_TUTORIAL');
      t.is(await step(student), 'welcome');
      t.regex(await text(student, '[data-testid=tour-clock]'), /시험 시간은 흐릅니다\. 남은 시간: \d+:\d\d/);
      const startedAt = Number(await attr(student, '[data-testid=exam-timer]', 'data-remaining'));
      await screenshot(student, 'exam-tour-welcome-ko');
      t.deepEqual(await seriousViolations(student), []);
      // Keyboard: the main button has focus; → and ← move, Enter goes on.
      t.is(await student.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'tour-next');
      await student.keyboard.press('ArrowRight');
      await student.waitForFunction(
        () => document.querySelector('[data-testid=exam-tutorial]')?.getAttribute('data-step') === 'timer',
      );
      t.truthy(await student.$('.as-tour__spot'), 'the timer is lit up');
      await screenshot(student, 'exam-tour-timer-ko');
      await student.keyboard.press('ArrowLeft');
      t.is(await step(student), 'welcome');
      const seen: string[] = [];
      for (;;) {
        const current = await step(student);
        seen.push(current!);
        if (current === 'memo') await screenshot(student, 'exam-tour-memo-ko');
        if (await student.$('[data-testid=tour-done]')) break;
        await student.keyboard.press('Enter');
        await student.waitForFunction(
          (was) => document.querySelector('[data-testid=exam-tutorial]')?.getAttribute('data-step') !== was,
          {},
          current,
        );
      }
      t.deepEqual(seen, [
        'welcome',
        'timer',
        'quizzes',
        'curriculum',
        'answer',
        'memo',
        'score',
        'notices',
        'pause',
        'finish',
        'help',
      ]);
      await press(student, 'tour-prev');
      t.is(await step(student), 'finish', 'previous goes back a step');
      await press(student, 'tour-next');
      t.true(
        Number(await attr(student, '[data-testid=exam-timer]', 'data-remaining')) < startedAt,
        'the exam clock ran during the tour',
      );
      await press(student, 'tour-done');
      await student.waitForSelector('[data-testid=exam-tutorial]', { hidden: true });
      t.is(await attr(student, '[data-testid=exam-room]', 'data-page'), 'EXAM_CONTENTS');

      // Reopened from the room's help button; Esc skips.
      await press(student, 'tour-open');
      await student.waitForSelector('[data-testid=exam-tutorial]', { visible: true });
      await student.keyboard.press('Escape');
      await student.waitForSelector('[data-testid=exam-tutorial]', { hidden: true });

      // The curriculum button hides and shows the question list.
      await press(student, 'curriculum-toggle');
      await student.waitForSelector('#as-quizzes', { hidden: true });
      // The tour over a hidden list lights up nothing and stays readable in the middle.
      await press(student, 'tour-open');
      await student.keyboard.press('ArrowRight');
      await student.keyboard.press('ArrowRight');
      await student.waitForFunction(
        () => document.querySelector('[data-testid=exam-tutorial]')?.getAttribute('data-step') === 'quizzes',
      );
      t.is(await student.$('.as-tour__spot'), null);
      await student.keyboard.press('Escape');
      await student.waitForSelector('[data-testid=exam-tutorial]', { hidden: true });
      await press(student, 'curriculum-toggle');
      await student.waitForSelector('#as-quizzes', { visible: true });

      // A memo for quiz 1: journalled, saved after a pause in typing, "saved" shown, quiz 1 marked.
      t.regex(await text(student, '[data-testid=memo] label[for=as-memo]'), /1\. 합/);
      t.is(await student.$('[data-testid=memo-mark]'), null, 'no memo yet, no mark');
      await typeMemo(student, '음수 입력 확인');
      await student.waitForSelector('[data-testid=memo-status][data-state=saved]');
      t.is(await text(student, '[data-testid=memo-status]'), '메모 저장됨');
      t.deepEqual(await memos(), { q1: '음수 입력 확인' });
      t.is((await student.$$('[data-testid=memo-mark]')).length, 1);

      // The memo follows the selected quiz (isUseAutoProblem, on by default).
      const tabs = await student.$$('[data-testid=quiz-tab]');
      await tabs[1].click();
      await student.waitForFunction(
        () => document.querySelector('[data-testid=memo]')?.getAttribute('data-memo-quiz') === 'q2',
      );
      t.is(await student.$eval('[data-testid=memo-text]', (e) => (e as HTMLTextAreaElement).value), '');
      await typeMemo(student, 'long 범위');
      await student.waitForSelector('[data-testid=memo-status][data-state=saved]');
      await student.waitForFunction(() => document.querySelectorAll('[data-testid=memo-mark]').length === 2);
      // Off: the examinee picks another quiz's memo while working on quiz 2; the picker marks quizzes with memos.
      await press(student, 'memo-auto');
      await student.select('[data-testid=memo-quiz]', '0');
      await student.waitForFunction(
        () => document.querySelector('[data-testid=memo]')?.getAttribute('data-memo-quiz') === 'q1',
      );
      t.is(
        await student.$eval('[data-testid=memo-text]', (e) => (e as HTMLTextAreaElement).value),
        '음수 입력 확인',
      );
      t.is(
        await student.$eval('[data-testid=quiz-tab].is-active', (e) =>
          (e as HTMLElement).innerText.trim().startsWith('2.'),
        ),
        true,
        'still on quiz 2',
      );
      t.regex(await text(student, '[data-testid=memo-quiz] option[value="1"]'), /· 메모/);
      await screenshot(student, 'exam-memo-picked-ko');
      t.deepEqual(await seriousViolations(student), []);

      // The save cannot reach the server: the text stays in the browser's journal, the indicator says so;
      // a reload (a re-entry: no tour) sends it.
      await student.setRequestInterception(true);
      const refuseMemo = (req: HTTPRequest) =>
        req.method() === 'PUT' && req.url().endsWith('/memo')
          ? req.abort('internetdisconnected')
          : req.continue();
      student.on('request', refuseMemo);
      await typeMemo(student, ', 0 포함');
      await student.waitForSelector('[data-testid=memo-status][data-state=offline]');
      await screenshot(student, 'exam-memo-offline-ko');
      t.deepEqual(
        await memos(),
        { q1: '음수 입력 확인', q2: 'long 범위' },
        'the server does not have it yet',
      );
      student.off('request', refuseMemo);
      await student.setRequestInterception(false);
      await reenter(student, examUrl);
      await student.waitForSelector('[data-testid=exam-room][data-page=EXAM_CONTENTS]');
      t.is(await student.$('[data-testid=exam-tutorial]'), null, 're-entering goes straight to the room');
      for (let i = 0; i < 100 && (await memos()).q1 !== '음수 입력 확인, 0 포함'; i++)
        await new Promise((r) => setTimeout(r, 100));
      t.deepEqual(
        await memos(),
        { q1: '음수 입력 확인, 0 포함', q2: 'long 범위' },
        'the journalled memo reached the server after the reload',
      );
      t.is(
        await student.$eval('[data-testid=memo-text]', (e) => (e as HTMLTextAreaElement).value),
        '음수 입력 확인, 0 포함',
      );

      // The tour speaks the examinee's language (the account's).
      // The examinee saves the language in their profile (another tab: the exam page's cookie stays unset).
      const account = app.client({ host: 'school.localhost' });
      await account.login('mt_student', testPassword);
      for (const [locale, title] of [
        ['en', 'Welcome to the exam room'],
        ['ja', '試験室へようこそ'],
      ] as const) {
        const me = (await account.get('/api/auth/me')).body.userData;
        t.is((await account.put('/api/auth/me', { name: me.name, email: me.email, locale })).status, 200);
        await reenter(student, examUrl);
        await press(student, 'tour-open');
        t.is(await text(student, '[data-testid=exam-tutorial] h2'), title);
        await screenshot(student, `exam-tour-welcome-${locale}`);
        t.false(
          /[가-힣]/.test(await text(student, '[data-testid=exam-tutorial]')),
          `no Korean left in the ${locale} tour`,
        );
        await press(student, 'tour-skip');
      }

      // The supervisor's report labels every quiz's memo.
      const supervisor = await newPage(browser, problems);
      await signIn(supervisor, `http://school.localhost:${app.port}/login`, 'mt_teacher');
      await supervisor.goto(`${examUrl}/report/${ids.mt_student}`, { waitUntil: 'networkidle0' });
      await supervisor.waitForSelector('[data-testid=report-memos]');
      const reported = await supervisor.$$eval('[data-testid=report-memo]', (rows) =>
        rows.map((r) =>
          (r as HTMLElement).innerText
            .trim()
            .split('\n')
            .map((x) => x.trim()),
        ),
      );
      t.deepEqual(reported, [
        ['1. 합', '음수 입력 확인, 0 포함'],
        ['2. 곱', 'long 범위'],
      ]);
      await supervisor.$eval('[data-testid=report-memos]', (e) => e.scrollIntoView());
      await screenshot(supervisor, 'exam-report-memos');

      // Failed requests of the deliberate outage above are expected; nothing else may fail.
      t.deepEqual(
        problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::/.test(p)),
        [],
      );
    } finally {
      await browser.close();
      await app.stop();
    }
  },
);
