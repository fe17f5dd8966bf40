import test from 'ava';
import type { Browser } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

// The assessment page shows both periods by §4 "Event period": an open date alone, both dates
// with the D-day, a close date alone, finished, not yet open, and no period at all.
let app: TestCore;
let browser: Browser;
const problems: string[] = [];
const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day - 600_000).toISOString();
const pages: {
  slug: string;
  seq: number;
  registration: string;
  operation: string;
  text: Record<string, string>;
}[] = [];

test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'assessment'] });
  browser = await launchBrowser();
  const channelId = await app.createChannel({ slug: 'period', name: '기간 학교' });
  await app.addMember(channelId, await app.createUser({ userId: 'p_teacher', name: '기간선생' }), 'teacher');
  await app.addMember(channelId, await app.createUser({ userId: 'p_student', name: '기간학생' }), 'student');
  const teacher = app.client({ host: 'period.localhost' });
  await teacher.login('p_teacher', testPassword);
  const cases = [
    {
      body: { registerOpen: at(-1), registerClose: at(3), operateOpen: at(-2) },
      registration: 'both',
      operation: 'openOnly',
      text: { registration: '진행 중 · D-3', operation: '부터 진행 중' },
    },
    {
      body: { registerOpen: at(-5), registerClose: at(-2), operateClose: at(10) },
      registration: 'finished',
      operation: 'closeOnly',
      text: { registration: '종료', operation: '까지 진행 중' },
    },
    {
      body: { registerOpen: at(2), registerClose: at(4), operateOpen: at(-9), operateClose: at(-1) },
      registration: 'upcoming',
      operation: 'finished',
      text: { registration: '시작 예정', operation: '종료' },
    },
    {
      body: { registerOpen: at(-1), registerClose: at(1) },
      registration: 'both',
      operation: 'always',
      text: { registration: '진행 중 · D-1', operation: '상시 진행' },
    },
  ];
  for (const [i, c] of cases.entries()) {
    const r = await teacher.post('/api/assessment', {
      title: `기간 평가 ${i + 1}`,
      description: '기간 표시',
      ...c.body,
    });
    pages.push({
      seq: r.body.data.lectureSeq,
      slug: r.body.data.lectureSlug,
      registration: c.registration,
      operation: c.operation,
      text: c.text,
    });
  }
});

test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

test.serial(
  'the assessment page shows the registration and operation periods by the event-period rules',
  async (t) => {
    const page = await newPage(browser, problems);
    const base = `http://period.localhost:${app.port}`;
    await signIn(page, `${base}/login?next=${encodeURIComponent('/assessment/my')}`, 'p_student');
    for (const [i, p] of pages.entries()) {
      await page.goto(`${base}/assessment/${p.seq}/${encodeURIComponent(p.slug)}`, {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector('[data-testid=operation-period]');
      const read = (id: string) =>
        page.$eval(`[data-testid=${id}]`, (el) => [
          el.getAttribute('data-period'),
          (el as HTMLElement).innerText,
        ]);
      const [regKind, regText] = await read('registration-period');
      const [opKind, opText] = await read('operation-period');
      t.is(regKind, p.registration, `case ${i + 1} registration`);
      t.is(opKind, p.operation, `case ${i + 1} operation`);
      t.true(regText!.includes(p.text.registration), `case ${i + 1}: ${regText}`);
      t.true(opText!.includes(p.text.operation), `case ${i + 1}: ${opText}`);
      // No exam is open to this student: the list says so rather than showing an empty box.
      t.is(
        await page.$eval('[data-testid=empty-state]', (el) => (el as HTMLElement).innerText.trim()),
        '이 평가에서 볼 수 있는 시험이 없습니다.',
      );
      await screenshot(page, `assessment-periods-${i + 1}`);
    }
    t.deepEqual(problems, []);
  },
);

test.serial('Manage Assessment lists each assessment with the same period statuses', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(
    page,
    `http://period.localhost:${app.port}/login?next=${encodeURIComponent('/manage/my')}`,
    'p_teacher',
  );
  await page.waitForSelector('[data-testid=managed-assessment]');
  const rows = await page.$$eval('[data-testid=managed-assessment]', (items) =>
    items.map((li) => [
      li.querySelector('a')!.textContent,
      li.querySelector('[data-testid=registration-period]')!.getAttribute('data-period'),
      li.querySelector('[data-testid=operation-period]')!.getAttribute('data-period'),
    ]),
  );
  // Newest first.
  t.deepEqual(
    rows,
    [...pages].reverse().map((p, i) => [`기간 평가 ${pages.length - i}`, p.registration, p.operation]),
  );
  await screenshot(page, 'assessment-periods-manage');
  t.deepEqual(problems, []);
});
