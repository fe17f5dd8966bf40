import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';
import { down, up } from './migrations/006_exam-memos.ts';

const enter = async (f: Awaited<ReturnType<typeof examFixture>>, name: string) => {
  const s = await f.as(name);
  await s.post('/api/exam/agreement', { userId: f.ids[name], examIndex: f.examIndex });
  await s.post(`/api/exam/${f.examIndex}/enter`);
  return s;
};

test.serial(
  'one memo per quiz: saved, returned in the exam state in quiz order, emptied memos removed; others see only their own',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s = await enter(f, 'examinee1');
      t.deepEqual((await s.get(`/api/exam/${f.examIndex}`)).body.examState.memos, [], 'no memo yet');
      const saved = await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: '곱은 long으로' });
      t.is(saved.status, 200);
      t.like(saved.body, { saved: true, quizId: 'q2' });
      t.truthy(saved.body.updatedAt);
      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: '합: 음수 주의' });
      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: '합: 음수 주의, 0 포함' });
      const memos = (await s.get(`/api/exam/${f.examIndex}`)).body.examState.memos;
      t.deepEqual(
        memos.map((m: { quizId: string; text: string }) => [m.quizId, m.text]),
        [
          ['q1', '합: 음수 주의, 0 포함'],
          ['q2', '곱은 long으로'],
        ],
        "one per quiz, in the exam's order, last text wins",
      );

      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: '  ' });
      t.deepEqual(
        (await s.get(`/api/exam/${f.examIndex}`)).body.examState.memos.map(
          (m: { quizId: string }) => m.quizId,
        ),
        ['q1'],
        'an emptied memo is no memo',
      );

      const other = await enter(f, 'examinee2');
      t.deepEqual(
        (await other.get(`/api/exam/${f.examIndex}`)).body.examState.memos,
        [],
        'another examinee never sees them',
      );
      t.is(
        (
          await (
            await f.as('student_member')
          ).put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: 'x' })
        ).status,
        403,
        'not an examinee',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "bad input: a quiz of another exam, a missing quiz or an overlong memo is refused in the caller's language and changes nothing",
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const s = await enter(f, 'examinee1');
      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: 'keep' });
      const foreign = await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q9', text: 'lost' });
      t.is(foreign.status, 400);
      t.deepEqual(foreign.body.err, { code: 'unknown_quiz', message: '이 시험의 문제가 아닙니다.' });
      const en = await f.as('examinee1', 'en');
      t.is(
        (await en.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q9', text: 'lost' })).body.err.message,
        'This question is not part of this exam.',
      );
      t.is((await s.put(`/api/exam/${f.examIndex}/memo`, { text: 'no quiz' })).status, 400);
      t.is(
        (await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: 'x'.repeat(20_001) })).status,
        400,
      );
      const memos = (await s.get(`/api/exam/${f.examIndex}`)).body.examState.memos;
      t.deepEqual(
        memos.map((m: { quizId: string; text: string }) => [m.quizId, m.text]),
        [['q1', 'keep']],
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "the memo gate is the answers' gate: paused, ended and finished refuse with their messages",
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const s = await enter(f, 'examinee1');
      const sup = await f.as('watcher');
      await sup.post('/api/exam/pause', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] });
      const paused = await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: 'paused' });
      t.is(paused.status, 403);
      t.deepEqual(paused.body.err, {
        code: 'paused',
        message: '시험이 일시 정지되었습니다. 감독관의 안내를 기다려 주세요.',
      });
      await sup.post('/api/exam/resume', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] });
      t.is((await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: 'resumed' })).status, 200);
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ end_at: new Date(Date.now() - 1000) });
      t.is(
        (await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: 'late' })).body.err.code,
        'ended',
      );
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ end_at: new Date(Date.now() + 3_600_000) });
      await s.post(`/api/exam/${f.examIndex}/finish`);
      const finished = await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: 'after' });
      t.deepEqual(finished.body.err, { code: 'finished', message: '이미 시험을 종료했습니다.' });
      const report = await sup.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`);
      t.deepEqual(
        report.body.data.memos.map((m: { title: string; text: string }) => [m.title, m.text]),
        [
          ['합', ''],
          ['곱', 'resumed'],
        ],
        'the report labels every quiz; refused texts never landed',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "migration 006 moves a memo of the old per-exam kind onto the exam's first quiz, and back",
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    const db = f.app.core.db;
    try {
      const s = await enter(f, 'examinee1');
      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: '첫 문제' });
      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q2', text: '둘째 문제' });
      await down(db);
      const old = await db('assessment_exam_members')
        .where({ exam_id: f.examIndex, role: 'student' })
        .orderBy('user_id')
        .select('user_id', 'memo');
      t.deepEqual(
        old.map((r) => r.memo),
        ['첫 문제\n\n둘째 문제', ''],
        "down keeps every quiz's text in one memo",
      );
      await db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee2 })
        .update({ memo: '예전 메모' });
      await up(db);
      t.false(await db.schema.hasColumn('assessment_exam_members', 'memo'));
      const rows = await db('assessment_exam_memos')
        .where({ exam_id: f.examIndex })
        .orderBy('user_id')
        .select('user_id', 'quiz_id', 'text');
      t.deepEqual(
        rows.map((r) => [r.user_id, r.quiz_id, r.text]),
        [
          [f.ids.examinee1, 'q1', '첫 문제\n\n둘째 문제'],
          [f.ids.examinee2, 'q1', '예전 메모'],
        ],
      );
    } finally {
      await f.app.stop();
    }
  },
);
