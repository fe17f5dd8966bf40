import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

let app: TestCore;
let browser: Browser;
let lectureSeq: number;
let slug: string;
const problems: string[] = [];

test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'assessment'] });
  browser = await launchBrowser();
  const channelId = await app.createChannel({
    slug: 'school',
    name: '한빛고등학교',
    organizationType: 'high_school',
  });
  for (const [name, role] of [
    ['f_teacher', 'teacher'],
    ['f_student', 'student'],
  ] as const) {
    await app.addMember(
      channelId,
      await app.createUser({ userId: name, name: { f_teacher: '최선생', f_student: '정하준' }[name] }),
      role,
    );
  }
  const teacher = app.client({ host: 'school.localhost' });
  await teacher.login('f_teacher', testPassword);
  const a = await teacher.post('/api/assessment', {
    title: '정보 영재 선발',
    description: '추가 신청서를 받습니다',
    registerOpen: '2025-01-01',
    registerClose: '2035-01-01',
  });
  lectureSeq = a.body.data.lectureSeq;
  slug = a.body.data.lectureSlug;
});

test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

const url = (path: string) => `http://school.localhost:${app.port}${path}`;

const login = (page: Page, userId: string, next: string) =>
  signIn(page, url(`/login?next=${encodeURIComponent(next)}`), userId);

test.serial(
  'the owner defines the additional form; an applicant is told what is missing, submits, sees the completion page and edits; the owner reads the answer',
  async (t) => {
    const formPath = `/assessment/${lectureSeq}/${slug}/additional-form`;
    const student = await newPage(browser, problems);
    await login(student, 'f_student', formPath);
    await student.waitForSelector('[data-testid=empty-state]');
    await screenshot(student, 'additional-form-empty');

    const teacher = await newPage(browser, problems);
    await login(teacher, 'f_teacher', formPath);
    await teacher.waitForSelector('[data-testid=form-editor]');
    await teacher.click('[data-testid=editor-add]');
    await teacher.type('[data-testid=editor-label]', '재학 중인 학교');
    await teacher.click('[data-testid=editor-row] input[type=checkbox]');
    await teacher.click('[data-testid=editor-add]');
    const rows = await teacher.$$('[data-testid=editor-row]');
    await (await rows[1].$('[data-testid=editor-label]'))!.type('희망 분야');
    await (await rows[1].$('[data-testid=editor-type]'))!.select('choice');
    await (await rows[1].waitForSelector('[data-testid=editor-options]'))!.type('웹, 데이터');
    await teacher.click('[data-testid=editor-save]');
    await waitForText(teacher, '추가 신청서 항목을 저장했습니다.');
    await teacher.waitForSelector('[data-testid=form-answers] [data-testid=empty-state]');
    await screenshot(teacher, 'additional-form-editor');

    await student.reload({ waitUntil: 'networkidle0' });
    await student.waitForSelector('[data-testid=additional-form]');
    await student.click('[data-testid=form-submit]');
    await waitForText(student, '이 항목에 답해 주세요.');
    await screenshot(student, 'additional-form-errors');
    t.deepEqual(await seriousViolations(student), [], 'the form with its errors is accessible');
    t.is(
      await app.core
        .db('assessment_additional_answers')
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      0,
      'nothing is sent while answers are missing',
    );
    await student.type('[data-testid=q-q1]', '한빛고');
    await student.click('[data-testid=q-q2] input[value="데이터"]');
    await Promise.all([student.waitForNavigation(), student.click('[data-testid=form-submit]')]).catch(
      () => undefined,
    );
    await student.waitForSelector('[data-testid=additional-form-complete]');
    await waitForText(student, '추가 신청서 제출이 완료되었습니다.');
    await screenshot(student, 'additional-form-complete');

    await student.click('[data-testid=form-edit]');
    await student.waitForSelector('[data-testid=form-submitted-at]');
    await student.click('[data-testid=q-q2] input[value="웹"]');
    await student.click('[data-testid=form-submit]');
    await student.waitForSelector('[data-testid=additional-form-complete]');
    await waitForText(student, '웹');

    await teacher.reload({ waitUntil: 'networkidle0' });
    await teacher.waitForSelector('[data-testid=answer-row]');
    t.regex(
      await teacher.$eval('[data-testid=answer-row]', (el) => el.textContent ?? ''),
      /정하준.*한빛고.*웹/,
    );
    await screenshot(teacher, 'additional-form-answers');
    t.deepEqual(await seriousViolations(teacher), [], 'the editor and the answers are accessible');
    t.deepEqual(problems, []);
  },
);
