/**
 * Automatic certificates: `lectures.lecture-completed` issues a lecture's certificate when its
 * setting is on and the rule's minimums hold, `assessment.exam-finished` an exam's per its rule;
 * one (rule, learner, source) grant, so a duplicated event issues nothing more (not even after a
 * revocation), and the reconciliation replays a completion whose event was lost.
 */
import test from 'ava';
import type { ServiceRef } from '@seodang/sdk';
import type { TestClient } from '@seodang/sdk/testing';
import { lectureCompleted } from '@seodang/plugin-lectures/events';
import { examFinished } from '@seodang/plugin-assessment/events';
import { reconcileCertificates } from '../server/certificates/reconcile.ts';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture(['community', 'workspace', 'lectures', 'assessment', 'credentials']);
});
test.after.always(async () => {
  await f?.app.stop();
});

const ctx = () => ({
  db: f.app.core.db,
  config: f.app.core.config as unknown as Record<string, unknown>,
  publish: f.app.core.publish.bind(f.app.core),
  emit: f.app.core.emit.bind(f.app.core),
  optionalService<T>(ref: ServiceRef<T>): T | undefined {
    try {
      return f.app.core.service(ref);
    } catch {
      return undefined;
    }
  },
});

const certificatesOf = (kind: string, index: number, userId: number) =>
  f.app.core.db('certificates').where({ source_kind: kind, source_index: index, user_id: userId });

/** A published lecture of the school with one text lesson; `certificateIssued` as given. */
async function lectureWith(teach: TestClient, certificateIssued: boolean, subject: string) {
  const created = await teach.post('/api/lecture', {
    subject,
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
    certificateIssued,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const lecture = created.body.data.sequence as number;
  const lesson = await teach.post(`/api/lecture/${lecture}/lessons`, {
    title: '읽기',
    type: 'text',
    quizLanguage: 'python3',
  });
  if (lesson.status !== 201) throw new Error(JSON.stringify(lesson.body));
  await teach.put(`/api/lecture/${lecture}/publish`, { published: true });
  return { lecture, lesson: lesson.body.data.index as number };
}

test.serial(
  'completing a certified lecture issues one certificate; the event again issues none, even after a revocation',
  async (t) => {
    const teach = await f.as('teach');
    const { lecture, lesson } = await lectureWith(teach, true, '자동 수료 강좌');
    const learnerId = f.school.ids.learner!;
    const learner = await f.as('learner');
    t.is((await learner.post(`/api/lecture/${lecture}/enrol`)).status, 201);
    t.is((await learner.post(`/api/lecture/${lecture}/lessons/${lesson}/complete`)).status, 200);

    const [cert] = await certificatesOf('lecture', lecture, learnerId);
    t.truthy(cert, 'issued on completion');
    t.is(cert.title, '자동 수료 강좌');
    t.is(cert.issued_by, null);
    const mine = (await learner.get('/api/certificate')).body.data.list as { certId: string }[];
    t.true(mine.some((c) => c.certId === cert.cert_id));
    // The credential verifies on the certificate page.
    const page = await (await f.as('anonymous')).get(`/api/certificate/${cert.cert_id}`);
    t.is(page.body.data.verification.state, 'valid', JSON.stringify(page.body.data.verification));

    // The same event twice more, at once: one certificate, one grant.
    const event = { userId: learnerId, channelId: f.school.id, lectureIndex: lecture };
    await Promise.all([f.app.core.emit(lectureCompleted, event), f.app.core.emit(lectureCompleted, event)]);
    t.is((await certificatesOf('lecture', lecture, learnerId)).length, 1);
    t.is(
      (await f.app.core.db('certificate_auto_grants').where({ source_index: lecture, user_id: learnerId }))
        .length,
      1,
    );

    // Revoked by the teacher, it is not issued anew by a replay nor by the reconciliation.
    t.is((await teach.post(`/api/certificate/${cert.cert_id}/revoke`, { reason: '부정 확인' })).status, 200);
    await f.app.core.emit(lectureCompleted, event);
    await reconcileCertificates(ctx(), 'Seodang');
    const after = await certificatesOf('lecture', lecture, learnerId);
    t.is(after.length, 1);
    t.is(after[0].cert_id, cert.cert_id);
  },
);

test.serial(
  'a lecture with the setting off, an event of another channel, or a learner who did not complete issue nothing',
  async (t) => {
    const teach = await f.as('teach');
    const off = await lectureWith(teach, false, '수료증 없는 강좌');
    const learnerId = f.school.ids.learner!;
    const learner = await f.as('learner');
    t.is((await learner.post(`/api/lecture/${off.lecture}/enrol`)).status, 201);
    t.is((await learner.post(`/api/lecture/${off.lecture}/lessons/${off.lesson}/complete`)).status, 200);
    t.is((await certificatesOf('lecture', off.lecture, learnerId)).length, 0);

    const on = await lectureWith(teach, true, '미완료 강좌');
    await f.app.core.emit(lectureCompleted, {
      userId: learnerId,
      channelId: f.school.id,
      lectureIndex: on.lecture,
    });
    t.is((await certificatesOf('lecture', on.lecture, learnerId)).length, 0, 'not enrolled nor completed');
    t.is((await learner.post(`/api/lecture/${on.lecture}/enrol`)).status, 201);
    t.is((await learner.post(`/api/lecture/${on.lecture}/lessons/${on.lesson}/complete`)).status, 200);
    await f.app.core.emit(lectureCompleted, {
      userId: learnerId,
      channelId: f.far.id,
      lectureIndex: on.lecture,
    });
    t.is((await certificatesOf('lecture', on.lecture, learnerId)).length, 1, 'the real completion only');
  },
);

test.serial("the rule's minimum quiz percentage counts each quiz's first try", async (t) => {
  const teach = await f.as('teach');
  const created = await teach.post('/api/lecture', {
    subject: '퀴즈 수료 강좌',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
    certificateIssued: true,
  });
  const lecture = created.body.data.sequence as number;
  const lesson = (
    await teach.post(`/api/lecture/${lecture}/lessons`, {
      title: '퀴즈',
      type: 'quiz',
      quizLanguage: 'python3',
    })
  ).body.data.index as number;
  const quiz = (
    await teach.post('/api/workspace/quizzes', {
      type: 'true_false',
      status: 1,
      common: { title: '참거짓', contents: '참일까요?' },
      definition: { answer: true },
    })
  ).body.data.index as number;
  t.is(
    (await teach.put(`/api/workspace/lessons/${lecture}/${lesson}/quizzes`, { quizzes: [quiz] })).status,
    200,
  );
  t.is((await teach.put(`/api/lecture/${lecture}/publish`, { published: true })).status, 200);
  const rule = await teach.put(`/api/certificate/rules/lecture/${lecture}`, {
    minQuizPercent: 50,
    minAttendancePercent: 0,
    validityMonths: null,
  });
  t.is(rule.status, 200, JSON.stringify(rule.body));

  const take = async (login: 'learner' | 'other.learner', answers: boolean[]) => {
    const c = await f.as(login);
    t.is((await c.post(`/api/lecture/${lecture}/enrol`)).status, 201);
    for (const value of answers) await c.post(`/api/workspace/quizzes/${quiz}/submit`, { answer: { value } });
  };
  await take('learner', [false, true]); // completes the lecture, 0 % on the first try
  await take('other.learner', [true]); // 100 %
  t.is((await certificatesOf('lecture', lecture, f.school.ids.learner!)).length, 0);
  const [passed] = await certificatesOf('lecture', lecture, f.school.ids['other.learner']!);
  t.truthy(passed);
  t.is(passed.score, 100);
});

test.serial('the reconciliation issues a completion whose event was lost, once', async (t) => {
  const teach = await f.as('teach');
  const { lecture, lesson } = await lectureWith(teach, true, '이벤트 유실 강좌');
  const userId = f.school.ids['other.learner']!;
  const c = await f.as('other.learner');
  t.is((await c.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  // The progress is stored and announced, but no consumer heard it (a crash, an instance down).
  const { db } = f.app.core;
  await db('lecture_lesson_progress').insert({
    lesson_id: lesson,
    user_id: userId,
    lecture_id: lecture,
    state: 1,
  });
  await db('lecture_enrolments')
    .where({ lecture_id: lecture, user_id: userId })
    .update({ completed_at: db.fn.now(), completion_announced_at: db.fn.now() });
  t.is((await certificatesOf('lecture', lecture, userId)).length, 0);

  await reconcileCertificates(ctx(), 'Seodang');
  const found = await certificatesOf('lecture', lecture, userId);
  t.is(found.length, 1);
  const [grant] = await db('certificate_auto_grants').where({ source_index: lecture, user_id: userId });
  t.like(grant, { via: 'reconcile', certificate_id: found[0].id });
  t.is((await reconcileCertificates(ctx(), 'Seodang')).issued, 0);
  t.is((await certificatesOf('lecture', lecture, userId)).length, 1);
});

test.serial(
  "an exam's certificate follows its rule's minimum score; a duplicated event issues one",
  async (t) => {
    const teach = await f.as('teach');
    const assessment = await teach.post('/api/assessment', {
      title: '정보 평가',
      description: '파이썬 시험',
      registerOpen: new Date(Date.now() - 86_400_000).toISOString(),
      registerClose: new Date(Date.now() + 86_400_000).toISOString(),
    });
    t.is(assessment.status, 201, JSON.stringify(assessment.body));
    const learners = [f.school.ids.learner!, f.school.ids['other.learner']!];
    const exam = await teach.post(`/api/assessment/${assessment.body.data.lectureSeq}/exam`, {
      title: '기말 시험',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      quizzes: [{ quizId: 'q1', title: '합', score: 100 }],
      examineeIds: learners,
      supervisorIds: [],
    });
    t.is(exam.status, 201, JSON.stringify(exam.body));
    const examIndex = exam.body.data.index as number;
    const finished = (userId: number, totalScore: number) =>
      f.app.core.emit(examFinished, {
        examIndex,
        userId,
        channelId: f.school.id,
        totalScore,
        maxTotalScore: 100,
      });

    // No rule yet: nothing.
    await finished(learners[0]!, 90);
    t.is((await certificatesOf('exam', examIndex, learners[0]!)).length, 0);
    const rule = await teach.put(`/api/certificate/rules/exam/${examIndex}`, {
      minScore: 60,
      requireIdentityVerified: false,
      validityMonths: 12,
    });
    t.is(rule.status, 200, JSON.stringify(rule.body));
    await finished(learners[0]!, 59.5);
    t.is((await certificatesOf('exam', examIndex, learners[0]!)).length, 0, 'below the minimum');
    await Promise.all([finished(learners[1]!, 72.4), finished(learners[1]!, 72.4)]);
    const issued = await certificatesOf('exam', examIndex, learners[1]!);
    t.is(issued.length, 1);
    t.like(issued[0], { title: '기말 시험', score: 72 });
    t.truthy(issued[0].valid_until, 'the rule gives it 12 months');
  },
);
