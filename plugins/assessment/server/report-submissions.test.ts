/**
 * The examinee report lists every submission of each exam quiz with the answer handed in, for
 * the exam's supervisors: in time order, with the exam points it earned, verdicts by test name
 * only (a hidden test's input and output never leave the server).
 */
import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';


async function workspaceExam() {
  return examFixture({
    examinees: 2, plugins: ['workspace'],
    quizzes: async (teacher) => {
      return [await addExamQuiz(teacher, 'true_false', 'OX', 60), await addExamQuiz(teacher, 'multiple_choice', '객관식', 40)];
    },
  });
}

interface Sub { index: number; number: number; createdAt: string; outcome: string; score: number | null; examScore: number | null; tests: unknown[]; answer: unknown }

test.serial('every submission of a quiz appears in time order with its answer and exam points; the timeline has one incident each', async (t) => {
  const f = await workspaceExam();
  try {
    const e1 = await f.as('examinee1');
    const [tf, mc] = (await e1.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map((q: { quizId: string }) => q.quizId);
    t.is((await e1.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: true } })).status, 201);
    t.is((await e1.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } })).status, 201);

    const report = (await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`)).body.data;
    const [ox, choice] = report.submissions as { quizId: string; title: string; maxScore: number; submissions: Sub[] }[];
    t.like(ox, { quizId: tf, title: 'OX', maxScore: 60 });
    t.deepEqual(ox.submissions.map((s) => [s.number, s.outcome, s.examScore, s.answer]), [[1, 'WRONG', 0, { value: true }], [2, 'RIGHT', 60, { value: false }]]);
    t.true(ox.submissions[0].index < ox.submissions[1].index);
    t.true(ox.submissions[0].createdAt <= ox.submissions[1].createdAt);
    t.like(choice, { quizId: mc, submissions: [] }, 'a quiz never submitted is listed with no submission');

    const incidents = (report.timeline as { kind: string; quizId?: string; data?: Record<string, unknown> }[]).filter((e) => e.kind === 'submission');
    t.deepEqual(incidents.map((e) => [e.quizId, e.data?.submissionIndex, e.data?.number, e.data?.score, e.data?.maxScore]),
      [[tf, ox.submissions[0].index, 1, 0, 60], [tf, ox.submissions[1].index, 2, 60, 60]]);
    t.is(report.metrics.takenScore, 60, 'the last graded submission still sets the score');
  } finally {
    await f.app.stop();
  }
});

test.serial('a judged submission shows each test by name and verdict only: hidden inputs and outputs never appear; examinees get 403', async (t) => {
  const f = await workspaceExam();
  try {
    const e1 = await f.as('examinee1');
    const [, mc] = (await e1.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map((q: { quizId: string }) => q.quizId);
    // A code submission as the judge's result is stored: an open test and a hidden one.
    await f.app.core.db('workspace_submissions').insert({
      quiz_id: Number(mc), user_id: f.ids.examinee1, kind: 'submit', status: 'done', outcome: 'WRONG_TESTCASES', score: 1, max_score: 2,
      answer: JSON.stringify({ language: 'python3', files: [{ name: 'main.py', content: 'print(input())' }] }),
      result: JSON.stringify({ tests: [
        { name: 'sample', verdict: 'ACCEPTED', input: 'OPEN-IN', stdout: { text: 'OPEN-OUT', truncated: false }, score: 1, maxScore: 1 },
        { name: 'edge', verdict: 'WRONG_ANSWER', input: 'SECRET-IN', expected: 'SECRET-EXPECTED', stdout: { text: 'SECRET-OUT', truncated: false }, message: 'SECRET-MSG', hidden: true },
      ] }),
    });
    const r = await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`);
    t.is(r.status, 200);
    const [sub] = (r.body.data.submissions as { submissions: Sub[] }[])[1].submissions;
    t.deepEqual(sub.tests, [{ name: 'sample', verdict: 'ACCEPTED' }, { name: 'edge', verdict: 'WRONG_ANSWER' }]);
    t.deepEqual(sub.answer, { language: 'python3', files: [{ name: 'main.py', content: 'print(input())' }] });
    t.like(sub, { outcome: 'WRONG_TESTCASES', score: 1, maxScore: 2, examScore: 20 });
    const body = JSON.stringify(r.body);
    for (const secret of ['SECRET-IN', 'SECRET-EXPECTED', 'SECRET-OUT', 'SECRET-MSG']) t.false(body.includes(secret), secret);

    // The report stays the supervisors': an examinee reads neither their own nor another's.
    t.is((await e1.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`)).status, 403);
    t.is((await e1.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee2}`)).status, 403);
  } finally {
    await f.app.stop();
  }
});
