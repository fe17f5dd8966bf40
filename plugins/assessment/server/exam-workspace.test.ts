import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';

/** An exam built from two exam_mode workspace quizzes (objective types: graded in-process, no judge needed). */
async function workspaceExam(options: { startOffsetMin?: number } = {}) {
  return examFixture({
    ...options,
    plugins: ['workspace'],
    quizzes: async (teacher) => {
      return [
        await addExamQuiz(teacher, 'multiple_choice', '객관식', 40),
        await addExamQuiz(teacher, 'true_false', 'OX', 60),
      ];
    },
  });
}

test.serial(
  'the workspace asks the exam gate: outsiders and paused examinees cannot save or submit an exam_mode quiz (403 with the reason)',
  async (t) => {
    const f = await workspaceExam();
    try {
      const [mc] = (
        await (await f.as('examinee1')).get(`/api/exam/${f.examIndex}`)
      ).body.examData.quizzes.map((q: { quizId: string }) => q.quizId);
      const e1 = await f.as('examinee1');
      t.is(
        (await e1.put(`/api/workspace/quizzes/${mc}/answer`, { version: 0, answer: { selected: [1] } }))
          .status,
        200,
      );
      // A channel member who is not an examinee of the exam.
      const outsider = await f.as('student_member');
      const refused = await outsider.put(`/api/workspace/quizzes/${mc}/answer`, {
        version: 0,
        answer: { selected: [1] },
      });
      t.is(refused.status, 403);
      t.is(refused.body.err.code, 'not_examinee');
      t.is(
        (await outsider.post(`/api/workspace/quizzes/${mc}/submit`, { answer: { selected: [2] } })).body.err
          .code,
        'not_examinee',
      );

      const sup = await f.as('watcher');
      t.is(
        (await sup.post('/api/exam/pause', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] })).status,
        200,
      );
      const paused = await e1.put(`/api/workspace/quizzes/${mc}/answer`, {
        version: 1,
        answer: { selected: [2] },
      });
      t.is(paused.status, 403);
      t.is(paused.body.err.code, 'paused');
      t.is(
        (await e1.post(`/api/workspace/quizzes/${mc}/submit`, { answer: { selected: [2] } })).body.err.code,
        'paused',
      );
      await sup.post('/api/exam/resume', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] });
      t.is((await e1.post(`/api/workspace/quizzes/${mc}/submit`, { answer: { selected: [2] } })).status, 201);

      // Finished: no more submissions.
      await e1.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await e1.post(`/api/exam/${f.examIndex}/enter`);
      await e1.post(`/api/exam/${f.examIndex}/finish`);
      t.is(
        (await e1.post(`/api/workspace/quizzes/${mc}/submit`, { answer: { selected: [2] } })).body.err.code,
        'finished',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'scores come from the workspace submissions of the exam quizzes, scaled to the exam points; supervisors read them, other examinees cannot',
  async (t) => {
    const f = await workspaceExam();
    try {
      const e2 = await f.as('examinee2');
      const [mc, tf] = (await e2.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map(
        (q: { quizId: string }) => q.quizId,
      );
      const empty = await e2.get(`/api/exam/${f.examIndex}/scores`);
      t.deepEqual([empty.body.data.totalScore, empty.body.data.maxTotalScore], [0, 100]);

      await e2.post(`/api/workspace/quizzes/${mc}/submit`, { answer: { selected: [2] } });
      await e2.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: false } });
      // The last graded submission counts: a later wrong answer replaces the right one.
      await e2.post(`/api/workspace/quizzes/${tf}/submit`, { answer: { value: true } });
      const scores = (await e2.get(`/api/exam/${f.examIndex}/scores`)).body.data;
      t.is(scores.totalScore, 40);
      t.deepEqual(
        scores.quizScores.map((q: { score: number; graded: boolean }) => [q.score, q.graded]),
        [
          [40, true],
          [0, true],
        ],
      );

      const sup = await f.as('watcher');
      t.is(
        (await sup.get(`/api/exam/${f.examIndex}/scores?userId=${f.ids.examinee2}`)).body.data.totalScore,
        40,
      );
      t.is(
        (await sup.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee2}`)).body.data.metrics.takenScore,
        40,
      );
      const e1 = await f.as('examinee1');
      t.is((await e1.get(`/api/exam/${f.examIndex}/scores?userId=${f.ids.examinee2}`)).status, 403);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "an exam's questions are read only by its examinees from their start and by its supervisors; before the start and outside the exam they do not exist",
  async (t) => {
    const f = await workspaceExam({ startOffsetMin: 30 });
    try {
      const quizzes = await f.app.core.db('assessment_exams').where({ id: f.examIndex }).first('quizzes');
      const [mc] = (quizzes.quizzes as { quizId: string }[]).map((q) => q.quizId);
      const e1 = await f.as('examinee1');
      const outsider = await f.as('student_member');
      for (const [who, c] of [
        ['examinee before the start', e1],
        ['member outside the exam', outsider],
      ] as const) {
        const r = await c.get(`/api/workspace/quizzes/${mc}`);
        t.is(r.status, 404, who);
        t.false(JSON.stringify(r.body).includes('객관식'), who);
        t.false(
          JSON.stringify((await c.get('/api/workspace/quizzes')).body).includes('객관식'),
          `${who}: not in the list either`,
        );
      }
      t.is(
        (await (await f.as('watcher')).get(`/api/workspace/quizzes/${mc}`)).status,
        200,
        'the supervisor reads it before the start',
      );

      // The exam starts: its examinees read it; the outsider still cannot.
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ start_at: new Date(Date.now() - 60_000) });
      const open = await e1.get(`/api/workspace/quizzes/${mc}`);
      t.is(open.status, 200);
      t.is(open.body.data.title, '객관식');
      t.is((await outsider.get(`/api/workspace/quizzes/${mc}`)).status, 404);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'a quiz that keeps its grading results private gives the examinee no score for it; the supervisor sees it',
  async (t) => {
    const f = await examFixture({
      plugins: ['workspace'],
      quizzes: async (teacher) => {
        return [
          await addExamQuiz(teacher, 'true_false', '공개', 30),
          await addExamQuiz(teacher, 'true_false', '비공개', 70, {
            common: { hideGradingResult: true },
            definition: { answer: true },
          }),
        ];
      },
    });
    try {
      const e1 = await f.as('examinee1');
      const [open, hidden] = (await e1.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map(
        (q: { quizId: string }) => q.quizId,
      );
      await e1.post(`/api/workspace/quizzes/${open}/submit`, { answer: { value: false } });
      await e1.post(`/api/workspace/quizzes/${hidden}/submit`, { answer: { value: true } });
      const mine = (await e1.get(`/api/exam/${f.examIndex}/scores`)).body.data;
      t.deepEqual([mine.totalScore, mine.maxTotalScore, mine.privateQuizCount], [30, 30, 1]);
      t.like(mine.quizScores[1], { score: 0, graded: false, private: true });
      const sup = (
        await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/scores?userId=${f.ids.examinee1}`)
      ).body.data;
      t.deepEqual([sup.totalScore, sup.maxTotalScore], [100, 100]);
    } finally {
      await f.app.stop();
    }
  },
);
