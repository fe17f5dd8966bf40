/**
 * Attendance in chromium, in Korean: the teacher opens the code display of an open session, a
 * learner types the code in /learn's code box and is marked present, and the display hears of the
 * check-in (both screens axe-clean); another learner's old code is refused once it rotated, the
 * current one is taken; closing marks the rest absent, as the CSV export shows. Needs the web
 * build (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Browser } from 'puppeteer-core';
import {
  assertWebBuilt,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { startAttendanceFixture, type AttendanceFixture } from '../testing/fixture.ts';

let f: AttendanceFixture;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  f = await startAttendanceFixture();
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

test('the teacher shows the code, a learner types it on /learn and is marked present', async (t) => {
  const origin = `http://${f.school.host}:${f.app.port}`;
  // The shortest interval a session allows keeps the wait for a rotation short.
  const sessionId = await f.session({ title: '1교시', codeIntervalSeconds: 10 });

  const teacher = await newPage(browser, problems);
  await signIn(
    teacher,
    `${origin}/login?next=${encodeURIComponent(`/teach/attendance/${sessionId}/display`)}`,
    'teach',
  );
  await teacher.waitForSelector('[data-testid=attendance-display-code]', { timeout: 30_000 });
  const code = await teacher.$eval('[data-testid=attendance-display-code]', (el) => el.textContent ?? '');
  t.regex(code, /^[A-Z0-9]{6}$/);
  await waitForText(teacher, '초 후 새 코드');
  await assertWcagClean(t, teacher, 'the code display');
  await screenshot(teacher, 'attendance-display');

  const learner = await newPage(browser, problems);
  await signIn(learner, `${origin}/login?next=%2Flearn`, 'kim');
  await learner.waitForSelector('[data-testid=attendance-code-input]', { timeout: 30_000 });
  // The display may have moved on meanwhile: type the code it shows now.
  const current = await teacher.$eval('[data-testid=attendance-display-code]', (el) => el.textContent ?? '');
  await learner.type('[data-testid=attendance-code-input]', current.toLowerCase());
  await learner.click('[data-testid=attendance-code-submit]');
  await waitForText(learner, '출석 처리되었습니다.');
  t.is(
    await learner.$eval(
      '[data-testid=attendance-result] [data-testid=attendance-status]',
      (el) => el.textContent,
    ),
    'P · 출석',
  );
  await assertWcagClean(t, learner, 'the code box on /learn');
  await screenshot(learner, 'attendance-checked-in');

  await waitForText(teacher, '새 출석이 기록되었습니다.');

  // A photographed code is dead once its interval and margin are over.
  const other = await newPage(browser, problems);
  await signIn(other, `${origin}/login?next=%2Flearn`, 'lee');
  await other.waitForSelector('[data-testid=attendance-code-input]', { timeout: 30_000 });
  const old = await teacher.$eval('[data-testid=attendance-display-code]', (el) => el.textContent ?? '');
  // The display moves on at the end of the code's interval; the old code lives 2 s (the margin) longer.
  await teacher.waitForFunction(
    (shown) => document.querySelector('[data-testid=attendance-display-code]')?.textContent !== shown,
    { timeout: 20_000 },
    old,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await other.type('[data-testid=attendance-code-input]', old);
  await other.click('[data-testid=attendance-code-submit]');
  await waitForText(other, '만료된 출석 코드입니다. 화면의 새 코드를 입력해 주세요.');
  const fresh = await teacher.$eval('[data-testid=attendance-display-code]', (el) => el.textContent ?? '');
  t.not(fresh, old);
  await other.$eval('[data-testid=attendance-code-input]', (el) => ((el as HTMLInputElement).value = ''));
  await other.click('[data-testid=attendance-code-input]', { count: 3 });
  await other.type('[data-testid=attendance-code-input]', fresh);
  await other.click('[data-testid=attendance-code-submit]');
  await waitForText(other, '출석 처리되었습니다.');

  // Closing marks the rest absent; the CSV export says so.
  teacher.on('dialog', (d) => void d.accept().catch(() => undefined));
  await teacher.click('[data-testid=attendance-display-close]');
  await waitForText(teacher, '출석이 마감되었습니다.');
  const csv = await teacher.evaluate(
    (path) => fetch(path).then((r) => r.text()),
    `/api/attendance/lecture/${f.lecture}/export?format=csv`,
  );
  t.deepEqual(
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .sort(),
    [
      '김민수,kim,P,1,0,0,0,100',
      '박지훈,park,A,0,0,1,0,0',
      '이서연,lee,P,1,0,0,0,100',
      '최유진,choi,A,0,0,1,0,0',
    ],
  );
  // The one refusal the browser logs is the old code's 400, which the learner was shown.
  t.deepEqual(
    problems.filter((p) => !p.endsWith('status of 400 (Bad Request)')),
    [],
    'no page errors',
  );
  t.is(problems.length, 1);
});
