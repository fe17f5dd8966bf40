import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import type { SeedContext } from '@seodang/sdk';
import { seedAssessment } from './seed.ts';

test('the demo has a level test a student finished and a newer one to verify again in; seeding twice changes nothing', async (t) => {
  const app = await startTestCore({ plugins: ['community', 'assessment', 'supervision', 'workspace'] });
  try {
    const channelId = await app.createChannel({ slug: 'school', name: '한빛고등학교' });
    const accounts = [
      { userId: 'sua.teacher', name: '최수아', scope: 'channel', role: 'teacher' },
      { userId: 'hajun', name: '정하준', scope: 'channel', role: 'student' },
      { userId: 'jiwoo', name: '강지우', scope: 'channel', role: 'student' },
    ] as const;
    const users: Record<string, number> = {};
    for (const a of accounts) {
      users[a.userId] = await app.createUser({ userId: a.userId, name: a.name });
      await app.addMember(channelId, users[a.userId]!, a.role);
    }
    const ctx: SeedContext = { db: app.core.db, channelId, users, accounts };
    await seedAssessment(ctx);
    const counts = async () =>
      Promise.all(
        [
          'assessment_assessments',
          'assessment_exams',
          'assessment_exam_members',
          'assessment_exam_history',
        ].map(async (table) => Number((await app.core.db(table).count({ n: '*' }).first())!.n)),
      );
    const before = await counts();
    await seedAssessment(ctx);
    t.deepEqual(await counts(), before, 'idempotent');

    const student = app.client({ host: 'school.localhost' });
    await student.login('hajun', testPassword);
    const mine = (await student.get('/api/assessment/level-tests')).body.data as {
      title: string;
      level: string;
      stateName: string;
      verification: { name: string };
    }[];
    t.deepEqual(
      mine.map((m) => [m.title, m.level, m.stateName, m.verification.name]),
      [
        ['레벨 2 인증', '2', 'SCHEDULE', 'NOT_VERIFIED'],
        // Finished with no graded answer: below the pass score.
        ['레벨 2 인증 (지난 회차)', '2', 'END', 'VERIFICATION_FAILED'],
      ],
    );
    const teacher = app.client({ host: 'school.localhost' });
    await teacher.login('sua.teacher', testPassword);
    const past = (
      await app.core.db('assessment_exams').where({ title: '레벨 2 인증 (지난 회차)' }).first('id')
    ).id;
    const retakes = (await teacher.get(`/api/exam/${past}/retake-exams`)).body.data as { title: string }[];
    t.deepEqual(
      retakes.map((r) => r.title),
      ['레벨 2 인증'],
      'the teacher can ask for a reverification in the next one',
    );
  } finally {
    await app.stop();
  }
});
