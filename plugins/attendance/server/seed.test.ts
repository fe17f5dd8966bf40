/**
 * The attendance demo: in the demo school's Python class, three past sessions with present, late,
 * absent and excused marks and one open session, seen by the class's teacher; seeding again adds
 * nothing.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'lectures', 'attendance'] });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

test('three past sessions with P/L/A/E and one open, shown to the class teacher; idempotent', async (t) => {
  const db = app.core.db;
  const lecture = await db('lectures')
    .where({ subject: '정보 수업: 파이썬 기초' })
    .whereNotNull('channel_id')
    .first('id');
  const teacher = app.client({ host: `${demoChannel.slug}.localhost` });
  await teacher.login('sua.teacher', demoAccounts.find((a) => a.userId === 'sua.teacher')!.password);
  const list = (await teacher.get(`/api/attendance/sessions?lectureIndex=${lecture.id}`)).body.data.list as {
    state: string;
    counts: Record<string, number>;
  }[];
  t.deepEqual(list.map((s) => s.state).sort(), ['closed', 'closed', 'closed', 'open']);
  const total = (k: string) => list.reduce((n, s) => n + s.counts[k], 0);
  for (const status of ['present', 'late', 'absent', 'excused']) t.true(total(status) > 0, status);
  await seedDemo(app.core);
  t.is(Number((await db('attendance_sessions').count({ n: '*' }).first())!.n), 4);
});
