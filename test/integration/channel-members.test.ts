import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let channelId: number;
const ids: Record<string, number> = {};

test.before(async () => {
  t0 = await startTestCore();
  channelId = await t0.createChannel({ slug: 'club', name: '코딩 동아리' });
  for (const name of ['boss', 'newcomer', 'invitee', 'member'])
    ids[name] = await t0.createUser({ userId: name });
  await t0.addMember(channelId, ids.boss, 'admin', 'joined', { is_main_manager: true });
  await t0.addMember(channelId, ids.invitee, 'student', 'inviting');
  await t0.addMember(channelId, ids.member, 'student');
});
test.after.always(async () => {
  await t0?.stop();
});

const as = async (who: string) => {
  const c = t0.client({ host: 'club.localhost' });
  await c.login(who, testPassword);
  return c;
};

test.serial('join requests report their result; an admin accepts and the member gets in', async (t) => {
  const newcomer = await as('newcomer');
  t.deepEqual((await newcomer.post('/api/channel/join')).body, { result: 'requested' });
  t.deepEqual((await newcomer.post('/api/channel/join')).body, { result: 'alreadyRequested' });
  t.deepEqual((await (await as('invitee')).post('/api/channel/join')).body, { result: 'alreadyInvited' });
  t.deepEqual((await (await as('member')).post('/api/channel/join')).body, { result: 'alreadyJoined' });
  t.is((await newcomer.get('/api/channel/members')).status, 403, 'not a member yet');

  const boss = await as('boss');
  const pending = await boss.get('/api/channel/members?state=requesting');
  t.deepEqual(
    pending.body.data.list.map((m: { loginId: string }) => m.loginId),
    ['newcomer'],
  );
  t.is(
    (await boss.put(`/api/channel/members/${ids.newcomer}`, { action: 'activate' })).status,
    409,
    'not joined yet',
  );
  t.is((await boss.put(`/api/channel/members/${ids.newcomer}`, { action: 'accept' })).status, 200);
  const me = await newcomer.get('/api/auth/me');
  t.like(me.body.userData.membership, { role: 'student', state: 'joined' });
  const log = await t0.core
    .db('action_logs')
    .where({ channel_id: channelId, target: 'member' })
    .whereRaw("detail->>'action' = 'accept'")
    .first();
  t.like(log, {
    verb: 'Modification',
    detail: { member: { id: ids.newcomer, loginId: 'newcomer' }, before: { state: 'requesting' } },
  });
});

test.serial('deactivated members are turned away; the main manager cannot be kicked', async (t) => {
  const boss = await as('boss');
  const member = await as('member');
  t.is((await boss.put(`/api/channel/members/${ids.member}`, { action: 'deactivate' })).status, 200);
  t.is((await member.get('/api/channel/members')).body.err.code, 'not_channel_member');
  t.is((await boss.put(`/api/channel/members/${ids.member}`, { action: 'activate' })).status, 200);
  t.is((await boss.delete(`/api/channel/members/${ids.boss}`)).status, 409);
  t.is((await boss.put(`/api/channel/members/${ids.invitee}`, { action: 'cancelInvitation' })).status, 200);
  t.is(
    await t0.core.db('channel_members').where({ channel_id: channelId, user_id: ids.invitee }).first(),
    undefined,
  );
});

test.serial(
  'an admin hides menu items for the channel; members see it in the capabilities at once',
  async (t) => {
    const boss = await as('boss');
    const member = await as('member');
    t.is((await member.put('/api/channel/menu-restrictions', { keys: ['qna'] })).status, 403);
    t.is(
      (await boss.put('/api/channel/menu-restrictions', { keys: ['signOut'] })).status,
      400,
      'sign-out cannot be hidden',
    );
    t.deepEqual((await boss.put('/api/channel/menu-restrictions', { keys: ['qna', 'notice', 'qna'] })).body, {
      data: { keys: ['qna', 'notice'] },
    });
    t.deepEqual((await member.get('/api/capabilities')).body.menuRestrictions, ['qna', 'notice']);
    const log = await t0.core
      .db('action_logs')
      .where({ channel_id: channelId, target: 'menu access restrictions' })
      .first();
    t.like(log, { verb: 'Set' });
    await boss.put('/api/channel/menu-restrictions', { keys: [] });
    t.deepEqual((await member.get('/api/capabilities')).body.menuRestrictions, []);
  },
);

test.serial(
  'a profile takes only the fields the channel uses; one outside them can still be cleared',
  async (t) => {
    await t0.core.db('channels').where({ id: channelId }).update({ organization_type: 'high_school' });
    const boss = await as('boss');
    const summary = await boss.get('/api/channel/members/summary');
    t.deepEqual(summary.body.data.profileFields, [
      'schoolYear',
      'schoolGrade',
      'schoolClass',
      'schoolNumber',
    ]);
    const patch = (profile: Record<string, string | null>) =>
      boss.json('PATCH', `/api/channel/members/${ids.member}/profile`, { profile });
    t.is((await patch({ schoolGrade: '2', schoolClass: '5' })).status, 200);
    const refused = await patch({ schoolNumber: '7', univMajor: '컴퓨터공학' });
    t.is(refused.status, 400, JSON.stringify(refused.body));
    t.is(refused.body.err?.code, 'profile_fields_not_used', JSON.stringify(refused.body));
    t.regex(refused.body.err.message, /전공/);
    const row = await t0.core
      .db('channel_members')
      .where({ channel_id: channelId, user_id: ids.member })
      .first();
    t.deepEqual(row.profile, { schoolGrade: '2', schoolClass: '5' }, 'a refused edit changes nothing');
    // A value kept from before the channel narrowed its fields can be cleared.
    await t0.core
      .db('channel_members')
      .where({ channel_id: channelId, user_id: ids.member })
      .update({ profile: JSON.stringify({ ...row.profile, corpDept: '개발팀' }) });
    t.is((await patch({ corpDept: null })).status, 200);
    await t0.core.db('channels').where({ id: channelId }).update({ organization_type: null });
  },
);
