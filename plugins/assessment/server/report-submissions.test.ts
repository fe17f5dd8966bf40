/**
 * The examinee report lists the submissions of each exam quiz for the exam's supervisors: in time
 * order, with the exam points each earned, verdicts by test name only (a hidden test's input and
 * output never leave the server), a page at a time and without answers; an answer is fetched when
 * its submission is opened, and a handed-in file is a download of its own.
 */
import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';
import { reportSubmissionPageSize } from '../common/report-submissions.ts';

async function workspaceExam() {
  return examFixture({
    examinees: 2,
    plugins: ['workspace'],
    quizzes: async (teacher) => [
      await addExamQuiz(teacher, 'true_false', 'OX', 60),
      await addExamQuiz(teacher, 'multiple_choice', '객관식', 30),
      await addExamQuiz(teacher, 'file_submit', '보고서', 10),
    ],
  });
}
type Fixture = Awaited<ReturnType<typeof workspaceExam>>;

interface Sub {
  index: number;
  quizId: string;
  number: number;
  createdAt: string;
  outcome: string;
  score: number | null;
  examScore: number | null;
  tests: unknown[];
  answer?: unknown;
}
interface Report {
  submissions: {
    quizzes: { quizId: string; title: string; maxScore: number; count: number }[];
    page: { list: Sub[]; next: number | null };
  };
  timeline: { kind: string; quizId?: string; data?: Record<string, unknown> }[];
  metrics: { takenScore: number };
}

const quizIdsOf = async (f: Fixture) =>
  (await (await f.as('examinee1')).get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map(
    (q: { quizId: string }) => q.quizId,
  ) as string[];
const base = (f: Fixture, userId = f.ids.examinee1) =>
  `/api/exam/${f.examIndex}/report/${userId}/submissions`;

test.serial(
  'the report lists each submission in time order with its exam points and no answer; the timeline has one incident each',
  async (t) => {
    const f = await workspaceExam();
    try {
      const e1 = await f.as('examinee1');
      const [tf, mc, fs] = await quizIdsOf(f);
      t.is((await e1.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: true } })).status, 201);
      t.is((await e1.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } })).status, 201);

      const watcher = await f.as('watcher');
      const report = (await watcher.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`)).body
        .data as Report;
      t.deepEqual(
        report.submissions.quizzes,
        [
          { quizId: tf, title: 'OX', maxScore: 60, count: 2 },
          { quizId: mc, title: '객관식', maxScore: 30, count: 0 },
          { quizId: fs, title: '보고서', maxScore: 10, count: 0 },
        ],
        'a quiz never submitted is listed with no submission',
      );
      const { list, next } = report.submissions.page;
      t.deepEqual(
        list.map((s) => [s.quizId, s.number, s.outcome, s.examScore]),
        [
          [tf, 1, 'WRONG', 0],
          [tf, 2, 'RIGHT', 60],
        ],
      );
      t.is(next, null, 'everything fits on the first page');
      t.true(list[0].index < list[1].index && list[0].createdAt <= list[1].createdAt);
      t.false(
        list.some((s) => 'answer' in s),
        'the list carries no answer',
      );

      const incidents = report.timeline.filter((e) => e.kind === 'submission');
      t.deepEqual(
        incidents.map((e) => [
          e.quizId,
          e.data?.submissionIndex,
          e.data?.number,
          e.data?.score,
          e.data?.maxScore,
        ]),
        [
          [tf, list[0].index, 1, 0, 60],
          [tf, list[1].index, 2, 60, 60],
        ],
      );
      t.is(report.metrics.takenScore, 60, 'the last graded submission still sets the score');

      // Opening a submission fetches its answer.
      const opened = await watcher.get(`${base(f)}/${list[0].index}`);
      t.is(opened.status, 200);
      t.like(opened.body.data, {
        index: list[0].index,
        quizId: tf,
        number: 1,
        outcome: 'WRONG',
        examScore: 0,
        answer: { value: true },
        compile: null,
      });
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "the list pages by keyset, over all quizzes or one, keeping each submission's number",
  async (t) => {
    const f = await workspaceExam();
    try {
      const [tf, mc] = await quizIdsOf(f);
      // Alternating quizzes, one second apart: 25 on OX and 5 on the multiple choice.
      const at = Date.now() - 3_600_000;
      await f.app.core.db('workspace_submissions').insert(
        Array.from({ length: 30 }, (_, i) => ({
          quiz_id: Number(i % 6 === 5 ? mc : tf),
          user_id: f.ids.examinee1,
          kind: 'submit',
          status: 'done',
          outcome: 'WRONG',
          score: 0,
          max_score: 1,
          answer: JSON.stringify({ value: i }),
          result: JSON.stringify({}),
          created_at: new Date(at + i * 1000),
        })),
      );
      const watcher = await f.as('watcher');
      const report = (await watcher.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`)).body
        .data as Report;
      t.is(report.submissions.page.list.length, reportSubmissionPageSize);
      t.is(report.submissions.page.next, report.submissions.page.list.at(-1)!.index);
      t.is(
        report.timeline.filter((e) => e.kind === 'submission').length,
        30,
        'the timeline still has every submission',
      );

      const rest = await watcher.get(`${base(f)}?after=${report.submissions.page.next}`);
      t.is(rest.status, 200);
      t.is(rest.body.data.list.length, 10);
      t.is(rest.body.data.next, null);
      const all = [...report.submissions.page.list, ...rest.body.data.list] as Sub[];
      t.deepEqual(
        all.map((s) => s.index),
        [...all.map((s) => s.index)].sort((a, b) => a - b),
        'oldest first, no repeat across pages',
      );
      t.is(new Set(all.map((s) => s.index)).size, 30);

      // One quiz, two at a time: the numbers count that quiz's submissions.
      const first = await watcher.get(`${base(f)}?quizId=${mc}&limit=2`);
      t.deepEqual(
        first.body.data.list.map((s: Sub) => [s.quizId, s.number]),
        [
          [mc, 1],
          [mc, 2],
        ],
      );
      const second = await watcher.get(`${base(f)}?quizId=${mc}&limit=2&after=${first.body.data.next}`);
      t.deepEqual(
        second.body.data.list.map((s: Sub) => s.number),
        [3, 4],
      );
      const last = await watcher.get(`${base(f)}?quizId=${mc}&limit=2&after=${second.body.data.next}`);
      t.deepEqual(
        last.body.data.list.map((s: Sub) => s.number),
        [5],
      );
      t.is(last.body.data.next, null);
      t.deepEqual(
        (await watcher.get(`${base(f)}?quizId=999999`)).body.data,
        { list: [], next: null },
        'a quiz outside the exam has none',
      );

      const bad = await watcher.get(`${base(f)}?limit=0`);
      t.is(bad.status, 400);
      t.is(bad.body.err.code, 'validation');
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'a judged submission shows verdicts by name only and its compiler output; hidden inputs and outputs never appear',
  async (t) => {
    const f = await workspaceExam();
    try {
      const [, mc] = await quizIdsOf(f);
      // A code submission as the judge's result is stored: an open test and a hidden one, then one that did not compile.
      const [row] = await f.app.core
        .db('workspace_submissions')
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
            files: [{ name: 'main.py', content: 'print(input())' }],
          }),
          result: JSON.stringify({
            compile: { ok: true, output: '' },
            tests: [
              {
                name: 'sample',
                verdict: 'ACCEPTED',
                input: 'OPEN-IN',
                stdout: { text: 'OPEN-OUT', truncated: false },
                score: 1,
                maxScore: 1,
              },
              {
                name: 'edge',
                verdict: 'WRONG_ANSWER',
                input: 'SECRET-IN',
                expected: 'SECRET-EXPECTED',
                stdout: { text: 'SECRET-OUT', truncated: false },
                message: 'SECRET-MSG',
                hidden: true,
              },
            ],
          }),
        })
        .returning('id');
      const [broken] = await f.app.core
        .db('workspace_submissions')
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
            compile: { ok: false, output: "main.c:1:10: error: expected ')'" },
            tests: [],
          }),
        })
        .returning('id');
      const watcher = await f.as('watcher');
      const r = await watcher.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`);
      t.is(r.status, 200);
      const [sub] = (r.body.data as Report).submissions.page.list;
      t.deepEqual(sub.tests, [
        { name: 'sample', verdict: 'ACCEPTED' },
        { name: 'edge', verdict: 'WRONG_ANSWER' },
      ]);
      t.like(sub, { outcome: 'WRONG_TESTCASES', score: 1, maxScore: 2, examScore: 15 });

      const opened = await watcher.get(`${base(f)}/${row.id}`);
      t.deepEqual(opened.body.data.answer, {
        language: 'python3',
        files: [{ name: 'main.py', content: 'print(input())' }],
      });
      t.deepEqual(opened.body.data.compile, { ok: true, output: '' });
      for (const body of [JSON.stringify(r.body), JSON.stringify(opened.body)]) {
        for (const secret of ['SECRET-IN', 'SECRET-EXPECTED', 'SECRET-OUT', 'SECRET-MSG'])
          t.false(body.includes(secret), secret);
      }
      t.like((await watcher.get(`${base(f)}/${broken.id}`)).body.data, {
        number: 2,
        outcome: 'COMPILE_ERROR',
        compile: { ok: false, output: "main.c:1:10: error: expected ')'" },
      });
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'a handed-in file is a link in the answer and downloads as an attachment under a safe name',
  async (t) => {
    const f = await workspaceExam();
    try {
      const e1 = await f.as('examinee1');
      const [, , fs] = await quizIdsOf(f);
      const html = '<script>alert(1)</script>';
      const files = [
        { name: '보고서 "최종".html', data: Buffer.from(html).toString('base64') },
        { name: 'data.bin', data: Buffer.from([0, 1, 2, 255]).toString('base64') },
      ];
      const submitted = await e1.post(`/api/workspace/quizzes/${fs}/submit`, { answer: { files } });
      t.is(submitted.status, 201);
      const watcher = await f.as('watcher');
      const [sub] = (
        (await watcher.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`)).body.data as Report
      ).submissions.page.list;
      t.like(sub, { quizId: fs, outcome: 'MANUAL', examScore: null });

      const opened = (await watcher.get(`${base(f)}/${sub.index}`)).body.data;
      const fileUrl = (i: number) => `${base(f)}/${sub.index}/files/${i}`;
      t.deepEqual(
        opened.answer,
        {
          files: [
            { name: '보고서 "최종".html', size: html.length, url: fileUrl(0) },
            { name: 'data.bin', size: 4, url: fileUrl(1) },
          ],
        },
        'sizes and links, never the bytes',
      );

      const res = await watcher.request('GET', fileUrl(0));
      t.is(res.status, 200);
      t.is(res.headers.get('content-type'), 'application/octet-stream', 'never served as HTML');
      t.is(res.headers.get('x-content-type-options'), 'nosniff');
      t.is(
        res.headers.get('content-disposition'),
        `attachment; filename="file.html"; filename*=UTF-8''${encodeURIComponent('보고서 _최종_.html')}`,
      );
      t.is(await res.text(), html);
      const bin = await watcher.request('GET', fileUrl(1));
      t.deepEqual([...new Uint8Array(await bin.arrayBuffer())], [0, 1, 2, 255]);
      t.is(
        bin.headers.get('content-disposition'),
        `attachment; filename="data.bin"; filename*=UTF-8''data.bin`,
      );

      const missing = await watcher.get(fileUrl(2));
      t.is(missing.status, 404);
      t.is(missing.body.err.code, 'submission_file_not_found');
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "the submission endpoints are the exam's supervisors': examinees and other teachers get 403, another examinee's submission 404",
  async (t) => {
    const f = await workspaceExam();
    try {
      const [tf, , fs] = await quizIdsOf(f);
      const e1 = await f.as('examinee1');
      await e1.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: true } });
      const file = await e1.post(`/api/workspace/quizzes/${fs}/submit`, {
        answer: { files: [{ name: 'a.txt', data: Buffer.from('A').toString('base64') }] },
      });
      const index = file.body.data.index as number;
      const paths = [base(f), `${base(f)}/${index}`, `${base(f)}/${index}/files/0`];

      for (const who of ['examinee1', 'examinee2', 'other_teacher', 'student_member']) {
        const client = await f.as(who, 'en');
        for (const path of paths) {
          const res = await client.get(path);
          t.is(res.status, 403, `${who} ${path}`);
          t.is(res.body.err.code, 'not_supervisor');
          t.is(res.body.err.message, 'You are not a supervisor of this exam.');
        }
      }
      for (const who of ['watcher', 'teacher', 'admin']) {
        t.is(
          (await (await f.as(who)).request('GET', `${base(f)}/${index}/files/0`)).status,
          200,
          `${who} supervises the exam`,
        );
      }
      // examinee1's submission under examinee2's report, and a user who is not an examinee: not found.
      const watcher = await f.as('watcher', 'ja');
      const crossed = await watcher.get(`${base(f, f.ids.examinee2)}/${index}`);
      t.is(crossed.status, 404);
      t.deepEqual(crossed.body.err, {
        code: 'submission_not_found',
        message: 'この受験者の提出が見つかりません。',
      });
      t.is((await watcher.get(`${base(f, f.ids.examinee2)}/${index}/files/0`)).status, 404);
      t.is((await watcher.get(base(f, f.ids.student_member))).status, 404);
    } finally {
      await f.app.stop();
    }
  },
);
