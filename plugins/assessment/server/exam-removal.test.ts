import test from 'ava';
import { examFixture, openSocket } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';

/** The fixture's exam of two exam_mode workspace quizzes, with a supervision group holding examinee1, examinee2 and the watcher. */
async function fixture() {
  const f = await examFixture({
    examinees: 3,
    plugins: ['workspace'],
    quizzes: async (teacher) => [
      await addExamQuiz(teacher, 'true_false', 'OX', 50),
      await addExamQuiz(teacher, 'multiple_choice', '객관식', 50),
    ],
  });
  const db = f.app.core.db;
  const [group] = await db('supervision_groups')
    .insert({ exam_id: f.examIndex, name: 'Group1' })
    .returning('id');
  await db('supervision_group_users').insert([
    { group_id: group.id, exam_id: f.examIndex, user_id: f.ids.examinee1, role: 'student' },
    { group_id: group.id, exam_id: f.examIndex, user_id: f.ids.examinee2, role: 'student' },
    { group_id: group.id, exam_id: f.examIndex, user_id: f.ids.watcher, role: 'supervisor' },
  ]);
  const teacher = await f.as('teacher');
  const quizIds = (
    (await db('assessment_exams').where({ id: f.examIndex }).first()).quizzes as { quizId: string }[]
  ).map((q) => q.quizId);
  const memberPath = (userId: number) =>
    `/api/assessment/${f.lectureSeq}/exam/${f.examIndex}/members/${userId}`;
  const members = async () =>
    (
      await db('assessment_exam_members')
        .where({ exam_id: f.examIndex })
        .orderBy('user_id')
        .select('user_id', 'role')
    ).map((m) => [m.user_id, m.role]);
  const grouped = async () =>
    (
      await db('supervision_group_users').where({ exam_id: f.examIndex }).orderBy('user_id').pluck('user_id')
    ).map(Number);
  return { ...f, db, teacher, group: group.id as number, quizIds, memberPath, members, grouped };
}

test.serial(
  "an examinee who has not started is removed with their group seat; one who entered, answered or submitted is kept with a 409 in the caller's language",
  async (t) => {
    const f = await fixture();
    try {
      const e1 = await f.as('examinee1');
      await e1.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      t.is((await e1.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
      // examinee3 never entered the room but saved an answer through the workspace: evidence too.
      t.true(
        [200, 201].includes(
          (
            await (
              await f.as('examinee3')
            ).put(`/api/workspace/quizzes/${f.quizIds[0]}/answer`, { answer: { value: true }, version: 0 })
          ).status,
        ),
      );

      const managed = (await f.teacher.get(`/api/assessment/${f.lectureSeq}/manage`)).body.data.exams[0];
      const startedOf = Object.fromEntries(
        managed.members.map((m: { name: string; started: boolean }) => [m.name, m.started]),
      );
      t.deepEqual(startedOf, { examinee1: true, examinee2: false, examinee3: true, watcher: false });
      t.is(managed.startedCount, 2);

      const before = await f.members();
      for (const [who, locale, message] of [
        [
          'examinee1',
          'ko',
          '이미 시험을 시작한 응시자는 뺄 수 없습니다. 답안과 응시 기록은 증거로 보관됩니다.',
        ],
        [
          'examinee1',
          'en',
          'An examinee who has already started the exam cannot be removed. Their answers and exam records are kept as evidence.',
        ],
        [
          'examinee3',
          'ja',
          'すでに試験を開始した受験者は外せません。解答と受験記録は証拠として保管されます。',
        ],
      ] as const) {
        const r = await (await f.as('teacher', locale)).delete(f.memberPath(f.ids[who]));
        t.is(r.status, 409, who);
        t.deepEqual(r.body.err, { code: 'examinee_started', message }, who);
      }
      // Nor can a started examinee be made a supervisor (their attempt would drop out of sight).
      const exam = await f.db('assessment_exams').where({ id: f.examIndex }).first();
      const rerole = await f.teacher.put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, {
        title: exam.title,
        startAt: exam.start_at,
        endAt: exam.end_at,
        quizzes: exam.quizzes,
        supervisorIds: [f.ids.examinee1],
      });
      t.is(rerole.status, 409);
      t.is(rerole.body.err.code, 'examinee_started');
      t.deepEqual(await f.members(), before, 'nothing removed or re-roled');
      t.deepEqual(
        await f.grouped(),
        [f.ids.watcher, f.ids.examinee1, f.ids.examinee2].sort((a, b) => a - b),
      );

      const watcher = await f.as('watcher');
      const sup = await openSocket(f.app.url, watcher.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
      sup.subscribe(`exam:${f.examIndex}:supervisors`);
      await sup.waitFor((m) => m.type === 'subscribed');
      t.deepEqual((await f.teacher.delete(f.memberPath(f.ids.examinee2))).body, { result: true });
      t.deepEqual(
        (await sup.waitFor((m) => m.event === 'exam.members')).data,
        { removed: [f.ids.examinee2] },
        'open supervisor screens hear it',
      );
      sup.close();
      t.false((await f.members()).some(([id]) => id === f.ids.examinee2));
      t.false((await f.grouped()).includes(f.ids.examinee2), 'out of the supervision group too');
      const again = await f.teacher.delete(f.memberPath(f.ids.examinee2));
      t.is(again.status, 404);
      t.is(again.body.err.code, 'member_not_found');
      t.is(
        (await (await f.as('examinee2')).get(`/api/exam/${f.examIndex}`)).status,
        403,
        'no longer an examinee',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'a supervisor is removed from the exam and from its supervision groups; only the owner or an admin removes, with valid paths',
  async (t) => {
    const f = await fixture();
    try {
      for (const who of ['other_teacher', 'watcher', 'examinee2']) {
        t.is((await (await f.as(who)).delete(f.memberPath(f.ids.examinee2))).status, 403, who);
      }
      t.is((await f.app.client({ host: f.host }).delete(f.memberPath(f.ids.examinee2))).status, 401);
      t.is(
        (await f.teacher.delete(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}/members/abc`)).status,
        400,
      );
      t.is(
        (await f.teacher.delete(`/api/assessment/${f.lectureSeq}/exam/999999/members/${f.ids.examinee2}`))
          .status,
        404,
      );
      t.is((await f.members()).length, 4, 'nothing removed by a refusal');

      t.deepEqual((await (await f.as('admin')).delete(f.memberPath(f.ids.watcher))).body, { result: true });
      t.false((await f.members()).some(([id]) => id === f.ids.watcher));
      t.false((await f.grouped()).includes(f.ids.watcher));
      t.is(
        (await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/live-exam-status`)).status,
        403,
        'no longer supervises',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'an exam is deleted with its members, notices and groups only while nobody has started; otherwise 409 says how many have',
  async (t) => {
    const f = await fixture();
    try {
      const sup = await f.as('watcher');
      t.is(
        (await sup.post(`/api/noticeMsg/${f.examSequence}/create`, { target: 'all', contents: '공지' }))
          .status < 300,
        true,
      );
      t.is(
        Number(
          (await f.db('assessment_exam_notices').where({ exam_id: f.examIndex }).count({ n: '*' }).first())!
            .n,
        ),
        1,
      );
      const path = `/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`;
      // examinee1 submits without entering: the submission is evidence.
      t.is(
        (
          await (
            await f.as('examinee1')
          ).post(`/api/workspace/quizzes/${f.quizIds[0]}/submit`, { answer: { value: false } })
        ).status,
        201,
      );
      for (const [locale, message] of [
        ['ko', '응시자 1명이 이미 시험을 시작해 시험을 삭제할 수 없습니다.'],
        ['en', 'This exam cannot be deleted. Examinees who have already started it: 1.'],
      ] as const) {
        const r = await (await f.as('teacher', locale)).delete(path);
        t.is(r.status, 409);
        t.deepEqual(r.body.err, { code: 'exam_started', message });
      }
      t.truthy(await f.db('assessment_exams').where({ id: f.examIndex }).first(), 'kept');
      t.is((await (await f.as('other_teacher')).delete(path)).status, 403);

      await f.db('workspace_submissions').where({ user_id: f.ids.examinee1 }).delete();
      t.deepEqual((await f.teacher.delete(path)).body, { result: true });
      t.falsy(await f.db('assessment_exams').where({ id: f.examIndex }).first());
      t.deepEqual(await f.members(), []);
      t.is(
        Number(
          (await f.db('assessment_exam_notices').where({ exam_id: f.examIndex }).count({ n: '*' }).first())!
            .n,
        ),
        0,
      );
      t.deepEqual(await f.db('supervision_groups').where({ exam_id: f.examIndex }), []);
      t.deepEqual(await f.grouped(), []);
      t.is((await f.teacher.delete(path)).status, 404);
      t.deepEqual((await f.teacher.get(`/api/assessment/${f.lectureSeq}/manage`)).body.data.exams, []);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "an assessment whose exam someone has started is kept (409 naming the exam); otherwise it goes with its exams' supervision groups",
  async (t) => {
    const f = await fixture();
    try {
      const examTitle = (await f.db('assessment_exams').where({ id: f.examIndex }).first('title')).title;
      await f.db('assessment_exam_history').insert({
        exam_id: f.examIndex,
        user_id: f.ids.examinee1,
        type: 'EXAM_ENTER',
        ip: null,
        created_at: new Date(),
      });
      for (const [locale, message] of [
        [
          'ko',
          `'${examTitle}' 시험을 응시자 1명이 이미 시작해 평가를 삭제할 수 없습니다. 답안과 응시 기록은 증거로 보관됩니다.`,
        ],
        [
          'ja',
          `試験「${examTitle}」を受験者1名がすでに開始しているため、評価を削除できません。解答と受験記録は証拠として保管されます。`,
        ],
      ] as const) {
        const r = await (await f.as('teacher', locale)).delete(`/api/assessment/${f.lectureSeq}`);
        t.is(r.status, 409);
        t.deepEqual(r.body.err, { code: 'assessment_started', message });
      }
      t.truthy(
        await f.db('assessment_assessments').where({ id: f.lectureSeq }).first(),
        'the assessment is kept',
      );
      t.truthy(await f.db('assessment_exams').where({ id: f.examIndex }).first(), 'and its exam');
      t.not((await f.grouped()).length, 0, 'and its supervision groups');

      await f.db('assessment_exam_history').where({ exam_id: f.examIndex }).delete();
      t.deepEqual((await f.teacher.delete(`/api/assessment/${f.lectureSeq}`)).body, { result: true });
      t.falsy(await f.db('assessment_exams').where({ id: f.examIndex }).first());
      t.deepEqual(await f.db('supervision_groups').where({ exam_id: f.examIndex }), []);
      t.deepEqual(await f.grouped(), []);
    } finally {
      await f.app.stop();
    }
  },
);
