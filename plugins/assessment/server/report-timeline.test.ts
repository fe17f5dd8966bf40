import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';

test.serial(
  'report timeline: IP changes and recordings share the clock with access history and signals',
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const db = f.app.core.db;
      const user = f.ids.examinee1;
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 9, 0, s));
      await db('assessment_exam_history').insert([
        { exam_id: f.examIndex, user_id: user, type: 'EXAM_ENTER', ip: '10.0.0.1', created_at: at(0) },
        { exam_id: f.examIndex, user_id: user, type: 'EXAM_LEAVE', ip: '10.0.0.1', created_at: at(10) },
        { exam_id: f.examIndex, user_id: user, type: 'EXAM_REENTER', ip: '10.0.0.2', created_at: at(20) },
      ]);
      await db('assessment_exam_signals').insert([
        {
          exam_id: f.examIndex,
          user_id: user,
          kind: 'paste',
          quiz_id: 'q1',
          data: JSON.stringify({ length: 80 }),
          ip: '10.0.0.1',
          at: at(5),
        },
        {
          exam_id: f.examIndex,
          user_id: user,
          kind: 'edit',
          quiz_id: 'q1',
          data: JSON.stringify({ text: 'a' }),
          ip: '10.0.0.2',
          at: at(25),
        },
      ]);
      await db('assessment_recording_publishers').insert({
        exam_id: f.examIndex,
        publisher_id: '77',
        user_id: user,
        device: 'webcam',
      });
      await db('assessment_recordings').insert([
        {
          exam_id: f.examIndex,
          source_name: 'v.mjr',
          publisher_id: '77',
          kind: 'video',
          state: 'ready',
          started_at: at(1),
          ended_at: at(9),
        },
        {
          exam_id: f.examIndex,
          source_name: 'a.mjr',
          publisher_id: '77',
          kind: 'audio',
          state: 'ready',
          started_at: at(1),
          ended_at: at(9),
        },
      ]);
      const r = await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/report/${user}`);
      const timeline = r.body.data.timeline as {
        at: string;
        kind: string;
        type?: string;
        ip?: string;
        data?: Record<string, unknown>;
      }[];
      t.deepEqual(
        timeline.map((e) => e.type ?? e.kind),
        ['EXAM_ENTER', 'recording', 'paste', 'EXAM_LEAVE', 'EXAM_REENTER', 'ipChange'],
        'one video entry (its audio plays along); edits stay in the writing history',
      );
      const change = timeline.find((e) => e.kind === 'ipChange')!;
      t.deepEqual(
        [change.ip, change.data?.previous, change.at],
        ['10.0.0.2', '10.0.0.1', at(20).toISOString()],
        'once, when the address changed',
      );
      const rec = timeline.find((e) => e.kind === 'recording')!;
      t.like(rec.data, { device: 'webcam', state: 'ready', endedAt: at(9).toISOString() });
      t.is(r.body.data.metrics.ipUsageCount, 2);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'report timeline: a workspace submission is an incident with the exam points it earned',
  async (t) => {
    const f = await examFixture({
      examinees: 1,
      plugins: ['workspace'],
      quizzes: async (teacher) => {
        return [await addExamQuiz(teacher, 'true_false', 'OX', 60)];
      },
    });
    try {
      const e1 = await f.as('examinee1');
      const [quizId] = (await e1.get(`/api/exam/${f.examIndex}`)).body.examData.quizzes.map(
        (q: { quizId: string }) => q.quizId,
      );
      await e1.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await e1.post(`/api/exam/${f.examIndex}/enter`);
      t.is(
        (await e1.post(`/api/workspace/quizzes/${quizId}/submit`, { answer: { value: false } })).status,
        201,
      );
      const r = await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`);
      const timeline = r.body.data.timeline as {
        kind: string;
        type?: string;
        quizId?: string;
        data?: Record<string, unknown>;
      }[];
      t.deepEqual(
        timeline.map((e) => e.type ?? e.kind),
        ['EXAM_ENTER', 'submission'],
      );
      t.like(timeline[1], { quizId, data: { score: 60, maxScore: 60 } });
    } finally {
      await f.app.stop();
    }
  },
);
