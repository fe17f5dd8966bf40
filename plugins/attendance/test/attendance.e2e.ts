/**
 * Attendance in chromium, in Korean: the teacher opens the code display of an open session, a
 * learner types the code in /learn's code box and is marked present, and the display hears of the
 * check-in; both screens are axe-clean. Needs the web build (node scripts/build-web.ts).
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
  const sessionId = await f.session({ title: '1교시' });

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
  const records = await f.app.core.db('attendance_records').where({ session_id: sessionId });
  t.deepEqual(
    records.map((r) => [r.user_id, r.status]),
    [[f.school.ids.kim, 'present']],
  );
  t.deepEqual(problems, [], 'no page errors');
});
