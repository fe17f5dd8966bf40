/**
 * Exam mode meets the lecture rule: an examinee reaches a quiz of a private lecture they are not
 * enrolled in through the exam that uses it (the assessment's exam gate allows it), while another
 * member of the channel who is neither enrolled nor an examinee still finds no such quiz (404).
 */
import test from 'ava';
import { examFixture } from '@seodang/plugin-assessment/testing';

test('an examinee reaches a private lecture’s quiz through the exam that uses it; other members get 404', async (t) => {
  const quiz = { index: 0 };
  const f = await examFixture({
    examinees: 1,
    plugins: ['workspace', 'lectures'],
    quizzes: async (teacher) => {
      const created = await teacher.post('/api/lecture', {
        subject: '비공개 강좌',
        description: '',
        isFree: true,
        categoryFirst: 'programming',
        categorySecond: 'algorithm',
        tags: [],
        settings: { permission: 'private', acceptType: 'immediate', sequentialLessons: false },
      });
      const lecture = created.body.data.sequence as number;
      await teacher.put(`/api/lecture/${lecture}/publish`, { published: true });
      const lesson = await teacher.post(`/api/lecture/${lecture}/lessons`, {
        title: '퀴즈',
        type: 'quiz',
        quizLanguage: 'python3',
      });
      const r = await teacher.post('/api/workspace/quizzes', {
        type: 'true_false',
        status: 1,
        lectureIndex: lecture,
        lessonIndex: lesson.body.data.index,
        common: { title: '강좌 퀴즈', contents: '참일까요?' },
        definition: { answer: true },
      });
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
      quiz.index = r.body.data.index;
      return [{ quizId: String(quiz.index), title: '강좌 퀴즈', score: 100 }];
    },
  });
  try {
    const examinee = await f.as('examinee1');
    const read = await examinee.get(`/api/workspace/quizzes/${quiz.index}`);
    t.is(read.status, 200);
    t.is(read.body.data.definition.answer, undefined, 'as a learner');
    t.is(
      (await examinee.post(`/api/workspace/quizzes/${quiz.index}/test`, { answer: { value: true } })).body.err
        .code,
      'not_judge_type',
      'past the access rule',
    );
    const member = await f.as('student_member');
    t.is((await member.get(`/api/workspace/quizzes/${quiz.index}`)).body.err.code, 'quiz_not_found');
    t.is(
      (await member.post(`/api/workspace/quizzes/${quiz.index}/submit`, { answer: { value: true } })).status,
      404,
    );
  } finally {
    await f.app.stop();
  }
});
