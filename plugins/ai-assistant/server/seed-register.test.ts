/**
 * The register's demo: thirty days of calls with ratings for the channel's Python class and the
 * public Python course, and 정하준's rated chat; seeding again adds nothing; the report reads them.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';
import { demoLectures } from './seed.ts';
import { seedAiRegister } from './seed-register.ts';

let app: TestCore;

test.before(async () => {
  app = await startTestCore({
    plugins: ['lectures', 'workspace', 'ai-assistant'],
    config: { ai: { provider: 'demo', segment: 'seodang-ai', defaultUsageLimit: 9, retentionDays: 90 } },
  });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

test('thirty days of calls for both lectures, ratings, 정하준’s rated chat; idempotent; in the teacher’s report', async (t) => {
  const db = app.core.db;
  const channel = await db('channels').where({ slug: demoChannel.slug }).first('id');
  const users = Object.fromEntries(
    (await db('users').whereIn('user_id', ['hajun']).select('id', 'user_id')).map((u) => [u.user_id, u.id]),
  );
  const ctx = { db, channelId: channel.id, users, accounts: [] };
  await seedAiRegister(ctx);
  const count = async () => Number((await db('ai_calls').count({ n: '*' }))[0].n);
  const rows = await count();
  await seedAiRegister(ctx);
  t.is(await count(), rows);

  const lecture = await db('lectures')
    .where({ subject: demoLectures.channel.subject, channel_id: channel.id })
    .first('id', 'owner_id');
  const publicLecture = await db('lectures')
    .where({ subject: demoLectures.public.subject })
    .whereNull('channel_id')
    .first('id');
  const days = await db('ai_calls')
    .where({ lecture_index: lecture.id })
    .countDistinct({ n: db.raw(`(created_at at time zone 'Asia/Seoul')::date`) });
  t.true(Number(days[0].n) >= 29);
  t.true(
    Number((await db('ai_calls').where({ lecture_index: publicLecture.id }).count({ n: '*' }))[0].n) >= 30,
  );
  t.true(Number((await db('ai_reviews').count({ n: '*' }))[0].n) >= 10);
  const chat = await db('ai_calls as c')
    .join('ai_reviews as r', 'r.response_id', 'c.response_id')
    .where({ 'c.user_id': users.hajun, 'c.action': 'chat', 'r.score': 1 })
    .first('c.conversation_id');
  t.truthy(chat?.conversation_id);

  const owner = await db('users').where({ id: lecture.owner_id }).first('user_id');
  const teacher = app.client({ host: `${demoChannel.slug}.localhost` });
  await teacher.login(owner.user_id, demoAccounts.find((a) => a.userId === owner.user_id)!.password);
  const report = await teacher.get(`/api/seodang-ai/report?preset=monthAgo&lecture=${lecture.id}`);
  t.is(report.status, 200, JSON.stringify(report.body));
  t.true(report.body.data.rows.reduce((sum: number, r: { calls: number }) => sum + r.calls, 0) > 0);
  t.true(report.body.data.days.length >= 29);
});
