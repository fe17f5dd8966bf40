/**
 * What a learner receives of a graded submission or a run follows the quiz's display options
 * (§3 show_submit_res_usage, show_tc_scoreset, show_run_res_usage) on the server, so a hidden
 * figure is never in the response at all; authors always get everything.
 */
import test from 'ava';
import { presentRun, presentSubmission, type SubmissionRow } from './presenters.ts';
import type { QuizRow } from './quiz-row.ts';

const rc = { t: (key: string) => key };
const quiz = (definition: Record<string, unknown>) =>
  ({ id: 1, type: 'programming', common: {}, definition }) as unknown as QuizRow;
const row: SubmissionRow = {
  id: 9,
  quiz_id: 1,
  user_id: 2,
  kind: 'submit',
  answer: {},
  status: 'done',
  outcome: 'WRONG',
  score: 1,
  max_score: 2,
  result: {
    tests: [
      {
        name: '1',
        verdict: 'ACCEPTED',
        timeMs: 12,
        wallTimeMs: 20,
        memoryKb: 4096,
        score: 1,
        maxScore: 1,
        stdout: { text: 'ok', truncated: false },
      },
      {
        name: '2',
        verdict: 'WRONG_ANSWER',
        timeMs: 13,
        wallTimeMs: 21,
        memoryKb: 4100,
        score: 0,
        maxScore: 1,
        hidden: true,
      },
    ],
  },
  progress: [],
  comment: null,
  definition_hash: null,
  created_at: new Date(),
  finished_at: new Date(),
};
const keysOf = (tests: object[]) => tests.map((x) => Object.keys(x).sort());

test("by default a learner sees each test's time, memory and score", (t) => {
  const shown = presentSubmission(rc, row, quiz({}), 'learner');
  t.is(shown.tests[0].timeMs, 12);
  t.is(shown.tests[1].memoryKb, 4100);
  t.is(shown.tests[0].score, 1);
});

test("show_submit_res_usage off: no time or memory in a learner's result, the verdicts and scores stay", (t) => {
  const shown = presentSubmission(rc, row, quiz({ show_submit_res_usage: false }), 'learner');
  for (const keys of keysOf(shown.tests)) {
    t.false(keys.includes('timeMs'));
    t.false(keys.includes('wallTimeMs'));
    t.false(keys.includes('memoryKb'));
    t.true(keys.includes('score'));
  }
  t.deepEqual(
    shown.tests.map((x) => x.verdict),
    ['ACCEPTED', 'WRONG_ANSWER'],
  );
  t.is(shown.tests[0].stdout !== undefined, true, 'an open test keeps its output');
  t.is(
    presentSubmission(rc, row, quiz({ show_submit_res_usage: false }), 'author').tests[0].timeMs,
    12,
    'authors keep the figures',
  );
});

test("show_tc_scoreset off: no per-test score in a learner's result; the total stays", (t) => {
  const shown = presentSubmission(rc, row, quiz({ show_tc_scoreset: false }), 'learner');
  for (const keys of keysOf(shown.tests)) {
    t.false(keys.includes('score'));
    t.false(keys.includes('maxScore'));
    t.true(keys.includes('timeMs'));
  }
  t.is(shown.score, 1);
  t.is(shown.maxScore, 2);
});

test("show_run_res_usage off: a learner's run has no time or memory; an author's run does", (t) => {
  const run = { kind: 'run', status: 'OK', stdout: 'hi', stderr: '', exitCode: 0, timeMs: 5, memoryKb: 2048 };
  const learner = presentRun(quiz({ show_run_res_usage: false }), run, 'learner');
  t.false('timeMs' in learner);
  t.false('memoryKb' in learner);
  t.is(learner.stdout, 'hi');
  t.is((presentRun(quiz({ show_run_res_usage: false }), run, 'author') as typeof run).timeMs, 5);
  t.is((presentRun(quiz({}), run, 'learner') as typeof run).memoryKb, 2048);
});
