import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

/**
 * Two channels on one core: the public site and a school. A public-site teacher must never reach
 * the school's quizzes, students or supervisors through an exam, nor read a school exam's reports:
 * every id of the school answers exactly like an id that does not exist.
 */
async function twoChannels() {
  const app: TestCore = await startTestCore({
    plugins: ['community', 'assessment', 'supervision', 'workspace'],
  });
  const schoolId = await app.createChannel({ slug: 'school', name: '한빛고' });
  const member = async (userId: string, role: 'student' | 'teacher', name = userId) => {
    const id = await app.createUser({ userId, name });
    await app.addMember(schoolId, id, role);
    return id;
  };
  const ids = {
    schoolTeacher: await member('school_teacher', 'teacher'),
    schoolStudent: await member('school_student', 'student', '김학생'),
    schoolSupervisor: await member('school_supervisor', 'teacher'),
    publicTeacher: await app.createUser({ userId: 'pub_teacher', isTeacher: true }),
    publicStudent: await app.createUser({
      userId: 'pub_student',
      name: '이공개',
      email: 'minsu@example.com',
    }),
  };
  const quiz = async (channelId: number | null, authorId: number) => {
    const [row] = await app.core
      .db('workspace_quizzes')
      .insert({
        channel_id: channelId,
        author_id: authorId,
        type: 'true_false',
        title: 'OX',
        status: 1,
        common: { title: 'OX', contents: '문제', setting: { mode: 'exam_mode' } },
        definition: { answer: true },
      })
      .returning('id');
    return String(row.id);
  };
  const quizzes = {
    school: await quiz(schoolId, ids.schoolTeacher),
    public: await quiz(null, ids.publicTeacher),
  };
  const login = async (userId: string, host?: string) => {
    const c = app.client(host ? { host } : {});
    await c.login(userId, testPassword);
    return c;
  };
  const assessmentOf = async (c: Awaited<ReturnType<typeof login>>) => {
    const r = await c.post('/api/assessment', {
      title: '평가',
      description: '설명',
      registerOpen: new Date(Date.now() - 86_400_000).toISOString(),
      registerClose: new Date(Date.now() + 86_400_000).toISOString(),
    });
    return r.body.data.lectureSeq as number;
  };
  const exam = (over: object = {}) => ({
    title: '1차',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 3_600_000).toISOString(),
    // An open exam needs a question (a label: no workspace here).
    quizzes: [{ quizId: 'q1', title: '합', score: 100 }],
    examineeIds: [],
    supervisorIds: [],
    ...over,
  });
  return { app, schoolId, ids, quizzes, login, assessmentOf, exam };
}

test.serial(
  "a public-site teacher's exam naming a school's quiz, student or supervisor is a 404 like a missing id, and nothing is written",
  async (t) => {
    const f = await twoChannels();
    try {
      const teacher = await f.login('pub_teacher');
      const seq = await f.assessmentOf(teacher);
      const examCount = async () =>
        Number(
          (await f.app.core.db('assessment_exams').where({ assessment_id: seq }).count({ c: '*' }))[0].c,
        );
      const post = (over: object) => teacher.post(`/api/assessment/${seq}/exam`, f.exam(over));

      const schoolQuiz = await post({ quizzes: [{ quizId: f.quizzes.school, title: 'OX', score: 10 }] });
      const noQuiz = await post({ quizzes: [{ quizId: '2000000000', title: 'OX', score: 10 }] });
      t.is(schoolQuiz.status, 404);
      t.is(schoolQuiz.body.err.code, 'quiz_not_found');
      t.deepEqual(schoolQuiz.body, noQuiz.body, "another channel's quiz answers as a missing one");
      const odd = await post({
        quizzes: [{ quizId: `0x${Number(f.quizzes.school).toString(16)}`, title: 'OX' }],
      });
      t.is(odd.status, 404, 'a quiz id is read one way only');

      const student = await post({ examineeIds: [f.ids.publicStudent, f.ids.schoolStudent] });
      const nobody = await post({ examineeIds: [f.ids.publicStudent, 2_000_000_000] });
      t.is(student.status, 404);
      t.is(student.body.err.code, 'user_not_found');
      t.deepEqual(student.body, nobody.body, "another channel's user answers as a missing one");
      const supervisor = await post({ supervisorIds: [f.ids.schoolSupervisor] });
      t.is(supervisor.status, 404);
      t.is(supervisor.body.err.code, 'user_not_found');
      t.is(await examCount(), 0, 'no exam was written');

      const ok = await post({
        quizzes: [{ quizId: f.quizzes.public, title: 'OX', score: 10 }],
        examineeIds: [f.ids.publicStudent],
        supervisorIds: [f.ids.publicTeacher],
      });
      t.is(ok.status, 201, JSON.stringify(ok.body));
      const examIndex = ok.body.data.index as number;
      const put = (over: object) => teacher.put(`/api/assessment/${seq}/exam/${examIndex}`, f.exam(over));
      for (const over of [
        { title: '바뀜', quizzes: [{ quizId: f.quizzes.school, title: 'OX', score: 10 }] },
        { title: '바뀜', examineeIds: [f.ids.schoolStudent] },
        { title: '바뀜', supervisorIds: [f.ids.schoolSupervisor] },
      ]) {
        t.is((await put(over)).status, 404, JSON.stringify(over));
      }
      const row = await f.app.core.db('assessment_exams').where({ id: examIndex }).first('title', 'quizzes');
      t.is(row.title, '1차', 'a refused edit changes nothing');
      t.deepEqual(
        row.quizzes.map((q: { quizId: string }) => q.quizId),
        [f.quizzes.public],
      );
      t.deepEqual(
        (await f.app.core.db('assessment_exam_members').where({ exam_id: examIndex }).orderBy('user_id'))
          .map((m) => m.user_id)
          .sort(),
        [f.ids.publicTeacher, f.ids.publicStudent].sort(),
      );
      // The school's own teacher builds a school exam from the school's quiz and students.
      const school = await f.login('school_teacher', 'school.localhost');
      const schoolSeq = await f.assessmentOf(school);
      const schoolExam = await school.post(
        `/api/assessment/${schoolSeq}/exam`,
        f.exam({
          quizzes: [{ quizId: f.quizzes.school, title: 'OX', score: 10 }],
          examineeIds: [f.ids.schoolStudent],
          supervisorIds: [f.ids.schoolSupervisor],
        }),
      );
      t.is(schoolExam.status, 201);
      const publicInSchool = await school.post(
        `/api/assessment/${schoolSeq}/exam`,
        f.exam({ quizzes: [{ quizId: f.quizzes.public, title: 'OX', score: 10 }] }),
      );
      t.is(publicInSchool.status, 404, "and never the public site's quiz");
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "reports of a school's exam or of a school's student answer 404 on the public site",
  async (t) => {
    const f = await twoChannels();
    try {
      const school = await f.login('school_teacher', 'school.localhost');
      const schoolSeq = await f.assessmentOf(school);
      const schoolExam = (
        await school.post(
          `/api/assessment/${schoolSeq}/exam`,
          f.exam({ examineeIds: [f.ids.schoolStudent], supervisorIds: [f.ids.schoolSupervisor] }),
        )
      ).body.data.index as number;
      t.is((await school.get(`/api/exam/${schoolExam}/report/${f.ids.schoolStudent}`)).status, 200);

      const teacher = await f.login('pub_teacher');
      const seq = await f.assessmentOf(teacher);
      const publicExam = (
        await teacher.post(`/api/assessment/${seq}/exam`, f.exam({ examineeIds: [f.ids.publicStudent] }))
      ).body.data.index as number;
      // A school student put into a public exam before the ids were checked.
      await f.app.core
        .db('assessment_exam_members')
        .insert({ exam_id: publicExam, user_id: f.ids.schoolStudent, role: 'student' });

      const paths = (examIndex: number, userId: number) => [
        `/api/exam/${examIndex}/report/${userId}`,
        `/api/exam/${examIndex}/report/${userId}/submissions`,
        `/api/exam/${examIndex}/report/${userId}/recordings`,
        `/api/exam/${examIndex}/scores?userId=${userId}`,
      ];
      for (const path of [
        ...paths(schoolExam, f.ids.schoolStudent),
        ...paths(publicExam, f.ids.schoolStudent),
      ]) {
        const r = await teacher.get(path);
        t.is(r.status, 404, path);
      }
      t.is((await teacher.get(`/api/exam/${publicExam}/report/${f.ids.publicStudent}`)).status, 200);
      const missing = await teacher.get(`/api/exam/2000000000/report/${f.ids.publicStudent}`);
      const foreign = await teacher.get(`/api/exam/${schoolExam}/report/${f.ids.publicStudent}`);
      t.deepEqual(foreign.body, missing.body, "another channel's exam answers as a missing one");
      // Supervisor tools take the same ids: another channel's exam, group or student is not found.
      t.is((await teacher.get(`/api/supervisionGroup?examIndex=${schoolExam}`)).status, 404);
      const [group] = await f.app.core
        .db('supervision_groups')
        .insert({ exam_id: schoolExam, name: 'Group1' })
        .returning('id');
      t.is((await teacher.delete(`/api/supervisionGroup/${group.id}`)).status, 404);
      const check = await teacher.post('/api/exam/identification/check', {
        examIndex: publicExam,
        userId: f.ids.schoolStudent,
      });
      t.is(check.status, 404);
      t.is(check.body.err.code, 'user_not_found');
      t.is(
        (await teacher.get(`/api/peerConnection?examIndex=${publicExam}&userId=${f.ids.schoolStudent}`))
          .status,
        404,
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'member candidates on the public site: never a school-only account, a public one only by its exact login id or e-mail, e-mails masked',
  async (t) => {
    const f = await twoChannels();
    try {
      const teacher = await f.login('pub_teacher');
      const seq = await f.assessmentOf(teacher);
      const search = async (q: string) =>
        (await teacher.get(`/api/assessment/${seq}/member-candidates?q=${encodeURIComponent(q)}`)).body.data;
      t.deepEqual(await search('김학생'), [], "a school student's name");
      t.deepEqual(await search('school_student'), [], "a school student's exact login id");
      t.deepEqual(await search('school_student@example.com'), [], "a school student's exact e-mail");
      t.deepEqual(await search('이공'), [], 'no part of a name');
      t.deepEqual(await search('pub_stu'), [], 'no part of a login id');
      const expected = [{ id: f.ids.publicStudent, name: '이공개', email: 'mi***@example.com' }];
      t.deepEqual(await search('pub_student'), expected);
      t.deepEqual(await search('MINSU@example.com'), expected);

      const school = await f.login('school_teacher', 'school.localhost');
      const schoolSeq = await f.assessmentOf(school);
      const inSchool = (
        await school.get(`/api/assessment/${schoolSeq}/member-candidates?q=${encodeURIComponent('학생')}`)
      ).body.data;
      t.deepEqual(inSchool, [{ id: f.ids.schoolStudent, name: '김학생', email: 'sc***@example.com' }]);
      t.deepEqual(
        (await school.get(`/api/assessment/${schoolSeq}/member-candidates?q=pub_student`)).body.data,
        [],
        'a school lists its own members only',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'an examinee whose join request is pending is invited to the channel (invitedFromAssessment); with a stranger beside them nothing is written',
  async (t) => {
    const f = await twoChannels();
    try {
      const school = await f.login('school_teacher', 'school.localhost');
      const seq = await f.assessmentOf(school);
      const asker = await f.app.createUser({ userId: 'school_asker' });
      await f.app.addMember(f.schoolId, asker, 'student', 'requesting');
      const membership = () =>
        f.app.core.db('channel_members').where({ channel_id: f.schoolId, user_id: asker }).first();
      const mixed = await school.post(
        `/api/assessment/${seq}/exam`,
        f.exam({ examineeIds: [asker, f.ids.publicStudent] }),
      );
      t.is(mixed.status, 404);
      t.like(await membership(), { state: 'requesting' });
      const added = await school.post(
        `/api/assessment/${seq}/exam`,
        f.exam({ examineeIds: [asker, f.ids.schoolStudent] }),
      );
      t.is(added.status, 201);
      t.like(await membership(), { state: 'invitedFromAssessment' });
      const examinees = await f.app.core
        .db('assessment_exam_members')
        .where({ exam_id: added.body.data.index, role: 'student' })
        .orderBy('user_id')
        .pluck('user_id');
      t.deepEqual(
        examinees,
        [f.ids.schoolStudent, asker].sort((a, b) => a - b),
      );
    } finally {
      await f.app.stop();
    }
  },
);
