import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

const common = (title: string) => ({ title, contents: '문제', setting: { mode: 'exam_mode' } });
let f: Awaited<ReturnType<typeof examFixture>>;
let browser: Browser;
let codeSubmission = 0;
const problems: string[] = [];

test.before(async () => {
  f = await examFixture({
    examinees: 2, plugins: ['workspace'],
    quizzes: async (teacher) => {
      const tf = await teacher.post('/api/workspace/quizzes', { type: 'true_false', status: 1, common: common('OX 문제'), definition: { answer: false } });
      const mc = await teacher.post('/api/workspace/quizzes', { type: 'multiple_choice', status: 1, common: common('코드 문제'), definition: { choices: ['a', 'b'], answers: [1], score: 5 } });
      return [{ quizId: String(tf.body.data.index), title: 'OX 문제', score: 60 }, { quizId: String(mc.body.data.index), title: '코드 문제', score: 40 }];
    },
  });
  const examinee = await f.as('examinee1');
  const [tf, mc] = (await examinee.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map((q: { quizId: string }) => q.quizId);
  await examinee.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: true } });
  await examinee.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } });
  // A judged code answer of two files, as the judge's result stores it (one hidden test).
  const [row] = await f.app.core.db('workspace_submissions').insert({
    quiz_id: Number(mc), user_id: f.ids.examinee1, kind: 'submit', status: 'done', outcome: 'WRONG_TESTCASES', score: 1, max_score: 2,
    answer: JSON.stringify({ language: 'python3', files: [{ name: 'main.py', content: 'from util import twice\nprint(twice(int(input())))' }, { name: 'util.py', content: 'def twice(n):\n    return n + n' }] }),
    result: JSON.stringify({ tests: [{ name: 'sample', verdict: 'ACCEPTED', input: '2' }, { name: 'edge', verdict: 'WRONG_ANSWER', input: 'SECRET-IN', hidden: true }] }),
  }).returning('id');
  codeSubmission = Number(row.id);
  browser = await launchBrowser();
});

test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

const url = (path: string) => `http://${f.host}:${f.app.port}${path}`;
const reportUrl = (userId: number) => url(`/assessment/${f.lectureSeq}/exam/exam/${f.examIndex}/report/${userId}`);
const reviewCode = (page: Page) => page.$eval('[data-testid=review-code]', (el) => el.textContent);

test('a supervisor reads every submission and reviews its answer, from the list or from the timeline', async (t) => {
  const page = await newPage(browser, problems);
  await signIn(page, url('/login'), 'watcher');
  await page.goto(reportUrl(f.ids.examinee1), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=submission-history]');
  await waitForText(page, '제출 기록');
  const rows = await page.$$eval('[data-testid=submission-row]', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent)));
  t.deepEqual(rows.map((r) => [r[0], r[2], r[3], r[4]]), [
    ['1', '오답', '0 / 60점', '—'], ['2', '정답', '60 / 60점', '—'], ['1', '일부 테스트 실패', '20 / 40점', 'sample: ACCEPTEDedge: WRONG_ANSWER'],
  ], 'in time order per quiz, with the exam points and the verdicts by name');
  t.false((await page.content()).includes('SECRET-IN'), 'a hidden test\'s input is not on the page');

  // The list opens the first OX submission's answer.
  await page.$$eval('[data-testid=submission-review-open]', (bs) => (bs[0] as HTMLButtonElement).click());
  await page.waitForSelector('[data-testid=submission-review]');
  await waitForText(page, '1번째 제출 · OX 문제');
  t.regex((await reviewCode(page))!, /"value": true/);

  // The timeline's submission incident opens the code answer; its second file is a tab away.
  await page.$eval(`[data-testid=incident-timeline] button[data-kind=submission]:last-of-type`, (b) => b.scrollIntoView());
  const incidents = await page.$$('[data-testid=incident-timeline] button[data-kind=submission]');
  t.is(incidents.length, 3, 'one incident per submission');
  await incidents[2].click();
  await page.waitForSelector(`[data-testid=submission-review][data-submission="${codeSubmission}"]`);
  t.is(await reviewCode(page), 'from util import twice\nprint(twice(int(input())))');
  const tabs = await page.$$('[data-testid=review-file-tab]');
  t.deepEqual(await Promise.all(tabs.map((b) => b.evaluate((el) => el.textContent))), ['main.py · python3', 'util.py']);
  await tabs[1].click();
  t.is(await reviewCode(page), 'def twice(n):\n    return n + n');
  await page.$eval('[data-testid=submission-review]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'exam-report-submissions-ko');
  t.deepEqual(await seriousViolations(page), []);

  // English and Japanese, then an examinee with no submission.
  await page.setCookie({ name: 'sd_locale', value: 'en', domain: f.host });
  await page.reload({ waitUntil: 'networkidle0' });
  await waitForText(page, 'Submissions');
  await waitForText(page, 'Some tests failed');
  await page.$eval('[data-testid=submission-history]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'exam-report-submissions-en');
  await page.setCookie({ name: 'sd_locale', value: 'ja', domain: f.host });
  await page.reload({ waitUntil: 'networkidle0' });
  await waitForText(page, '提出履歴');
  await page.select('[data-testid=report-examinee]', String(f.ids.examinee2));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=no-submission]').length === 2);
  await waitForText(page, '提出はありません。');
  t.is(await page.$('[data-testid=submission-row]'), null);
  await page.$eval('[data-testid=submission-history]', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'exam-report-submissions-empty-ja');
  t.deepEqual(problems, []);
});
