import test from 'ava';
import { startTestCore } from './index.ts';

// The test kit's channel with members: users made (or reused) and joined with their roles, and
// clients signed in on the channel's host.
test('a channel with members: roles, a user in two channels, names, states and clients on its host', async (t) => {
  const app = await startTestCore();
  try {
    const school = await app.createChannelWithMembers({
      slug: 'kit-school',
      name: '한빛고',
      members: {
        teach: 'teacher',
        kim: { role: 'student', name: '김민지' },
        boss: { role: 'admin', extra: { is_main_manager: true } },
        asking: { role: 'student', state: 'requesting' },
      },
    });
    t.is(school.host, 'kit-school.localhost');
    const club = await app.createChannelWithMembers({ slug: 'kit-club', members: { teach: 'student' } });
    t.is(club.ids.teach, school.ids.teach, 'the same user joins the second channel');
    const rows = await app.core
      .db('channel_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('m.channel_id', school.id)
      .orderBy('u.user_id')
      .select('u.user_id', 'u.name', 'm.role', 'm.state', 'm.is_main_manager');
    t.deepEqual(
      rows.map((r) => [r.user_id, r.name, r.role, r.state, r.is_main_manager]),
      [
        ['asking', 'asking', 'student', 'requesting', false],
        ['boss', 'boss', 'admin', 'joined', true],
        ['kim', '김민지', 'student', 'joined', false],
        ['teach', 'teach', 'teacher', 'joined', false],
      ],
    );
    const teach = await school.login('teach');
    const me = await teach.get('/api/auth/me');
    t.is(me.body.userData.userId, 'teach');
    t.is(me.body.userData.role, 'teacher');
    t.is((await club.login('teach', { locale: 'en' })).locale, 'en');
    t.is((await (await club.login('teach')).get('/api/auth/me')).body.userData.role, 'student');
  } finally {
    await app.stop();
  }
});
