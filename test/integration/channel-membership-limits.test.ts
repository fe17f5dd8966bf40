// Seat limits of a channel's memberships (issue 16, spec §8 "Channel errors"): every path that
// adds a student or IDE seat is counted with the channel row locked, pending invitations included.
import test from 'ava';
import { membershipRef } from '@seodang/sdk';
import { sweepRemovals } from '../../core/src/memberships/removal-sweep.ts';
import { startTestCore, testPassword, type TestChannel, type TestCore } from '@seodang/sdk/testing';

let app: TestCore;

test.before(async () => {
  app = await startTestCore();
});
test.after.always(async () => {
  await app?.stop();
});

let slugs = 0;
/** A channel with a main manager, `students` joined students and the given limits. */
async function channelWith(
  students: number,
  limits: { student_limit?: number | null; ide_license_count?: number | null },
  extra: Record<string, string | { role: 'student' | 'teacher'; state: string }> = {},
): Promise<TestChannel> {
  const slug = `seats${++slugs}`;
  const members: Record<string, 'student' | { role: 'admin'; extra: Record<string, unknown> }> = {
    [`${slug}boss`]: { role: 'admin', extra: { is_main_manager: true } },
  };
  for (let i = 0; i < students; i++) members[`${slug}s${i}`] = 'student';
  const school = await app.createChannelWithMembers({ slug, members: { ...members, ...extra } as never });
  if (Object.keys(limits).length) await app.core.db('channels').where({ id: school.id }).update(limits);
  return school;
}

const boss = (school: TestChannel, locale = 'en') => school.login(`${school.slug}boss`, { locale });

test('20 accepts at once at one seat below the limit: exactly one gets the seat', async (t) => {
  const requests = Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [`waiting${i}`, { role: 'student' as const, state: 'requesting' }]),
  );
  const school = await channelWith(4, { student_limit: 5 }, requests);
  const admin = await boss(school);
  const replies = await Promise.all(
    Object.keys(requests).map((login) =>
      admin.put(`/api/channel/members/${school.ids[login]}`, { action: 'accept' }),
    ),
  );
  t.is(replies.filter((r) => r.status === 200).length, 1);
  const refused = replies.filter((r) => r.status !== 200);
  t.is(refused.length, 19);
  for (const r of refused) {
    t.is(r.status, 409);
    t.is(r.body.err.code, 'student_limit_exceeded');
    t.is(r.body.err.message, "Exceeded the channel's student limit. (5 / 5)");
  }
  const joined = await app.core
    .db('channel_members')
    .where({ channel_id: school.id, role: 'student', state: 'joined' })
    .count({ n: '*' });
  t.is(Number(joined[0].n), 5);
  const summary = await admin.get('/api/channel/members/summary');
  t.like(summary.body.data, { requesting: 19, students: { used: 5, limit: 5 } });
});

test('pending invitations hold a seat; the limit message is in the caller’s language', async (t) => {
  const school = await channelWith(
    1,
    { student_limit: 2 },
    { invited: { role: 'student', state: 'inviting' } },
  );
  const waiting = await app.createUser({ userId: `${school.slug}asker` });
  await app.core
    .db('channel_members')
    .insert({ channel_id: school.id, user_id: waiting, state: 'requesting' });
  const ko = await boss(school, 'ko');
  const reply = await ko.put(`/api/channel/members/${waiting}`, { action: 'accept' });
  t.is(reply.status, 409);
  t.is(reply.body.err.message, '채널의 학생 수 제한을 초과했습니다. (2 / 2)');
  // Cancelling the invitation frees its seat.
  t.is(
    (await ko.put(`/api/channel/members/${school.ids.invited}`, { action: 'cancelInvitation' })).status,
    200,
  );
  t.is((await ko.put(`/api/channel/members/${waiting}`, { action: 'accept' })).status, 200);
});

test('reactivation, a role change and an invitation through the service all respect the limits', async (t) => {
  const school = await channelWith(2, { student_limit: 2 }, { teach: 'teacher' });
  const admin = await boss(school);
  const s0 = school.ids[`${school.slug}s0`];
  t.is((await admin.put(`/api/channel/members/${s0}`, { action: 'deactivate' })).status, 200);
  t.is((await admin.put(`/api/channel/members/${school.ids.teach}/role`, { role: 'student' })).status, 200);
  const back = await admin.put(`/api/channel/members/${s0}`, { action: 'activate' });
  t.is(back.body.err.code, 'student_limit_exceeded', 'the freed seat was taken meanwhile');
  // A supervisor holds no IDE seat; making them a teacher needs one (2 / 2 in use: s1 and teach).
  const watcher = await app.createUser({ userId: `${school.slug}watch` });
  await app.addMember(school.id, watcher, 'supervisor');
  await app.core.db('channels').where({ id: school.id }).update({ ide_license_count: 2 });
  const ide = await admin.put(`/api/channel/members/${watcher}/role`, { role: 'teacher' });
  t.is(ide.status, 409);
  t.is(ide.body.err.message, "Exceeded the channel's IDE license count. (2 / 2)");

  const memberships = app.core.service(membershipRef);
  const outsider = await app.createUser({ userId: `${school.slug}out` });
  const error = await t.throwsAsync(
    memberships.invite(
      app.core.db,
      { channelId: school.id, actorId: null },
      { userIds: [outsider], source: 'lecture' },
    ),
  );
  t.like(error, { code: 'student_limit_exceeded' });
  await app.core
    .db('channels')
    .where({ id: school.id })
    .update({ student_limit: null, ide_license_count: null });
  const scope = { channelId: school.id, actorId: null };
  await memberships.invite(app.core.db, scope, { userIds: [outsider], source: 'lecture' });
  await memberships.invite(app.core.db, scope, { userIds: [outsider], source: 'assessment' });
  const row = await app.core
    .db('channel_members')
    .where({ channel_id: school.id, user_id: outsider })
    .first();
  t.is(row.state, 'invitedFromLectureAssessment');
});

test('a removal can be undone within its window, then not; every change is in the action log', async (t) => {
  const school = await channelWith(2, {});
  const admin = await boss(school);
  const s1 = school.ids[`${school.slug}s1`];
  const removed = await admin.delete(`/api/channel/members/${s1}`);
  t.is(removed.status, 200);
  t.is(removed.body.data.undoSeconds, 30);
  t.falsy(await app.core.db('channel_members').where({ channel_id: school.id, user_id: s1 }).first());
  const undo = await admin.post(`/api/channel/member-removals/${removed.body.data.removalId}/undo`);
  t.is(undo.status, 200);
  t.like(await app.core.db('channel_members').where({ channel_id: school.id, user_id: s1 }).first(), {
    state: 'joined',
    role: 'student',
  });
  const again = await admin.delete(`/api/channel/members/${s1}`);
  await app.core
    .db('channel_member_removals')
    .where({ id: again.body.data.removalId })
    .update({ removed_at: app.core.db.raw("now() - interval '31 seconds'") });
  t.is((await admin.post(`/api/channel/member-removals/${again.body.data.removalId}/undo`)).status, 404);
  const verbs = await app.core
    .db('action_logs')
    .where({ channel_id: school.id, target: 'member' })
    .orderBy('id')
    .pluck('verb');
  t.deepEqual(verbs, ['Delete', 'Add', 'Delete']);
  // A day on, the kept copy goes too.
  await app.core
    .db('channel_member_removals')
    .where({ id: again.body.data.removalId })
    .update({ removed_at: app.core.db.raw("now() - interval '25 hours'") });
  t.true((await sweepRemovals(app.core.db)) >= 1);
  t.falsy(await app.core.db('channel_member_removals').where({ id: again.body.data.removalId }).first());
});

test("another channel's admin is turned away and reaches none of this channel's members", async (t) => {
  const school = await channelWith(1, {});
  const other = await channelWith(0, {});
  const theirs = await boss(other);
  const s0 = school.ids[`${school.slug}s0`];
  // On their own channel's host, this channel's member is not there.
  t.is((await theirs.put(`/api/channel/members/${s0}`, { action: 'deactivate' })).status, 404);
  t.is((await theirs.put(`/api/channel/members/${s0}/role`, { role: 'teacher' })).status, 404);
  t.is((await theirs.delete(`/api/channel/members/${s0}`)).status, 404);
  const bulk = await theirs.post('/api/channel/members/bulk', { userIds: [s0], action: 'deactivate' });
  t.is(bulk.body.data.results.length, 1);
  t.like(bulk.body.data.results[0], { userId: s0, ok: false, code: 'not_found' });
  const list = await theirs.get('/api/channel/members');
  t.false(list.body.data.list.some((m: { id: number }) => m.id === s0));
  // On this channel's host they are not a member at all.
  const intruder = app.client({ host: school.host });
  await intruder.login(`${other.slug}boss`, testPassword);
  for (const reply of [
    await intruder.get('/api/channel/members'),
    await intruder.put(`/api/channel/members/${s0}`, { action: 'deactivate' }),
  ])
    t.is(reply.status, 403);
  t.like(await app.core.db('channel_members').where({ channel_id: school.id, user_id: s0 }).first(), {
    is_active: true,
  });
});
