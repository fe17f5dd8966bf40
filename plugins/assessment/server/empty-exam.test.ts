import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

const exam = (startOffsetMin: number, examineeIds: number[], quizzes: object[] = []) => ({
  title: '빈 시험',
  startAt: new Date(Date.now() + startOffsetMin * 60_000).toISOString(),
  endAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  quizzes,
  examineeIds,
  supervisorIds: [],
});

test.serial(
  "an exam with no questions is never open to examinees: saving it open answers 400 in the teacher's language, and entering it answers 403",
  async (t) => {
    // A draft before its start may have no questions yet.
    const f = await examFixture({ startOffsetMin: 30, quizzes: async () => [] });
    try {
      const e1 = f.ids.examinee1!;
      for (const [locale, text] of [
        ['ko', '문제가 없는 시험은 응시자에게 열 수 없습니다'],
        ['en', 'An exam with no questions cannot be opened to examinees'],
        ['ja', '問題のない試験は受験者に公開できません'],
      ] as const) {
        const teacher = await f.as('teacher', locale);
        const created = await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, exam(-5, [e1]));
        t.is(created.status, 400, locale);
        t.is(created.body.err.code, 'exam_no_questions');
        t.true(created.body.err.message.includes(text), created.body.err.message);
        // Editing the draft to start now, with its existing examinees (none named in the body).
        const edited = await teacher.put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, exam(-5, []));
        t.is(edited.status, 400, locale);
        t.is(edited.body.err.code, 'exam_no_questions');
      }
      const teacher = await f.as('teacher');
      // Still fine: a draft in the future, or an open exam with no examinees yet.
      t.is((await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, exam(10, [e1]))).status, 201);
      t.is((await teacher.post(`/api/assessment/${f.lectureSeq}/exam`, exam(-5, []))).status, 201);

      // The draft's start comes with no questions (e.g. the window moved on): examinees cannot enter.
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ start_at: new Date(Date.now() - 60_000) });
      const c = await f.as('examinee1', 'en');
      t.is((await c.post('/api/exam/agreement', { userId: e1, examIndex: f.examIndex })).status, 200);
      const entered = await c.post(`/api/exam/${f.examIndex}/enter`);
      t.is(entered.status, 403);
      t.is(entered.body.err.code, 'no_questions');
      t.true(entered.body.err.message.includes('no questions'), entered.body.err.message);
    } finally {
      await f.app.stop();
    }
  },
);
