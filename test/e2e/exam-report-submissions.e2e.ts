import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { reportSubmissionPageSize } from '../../plugins/assessment/common/report-submissions.ts';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { downloadByClick } from './support/downloads.ts';
import { signIn } from './support/sign-in.ts';

const common = (title: string) => ({ title, contents: '문제', setting: { mode: 'exam_mode' } });
let f: Awaited<ReturnType<typeof examFixture>>;
let browser: Browser;
let codeSubmission = 0;
let brokenSubmission = 0;
let fileSubmission = 0;
/** examinee3's submissions: more than a page. */
const manySubmissions = reportSubmissionPageSize + 3;
const problems: string[] = [];

test.before(async () => {
  f = await examFixture({
    examinees: 3,
    plugins: ['workspace'],
    quizzes: async (teacher) => {
      const tf = await teacher.post('/api/workspace/quizzes', {
        type: 'true_false',
        status: 1,
        common: common('OX 문제'),
        definition: { answer: false },
      });
      const mc = await teacher.post('/api/workspace/quizzes', {
        type: 'multiple_choice',
        status: 1,
        common: common('코드 문제'),
        definition: { choices: ['a', 'b'], answers: [1], score: 5 },
      });
      const fs = await teacher.post('/api/workspace/quizzes', {
        type: 'file_submit',
        status: 1,
        common: common('과제 제출'),
        definition: { extensions: [], maxFiles: 1, score: 10 },
      });
      return [
        { quizId: String(tf.body.data.index), title: 'OX 문제', score: 60 },
        { quizId: String(mc.body.data.index), title: '코드 문제', score: 40 },
        { quizId: String(fs.body.data.index), title: '과제 제출', score: 10 },
      ];
    },
  });
  const examinee = await f.as('examinee1');
  const [tf, mc, fs] = (await examinee.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map(
    (q: { quizId: string }) => q.quizId,
  );
  await examinee.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: true } });
  await examinee.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } });
  // A judged code answer of two files, as the judge's result stores it (one hidden test), then one that did not compile.
  const db = f.app.core.db;
  const [row] = await db('workspace_submissions')
    .insert({
      quiz_id: Number(mc),
      user_id: f.ids.examinee1,
      kind: 'submit',
      status: 'done',
      outcome: 'WRONG_TESTCASES',
      score: 1,
      max_score: 2,
      answer: JSON.stringify({
        language: 'python3',
        files: [
          { name: 'main.py', content: 'from util import twice\nprint(twice(int(input())))' },
          { name: 'util.py', content: 'def twice(n):\n    return n + n' },
        ],
      }),
      result: JSON.stringify({
        tests: [
          { name: 'sample', verdict: 'ACCEPTED', input: '2' },
          { name: 'edge', verdict: 'WRONG_ANSWER', input: 'SECRET-IN', hidden: true },
        ],
      }),
    })
    .returning('id');
  codeSubmission = Number(row.id);
  const [broken] = await db('workspace_submissions')
    .insert({
      quiz_id: Number(mc),
      user_id: f.ids.examinee1,
      kind: 'submit',
      status: 'done',
      outcome: 'COMPILE_ERROR',
      score: 0,
      max_score: 2,
      answer: JSON.stringify({ language: 'c', files: [{ name: 'main.c', content: 'int main( {' }] }),
      result: JSON.stringify({
        compile: { ok: false, output: "main.c:1:10: error: expected ')' before '{' token" },
        tests: [],
      }),
    })
    .returning('id');
  brokenSubmission = Number(broken.id);
  const handedIn = await examinee.post(`/api/workspace/quizzes/${fs}/submit`, {
    answer: { files: [{ name: 'report.txt', data: Buffer.from('재귀 보고서').toString('base64') }] },
  });
  fileSubmission = handedIn.body.data.index;
  // examinee3 kept submitting the OX quiz: more than one page.
  const at = Date.now() - 3_600_000;
  await db('workspace_submissions').insert(
    Array.from({ length: manySubmissions }, (_, i) => ({
      quiz_id: Number(tf),
      user_id: f.ids.examinee3,
      kind: 'submit',
      status: 'done',
      outcome: i % 2 ? 'RIGHT' : 'WRONG',
      score: i % 2,
      max_score: 1,
      answer: JSON.stringify({ value: i }),
      result: JSON.stringify({}),
      created_at: new Date(at + i * 1000),
    })),
  );
  browser = await launchBrowser();
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
const reportUrl = (userId: number) =>
  url(`/assessment/${f.lectureSeq}/exam/exam/${f.examIndex}/report/${userId}`);
const reviewCode = (page: Page) => page.$eval('[data-testid=review-code]', (el) => el.textContent);
const rowsOf = (page: Page) =>
  page.$$eval('[data-testid=submission-row]', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 6).map((td) => td.textContent)),
  );
const openRow = async (page: Page, submissionIndex: number) => {
  await page.$eval(
    `[data-testid=submission-row][data-submission="${submissionIndex}"] [data-testid=submission-review-open]`,
    (b) => (b as HTMLButtonElement).click(),
  );
  await page.waitForSelector(
    `[data-testid=submission-review][data-submission="${submissionIndex}"] .as-review__result`,
  );
};

test.serial(
  'a supervisor reads every submission with translated verdicts, opens answers, sees compiler output and downloads a handed-in file',
  async (t) => {
    const page = await newPage(browser, problems);
    await signIn(page, url('/login'), 'watcher');
    await page.goto(reportUrl(f.ids.examinee1), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=submission-history]');
    await waitForText(page, '제출 기록');
    const rows = await rowsOf(page);
    t.deepEqual(
      rows.map((r) => [r[0], r[1], r[3], r[4], r[5]]),
      [
        ['OX 문제', '1', '✗오답', '0 / 60점', '—'],
        ['OX 문제', '2', '✓정답', '60 / 60점', '—'],
        ['코드 문제', '1', '✗일부 테스트 실패', '20 / 40점', '✓sample: 통과✗edge: 오답'],
        ['코드 문제', '2', '✗컴파일 오류', '0 / 40점', '—'],
        ['과제 제출', '1', '•수동 채점', '채점 중', '—'],
      ],
      'in time order, with the exam points and the verdicts translated, each with its mark',
    );
    t.deepEqual(
      await page.$$eval('[data-testid=submission-row] [data-verdict]', (els) =>
        els.map((el) => el.getAttribute('data-verdict')),
      ),
      ['WRONG', 'RIGHT', 'WRONG_TESTCASES', 'ACCEPTED', 'WRONG_ANSWER', 'COMPILE_ERROR', 'MANUAL'],
    );
    t.false((await page.content()).includes('SECRET-IN'), "a hidden test's input is not on the page");
    t.false((await page.content()).includes('WRONG_ANSWER<'), 'no raw verdict code is shown');

    // The list opens the first OX submission's answer, fetched only now.
    await page.$$eval('[data-testid=submission-review-open]', (bs) => (bs[0] as HTMLButtonElement).click());
    await page.waitForSelector('[data-testid=submission-review] [data-testid=review-code]');
    await waitForText(page, '1번째 제출 · OX 문제');
    t.regex((await reviewCode(page))!, /"value": true/);

    // The timeline's submission incident opens the code answer; its second file is a tab away.
    await page.$eval(`[data-testid=incident-timeline] button[data-kind=submission]:last-of-type`, (b) =>
      b.scrollIntoView(),
    );
    const incidents = await page.$$('[data-testid=incident-timeline] button[data-kind=submission]');
    t.is(incidents.length, 5, 'one incident per submission');
    await incidents[2].click();
    await page.waitForSelector(
      `[data-testid=submission-review][data-submission="${codeSubmission}"] [data-testid=review-code]`,
    );
    t.is(await reviewCode(page), 'from util import twice\nprint(twice(int(input())))');
    t.deepEqual(
      await page.$$eval('[data-testid=submission-review] [data-verdict]', (els) =>
        els.map((el) => el.textContent),
      ),
      ['✗일부 테스트 실패', '✓sample: 통과', '✗edge: 오답'],
    );
    const tabs = await page.$$('[data-testid=review-file-tab]');
    t.deepEqual(await Promise.all(tabs.map((b) => b.evaluate((el) => el.textContent))), [
      'main.py · python3',
      'util.py',
    ]);
    await tabs[1].click();
    t.is(await reviewCode(page), 'def twice(n):\n    return n + n');
    await page.$eval('[data-testid=submission-review]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-report-submissions-ko');
    t.deepEqual(await seriousViolations(page), []);

    // The submission that did not compile shows the compiler's output.
    await openRow(page, brokenSubmission);
    t.is(
      await page.$eval('[data-testid=review-compile]', (el) => el.textContent),
      "main.c:1:10: error: expected ')' before '{' token",
    );
    await waitForText(page, '컴파일 출력');
    await page.$eval('[data-testid=submission-review]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-report-submissions-compile-ko');

    // A handed-in file is a download link: the file arrives under its own name with the examinee's bytes.
    await openRow(page, fileSubmission);
    t.deepEqual(await page.$$eval('[data-testid=review-download]', (as) => as.map((a) => a.textContent)), [
      '⤓ report.txt 내려받기 (16 B)',
    ]);
    t.is(
      (await downloadByClick(page, '[data-testid=review-download]', 'report.txt')).toString('utf8'),
      '재귀 보고서',
    );
    await page.$eval('[data-testid=submission-review]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-report-submissions-file-ko');
    t.deepEqual(await seriousViolations(page), []);

    // English and Japanese, then an examinee with no submission.
    await page.setCookie({ name: 'sd_locale', value: 'en', domain: f.host });
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, 'Submissions');
    await waitForText(page, 'Some tests failed');
    t.deepEqual((await rowsOf(page))[2].slice(5), ['✓sample: Passed✗edge: Wrong answer']);
    await page.$eval('[data-testid=submission-history]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-report-submissions-en');
    await page.setCookie({ name: 'sd_locale', value: 'ja', domain: f.host });
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, '提出履歴');
    t.deepEqual((await rowsOf(page))[2].slice(5), ['✓sample: 合格✗edge: 不正解']);
    await page.select('[data-testid=report-examinee]', String(f.ids.examinee2));
    await page.waitForSelector('[data-testid=no-submission]');
    await waitForText(page, '提出はありません。');
    t.is(await page.$('[data-testid=submission-row]'), null);
    await page.$eval('[data-testid=submission-history]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-report-submissions-empty-ja');
    t.deepEqual(problems, []);
    await page.close();
  },
);

test.serial(
  'the list comes a page at a time, by quiz on request, and a submission of a later page opens its answer',
  async (t) => {
    const page = await newPage(browser, problems);
    await signIn(page, url('/login'), 'watcher');
    await page.goto(reportUrl(f.ids.examinee3), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=submission-row]');
    t.is((await rowsOf(page)).length, reportSubmissionPageSize, 'the report brings the first page');
    t.is(
      await page.$eval('[data-testid=submission-count]', (el) => el.textContent),
      `${manySubmissions}개 중 ${reportSubmissionPageSize}개`,
    );

    await page.click('[data-testid=submission-more]');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=submission-row]').length === n,
      {},
      manySubmissions,
    );
    t.is(await page.$('[data-testid=submission-more]'), null, 'the last page has no more');
    const numbers = (await rowsOf(page)).map((r) => Number(r[1]));
    t.deepEqual(
      numbers,
      Array.from({ length: manySubmissions }, (_, i) => i + 1),
      'numbered in order across pages',
    );

    // The last submission lives on the second page: its answer is fetched when opened.
    const lastIndex = await page.$$eval('[data-testid=submission-row]', (trs) =>
      Number(trs.at(-1)!.getAttribute('data-submission')),
    );
    await openRow(page, lastIndex);
    t.regex((await reviewCode(page))!, new RegExp(`"value": ${manySubmissions - 1}`));
    await waitForText(page, `${manySubmissions}번째 제출 · OX 문제`);

    // One quiz at a time: the code quiz has none, OX pages again from its start.
    const quizzes = await page.$$eval('[data-testid=submission-quiz-filter] option', (os) =>
      os.map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    );
    t.deepEqual(
      quizzes.map(([, label]) => label),
      [`모든 문제 (${manySubmissions})`, `OX 문제 (${manySubmissions})`, '코드 문제 (0)', '과제 제출 (0)'],
    );
    await page.select('[data-testid=submission-quiz-filter]', quizzes[2][0]!);
    await page.waitForSelector('[data-testid=submission-history] [data-testid=no-submission]');
    await page.select('[data-testid=submission-quiz-filter]', quizzes[1][0]!);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=submission-row]').length === n,
      {},
      reportSubmissionPageSize,
    );
    t.truthy(await page.$('[data-testid=submission-more]'));
    await page.$eval('[data-testid=submission-history]', (el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'exam-report-submissions-paged-ko');
    t.deepEqual(await seriousViolations(page), []);

    // A submission gone since the list was loaded: its review says so in the supervisor's language.
    const firstIndex = await page.$eval('[data-testid=submission-row]', (tr) =>
      Number(tr.getAttribute('data-submission')),
    );
    await f.app.core.db('workspace_submissions').where({ id: firstIndex }).delete();
    await page.$eval(
      `[data-testid=submission-row][data-submission="${firstIndex}"] [data-testid=submission-review-open]`,
      (b) => (b as HTMLButtonElement).click(),
    );
    await page.waitForSelector(
      `[data-testid=submission-review][data-submission="${firstIndex}"] [data-testid=error-state]`,
    );
    t.regex(
      await page.$eval(
        '[data-testid=submission-review] [data-testid=error-state]',
        (el) => el.textContent ?? '',
      ),
      /이 수험자의 제출을 찾을 수 없습니다\./,
    );
    await page.$eval('[data-testid=submission-review]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-report-submissions-gone-ko');
    t.deepEqual(problems, []);
  },
);
