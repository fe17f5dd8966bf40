import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { joinStates } from '@seodang/sdk/common';
import { seedChannelAdmin } from '../server/seed.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['channel-admin'] });
});
test.after.always(async () => {
  await app?.stop();
});

test('the demo has members in every join state, the channel limits, and a second run adds nothing', async (t) => {
  const channelId = await app.createChannel({ slug: 'demo' });
  const seed = () => seedChannelAdmin({ db: app.core.db, channelId, users: {}, accounts: [] });
  await seed();
  await seed();
  const states = await app.core.db('channel_members').where({ channel_id: channelId }).pluck('state');
  t.is(states.length, 11); // 7 listed members and 4 made accounts
  t.deepEqual([...new Set(states)].sort(), [...joinStates].sort());
  t.like(await app.core.db('channels').where({ id: channelId }).first(), {
    student_limit: 200,
    ide_license_count: 50,
  });
  const links = await app.core.db('channel_invitations').where({ channel_id: channelId }).orderBy('id');
  t.deepEqual(
    links.map((l) => [l.kind, l.expires_at > new Date()]),
    [
      ['link', true],
      ['link', false],
    ],
    'a live link and an expired one',
  );
  const pupil = await app.core.db('users').where({ user_id: 'demo-pupil' }).first('email');
  t.is(pupil.email, null, 'an account without an e-mail');
  const made = await app.core.db('channel_created_accounts').where({ channel_id: channelId }).orderBy('id');
  t.deepEqual(
    made.map((m) => [m.kind, m.expired_at !== null]),
    [
      ['picture', false],
      ['picture', false],
      ['temp', false],
      ['temp', true],
      ['picture', false],
    ],
    'two picture-password pupils and two testers, one expired; the listed picture pupil too',
  );
  const imports = await app.core.db('channel_member_imports').where({ channel_id: channelId });
  t.deepEqual(
    imports.map((i) => [i.status, i.encoding, i.counts.total, i.counts.invalid]),
    [['ready', 'CP949', 5, 2]],
    'one checked import with two error rows',
  );
});
