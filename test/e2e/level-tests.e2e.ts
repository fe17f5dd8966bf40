import test from 'ava';
import type { Browser } from 'puppeteer-core';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { seriousViolations } from './support/axe.ts';

// /assessment/my: the "Level tests" section lists an examinee's level tests with the state
// (END / ONGOING / SCHEDULE) and their verification; someone without level tests reads so.
let f: Awaited<ReturnType<typeof examFixture>>;
let browser: Browser;
const problems: string[] = [];
const day = 86_400_000;
const exams: Record<string, number> = {};

test.before(async () => {
  const common = (title: string) => ({ title, contents: '문제', setting: { mode: 'exam_mode' } });
  f = await examFixture({
    examinees: 1,
    plugins: ['workspace'],
    quizzes: async (teacher) => {
      const mc = await teacher.post('/api/workspace/quizzes', {
        type: 'multiple_choice',
        status: 1,
        common: common('객관식'),
        definition: { choices: ['a', 'b', 'c'], answers: [2], score: 5 },
      });
      const tf = await teacher.post('/api/workspace/quizzes', {
        type: 'true_false',
        status: 1,
        common: common('OX'),
        definition: { answer: false },
      });
      return [
        { quizId: String(mc.body.data.index), title: '객관식', score: 40 },
        { quizId: String(tf.body.data.index), title: 'OX', score: 60 },
      ];
    },
  });
  browser = await launchBrowser();
  const db = f.app.core.db;
  const teacher = await f.as('teacher');
  const examinee = await f.as('examinee1');
  const base = await db('assessment_exams').where({ id: f.examIndex }).first();
  const body = {
    title: base.title,
    startAt: base.start_at,
    endAt: base.end_at,
    quizzes: base.quizzes,
    examineeIds: [f.ids.examinee1],
  };
  const [mc, tf] = (base.quizzes as { quizId: string }[]).map((q) => q.quizId);
  const take = async (examIndex: number) => {
    await examinee.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex });
    await examinee.post(`/api/exam/${examIndex}/enter`);
    await examinee.post(`/api/exam/${examIndex}/finish`);
  };
  // 60 of 100 points: the multiple choice wrong, the true/false right.
  await teacher.put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, {
    ...body,
    title: '레벨 2 인증',
    levelTest: { level: 2, passScore: 60, validityDays: 365 },
  });
  exams.verified = f.examIndex;
  await examinee.post(`/api/workspace/quizzes/${mc}/submit`, { answer: { selected: [1] } });
  await examinee.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } });
  await take(exams.verified);
  const add = async (title: string, levelTest: object, window = {}) =>
    (await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, { ...body, title, levelTest, ...window }))
      .body.data.index as number;
  exams.failed = await add('레벨 3 인증', { level: 3, passScore: 80 });
  await take(exams.failed);
  exams.expired = await add('기초 인증', { level: 'Lv.1', passScore: 50, validityDays: 30 });
  await take(exams.expired);
  // That one was taken 40 days ago and its window is long over.
  await db('assessment_exams')
    .where({ id: exams.expired })
    .update({ start_at: new Date(Date.now() - 41 * day), end_at: new Date(Date.now() - 40 * day) });
  await db('assessment_exam_members')
    .where({ exam_id: exams.expired, user_id: f.ids.examinee1 })
    .update({ last_finished_time: new Date(Date.now() - 40 * day) });
  exams.scheduled = await add(
    '레벨 4 인증',
    { level: 4, passScore: 90 },
    {
      startAt: new Date(Date.now() + 2 * day).toISOString(),
      endAt: new Date(Date.now() + 2 * day + 3_600_000).toISOString(),
    },
  );
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

test.serial('the examinee sees each level test with its state and their verification', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(
    page,
    `http://${f.host}:${f.app.port}/login?next=${encodeURIComponent('/assessment/my')}`,
    'examinee1',
  );
  await page.waitForSelector('[data-testid=level-test]');
  const rows = await page.$$eval('[data-testid=level-test]', (items) =>
    items.map((li) => ({
      exam: Number(li.getAttribute('data-exam')),
      state: li.querySelector('[data-testid=level-state]')!.getAttribute('data-state'),
      verification: li.querySelector('[data-testid=level-verification]')!.getAttribute('data-verification'),
      text: (li as HTMLElement).innerText,
    })),
  );
  const byExam = Object.fromEntries(rows.map((r) => [r.exam, r]));
  t.like(byExam[exams.verified], { state: 'ONGOING', verification: 'VERIFIED' });
  t.like(byExam[exams.failed], { state: 'ONGOING', verification: 'VERIFICATION_FAILED' });
  t.like(byExam[exams.expired], { state: 'END', verification: 'NEED_REVERIFICATION' });
  t.like(byExam[exams.scheduled], { state: 'SCHEDULE', verification: 'NOT_VERIFIED' });
  // Newest window first: the scheduled one leads, the long-ended one closes the list.
  t.is(rows[0]!.exam, exams.scheduled);
  t.is(rows.at(-1)!.exam, exams.expired);
  const verified = byExam[exams.verified]!.text;
  for (const text of ['레벨 2', '진행 중', '인증 완료', '합격 60/100점', '까지 유효'])
    t.true(verified.includes(text), `${text} in ${verified}`);
  t.true(byExam[exams.expired]!.text.includes('Lv.1'));
  t.true(byExam[exams.expired]!.text.includes('재인증 필요'));
  t.true(byExam[exams.expired]!.text.includes('유효 기간 만료'));
  t.true(byExam[exams.failed]!.text.includes('인증 실패'));
  t.false(byExam[exams.failed]!.text.includes('까지 유효'), 'a failure has no validity');
  t.true(byExam[exams.scheduled]!.text.includes('예정'));
  t.true(byExam[exams.scheduled]!.text.includes('미인증'));
  await page.$eval('[data-testid=level-tests]', (el) => el.scrollIntoView());
  await screenshot(page, 'level-tests-my');
  t.deepEqual(problems, []);
});

test.serial('someone with no level test reads that there is none', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(
    page,
    `http://${f.host}:${f.app.port}/login?next=${encodeURIComponent('/assessment/my')}`,
    'student_member',
  );
  await page.waitForSelector('[data-testid=level-tests] [data-testid=empty-state]');
  t.is(
    await page.$eval('[data-testid=level-tests] [data-testid=empty-state]', (el) =>
      (el as HTMLElement).innerText.trim(),
    ),
    '응시하는 레벨 테스트가 없습니다.',
  );
  await screenshot(page, 'level-tests-empty');
  t.deepEqual(problems, []);
});

for (const [locale, words] of Object.entries({
  en: [
    'Level tests',
    'Level 2',
    'Ongoing',
    'Verified',
    'Verification failed',
    'Reverification needed',
    'Scheduled',
    'Not verified',
    'Pass mark 60/100',
  ],
  ja: [
    'レベルテスト',
    'レベル 2',
    '実施中',
    '認定済み',
    '認定失敗',
    '再認定が必要',
    '予定',
    '未認定',
    '合格点 60/100',
  ],
})) {
  test.serial(`the level tests speak the examinee's language: ${locale}`, async (t) => {
    // The account's language, not the browser's.
    await f.app.core.db('users').where({ id: f.ids.examinee1 }).update({ locale });
    try {
      const page = await newPage(browser, problems);
      await signIn(
        page,
        `http://${f.host}:${f.app.port}/login?next=${encodeURIComponent('/assessment/my')}`,
        'examinee1',
      );
      await page.waitForSelector('[data-testid=level-test]');
      const text = await page.$eval('[data-testid=level-tests]', (el) => (el as HTMLElement).innerText);
      for (const word of words) t.true(text.includes(word), `${word} in ${text}`);
      await page.$eval('[data-testid=level-tests]', (el) => el.scrollIntoView());
      await screenshot(page, `level-tests-my-${locale}`);
      t.deepEqual(problems, []);
    } finally {
      await f.app.core.db('users').where({ id: f.ids.examinee1 }).update({ locale: 'ko' });
    }
  });
}

test.serial('a failed load says why and offers a retry that loads the list', async (t) => {
  const own: string[] = [];
  const page = await newPage(browser, own);
  await signIn(page, `http://${f.host}:${f.app.port}/login?next=${encodeURIComponent('/')}`, 'examinee1');
  let failing = true;
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (failing && req.url().endsWith('/api/assessment/level-tests')) {
      void req.respond({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          err: {
            code: 'scores_unavailable',
            message: '점수를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
          },
        }),
      });
    } else void req.continue();
  });
  await page.goto(`http://${f.host}:${f.app.port}/assessment/my`);
  const error = await page.waitForSelector('[data-testid=level-tests] [data-testid=error-state]');
  t.true(
    (await error!.evaluate((el) => (el as HTMLElement).innerText)).includes('점수를 불러올 수 없습니다.'),
  );
  await screenshot(page, 'level-tests-error');
  failing = false;
  await (await error!.$('button'))!.click();
  await page.waitForSelector('[data-testid=level-test]');
  t.is((await page.$$('[data-testid=level-test]')).length, 4);
  // The only problem is the refused request itself.
  t.true(
    own.every((p) => p.includes('503')),
    own.join('\n'),
  );
});

test.serial(
  'a teacher asks the examinee to verify again; the examinee, the report header and the live status list show it',
  async (t) => {
    const teacher = await f.as('teacher');
    const { url_slug: slug } = await f.app.core
      .db('assessment_assessments')
      .where({ id: f.lectureSeq })
      .first('url_slug');
    const base = await f.app.core.db('assessment_exams').where({ id: f.examIndex }).first();
    const retake = (
      await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
        title: '레벨 2 재인증',
        startAt: new Date(Date.now() + day).toISOString(),
        endAt: new Date(Date.now() + day + 3_600_000).toISOString(),
        quizzes: base.quizzes,
        levelTest: { level: 2, passScore: 60 },
      })
    ).body.data.index as number;
    const origin = `http://${f.host}:${f.app.port}`;

    // The examinee has /assessment/my open while the teacher asks.
    const student = await newPage(browser, problems);
    await signIn(student, `${origin}/login?next=${encodeURIComponent('/assessment/my')}`, 'examinee1');
    const mine = `[data-testid=level-test][data-exam="${exams.verified}"]`;
    await student.waitForSelector(`${mine} [data-verification=VERIFIED]`);

    const page = await newPage(browser, problems);
    await signIn(
      page,
      `${origin}/login?next=${encodeURIComponent(`/manage/assessment/${f.lectureSeq}`)}`,
      'teacher',
    );
    const examRow = `[data-testid=managed-exam][data-exam-index="${exams.verified}"]`;
    await (await page.waitForSelector(`${examRow} [data-testid=level-verifications-toggle]`))!.click();
    const row = `${examRow} [data-testid=level-verification-row][data-user-id="${f.ids.examinee1}"]`;
    await page.waitForSelector(`${row} [data-verification=VERIFIED]`);
    t.true(
      (await page.$eval(row, (el) => (el as HTMLElement).innerText)).includes('60점'),
      'the teacher sees the score',
    );
    await (await page.waitForSelector(`${row} [data-testid=ask-reverification]`))!.click();
    await page.waitForSelector(`[data-testid=retake-exam] option[value="${retake}"]`);
    // A missing reason is refused in the browser, in the teacher's language.
    await (await page.waitForSelector('[data-testid=confirm-reverification]'))!.click();
    t.is(
      await page.$eval('[data-testid=reverification-error]', (el) => el.textContent),
      '재인증을 요청하는 이유를 입력해 주세요.',
    );
    await page.type(
      '[data-testid=reverification-modal] textarea[name=reason]',
      '시험 중 다른 사람의 목소리가 녹음되었습니다.',
    );
    await page.select('[data-testid=retake-exam]', String(retake));
    await screenshot(page, 'level-reverification-modal');
    t.deepEqual(await seriousViolations(page), [], 'the reverification modal is accessible');
    await (await page.waitForSelector('[data-testid=confirm-reverification]:not([disabled])'))!.click();
    await page.waitForSelector(`${row} [data-verification=NEED_REVERIFICATION]`);
    t.true(
      (await page.$eval(`${row} [data-testid=reverification-note]`, (el) => el.textContent!)).includes(
        'teacher 님이',
      ),
    );
    t.is(await page.$(`${row} [data-testid=ask-reverification]`), null, 'asked once');
    await page.$eval(examRow, (el) => el.scrollIntoView());
    await screenshot(page, 'level-reverification-asked');

    // The examinee sees it without reloading: the request, who asked, and the newer level test to take it in.
    await student.waitForSelector(`${mine} [data-testid=take-reverification]`);
    t.is(
      await student.$eval(`${mine} [data-testid=level-verification]`, (el) =>
        el.getAttribute('data-verification'),
      ),
      'NEED_REVERIFICATION',
    );
    t.true(
      (await student.$eval(`${mine} [data-testid=reverification-note]`, (el) => el.textContent!)).includes(
        '시험 중 다른 사람의 목소리가 녹음되었습니다.',
      ),
    );
    t.true(
      (
        await student.$eval(
          `${mine} [data-testid=take-reverification]`,
          (el) => (el as HTMLAnchorElement).pathname,
        )
      ).endsWith(`/exam/${retake}`),
    );
    t.truthy(
      await student.$(`[data-testid=level-test][data-exam="${retake}"]`),
      'the retake is one of my level tests',
    );
    await student.$eval(mine, (el) => el.scrollIntoView());
    await screenshot(student, 'level-reverification-examinee');

    // The supervisor: the report header and the live status list.
    const watcher = await newPage(browser, problems);
    await signIn(
      watcher,
      `${origin}/login?next=${encodeURIComponent(`/assessment/${f.lectureSeq}/${slug}/exam/${exams.verified}/report/${f.ids.examinee1}`)}`,
      'watcher',
    );
    await watcher.waitForSelector('[data-testid=examinee-level][data-verification=NEED_REVERIFICATION]');
    t.true(
      (await watcher.$eval('[data-testid=examinee-level]', (el) => (el as HTMLElement).innerText)).includes(
        '레벨 2',
      ),
    );
    await screenshot(watcher, 'level-reverification-report');
    await watcher.goto(`${origin}/assessment/${f.lectureSeq}/${slug}/exam/${exams.verified}/control`);
    await watcher.waitForSelector(
      `[data-testid=control-row][data-user="${f.ids.examinee1}"] [data-testid=control-row-level][data-verification=NEED_REVERIFICATION]`,
    );
    t.is(await watcher.$eval('[data-testid=control-row-level]', (el) => el.textContent), '재인증 필요');
    await screenshot(watcher, 'level-reverification-control');
    // A plain exam shows no level.
    const plain = (
      await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
        title: '연습',
        startAt: base.start_at,
        endAt: base.end_at,
        quizzes: base.quizzes,
        examineeIds: [f.ids.examinee1],
        supervisorIds: [f.ids.watcher],
      })
    ).body.data.index as number;
    await watcher.goto(`${origin}/assessment/${f.lectureSeq}/${slug}/exam/${plain}/control`);
    await watcher.waitForSelector('[data-testid=control-row]');
    t.is(await watcher.$('[data-testid=control-row-level]'), null);
    t.deepEqual(problems, []);
  },
);
