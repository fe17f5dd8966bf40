/**
 * `assessment.exam-finished`: announced once per examinee and exam, with the scoreData totals,
 * when they press finish, and by the minute's sweep once their own deadline has passed (the owner
 * moving the end earlier ends it) or when a finish's announcement was lost.
 */
import test from 'ava';
import { definePlugin } from '@seodang/sdk';
import { examFinished, type ExamFinished } from '../common/events.ts';
import { sweepFinishedExams } from './services/exam-finished.ts';
import { examFixture } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';

const announced: ExamFinished[] = [];
const listener = {
  manifest: { id: 'exam-listener', apiVersion: 1 as const, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'exam-listener',
    register(env) {
      env.on(examFinished, (p) => {
        announced.push(p);
      });
    },
  }),
};

test('finishing, the deadline and a lost announcement each announce the exam once per examinee', async (t) => {
  const f = await examFixture({
    examinees: 5,
    plugins: ['workspace', listener as unknown as string],
    quizzes: async (teacher) => [
      await addExamQuiz(teacher, 'multiple_choice', '객관식', 40),
      await addExamQuiz(teacher, 'true_false', 'OX', 60),
    ],
  });
  try {
    const { db } = f.app.core;
    const ctx = {
      db,
      emit: f.app.core.emit.bind(f.app.core),
      service: f.app.core.service.bind(f.app.core),
      optionalService: f.app.core.service.bind(f.app.core),
    };
    const exam = await db('assessment_exams').where({ id: f.examIndex }).first();
    const [, tf] = (exam.quizzes as { quizId: string }[]).map((q) => q.quizId);
    const enter = async (name: string) => {
      const c = await f.as(name);
      await c.post('/api/exam/agreement', { userId: f.ids[name], examIndex: f.examIndex });
      t.is((await c.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
      return c;
    };
    const of = (name: string) => announced.filter((a) => a.userId === f.ids[name]);

    // examinee1 answers the 60-point OX rightly and presses finish.
    const e1 = await enter('examinee1');
    t.is((await e1.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } })).status, 201);
    t.is((await e1.post(`/api/exam/${f.examIndex}/finish`)).status, 200);
    t.deepEqual(of('examinee1'), [
      {
        examIndex: f.examIndex,
        userId: f.ids.examinee1,
        channelId: f.channelId,
        totalScore: 60,
        maxTotalScore: 100,
      },
    ]);
    t.is((await e1.post(`/api/exam/${f.examIndex}/finish`)).status, 403);

    // examinee2, 4 and 5 enter; examinee3 never does.
    await enter('examinee2');
    const e4 = await enter('examinee4');
    await enter('examinee5');
    t.is(await sweepFinishedExams(ctx), 0, 'nobody else is over yet');

    // examinee4's finish is stored but its announcement was lost.
    t.is((await e4.post(`/api/exam/${f.examIndex}/finish`)).status, 200);
    t.is(of('examinee4').length, 1);
    announced.splice(announced.indexOf(of('examinee4')[0]), 1);
    await db('assessment_exam_members')
      .where({ exam_id: f.examIndex, user_id: f.ids.examinee4 })
      .update({ finish_announced_at: null });

    // examinee5 has ten more minutes; the owner ends the exam now for everyone else.
    await db('assessment_exam_members')
      .where({ exam_id: f.examIndex, user_id: f.ids.examinee5 })
      .update({ extra_time_ms: 10 * 60_000 });
    const teacher = await f.as('teacher');
    const ended = await teacher.put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, {
      title: exam.title,
      startAt: exam.start_at,
      endAt: new Date(Date.now() - 1000).toISOString(),
      quizzes: exam.quizzes,
    });
    t.is(ended.status, 200, JSON.stringify(ended.body));

    t.is(await sweepFinishedExams(ctx), 2);
    t.deepEqual(of('examinee2'), [
      {
        examIndex: f.examIndex,
        userId: f.ids.examinee2,
        channelId: f.channelId,
        totalScore: 0,
        maxTotalScore: 100,
      },
    ]);
    t.is(of('examinee4').length, 1, 'the lost one is found again');
    t.deepEqual(of('examinee3'), [], 'never entered: never taken');
    t.deepEqual(of('examinee5'), [], 'still within the extra time');
    t.is(of('examinee1').length, 1);

    // Two sweeps at once, and again: nothing more.
    t.deepEqual(await Promise.all([sweepFinishedExams(ctx), sweepFinishedExams(ctx)]), [0, 0]);
    t.is(announced.length, 3);

    // examinee5's extra time runs out.
    t.is(await sweepFinishedExams(ctx, new Date(Date.now() + 11 * 60_000)), 1);
    t.is(of('examinee5').length, 1);
  } finally {
    await f.app.stop();
  }
});
