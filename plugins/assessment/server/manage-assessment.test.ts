import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { examFixture } from './test-support/exam-fixture.ts';

const common = (title: string, mode: string) => ({ title, contents: '문제', setting: { mode } });

test.serial(
  'Manage Assessment: the owner and a channel admin read the exams with quizzes, devices and members; others get 403',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const owner = await f.as('teacher');
      const r = await owner.get(`/api/assessment/${f.lectureSeq}/manage`);
      t.is(r.status, 200);
      t.is(r.body.data.title, '정보 수행평가');
      const [exam] = r.body.data.exams;
      t.is(exam.index, f.examIndex);
      t.deepEqual(exam.devices, { webcam: 'required', screen: 'required', mobile: 'off' });
      t.deepEqual(
        exam.quizzes.map((q: { quizId: string }) => q.quizId),
        ['q1', 'q2'],
      );
      t.deepEqual(
        exam.members.map((m: { id: number; role: string }) => [m.id, m.role]).sort(),
        [
          [f.ids.examinee1, 'student'],
          [f.ids.examinee2, 'student'],
          [f.ids.watcher, 'supervisor'],
        ].sort(),
      );
      t.is((await (await f.as('admin')).get(`/api/assessment/${f.lectureSeq}/manage`)).status, 200);
      for (const who of ['other_teacher', 'examinee1', 'watcher']) {
        t.is((await (await f.as(who)).get(`/api/assessment/${f.lectureSeq}/manage`)).status, 403, who);
      }
      t.is((await owner.get('/api/assessment/999999/manage')).status, 404);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'member candidates: joined channel members by name or e-mail, for the owner or an admin only',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      // Someone who asked to join but was not accepted is no candidate.
      await f.app.addMember(
        f.channelId,
        await f.app.createUser({ userId: 'applicant', name: 'examinee_applicant' }),
        'student',
        'requesting',
      );
      const owner = await f.as('teacher');
      const search = async (q: string) =>
        (await owner.get(`/api/assessment/${f.lectureSeq}/member-candidates?q=${encodeURIComponent(q)}`)).body
          .data;
      const found = await search('examinee');
      t.deepEqual(
        found.map((u: { name: string }) => u.name),
        ['examinee1', 'examinee2'],
      );
      t.deepEqual(Object.keys(found[0]).sort(), ['email', 'id', 'name']);
      t.is(found[0].email, 'ex***@example.com', 'listed addresses are masked');
      const byMail = await search('examinee2@exa');
      t.deepEqual(
        byMail.map((u: { id: number }) => u.id),
        [f.ids.examinee2],
      );
      t.deepEqual(await search('%'), [], 'a wildcard is a literal character');
      t.true((await search('')).length >= 7, 'no query lists the members');
      t.is(
        (await (await f.as('admin')).get(`/api/assessment/${f.lectureSeq}/member-candidates?q=ex`)).status,
        200,
      );
      for (const who of ['other_teacher', 'examinee1']) {
        t.is(
          (await (await f.as(who)).get(`/api/assessment/${f.lectureSeq}/member-candidates?q=ex`)).status,
          403,
          who,
        );
      }
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'the workspace list filters by mode, so an exam is built only from exam_mode quizzes',
  async (t) => {
    const f = await examFixture({ examinees: 1, plugins: ['workspace'] });
    try {
      const owner = await f.as('teacher');
      const exam = await owner.post('/api/workspace/quizzes', {
        type: 'true_false',
        status: 1,
        common: common('시험용', 'exam_mode'),
        definition: { answer: true },
      });
      await owner.post('/api/workspace/quizzes', {
        type: 'true_false',
        status: 1,
        common: common('연습용', 'submit_mode'),
        definition: { answer: true },
      });
      const list = (await owner.get('/api/workspace/quizzes?mode=exam_mode')).body.data.list;
      t.deepEqual(
        list.map((q: { index: number; title: string }) => [q.index, q.title]),
        [[exam.body.data.index, '시험용']],
      );
      t.is((await owner.get('/api/workspace/quizzes')).body.data.list.length, 2);
      t.is((await owner.get('/api/workspace/quizzes?mode=any')).status, 400);
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'member candidates on the public site: only an exact login id or e-mail names anyone, never a part of a name',
  async (t) => {
    const app = await startTestCore({ plugins: ['community', 'assessment'] });
    try {
      await app.createUser({ userId: 'pub_teacher', name: '공개선생', isTeacher: true });
      const studentId = await app.createUser({ userId: 'pub_student', name: '공개학생' });
      const teacher = app.client();
      await teacher.login('pub_teacher', testPassword);
      const created = await teacher.post('/api/assessment', {
        title: '공개 평가',
        description: '공개 사이트',
        registerOpen: '2025-01-01',
        registerClose: '2035-01-01',
      });
      t.is(created.status, 201);
      const search = async (q: string) =>
        (
          await teacher.get(
            `/api/assessment/${created.body.data.lectureSeq}/member-candidates?q=${encodeURIComponent(q)}`,
          )
        ).body.data;
      t.deepEqual(await search(''), [], 'no list of every user');
      t.deepEqual(await search('공'), []);
      t.deepEqual(await search('공개학'), [], 'no search by a part of a name');
      t.deepEqual(await search('pub_stu'), []);
      t.deepEqual(await search('PUB_STUDENT'), [
        { id: studentId, name: '공개학생', email: 'pu***@example.com' },
      ]);
      t.deepEqual(
        (await search('pub_student@example.com')).map((u: { id: number }) => u.id),
        [studentId],
      );
    } finally {
      await app.stop();
    }
  },
);
