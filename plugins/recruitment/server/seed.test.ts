/**
 * The recruitment demo: the demo school's teacher has a published internship posting, open now,
 * with 하준's submitted application and 하준's certificate attached with consent, screened by the
 * school's exam that 하준 is registered for; every screen's API
 * answers something real, and seeding again adds nothing.
 */
import { randomBytes } from 'node:crypto';
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({
    plugins: ['community', 'lectures', 'credentials', 'assessment', 'recruitment'],
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

async function as(userId: string) {
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login(userId, demoAccounts.find((a) => a.userId === userId)!.password);
  return c;
}

test('the demo school has an open posting with 하준’s submitted application; seeding again adds nothing', async (t) => {
  const hajun = await as('hajun');
  const list = (await hajun.get('/api/recruitment/list')).body.data.list;
  t.is(list.length, 1);
  t.like(list[0], { state: 'PUBLISHED', lectureType: 2, period: { phase: 'proceeding', dDay: 21 } });
  const mine = (await hajun.get('/api/recruitment/application/my')).body.data[0];
  t.like(mine, { status: 1 });
  // The school's exam screens the posting, and 하준, who submitted, is registered for it.
  t.like(mine.screening, { state: 'registered' });
  t.regex(mine.screening.path, /^\/assessment\/\d+\/.+\/exam\/\d+$/);
  const teacher = await as('sua.teacher');
  const managed = (await teacher.get('/api/lecture/recruitment')).body.data;
  t.like(managed[0], { applicationCounts: { submitted: 1, total: 1 } });
  const review = (await teacher.get(`/api/recruitment/${list[0].sequence}/applications`)).body.data.list;
  t.like(review[0], { status: 1, applicant: { name: '정하준' } });
  t.like(review[0].attachments.credentials[0], { state: 'valid', holderName: '정하준' });
  t.like(review[0].screening, { state: 'registered', totalScore: null });
  await seedDemo(app.core);
  t.is(Number((await app.core.db('recruitment_application_credentials').count({ n: '*' }).first())!.n), 1);
  t.is(Number((await app.core.db('recruitment_applications').count({ n: '*' }).first())!.n), 1);
});
