/**
 * Under `fixes`, a code solution's proposed program runs on the quiz's shown tests through a real
 * judge worker and the answer ends with `check { passed, total }`: never the hidden tests, and
 * nothing is stored as a submission. Under `hints` (or without a program) there is no check.
 */
import test from 'ava';
import type { RunningWorker } from '@seodang/judge';
import { fixItMarker } from '../../testing/index.ts';
import { startJudgeWorker } from '../../../workspace/testing/judge-worker.ts';
import {
  parseEvents,
  saveLectureSettings,
  startAskWorld,
  worldLectureSettings,
  type AskWorld,
} from './ask-fixture.ts';

let w: AskWorld;
let worker: RunningWorker;

test.before(async () => {
  w = await startAskWorld({ sufficiencyCheck: false });
  // The quiz as the workspace saves it: the judge's option fields filled (empty), output trimmed.
  const db = w.app.core.db;
  const quiz = await db('workspace_quizzes').where({ id: w.quizIndex }).first('definition');
  const options = ['build_option', 'compiler_option', 'run_option'].flatMap((k) => [k, `answer_${k}`]);
  await db('workspace_quizzes')
    .where({ id: w.quizIndex })
    .update({
      definition: JSON.stringify({
        ...quiz.definition,
        ...Object.fromEntries(options.map((k) => [k, ''])),
        mark_trim: true,
      }),
    });
  worker = await startJudgeWorker(1);
});
test.after.always(async () => {
  await worker?.close();
  await w?.stop();
});

/** The lecture's guardrail, saved by its owner as Manage Lecture does. */
const setGuardrail = (guardrail: 'fixes' | 'hints') =>
  saveLectureSettings(w, worldLectureSettings({ guardrail }));

async function askFix(prompt: string) {
  const login = `fixer${Math.random().toString(36).slice(2, 8)}`;
  const learner = await w.addLearner(login);
  const res = await learner.request('POST', `/api/${w.segment}/code-solution`, {
    prompt,
    indexes: { lecture: w.lectureIndex, lesson: w.lessonIndex, quiz: w.quizIndex },
    codeLanguage: 'python3',
  });
  return { status: res.status, events: parseEvents(await res.text()), userId: w.school.ids[login] };
}

test.serial(
  'a proposed fix is run on the shown tests only, after the answer, and is no submission',
  async (t) => {
    await setGuardrail('fixes');
    const r = await askFix(`${fixItMarker}: my total is 45, not 55`);
    t.is(r.status, 200);
    const names = r.events.map((e) => e.event);
    t.is(names.at(-1), 'check', 'after the answer');
    t.true(names.indexOf('done') < names.indexOf('check'));
    // The edited copy sums range(11) = 55: it passes the one shown test; the hidden one is not run.
    t.deepEqual(r.events.at(-1)?.data, { passed: 1, total: 1 });
    const work = await w.app.core.db('workspace_submissions').where({ user_id: r.userId }).select('kind');
    t.deepEqual(work, [{ kind: 'submit' }], "only the learner's own failing submission: the check is none");
  },
);

test.serial('no check under hints, nor for an answer without a program', async (t) => {
  const hint = await askFix('Why is my total wrong?');
  t.false(
    hint.events.some((e) => e.event === 'check'),
    'a hint has no program',
  );
  await setGuardrail('hints');
  const held = await askFix(`${fixItMarker}: my total is 45, not 55`);
  t.is(held.status, 200);
  t.false(held.events.some((e) => e.event === 'check'));
});
