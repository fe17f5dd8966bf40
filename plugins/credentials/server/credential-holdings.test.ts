import { randomBytes } from 'node:crypto';
import test from 'ava';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { credentialHoldingsRef } from '../common/credential-holdings.ts';
import { revocationUnderWay, waitForBlocked } from '../testing/lock-waits.ts';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;

test.before(async () => {
  app = await startTestCore({
    plugins: ['lectures', 'credentials'],
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  school = await app.createChannelWithMembers({
    slug: 'holdings-school',
    members: { teach: 'teacher', kim: 'student', lee: 'student' },
  });
  other = await app.createChannelWithMembers({
    slug: 'holdings-other',
    members: { teach: 'teacher', park: 'student' },
  });
});
test.after.always(async () => {
  await app?.stop();
});

/** A lecture of the channel and a certificate of it issued by hand to each learner; the lecture. */
async function certified(channel: TestChannel, learners: string[]) {
  const teacher = await channel.login('teach');
  const { lecture } = await createLectureWithLessons(teacher, [], { subject: '알고리즘' });
  const certIds: string[] = [];
  for (const learner of learners) {
    const issued = await teacher.post('/api/certificate/issue', {
      sourceKind: 'lecture',
      sourceIndex: lecture,
      userId: channel.ids[learner],
    });
    if (issued.status !== 201) throw new Error(JSON.stringify(issued.body));
    certIds.push(issued.body.data.certId);
  }
  return { lecture, certIds, teacher };
}

test('holdings come per channel, live until revoked, in pages; never another channel’s', async (t) => {
  const here = await certified(school, ['kim', 'lee']);
  const there = await certified(other, ['park']);
  const revoked = await here.teacher.post(`/api/certificate/${here.certIds[1]}/revoke`, { reason: '오류' });
  t.is(revoked.status, 200, JSON.stringify(revoked.body));
  const holdings = app.core.service(credentialHoldingsRef);
  const kim = { userId: school.ids.kim!, sourceKind: 'lecture', sourceIndex: here.lecture };

  t.deepEqual(await holdings.holdingOf(school.id, kim), {
    ...kim,
    channelId: school.id,
    live: true,
    certId: here.certIds[0],
  });
  t.like(await holdings.holdingOf(school.id, { ...kim, userId: school.ids.lee! }), {
    live: false,
    certId: here.certIds[1],
  });
  const park = { userId: other.ids.park!, sourceKind: 'lecture', sourceIndex: there.lecture };
  t.is(await holdings.holdingOf(school.id, park), null);
  t.like(await holdings.holdingOf(other.id, park), { live: true, channelId: other.id });

  const first = await holdings.holdings(school.id, null, 1);
  const rest = await holdings.holdings(school.id, first[0]!, 1);
  t.deepEqual(
    [...first, ...rest].map((h) => [h.userId, h.live]),
    [
      [school.ids.kim, true],
      [school.ids.lee, false],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
  t.deepEqual(await holdings.holdings(school.id, rest[0]!, 1), []);
  t.deepEqual(
    (await holdings.holdings(other.id, null, 10)).map((h) => h.certId),
    there.certIds,
  );
  t.deepEqual(await holdings.holdings(null, null, 10), []);
});

test('a learner’s credentials come with their state now, never another learner’s or channel’s', async (t) => {
  const school = await app.createChannelWithMembers({
    slug: 'held-school',
    members: { teach: 'teacher', kim: 'student', lee: 'student' },
  });
  const other = await app.createChannelWithMembers({
    slug: 'held-other',
    members: { teach: 'teacher', park: 'student' },
  });
  const here = await certified(school, ['kim', 'lee']);
  const there = await certified(other, ['park']);
  const holdings = app.core.service(credentialHoldingsRef);
  const kim = await holdings.heldBy(school.id, school.ids.kim!);
  t.true(kim.some((c) => c.certId === here.certIds[0] && c.state === 'valid' && c.title.length > 0));
  t.false(kim.some((c) => c.certId === here.certIds[1] || c.userId !== school.ids.kim));
  t.deepEqual(await holdings.heldBy(school.id, other.ids.park!), []);

  const revoked = await here.teacher.post(`/api/certificate/${here.certIds[0]}/revoke`, { reason: '오류' });
  t.is(revoked.status, 200, JSON.stringify(revoked.body));
  const read = await holdings.byIds(school.id, [here.certIds[0]!, there.certIds[0]!, 'nonexistent']);
  t.deepEqual(
    read.map((c) => [c.certId, c.state]),
    [[here.certIds[0], 'revoked']],
  );
  t.deepEqual(await holdings.byIds(null, [here.certIds[0]!]), []);
});

test('a locked read waits for a revocation under way and reads it revoked; a revocation waits for the locked reader', async (t) => {
  const school = await app.createChannelWithMembers({
    slug: 'locked-school',
    members: { teach: 'teacher', kim: 'student', lee: 'student' },
  });
  const { certIds, teacher } = await certified(school, ['kim', 'lee']);
  const holdings = app.core.service(credentialHoldingsRef);
  const db = app.core.db;

  const revoking = await revocationUnderWay(db, certIds[0]!);
  let readDone = false;
  const read = db
    .transaction((trx) => holdings.lockedByIds(trx, school.id, [certIds[0]!]))
    .finally(() => (readDone = true));
  try {
    t.true(await waitForBlocked(db, revoking.trx, () => readDone), 'the read waits for the revocation');
  } finally {
    await revoking.commit();
  }
  t.deepEqual(
    (await read).map((c) => [c.certId, c.state]),
    [[certIds[0], 'revoked']],
  );

  let revoke: Promise<unknown> | undefined;
  await db.transaction(async (trx) => {
    const locked = await holdings.lockedByIds(trx, school.id, [certIds[1]!, 'nonexistent']);
    t.deepEqual(
      locked.map((c) => [c.certId, c.state]),
      [[certIds[1], 'valid']],
    );
    let revokeDone = false;
    revoke = teacher
      .post(`/api/certificate/${certIds[1]}/revoke`, { reason: '오류' })
      .finally(() => (revokeDone = true));
    t.true(await waitForBlocked(db, trx, () => revokeDone), 'the revocation waits for the reader');
  });
  t.like(await revoke, { status: 200 });
  t.deepEqual(
    (await holdings.byIds(school.id, [certIds[1]!])).map((c) => c.state),
    ['revoked'],
  );
  t.deepEqual(await db.transaction((trx) => holdings.lockedByIds(trx, null, [certIds[1]!])), []);
});
