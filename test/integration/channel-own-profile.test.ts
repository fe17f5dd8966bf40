// A member's own channel profile (/change_info): only the channel's profile fields, refused when
// the channel manages them (canChangeOwnInfo false), and nobody else's business (404).
import test from 'ava';
import { startTestCore, testPassword, type TestChannel, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let school: TestChannel;
let other: TestChannel;

test.before(async () => {
  t0 = await startTestCore();
  school = await t0.createChannelWithMembers({
    slug: 'hanbit',
    organizationType: 'high_school',
    members: {
      'hanbit.pupil': 'student',
      'hanbit.managed': { role: 'student', extra: { can_change_own_info: false } },
      'hanbit.asking': { role: 'student', state: 'requesting' },
    },
  });
  other = await t0.createChannelWithMembers({ slug: 'dalbit', members: { 'dalbit.pupil': 'student' } });
});
test.after.always(async () => {
  await t0?.stop();
});

const storedProfile = async (userId: number) =>
  (await t0.core.db('channel_members').where({ channel_id: school.id, user_id: userId }).first('profile'))
    .profile;

test('a member sees and fills in only the fields the channel chose', async (t) => {
  const pupil = await school.login('hanbit.pupil');
  const read = await pupil.get('/api/channel/me/profile');
  t.is(read.status, 200, JSON.stringify(read.body));
  t.deepEqual(read.body.data, {
    fields: ['schoolYear', 'schoolGrade', 'schoolClass', 'schoolNumber'],
    profile: {},
    canChangeOwnInfo: true,
  });

  const saved = await pupil.put('/api/channel/me/profile', {
    profile: { schoolGrade: '2', schoolClass: ' 5 ' },
  });
  t.is(saved.status, 200, JSON.stringify(saved.body));
  t.deepEqual(saved.body.data.profile, { schoolGrade: '2', schoolClass: '5' });

  const refused = await pupil.put('/api/channel/me/profile', {
    profile: { schoolNumber: '7', corpDept: '개발팀' },
  });
  t.is(refused.status, 400, JSON.stringify(refused.body));
  t.is(refused.body.err.code, 'profile_fields_not_used');
  t.regex(refused.body.err.message, /부서/);
  t.deepEqual(await storedProfile(school.ids['hanbit.pupil']), { schoolGrade: '2', schoolClass: '5' });

  t.is((await pupil.put('/api/channel/me/profile', { profile: { nickname: 'x' } })).status, 400);
  t.is(
    (await pupil.put('/api/channel/me/profile', { profile: { schoolClass: 'x'.repeat(51) } })).status,
    400,
  );
  const cleared = await pupil.put('/api/channel/me/profile', { profile: { schoolClass: null } });
  t.deepEqual(cleared.body.data.profile, { schoolGrade: '2' });
});

test('a member whose info the channel manages reads it but cannot change it', async (t) => {
  const managedId = school.ids['hanbit.managed'];
  await t0.core
    .db('channel_members')
    .where({ channel_id: school.id, user_id: managedId })
    .update({ profile: JSON.stringify({ schoolGrade: '3', univMajor: '수학' }) });
  const managed = await school.login('hanbit.managed', { locale: 'en' });
  const read = await managed.get('/api/channel/me/profile');
  t.deepEqual(read.body.data, {
    fields: ['schoolYear', 'schoolGrade', 'schoolClass', 'schoolNumber'],
    profile: { schoolGrade: '3' },
    canChangeOwnInfo: false,
  });
  const refused = await managed.put('/api/channel/me/profile', { profile: { schoolGrade: '1' } });
  t.is(refused.status, 403);
  t.is(refused.body.err.code, 'cannot_change_own_info');
  t.regex(refused.body.err.message, /cannot edit their own profile/);
  t.deepEqual(await storedProfile(managedId), { schoolGrade: '3', univMajor: '수학' });
});

test("another channel's member, one still asking to join, and the public site get 404", async (t) => {
  const outsider = await other.login('dalbit.pupil');
  t.is((await outsider.get('/api/channel/me/profile')).status, 200, 'in their own channel');
  const elsewhere = t0.client({ host: school.host });
  await elsewhere.login('dalbit.pupil', testPassword);
  t.is((await elsewhere.get('/api/channel/me/profile')).status, 404);
  t.is((await elsewhere.put('/api/channel/me/profile', { profile: { schoolGrade: '1' } })).status, 404);
  const asking = await school.login('hanbit.asking');
  t.is((await asking.get('/api/channel/me/profile')).status, 404);
  const onPublicSite = t0.client();
  await onPublicSite.login('hanbit.pupil', testPassword);
  t.is((await onPublicSite.get('/api/channel/me/profile')).status, 404);
  t.is((await t0.client({ host: school.host }).get('/api/channel/me/profile')).status, 401);
});

test("a join request carries the channel's profile fields and nothing else", async (t) => {
  const newcomerId = await t0.createUser({ userId: 'hanbit.newcomer' });
  const newcomer = t0.client({ host: school.host });
  await newcomer.login('hanbit.newcomer', testPassword);
  const form = await newcomer.get('/api/channel/join/profile-fields');
  t.deepEqual(form.body.data.fields, ['schoolYear', 'schoolGrade', 'schoolClass', 'schoolNumber']);

  const refused = await newcomer.post('/api/channel/join', {
    profile: { schoolGrade: '1', univMajor: '물리' },
  });
  t.is(refused.status, 400, JSON.stringify(refused.body));
  t.is(refused.body.err.code, 'profile_fields_not_used');
  const row = () =>
    t0.core.db('channel_members').where({ channel_id: school.id, user_id: newcomerId }).first();
  t.falsy(await row(), 'a refused request leaves no membership behind');

  const asked = await newcomer.post('/api/channel/join', { profile: { schoolGrade: '1', schoolClass: '' } });
  t.deepEqual(asked.body, { result: 'requested' });
  t.like(await row(), { state: 'requesting', profile: { schoolGrade: '1' } });
});
