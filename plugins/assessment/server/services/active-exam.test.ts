/**
 * `ExamGate.activeExamOf(userId)`: the exam a user is an examinee of right now — entered at least
 * once, not finished, inside the window (which extra time and pauses move) — as the AI assistant
 * asks it before every answer. Level tests are exams too.
 */
import test from 'ava';
import { examGateRef } from '@seodang/plugin-workspace/exam-gate';
import { examFixture } from '../test-support/exam-fixture.ts';

type Fixture = Awaited<ReturnType<typeof examFixture>>;
let f: Fixture;

test.before(async () => {
  f = await examFixture({ examinees: 2 });
});
test.after.always(async () => {
  await f?.app.stop();
});

const gate = () => f.app.core.service(examGateRef);
const member = (name: string) =>
  f.app.core.db('assessment_exam_members').where({ exam_id: f.examIndex, user_id: f.ids[name] });
const exam = () => f.app.core.db('assessment_exams').where({ id: f.examIndex });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

test.serial('an examinee who has not entered yet is in no exam; once entered, in this one', async (t) => {
  t.is(await gate().activeExamOf(f.ids.examinee1), null);
  await member('examinee1').update({ entered_at_least_once: true });
  t.deepEqual(await gate().activeExamOf(f.ids.examinee1), { examIndex: f.examIndex, aiExam: false });
  t.is(await gate().activeExamOf(f.ids.student_member), null, 'not an examinee');
  t.is(await gate().activeExamOf(f.ids.watcher), null, 'a supervisor is no examinee');
});

test.serial('a finished examinee is in no exam any more', async (t) => {
  await member('examinee2').update({ entered_at_least_once: true, exam_status: 'FINISHED' });
  t.is(await gate().activeExamOf(f.ids.examinee2), null);
  await member('examinee2').update({ exam_status: 'EXAMINING' });
  t.truthy(await gate().activeExamOf(f.ids.examinee2));
});

test.serial('the window: over is over, unless the examinee has extra time left', async (t) => {
  await exam().update({ end_at: minutes(-1) });
  t.is(await gate().activeExamOf(f.ids.examinee1), null, 'the window closed a minute ago');
  await member('examinee1').update({ extra_time_ms: 10 * 60_000 });
  t.deepEqual(await gate().activeExamOf(f.ids.examinee1), { examIndex: f.examIndex, aiExam: false });
  t.is(await gate().activeExamOf(f.ids.examinee2), null, 'extra time is per examinee');
  await exam().update({ end_at: minutes(60) });
});

test.serial('an exam that has not started yet holds nobody', async (t) => {
  await exam().update({ start_at: minutes(10), end_at: minutes(70) });
  t.is(await gate().activeExamOf(f.ids.examinee1), null);
  await exam().update({ start_at: minutes(-5), end_at: minutes(60) });
});

test.serial('a level test is an exam like any other', async (t) => {
  await exam().update({ level: '3', level_pass_score: 60 });
  t.deepEqual(await gate().activeExamOf(f.ids.examinee1), { examIndex: f.examIndex, aiExam: false });
});
