import test from 'ava';
import type { Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { passWaitingRoom } from './support/exam-steps.ts';
import { signIn } from './support/sign-in.ts';

// The camera is fake and local; the live banners need no media server, so none is used (no rooms left behind).
delete process.env.JANUS_HTTP_URL;
delete process.env.JANUS_WS_URL;

// The exam room's live reactions to supervisors in the examinee's own language (en, ja): the pause
// screen, a notice, the time extension and the supervisor's reload. Korean is covered by assessment.e2e.ts.

const expected = {
  en: {
    paused: 'The exam is paused',
    noticeHeader: 'Notice',
    ok: 'OK',
    extended: 'The supervisor extended your exam time by 5 min.',
    reloaded: 'The supervisor reloaded your exam page. Your answers are kept.',
  },
  ja: {
    paused: '試験は一時停止中です',
    noticeHeader: 'お知らせ',
    ok: '確認',
    extended: '監督者が試験時間を5分延長しました。',
    reloaded: '監督者が試験画面を再読み込みしました。解答はそのまま残っています。',
  },
} as const;

const text = (page: Page, selector: string) =>
  page.$eval(selector, (e) => (e as HTMLElement).innerText.trim());

for (const [locale, words] of Object.entries(expected) as [
  keyof typeof expected,
  (typeof expected)[keyof typeof expected],
][]) {
  test.serial(`the exam room's live banners speak the examinee's language: ${locale}`, async (t) => {
    const app: TestCore = await startTestCore({
      plugins: ['community', 'workspace', 'assessment', 'supervision'],
    });
    const browser = await launchBrowser();
    try {
      const problems: string[] = [];
      const channelId = await app.createChannel({ slug: 'school', name: 'Hanbit High' });
      const ids: Record<string, number> = {};
      for (const [name, role] of [
        ['lb_teacher', 'teacher'],
        ['lb_student', 'student'],
      ] as const) {
        ids[name] = await app.createUser({
          userId: name,
          name: name === 'lb_student' ? 'Alex Kim' : 'Ms Choi',
        });
        await app.addMember(channelId, ids[name], role);
      }
      // The examinee's account speaks this language (the account setting, not the browser).
      await app.core.db('users').where({ id: ids.lb_student }).update({ locale });
      const teacher = app.client({ host: 'school.localhost' });
      await teacher.login('lb_teacher', testPassword);
      const lectureSeq = (
        await teacher.post('/api/assessment', {
          title: 'Assessment',
          description: 'Live banners',
          registerOpen: '2025-01-01',
          registerClose: '2035-01-01',
        })
      ).body.data.lectureSeq;
      const exam = (
        await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
          title: 'Midterm',
          startAt: new Date(Date.now() - 60_000).toISOString(),
          endAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          devices: { webcam: 'required', screen: 'off', mobile: 'off' },
          quizzes: [{ quizId: 'q1', title: 'Sum', score: 10 }],
          examineeIds: [ids.lb_student],
          supervisorIds: [],
        })
      ).body.data;
      const url = (path: string) => `http://school.localhost:${app.port}${path}`;

      const student = await newPage(browser, problems);
      await signIn(student, url('/login'), 'lb_student');
      t.is(await student.evaluate(() => document.documentElement.lang), locale);
      // The exam's own screens (the language switch rightly names 한국어 in Korean).
      const examText = () => student.$eval('.as-exam', (e) => (e as HTMLElement).innerText);
      await passWaitingRoom(student, url(`/assessment/${lectureSeq}/x/exam/${exam.index}`));

      // Pause: the pause screen.
      t.is(
        (await teacher.post('/api/exam/pause', { examIndex: exam.index, supervisionGroupIndex: 'all' }))
          .status,
        200,
      );
      await student.waitForSelector('[data-testid=pause-screen]', { visible: true });
      t.regex(await text(student, '[data-testid=pause-screen]'), new RegExp(words.paused));
      await screenshot(student, `exam-paused-${locale}`);
      await teacher.post('/api/exam/resume', { examIndex: exam.index, supervisionGroupIndex: 'all' });
      await student.waitForSelector('[data-testid=pause-screen]', { hidden: true });

      // A notice without a title: the modal's own header and button are translated.
      t.is(
        (
          await teacher.post(`/api/noticeMsg/${exam.sequence}/create`, {
            scope: null,
            target: 'all',
            title: '',
            contents: 'Save your answers.',
          })
        ).status,
        200,
      );
      await student.waitForSelector('[data-testid=notice-contents]', { visible: true });
      t.regex(await text(student, '[data-testid=notice-modal]'), new RegExp(words.noticeHeader));
      t.is(await text(student, '[data-testid=notice-close]'), words.ok);
      await screenshot(student, `exam-notice-${locale}`);
      await student.click('[data-testid=notice-close]');
      await student.waitForSelector('[data-testid=notice-modal]', { hidden: true });

      // Five more minutes: the timer moves and the examinee is told.
      const before = Number(
        await student.$eval('[data-testid=exam-timer]', (e) => e.getAttribute('data-remaining')),
      );
      t.is(
        (
          await teacher.post('/api/exam/extra-time', {
            examIndex: exam.index,
            supervisionGroupIndex: 'all',
            extraTime: 300_000,
          })
        ).body.fail,
        0,
      );
      await student.waitForSelector('[data-testid=live-message][data-kind=extended]', { visible: true });
      t.is(await text(student, '[data-testid=live-message-text]'), words.extended);
      t.true(
        Number(await student.$eval('[data-testid=exam-timer]', (e) => e.getAttribute('data-remaining'))) >
          before + 240_000,
        'the timer moved by the extension',
      );
      await screenshot(student, `exam-extended-${locale}`);
      t.false(/[가-힣]/.test(await examText()), 'no Korean left in the exam room');
      await student.click('[data-testid=live-message-close]');

      // The supervisor's reload: the page reloads and says why.
      await Promise.all([
        student.waitForNavigation({ waitUntil: 'networkidle0' }),
        teacher.post('/api/exam/reload', { examIndex: exam.index, allExaminee: true, studentIds: [] }),
      ]);
      await student.waitForSelector('[data-testid=live-message][data-kind=reloaded]', { visible: true });
      t.is(await text(student, '[data-testid=live-message-text]'), words.reloaded);
      await screenshot(student, `exam-reloaded-${locale}`);
      t.false(/[가-힣]/.test(await examText()), 'no Korean left in the waiting room');
      t.deepEqual(problems, []);
    } finally {
      await browser.close();
      await app.stop();
    }
  });
}
