import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

// Manage Assessment: a teacher edits an assessment and builds an exam in the browser (an
// exam_mode quiz, an examinee and a supervisor), the examinee then sees it; others are refused.
let app: TestCore;
let browser: Browser;
let lectureSeq: number;
let examQuiz: number;
let secondQuiz: number;
const ids: Record<string, number> = {};
const problems: string[] = [];
const host = 'manage.localhost';

test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'workspace', 'assessment', 'supervision'] });
  browser = await launchBrowser();
  const channelId = await app.createChannel({ slug: 'manage', name: '관리 학교' });
  const people = [
    ['m_teacher', '김선생', 'teacher'],
    ['m_other', '이선생', 'teacher'],
    ['m_watcher', '박감독', 'teacher'],
    ['m_student', '정하준', 'student'],
    ['m_bystander', '정다른', 'student'],
  ] as const;
  for (const [userId, name, role] of people) {
    ids[userId] = await app.createUser({ userId, name });
    await app.addMember(channelId, ids[userId], role);
  }
  const teacher = app.client({ host });
  await teacher.login('m_teacher', testPassword);
  const common = (title: string, mode: string) => ({ title, contents: title, setting: { mode } });
  examQuiz = (
    await teacher.post('/api/workspace/quizzes', {
      type: 'true_false',
      status: 1,
      common: common('참거짓 시험 문제', 'exam_mode'),
      definition: { answer: true },
    })
  ).body.data.index;
  secondQuiz = (
    await teacher.post('/api/workspace/quizzes', {
      type: 'true_false',
      status: 1,
      common: common('두 번째 시험 문제', 'exam_mode'),
      definition: { answer: false },
    })
  ).body.data.index;
  await teacher.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: common('연습 문제', 'submit_mode'),
    definition: { answer: true },
  });
  const a = await teacher.post('/api/assessment', {
    title: '정보 수행평가',
    description: '파이썬 기초',
    registerOpen: new Date(Date.now() - 86_400_000).toISOString(),
    registerClose: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  lectureSeq = a.body.data.lectureSeq;
});

test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

const url = (path: string) => `http://${host}:${app.port}${path}`;
/** Clicks a control where a person would see it: scrolled to the middle, clear of the sticky header. */
const click = async (page: Page, selector: string) => {
  const handle = await page.waitForSelector(`${selector}:not([disabled])`, { visible: true });
  await handle!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await handle!.click();
};
/** Sets a controlled input's value the way typing would (datetime-local has no portable key sequence). */
const setValue = (page: Page, selector: string, value: string) =>
  page.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
const localInput = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const managed = async () => {
  const c = app.client({ host });
  await c.login('m_teacher', testPassword);
  return (await c.get(`/api/assessment/${lectureSeq}/manage`)).body.data;
};
async function addMember(page: Page, query: string, userId: number, as: 'add-examinee' | 'add-supervisor') {
  await page.$eval('[data-testid=member-search]', (el) => {
    (el as HTMLInputElement).value = '';
  });
  await setValue(page, '[data-testid=member-search]', query);
  await click(page, '[data-testid=member-search-button]');
  await click(page, `[data-testid=member-candidate][data-user-id="${userId}"] [data-testid=${as}]`);
  await page.waitForSelector(`[data-testid=picked-member][data-user-id="${userId}"]`);
}

test.serial(
  'a teacher edits the assessment and adds an exam with a quiz, an examinee and a supervisor; the examinee sees it',
  async (t) => {
    const page = await newPage(browser, problems);
    await signIn(page, url(`/login?next=${encodeURIComponent('/manage/my')}`), 'm_teacher');
    await page.waitForSelector('[data-testid=manage-assessment-link]');
    await screenshot(page, 'manage-assessment-list');
    await click(page, '[data-testid=manage-assessment-link]');
    await page.waitForSelector('[data-testid=manage-assessment]');
    t.is(new URL(page.url()).pathname, `/manage/assessment/${lectureSeq}`);
    t.is(
      await page.$eval('[data-testid=empty-state]', (el) => (el as HTMLElement).innerText.trim()),
      '아직 시험이 없습니다. 시험을 추가해 주세요.',
    );
    t.is(
      await page.$eval('input[name=title]', (el) => (el as HTMLInputElement).value),
      '정보 수행평가',
      'the form starts from the saved assessment',
    );
    await screenshot(page, 'manage-assessment-empty');

    // The same rules and messages as creating: an empty title is refused and nothing changes.
    await setValue(page, 'input[name=title]', '');
    await click(page, '[data-testid=edit-assessment] button[type=submit]');
    t.is(
      await page.$eval('[data-testid=form-error]', (el) => el.textContent),
      '필수 입력 항목을 채워주세요.',
    );
    await setValue(page, 'input[name=title]', '가'.repeat(61));
    await click(page, '[data-testid=edit-assessment] button[type=submit]');
    t.is(
      await page.$eval('[data-testid=form-error]', (el) => el.textContent),
      '평가 제목은 60자가 넘을 수 없습니다.',
    );
    t.is((await managed()).title, '정보 수행평가');
    await setValue(page, 'input[name=title]', '정보 수행평가 (수정)');
    await click(page, '[data-testid=edit-assessment] button[type=submit]');
    await waitForText(page, '평가를 저장했습니다.');
    t.is((await managed()).title, '정보 수행평가 (수정)');

    // Add an exam: the window, a device rule, the identity photo, an exam_mode quiz, the members.
    await click(page, '[data-testid=add-exam]');
    await page.waitForSelector('[data-testid=exam-editor]');
    await click(page, '[data-testid=save-exam]');
    t.is(
      await page.$eval('[data-testid=exam-error]', (el) => el.textContent),
      '필수 입력 항목을 채워주세요.',
      'a missing title is refused in the browser',
    );
    await setValue(page, 'input[name=examTitle]', '1차 시험');
    await setValue(page, 'input[name=startAt]', localInput(Date.now() + 3_600_000));
    await setValue(page, 'input[name=endAt]', localInput(Date.now() + 1_800_000));
    await click(page, '[data-testid=save-exam]');
    t.is(
      await page.$eval('[data-testid=exam-error]', (el) => el.textContent),
      '종료 날짜는 시작 날짜보다 작을 수 없습니다.',
    );
    await setValue(page, 'input[name=startAt]', localInput(Date.now() - 600_000));
    t.is(await page.$('[data-testid=exam-error]'), null, 'correcting a field takes the old message away');
    await setValue(page, 'input[name=endAt]', localInput(Date.now() + 3_600_000));
    await page.select('select[name=device-mobile]', 'optional');
    t.is(
      await page.$eval('input[name=deviceGraceSeconds]', (el) => (el as HTMLInputElement).value),
      '60',
      'a lost device may take a minute by default',
    );
    await setValue(page, 'input[name=deviceGraceSeconds]', '5');
    await click(page, '[data-testid=save-exam]');
    t.is(
      await page.$eval('[data-testid=exam-error]', (el) => el.textContent),
      '장치 재연결 시간은 15초에서 600초 사이의 정수로 입력해 주세요.',
    );
    await setValue(page, 'input[name=deviceGraceSeconds]', '90');
    // An AI exam: off by default; its prompts per examinee are 1–9.
    t.false(await page.$eval('input[name=aiExamEnabled]', (el) => (el as HTMLInputElement).checked));
    await click(page, 'input[name=aiExamEnabled]');
    await page.select('select[name=aiExamGuardrail]', 'explanations');
    await setValue(page, 'input[name=aiExamLimit]', '12');
    await click(page, '[data-testid=save-exam]');
    t.is(
      await page.$eval('[data-testid=exam-error]', (el) => el.textContent),
      'AI 시험의 질문 수는 1에서 9 사이의 정수로 입력해 주세요.',
    );
    await setValue(page, 'input[name=aiExamLimit]', '3');
    await click(page, 'input[name=identificationUpload]');
    await page.type('textarea[name=agreement]', '부정행위를 하지 않겠습니다.');
    const offered = await page.$$eval('[data-testid=quiz-choice] option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    t.deepEqual(offered, [String(examQuiz), String(secondQuiz)], 'only exam_mode quizzes are offered');
    await page.select('[data-testid=quiz-choice]', String(secondQuiz));
    await click(page, '[data-testid=add-quiz]');
    await page.waitForSelector(`[data-testid=picked-quiz][data-quiz-id="${secondQuiz}"]`);
    await click(page, '[data-testid=add-quiz]');
    await page.waitForSelector('[data-testid=all-quizzes-picked]');
    // Ordered: the question added last moves up to be the first.
    await click(page, `[data-testid=picked-quiz][data-quiz-id="${examQuiz}"] [data-testid=quiz-up]`);
    t.deepEqual(
      await page.$$eval('[data-testid=picked-quiz]', (li) => li.map((el) => el.getAttribute('data-quiz-id'))),
      [String(examQuiz), String(secondQuiz)],
    );
    await addMember(page, '정하준', ids.m_student!, 'add-examinee');
    await addMember(page, 'm_watcher', ids.m_watcher!, 'add-supervisor');
    await screenshot(page, 'manage-assessment-exam-editor');
    t.deepEqual(await seriousViolations(page), [], 'the screen with the exam editor is accessible');
    await click(page, '[data-testid=save-exam]');
    await waitForText(page, '시험을 저장했습니다.');
    await page.waitForSelector('[data-testid=managed-exam]');
    t.is(await page.$('[data-testid=exam-editor]'), null, 'the editor closes once saved');
    t.true(
      (await page.$eval('[data-testid=managed-exam]', (el) => (el as HTMLElement).innerText)).includes(
        '문제 2개 · 응시자 1명 · 감독관 1명',
      ),
    );
    const [exam] = (await managed()).exams;
    t.is(exam.title, '1차 시험');
    t.deepEqual(exam.devices, { webcam: 'required', screen: 'required', mobile: 'optional' });
    t.true(exam.identificationUpload);
    t.is(exam.deviceGraceSeconds, 90);
    t.is(exam.agreement, '부정행위를 하지 않겠습니다.');
    t.deepEqual(exam.aiExam, { enabled: true, guardrail: 'explanations', usageLimit: 3 });
    t.deepEqual(exam.quizzes, [
      { quizId: String(examQuiz), title: '참거짓 시험 문제', score: 100 },
      { quizId: String(secondQuiz), title: '두 번째 시험 문제', score: 100 },
    ]);
    t.deepEqual(
      exam.members.map((m: { id: number; role: string }) => [m.id, m.role]).sort(),
      [
        [ids.m_student, 'student'],
        [ids.m_watcher, 'supervisor'],
      ].sort(),
    );
    // The exam links to its supervision and reports.
    const links = await page.$$eval('[data-testid=managed-exam] nav a', (as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    t.true(links.some((p) => p.endsWith(`/exam/${exam.index}/control-room`)));
    t.true(links.some((p) => p.endsWith(`/exam/${exam.index}/control`)));
    t.true(links.some((p) => p.endsWith(`/exam/${exam.index}/report`)));
    await screenshot(page, 'manage-assessment-with-exam');

    // Editing keeps the saved members and changes the points.
    await click(page, '[data-testid=edit-exam]');
    await page.waitForSelector(`[data-testid=picked-member][data-user-id="${ids.m_student}"]`);
    t.truthy(
      await page.$(
        `[data-testid=picked-member][data-user-id="${ids.m_student}"] [data-testid=remove-saved-member]`,
      ),
      'a saved member is removed only with its own button',
    );
    await setValue(page, `[data-testid=picked-quiz][data-quiz-id="${examQuiz}"] input[type=number]`, '50');
    // It becomes a level test: a pass score above the exam's 150 points is refused, then saved.
    await click(page, 'input[name=isLevelTest]');
    await setValue(page, 'input[name=level]', 'Lv.3');
    await setValue(page, 'input[name=passScore]', '500');
    await click(page, '[data-testid=save-exam]');
    t.is(
      await page.$eval('[data-testid=exam-error]', (el) => el.textContent),
      '합격 점수는 시험 총점을 넘을 수 없습니다.',
    );
    await setValue(page, 'input[name=passScore]', '100');
    await screenshot(page, 'manage-assessment-level-test');
    await click(page, '[data-testid=save-exam]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=exam-editor]'));
    t.is((await managed()).exams[0].quizzes[0].score, 50);
    t.deepEqual((await managed()).exams[0].levelTest, { level: 'Lv.3', passScore: 100, validityDays: null });

    // The examinee sees the exam on /assessment/my.
    const student = await newPage(browser, problems);
    await signIn(student, url(`/login?next=${encodeURIComponent('/assessment/my')}`), 'm_student');
    await student.waitForSelector('[data-testid=go-exam]');
    t.true(
      (await student.$eval('[data-testid=my-assessments]', (el) => (el as HTMLElement).innerText)).includes(
        '1차 시험',
      ),
    );
    await screenshot(student, 'manage-assessment-examinee-my');
    // The waiting room's device step tells the examinee the exam's reconnection time.
    await click(student, '[data-testid=go-exam]');
    await student.waitForSelector('[data-testid=waiting-room]');
    await click(student, '[data-testid=notice-ok]');
    await student.waitForSelector('[data-testid=device-grace]');
    t.regex(
      await student.$eval('[data-testid=device-grace]', (el) => el.textContent ?? ''),
      /90초 안에 다시 연결해야 합니다/,
    );
    t.deepEqual(problems, []);
  },
);

test.serial(
  'another teacher sees the refusal (in Japanese); the page speaks English; deleting asks first',
  async (t) => {
    const other = await newPage(browser, problems);
    await other.setCookie({ name: 'sd_locale', value: 'ja', domain: host });
    await signIn(
      other,
      url(`/login?next=${encodeURIComponent(`/manage/assessment/${lectureSeq}`)}`),
      'm_other',
    );
    await other.waitForSelector('[data-testid=error-state][data-kind=denied]');
    t.is(await other.$eval('h1', (el) => el.textContent), '評価管理');
    t.is(await other.$('[data-testid=edit-assessment]'), null);
    t.is(await other.$('[data-testid=error-retry]'), null, 'a refusal offers no retry, but a way home');
    t.truthy(await other.$('[data-testid=error-state][data-kind=denied] a[href="/"]'));
    await screenshot(other, 'manage-assessment-refused');

    const teacher = app.client({ host });
    await teacher.login('m_teacher', testPassword);
    const doomed = (
      await teacher.post('/api/assessment', {
        title: '지울 평가',
        description: '삭제 확인',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      })
    ).body.data.lectureSeq;
    const page = await newPage(browser, problems);
    await page.setCookie({ name: 'sd_locale', value: 'en', domain: host });
    await signIn(page, url(`/login?next=${encodeURIComponent(`/manage/assessment/${doomed}`)}`), 'm_teacher');
    await page.waitForSelector('[data-testid=manage-assessment]');
    t.is(await page.$eval('h1', (el) => el.textContent), 'Manage assessment');
    await click(page, '[data-testid=delete-assessment]');
    await page.waitForSelector('[data-testid=delete-assessment-modal]');
    t.true(
      (
        await page.$eval('[data-testid=delete-assessment-modal]', (el) => (el as HTMLElement).innerText)
      ).includes('“지울 평가”'),
    );
    await screenshot(page, 'manage-assessment-delete-modal');
    // Closing the modal deletes nothing.
    await click(page, '[data-testid=modal-close]');
    t.is((await teacher.get(`/api/assessment/${doomed}/manage`)).status, 200);
    await click(page, '[data-testid=delete-assessment]');
    await click(page, '[data-testid=delete-assessment-modal-confirm]');
    await page.waitForFunction(() => location.pathname === '/manage/my');
    await waitForText(page, 'The assessment has been deleted.');
    t.is((await teacher.get(`/api/assessment/${doomed}/manage`)).status, 404);
    t.false(
      (
        await page.$$eval('[data-testid=managed-assessment] a', (as) => as.map((a) => a.textContent))
      ).includes('지울 평가'),
    );
    t.deepEqual(problems, []);
  },
);

test.serial(
  'Manage Assessment removes members and exams nobody has started; a started examinee and their exam are kept, and the screen says why',
  async (t) => {
    const teacher = app.client({ host });
    await teacher.login('m_teacher', testPassword);
    const second = (
      await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
        title: '2차 시험',
        startAt: new Date(Date.now() - 300_000).toISOString(),
        endAt: new Date(Date.now() + 3_600_000).toISOString(),
        quizzes: [{ quizId: String(examQuiz), title: '참거짓 시험 문제', score: 100 }],
        examineeIds: [ids.m_student, ids.m_bystander],
        supervisorIds: [ids.m_watcher],
      })
    ).body.data.index as number;
    const [group] = await app.core
      .db('supervision_groups')
      .insert({ exam_id: second, name: 'Group1' })
      .returning('id');
    await app.core
      .db('supervision_group_users')
      .insert({ group_id: group.id, exam_id: second, user_id: ids.m_watcher, role: 'supervisor' });
    // 정하준 enters the second exam: from now on their records are evidence.
    const student = app.client({ host });
    await student.login('m_student', testPassword);
    await student.post('/api/exam/agreement', { userId: ids.m_student, examIndex: second });
    t.is((await student.post(`/api/exam/${second}/enter`)).status, 200);

    const page = await newPage(browser, problems);
    await signIn(
      page,
      url(`/login?next=${encodeURIComponent(`/manage/assessment/${lectureSeq}`)}`),
      'm_teacher',
    );
    const secondRow = `[data-testid=managed-exam][data-exam-index="${second}"]`;
    await page.waitForSelector(secondRow);
    t.is(
      await page.$eval(`${secondRow} [data-testid=exam-started-count]`, (el) => el.textContent),
      '응시 시작 1명',
    );
    t.true(
      await page.$eval(`${secondRow} [data-testid=delete-exam]`, (el) => (el as HTMLButtonElement).disabled),
      'an exam someone started cannot be deleted',
    );
    t.is(
      await page.$eval(`${secondRow} [data-testid=delete-exam-blocked]`, (el) => el.textContent),
      '응시를 시작한 응시자가 있어 삭제할 수 없습니다.',
    );

    await click(page, `${secondRow} [data-testid=edit-exam]`);
    const memberRow = (id: number) => `[data-testid=picked-member][data-user-id="${id}"]`;
    await page.waitForSelector(memberRow(ids.m_student!));
    t.true(
      await page.$eval(
        `${memberRow(ids.m_student!)} [data-testid=remove-saved-member]`,
        (el) => (el as HTMLButtonElement).disabled,
      ),
    );
    t.is(
      await page.$eval(`${memberRow(ids.m_student!)} [data-testid=member-started]`, (el) =>
        el.getAttribute('title'),
      ),
      '시험을 시작한 응시자는 뺄 수 없습니다. 답안과 응시 기록은 증거로 보관됩니다.',
    );
    t.true(
      await page.$eval(`${memberRow(ids.m_student!)} select`, (el) => (el as HTMLSelectElement).disabled),
      'nor re-roled',
    );
    await page.$eval(memberRow(ids.m_student!), (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'manage-assessment-started-member');
    t.deepEqual(await seriousViolations(page), [], 'the editor with a started examinee is accessible');

    // 정다른 has not started: removed at once; the supervisor leaves the supervision group too.
    await click(page, `${memberRow(ids.m_bystander!)} [data-testid=remove-saved-member]`);
    await waitForText(page, '시험에서 뺐습니다.');
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, memberRow(ids.m_bystander!));
    await click(page, `${memberRow(ids.m_watcher!)} [data-testid=remove-saved-member]`);
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, memberRow(ids.m_watcher!));
    const members = (await managed()).exams.find((e: { index: number }) => e.index === second).members;
    t.deepEqual(
      members.map((m: { id: number; started: boolean }) => [m.id, m.started]),
      [[ids.m_student, true]],
    );
    t.deepEqual(await app.core.db('supervision_group_users').where({ exam_id: second }), []);
    await click(page, '[data-testid=cancel-exam]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=exam-editor]'));

    // The first exam: nobody started it. Deleting asks first; an answer saved meanwhile makes the server refuse, in the modal.
    const first = (await managed()).exams.find((e: { index: number }) => e.index !== second).index as number;
    const firstRow = `[data-testid=managed-exam][data-exam-index="${first}"]`;
    await click(page, `${firstRow} [data-testid=delete-exam]`);
    await page.waitForSelector('[data-testid=delete-exam-modal]');
    t.true(
      (await page.$eval('[data-testid=delete-exam-modal]', (el) => (el as HTMLElement).innerText)).includes(
        '“1차 시험”',
      ),
    );
    await screenshot(page, 'manage-assessment-delete-exam-modal');
    t.is(
      (
        await student.put(`/api/workspace/quizzes/${secondQuiz}/answer`, {
          answer: { value: true },
          version: 0,
        })
      ).status,
      200,
    );
    await click(page, '[data-testid=delete-exam-modal-confirm]');
    await page.waitForSelector('[data-testid=delete-exam-modal-error]');
    t.is(
      await page.$eval('[data-testid=delete-exam-modal-error]', (el) => el.textContent),
      '응시자 1명이 이미 시험을 시작해 시험을 삭제할 수 없습니다.',
    );
    await screenshot(page, 'manage-assessment-delete-exam-refused');
    // The browser logs the refused deletion's 409: that one is expected here, any other is not.
    const refusedLog = problems.findIndex((p) => p.includes('status of 409'));
    t.not(refusedLog, -1);
    problems.splice(refusedLog, 1);
    t.is((await managed()).exams.length, 2, 'nothing deleted');
    await click(page, '[data-testid=modal-close]');

    // Once that answer is gone (a test-only reset), the exam is deleted with its members.
    await app.core.db('workspace_answers').where({ user_id: ids.m_student, quiz_id: secondQuiz }).delete();
    await page.reload();
    await click(page, `${firstRow} [data-testid=delete-exam]`);
    await click(page, '[data-testid=delete-exam-modal-confirm]');
    await waitForText(page, '시험을 삭제했습니다.');
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, firstRow);
    t.deepEqual(
      (await managed()).exams.map((e: { index: number }) => e.index),
      [second],
    );
    t.deepEqual(await app.core.db('assessment_exam_members').where({ exam_id: first }), []);
    await screenshot(page, 'manage-assessment-exam-deleted');

    // In Japanese: why the exam and its started examinee stay.
    await page.setCookie({ name: 'sd_locale', value: 'ja', domain: host });
    await page.reload();
    await page.waitForSelector(`${secondRow} [data-testid=exam-started-count]`);
    t.is(
      await page.$eval(`${secondRow} [data-testid=exam-started-count]`, (el) => el.textContent),
      '受験開始済み1名',
    );
    t.is(
      await page.$eval(`${secondRow} [data-testid=delete-exam-blocked]`, (el) => el.textContent),
      '受験を開始した受験者がいるため削除できません。',
    );
    await click(page, `${secondRow} [data-testid=edit-exam]`);
    t.is(
      await page.$eval(`${memberRow(ids.m_student!)} [data-testid=member-started]`, (el) =>
        el.getAttribute('title'),
      ),
      '試験を開始した受験者は外せません。解答と受験記録は証拠として保管されます。',
    );
    await page.$eval(memberRow(ids.m_student!), (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'manage-assessment-started-member-ja');
    t.deepEqual(problems, []);
  },
);

test.serial(
  "a new assessment lands on its management page; the exam form's workspace link comes back to the form",
  async (t) => {
    const page = await newPage(browser, problems);
    await signIn(page, url(`/login?next=${encodeURIComponent('/manage/assessment/new')}`), 'm_teacher');
    await page.waitForSelector('[data-testid=new-assessment]');
    await setValue(page, '[data-testid=new-assessment] input[name=title]', '새 평가');
    await setValue(page, '[data-testid=new-assessment] input[name=description]', '한 줄 소개');
    await setValue(page, 'input[name=registerOpen]', localInput(Date.now() - 86_400_000));
    await setValue(page, 'input[name=registerClose]', localInput(Date.now() + 86_400_000));
    await click(page, '[data-testid=new-assessment] button[type=submit]');
    await page.waitForSelector('[data-testid=manage-assessment]');
    const created = await app.core.db('assessment_assessments').where({ title: '새 평가' }).first();
    t.is(new URL(page.url()).pathname, `/manage/assessment/${created.id}`, 'the teacher manages it next');

    // The open exam form is in the address, and the workspace link returns to it.
    await click(page, '[data-testid=add-exam]');
    await page.waitForSelector('[data-testid=exam-editor]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('exam') === 'new');
    const href = await page.$eval('[data-testid=create-exam-quiz]', (a) => a.getAttribute('href')!);
    const target = new URL(href, url('/'));
    t.is(target.pathname, '/workspace/quiz/new');
    const returnTo = target.searchParams.get('returnTo')!;
    t.is(returnTo, `/manage/assessment/${created.id}?exam=new`);
    await click(page, '[data-testid=create-exam-quiz]');
    await page.waitForSelector('[data-testid=quiz-editor]');
    await page.goto(url(returnTo), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=exam-editor]');
    t.deepEqual(problems, []);
  },
);
