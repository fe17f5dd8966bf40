import test from 'ava';
import { examFixture, openSocket } from './test-support/exam-fixture.ts';
import { addExamQuiz } from './test-support/exam-quizzes.ts';

const day = 86_400_000;

/** An exam of two objective exam_mode quizzes (40 + 60 points), made a level 3 test passed with 60 points, valid 30 days. */
async function levelTestExam() {
  const f = await examFixture({
    examinees: 4,
    plugins: ['workspace'],
    quizzes: async (teacher) => {
      return [
        await addExamQuiz(teacher, 'multiple_choice', '객관식', 40),
        await addExamQuiz(teacher, 'true_false', 'OX', 60),
      ];
    },
  });
  const teacher = await f.as('teacher');
  const exam = await f.app.core.db('assessment_exams').where({ id: f.examIndex }).first();
  const body = { title: exam.title, startAt: exam.start_at, endAt: exam.end_at, quizzes: exam.quizzes };
  const put = await teacher.put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, {
    ...body,
    levelTest: { level: 3, passScore: 60, validityDays: 30 },
  });
  if (put.status !== 200) throw new Error(JSON.stringify(put.body));
  const [mc, tf] = (exam.quizzes as { quizId: string }[]).map((q) => q.quizId);
  return { ...f, teacher, body, mc, tf };
}

type Verification = {
  userId: number;
  name: string;
  verification: { code: number; name: string; score: number | null };
};

test.serial(
  'verification follows the finish and the pass score; a pass past its validity needs reverification; supervisors see every examinee with the score',
  async (t) => {
    const f = await levelTestExam();
    try {
      const take = async (name: string, answers: { mc?: number; tf?: boolean }, finish: boolean) => {
        const c = await f.as(name);
        await c.post('/api/exam/agreement', { userId: f.ids[name], examIndex: f.examIndex });
        t.is((await c.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
        if (answers.mc !== undefined)
          t.is(
            (await c.post(`/api/workspace/quizzes/${f.mc}/submit`, { answer: { selected: [answers.mc] } }))
              .status,
            201,
          );
        if (answers.tf !== undefined)
          t.is(
            (await c.post(`/api/workspace/quizzes/${f.tf}/submit`, { answer: { value: answers.tf } })).status,
            201,
          );
        if (finish) t.is((await c.post(`/api/exam/${f.examIndex}/finish`)).status, 200);
        return c;
      };
      const e1 = await take('examinee1', { mc: 2, tf: false }, true); // 100 points
      const e2 = await take('examinee2', { mc: 2, tf: true }, true); // 40 points
      const e3 = await take('examinee3', { tf: false }, false); // 60 points so far, still taking it

      const mine = async (c: typeof e1) => (await c.get('/api/assessment/level-tests')).body.data;
      const [row1] = await mine(e1);
      t.like(row1, {
        examIndex: f.examIndex,
        level: '3',
        passScore: 60,
        totalScore: 100,
        validityDays: 30,
        state: 1,
        stateName: 'ONGOING',
        role: 'student',
        lectureSeq: f.lectureSeq,
      });
      t.like(row1.verification, { code: 1, name: 'VERIFIED' });
      t.is(
        new Date(row1.verification.validUntil).getTime() - new Date(row1.verification.finishedAt).getTime(),
        30 * day,
      );
      t.false('score' in row1.verification, 'the examinee is told whether they passed, not the points');
      t.like((await mine(e2))[0].verification, { code: 3, name: 'VERIFICATION_FAILED', validUntil: null });
      t.like((await mine(e3))[0].verification, { code: 0, name: 'NOT_VERIFIED', finishedAt: null });
      t.like((await mine(await f.as('examinee4')))[0].verification, { code: 0, name: 'NOT_VERIFIED' });

      const sup = await f.as('watcher');
      const [supRow] = await mine(sup);
      t.like(supRow, { role: 'supervisor', verification: null });
      const all = (await sup.get(`/api/exam/${f.examIndex}/level-verifications`)).body.data;
      t.like(all, { level: '3', passScore: 60, state: 1, stateName: 'ONGOING' });
      t.deepEqual(
        all.list.map((v: Verification) => [
          v.name,
          v.verification.name,
          v.verification.code,
          v.verification.score,
        ]),
        [
          ['examinee1', 'VERIFIED', 1, 100],
          ['examinee2', 'VERIFICATION_FAILED', 3, 40],
          ['examinee3', 'NOT_VERIFIED', 0, null],
          ['examinee4', 'NOT_VERIFIED', 0, null],
        ],
      );

      // Thirty days after examinee1 finished, the pass has run out.
      await f.app.core
        .db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee1 })
        .update({ last_finished_time: new Date(Date.now() - 30 * day - 60_000) });
      t.like((await mine(e1))[0].verification, { code: 2, name: 'NEED_REVERIFICATION' });

      // The exam is over: examinee3 entered and is done at the deadline with 60 points (the pass score
      // itself passes); examinee4 never entered and has not taken it.
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ start_at: new Date(Date.now() - 2 * 3_600_000), end_at: new Date(Date.now() - 3_600_000) });
      const ended = (await sup.get(`/api/exam/${f.examIndex}/level-verifications`)).body.data;
      t.like(ended, { state: 0, stateName: 'END' });
      t.deepEqual(
        ended.list.map((v: Verification) => [
          v.name,
          v.verification.name,
          v.verification.code,
          v.verification.score,
        ]),
        [
          ['examinee1', 'NEED_REVERIFICATION', 2, 100],
          ['examinee2', 'VERIFICATION_FAILED', 3, 40],
          ['examinee3', 'VERIFIED', 1, 60],
          ['examinee4', 'NOT_VERIFIED', 0, null],
        ],
      );
      t.like((await mine(e3))[0], { state: 0, verification: { code: 1, name: 'VERIFIED' } });
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "an examinee sees only their own verification; only the exam's supervisors read the list; an exam that is no level test has none",
  async (t) => {
    const f = await levelTestExam();
    try {
      const e1 = await f.as('examinee1');
      const mineOnly = (await e1.get('/api/assessment/level-tests')).body.data;
      t.is(mineOnly.length, 1);
      t.false(JSON.stringify(mineOnly).includes('examinee2'));
      for (const name of ['examinee1', 'other_teacher', 'student_member']) {
        const r = await (await f.as(name)).get(`/api/exam/${f.examIndex}/level-verifications`);
        t.is(r.status, 403, name);
        t.is(r.body.err.code, 'not_supervisor', name);
      }
      t.deepEqual(
        (await (await f.as('student_member')).get('/api/assessment/level-tests')).body.data,
        [],
        'not an examinee of any level test',
      );
      t.is(
        (await f.teacher.get(`/api/exam/${f.examIndex}/level-verifications`)).status,
        200,
        'the owner supervises',
      );

      const plain = await f.teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
        ...f.body,
        title: '연습',
        examineeIds: [f.ids.examinee1],
      });
      const none = await f.teacher.get(`/api/exam/${plain.body.data.index}/level-verifications`);
      t.is(none.status, 404);
      t.is(none.body.err.code, 'not_level_test');
      t.is((await e1.get('/api/assessment/level-tests')).body.data.length, 1, 'a plain exam is not listed');

      // Nobody anonymous.
      t.is((await f.app.client({ host: f.host }).get('/api/assessment/level-tests')).status, 401);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "level test fields are validated in the caller's language and a refused request changes nothing; an edit without them keeps them, null removes them",
  async (t) => {
    const f = await levelTestExam();
    try {
      const path = `/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`;
      const over = await f.teacher.put(path, { ...f.body, levelTest: { level: '4', passScore: 101 } });
      t.is(over.status, 400);
      t.is(over.body.err.message, '합격 점수는 시험 총점을 넘을 수 없습니다.');
      const en = await f.as('teacher', 'en');
      const noLevel = await en.post(`/api/assessment/${f.lectureSeq}/exam`, {
        ...f.body,
        levelTest: { passScore: 50 },
      });
      t.is(noLevel.body.err.message, 'Please enter the level this level test certifies.');
      const ja = await f.as('teacher', 'ja');
      t.is(
        (await ja.put(path, { ...f.body, levelTest: { level: '4', passScore: 50, validityDays: 0 } })).body
          .err.message,
        '認定の有効期間は1日から3650日までの整数で入力してください。',
      );
      t.is(
        Number((await f.app.core.db('assessment_exams').count({ n: '*' }).first())!.n),
        1,
        'nothing created',
      );
      const stored = () =>
        f.app.core
          .db('assessment_exams')
          .where({ id: f.examIndex })
          .first('level', 'level_pass_score', 'level_validity_days');
      t.deepEqual(
        await stored(),
        { level: '3', level_pass_score: 60, level_validity_days: 30 },
        'nothing changed',
      );

      t.is((await f.teacher.put(path, { ...f.body, title: '레벨 3 인증' })).status, 200);
      t.deepEqual(
        await stored(),
        { level: '3', level_pass_score: 60, level_validity_days: 30 },
        'an editor that does not send them keeps them',
      );
      const managed = (await f.teacher.get(`/api/assessment/${f.lectureSeq}/manage`)).body.data.exams[0];
      t.deepEqual(
        managed.levelTest,
        { level: '3', passScore: 60, validityDays: 30 },
        'Manage Assessment reads them back',
      );
      t.is((await f.teacher.put(path, { ...f.body, levelTest: null })).status, 200);
      t.deepEqual(await stored(), { level: null, level_pass_score: null, level_validity_days: null });
      t.deepEqual((await (await f.as('examinee1')).get('/api/assessment/level-tests')).body.data, []);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'a teacher asks an examinee who passed or failed to verify again, with a reason, in a newer level test of the same level; the examinee and supervisors see who asked and when',
  async (t) => {
    const f = await levelTestExam();
    try {
      const take = async (name: string, tf: boolean, finish: boolean) => {
        const c = await f.as(name);
        await c.post('/api/exam/agreement', { userId: f.ids[name], examIndex: f.examIndex });
        t.is((await c.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
        t.is(
          (await c.post(`/api/workspace/quizzes/${f.mc}/submit`, { answer: { selected: [2] } })).status,
          201,
        );
        t.is((await c.post(`/api/workspace/quizzes/${f.tf}/submit`, { answer: { value: tf } })).status, 201);
        if (finish) t.is((await c.post(`/api/exam/${f.examIndex}/finish`)).status, 200);
        return c;
      };
      const e1 = await take('examinee1', false, true); // 100 points: VERIFIED
      await take('examinee2', true, true); // 40 points: VERIFICATION_FAILED
      await take('examinee3', false, false); // still taking it
      const exam = (title: string, level: number | string, startMin: number, endMin: number) =>
        f.teacher
          .post(`/api/assessment/${f.lectureSeq}/exam`, {
            ...f.body,
            title,
            startAt: new Date(Date.now() + startMin * 60_000).toISOString(),
            endAt: new Date(Date.now() + endMin * 60_000).toISOString(),
            levelTest: { level, passScore: 60 },
          })
          .then((r) => r.body.data.index as number);
      const retake = await exam('레벨 3 재인증', 3, 60 * 24, 60 * 25);
      const ended = await exam('지난 레벨 3', 3, -120, -60);
      const otherLevel = await exam('레벨 4', 4, 60, 120);

      const candidates = await f.teacher.get(`/api/exam/${f.examIndex}/retake-exams`);
      t.deepEqual(
        candidates.body.data.map((e: { examIndex: number; state: number }) => [e.examIndex, e.state]),
        [[retake, 2]],
        'same level, not ended, not this one',
      );
      for (const who of ['other_teacher', 'watcher', 'examinee1'])
        t.is((await (await f.as(who)).get(`/api/exam/${f.examIndex}/retake-exams`)).status, 403, who);

      const path = `/api/exam/${f.examIndex}/level-reverification`;
      const ask = (c: typeof e1, userId: number, extra: object = {}) =>
        c.post(path, {
          userId,
          reason: '부정행위 의심: 다른 사람의 목소리',
          retakeExamIndex: retake,
          ...extra,
        });
      const notYet = await ask(f.teacher, f.ids.examinee3);
      t.is(notYet.status, 409);
      t.deepEqual(notYet.body.err, {
        code: 'reverification_not_allowed',
        message: '합격 또는 불합격으로 끝난 응시에만 재인증을 요청할 수 있습니다.',
      });
      const en = await f.as('teacher', 'en');
      t.is(
        (await ask(en, f.ids.examinee1, { reason: '  ' })).body.err.message,
        'Please enter the reason for the reverification request.',
      );
      for (const retakeExamIndex of [otherLevel, ended, f.examIndex, 999_999]) {
        const r = await ask(f.teacher, f.ids.examinee1, { retakeExamIndex });
        t.is(r.status, 400, String(retakeExamIndex));
        t.is(r.body.err.code, 'retake_exam_invalid');
      }
      t.is(
        (await ask(await f.as('other_teacher'), f.ids.examinee1)).status,
        403,
        'only who manages the assessment',
      );
      t.is((await ask(f.teacher, f.ids.watcher)).status, 404, 'a supervisor is no examinee');
      t.is(
        Number((await f.app.core.db('assessment_level_reverifications').count({ n: '*' }).first())!.n),
        0,
        'refusals change nothing',
      );
      t.falsy(
        await f.app.core
          .db('assessment_exam_members')
          .where({ exam_id: retake, user_id: f.ids.examinee1 })
          .first(),
      );

      const mySocket = await openSocket(f.app.url, e1.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
      mySocket.subscribe(`user:${f.ids.examinee1}`);
      await mySocket.waitFor((m) => m.type === 'subscribed');
      const asked = await ask(f.teacher, f.ids.examinee1);
      t.deepEqual(
        (await mySocket.waitFor((m) => m.event === 'assessment.level-reverification')).data,
        { examIndex: f.examIndex, retakeExamIndex: retake },
        'the examinee hears it at once',
      );
      mySocket.close();
      t.is(asked.status, 201);
      t.like(asked.body.data, {
        userId: f.ids.examinee1,
        reason: '부정행위 의심: 다른 사람의 목소리',
        requestedBy: { id: f.ids.teacher, name: 'teacher' },
        retakeExamIndex: retake,
        verification: { code: 2, name: 'NEED_REVERIFICATION' },
      });
      const stored = await f.app.core.db('assessment_level_reverifications').first();
      t.like(stored, {
        exam_id: f.examIndex,
        user_id: f.ids.examinee1,
        requested_by: f.ids.teacher,
        retake_exam_id: retake,
      });
      t.true(
        Math.abs(new Date(stored.requested_at).getTime() - new Date(asked.body.data.requestedAt).getTime()) <
          1000,
      );
      t.is((await ask(f.teacher, f.ids.examinee1)).status, 409, 'already asked');
      // A co-manager who does not own the assessment needs the result management right (spec §3).
      const admin = await f.as('admin');
      const adminRights = (rights: string[]) =>
        f.app.core
          .db('channel_members')
          .where({ channel_id: f.channelId, user_id: f.ids.admin })
          .update({ manager_rights: JSON.stringify(rights) });
      await adminRights(['invite']);
      const withoutRight = await ask(admin, f.ids.examinee2);
      t.is(withoutRight.status, 403);
      t.is(withoutRight.body.err.code, 'manager_right_required');
      await adminRights(['resultManagement']);
      t.is(
        (await ask(admin, f.ids.examinee2)).status,
        201,
        'a failed attempt too, by an admin with the right',
      );

      // The examinee sees the request on their level tests, and the newer level test to take it in.
      const mine = (await e1.get('/api/assessment/level-tests')).body.data as {
        examIndex: number;
        verification: Record<string, unknown>;
      }[];
      const original = mine.find((m) => m.examIndex === f.examIndex)!;
      t.like(original.verification, { code: 2, name: 'NEED_REVERIFICATION', validUntil: null });
      t.like(original.verification.reverification, {
        reason: '부정행위 의심: 다른 사람의 목소리',
        requestedBy: { name: 'teacher' },
        retake: { examIndex: retake, title: '레벨 3 재인증', lectureSeq: f.lectureSeq },
      });
      t.like(mine.find((m) => m.examIndex === retake)!.verification, {
        code: 0,
        name: 'NOT_VERIFIED',
        reverification: null,
      });
      t.is((await e1.get(`/api/exam/${retake}`)).status, 200, 'an examinee of the retake');

      const all = (await (await f.as('watcher')).get(`/api/exam/${f.examIndex}/level-verifications`)).body
        .data.list as Verification[];
      t.deepEqual(
        all.map((v) => [v.name, v.verification.name, v.verification.score]),
        [
          ['examinee1', 'NEED_REVERIFICATION', 100],
          ['examinee2', 'NEED_REVERIFICATION', 40],
          ['examinee3', 'NOT_VERIFIED', null],
          ['examinee4', 'NOT_VERIFIED', null],
        ],
      );
      t.like((all[1].verification as unknown as { reverification: object }).reverification, {
        requestedBy: { name: 'admin' },
      });
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'the level test of an exam for screens that show it only when there is one: null for a plain exam, supervisors only',
  async (t) => {
    const f = await levelTestExam();
    try {
      const sup = await f.as('watcher');
      const level = await sup.get(`/api/exam/${f.examIndex}/level-test`);
      t.like(level.body.data, { level: '3', passScore: 60 });
      t.is(level.body.data.list.length, 4);
      const plain = await f.teacher.post(`/api/assessment/${f.lectureSeq}/exam`, {
        ...f.body,
        title: '연습',
        supervisorIds: [f.ids.watcher],
      });
      const none = await sup.get(`/api/exam/${plain.body.data.index}/level-test`);
      t.is(none.status, 200);
      t.is(none.body.data, null);
      t.is((await (await f.as('examinee1')).get(`/api/exam/${f.examIndex}/level-test`)).status, 403);
    } finally {
      await f.app.stop();
    }
  },
);
