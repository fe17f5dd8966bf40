/**
 * The credentials demo: in the demo school's Python class, 하준 holds a valid certificate and
 * another learner a revoked one with its reason, both verified through the real verifier; seeding
 * again adds nothing.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({
    plugins: ['community', 'lectures', 'credentials'],
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

test('하준 has a valid certificate, another learner a revoked one; seeding again adds nothing', async (t) => {
  const hajun = app.client({ host: `${demoChannel.slug}.localhost` });
  await hajun.login('hajun', demoAccounts.find((a) => a.userId === 'hajun')!.password);
  const mine = (await hajun.get('/api/certificate')).body.data.list as { certId: string; title: string }[];
  t.is(mine.length, 1);
  const page = (await hajun.get(`/api/certificate/${mine[0]!.certId}`)).body.data;
  t.is(page.verification.state, 'valid');
  const revoked = await app.core.db('certificates').whereNot({ cert_id: mine[0]!.certId }).first('cert_id');
  const other = (
    await app.client({ host: `${demoChannel.slug}.localhost` }).get(`/api/certificate/${revoked.cert_id}`)
  ).body.data;
  t.is(other.verification.state, 'revoked');
  t.is(other.revocation.reason, '과제 표절 확인');
  await seedDemo(app.core);
  t.is(Number((await app.core.db('certificates').count({ n: '*' }).first())!.n), 2);
});
