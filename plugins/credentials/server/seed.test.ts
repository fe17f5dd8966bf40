/**
 * The credentials demo: in the demo school's Python class, 하준 holds a valid certificate and
 * two badges, another learner a revoked certificate with its reason, all verified through the real verifier; seeding
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

test('하준 has a valid certificate, two badges and a hackathon award, another learner a revoked certificate; seeding again adds nothing', async (t) => {
  const hajun = app.client({ host: `${demoChannel.slug}.localhost` });
  await hajun.login('hajun', demoAccounts.find((a) => a.userId === 'hajun')!.password);
  const all = (await hajun.get('/api/certificate')).body.data.list as {
    certId: string;
    title: string;
    sourceKind: string;
  }[];
  t.deepEqual(all.map((c) => c.sourceKind).sort(), ['event', 'lecture']);
  const mine = all.filter((c) => c.sourceKind === 'lecture');
  const page = (await hajun.get(`/api/certificate/${mine[0]!.certId}`)).body.data;
  t.is(page.verification.state, 'valid');
  const revoked = await app.core
    .db('certificates')
    .where({ source_kind: 'lecture' })
    .whereNot({ cert_id: mine[0]!.certId })
    .first('cert_id');
  const other = (
    await app.client({ host: `${demoChannel.slug}.localhost` }).get(`/api/certificate/${revoked.cert_id}`)
  ).body.data;
  t.is(other.verification.state, 'revoked');
  t.is(other.revocation.reason, '과제 표절 확인');
  // 하준's badges, signed and verified like certificates.
  const badges = (await hajun.get('/api/badge')).body.data.list as { certId: string; name: string }[];
  t.deepEqual(badges.map((b) => b.name).sort(), ['성실한 출석', '첫 정답']);
  t.is((await hajun.get(`/api/certificate/${badges[0]!.certId}`)).body.data.verification.state, 'valid');
  // The hackathon: 하준's 대상 on the event's page.
  const event = (await hajun.get('/api/certificate/event/seodang-hackathon-2025')).body.data;
  t.like(event, { title: '서당 해커톤 2025', recipients: 2 });
  t.is(event.mine[0].title, '서당 해커톤 2025 · 대상');
  await seedDemo(app.core);
  t.is(Number((await app.core.db('certificates').count({ n: '*' }).first())!.n), 6);
  t.is(Number((await app.core.db('badge_achievements').count({ n: '*' }).first())!.n), 2);
});
