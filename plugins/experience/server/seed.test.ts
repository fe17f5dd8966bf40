/**
 * The experience demo: the school's leaderboard holds the demo learners who earned XP through the
 * other plugins' demo data (lessons, attendance, certificates, badges); 윤서윤 has left it; seeding
 * again writes nothing.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({
    plugins: ['community', 'lectures', 'workspace', 'attendance', 'credentials', 'experience'],
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

const login = async (userId: string) => {
  const client = app.client({ host: `${demoChannel.slug}.localhost` });
  await client.login(userId, demoAccounts.find((a) => a.userId === userId)!.password);
  return client;
};

test('the school leaderboard has several demo learners, 윤서윤 opted out; seeding again writes nothing', async (t) => {
  const board = (await (await login('hajun')).get('/api/experience/leaderboard?period=all')).body.data;
  t.true(board.enabled);
  const names = board.list.map((r: { name: string }) => r.name);
  t.log(names.join(', '));
  t.true(names.length >= 2, names.join(', '));
  t.true(names.includes('정하준'), names.join(', '));
  t.false(names.includes('윤서윤'));
  const seoyun = (await (await login('seoyun')).get('/api/experience/leaderboard?period=all')).body.data;
  t.true(seoyun.optedOut);
  t.is(seoyun.me, null);
  const rows = await app.core.db('experience_ledger').count({ n: '*' });
  await seedDemo(app.core);
  t.deepEqual(await app.core.db('experience_ledger').count({ n: '*' }), rows);
});
