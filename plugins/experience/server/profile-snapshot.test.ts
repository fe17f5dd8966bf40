import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { experienceProfilesRef } from '../common/profile-snapshot.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['experience'] });
});
test.after.always(async () => {
  await app?.stop();
});

test('a learner’s figures come per channel; another channel’s profile never answers', async (t) => {
  const school = await app.createChannelWithMembers({ slug: 'snapshot-school', members: { kim: 'student' } });
  const other = await app.createChannelWithMembers({ slug: 'snapshot-other', members: { lee: 'student' } });
  const kim = school.ids.kim!;
  await app.core.db('experience_profiles').insert([
    { user_id: kim, channel_id: school.id, level: 4, experience_point: 30, total_xp: 930 },
    { user_id: kim, channel_id: other.id, level: 9, experience_point: 5, total_xp: 9005 },
  ]);
  const profiles = app.core.service(experienceProfilesRef);
  t.deepEqual(await profiles.snapshotOf(school.id, kim), { level: 4, experiencePoint: 30, totalXp: 930 });
  t.like(await profiles.snapshotOf(other.id, kim), { level: 9 });
  t.is(await profiles.snapshotOf(null, kim), null);
  t.is(await profiles.snapshotOf(school.id, other.ids.lee!), null);
});
