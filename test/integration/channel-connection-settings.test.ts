// The rest of spec §3 "Channel admin settings" on /admin/settings: join settings with the profile
// fields of the organisation type, connection setting (domain), IDE connection and invitation
// setting, each save one transaction and one action-log entry with before and after.
import test from 'ava';
import { channelSettingsRef } from '@seodang/sdk';
import {
  startTestCore,
  testPassword,
  type TestChannel,
  type TestClient,
  type TestCore,
} from '@seodang/sdk/testing';

let app: TestCore;
let school: TestChannel;
let boss: TestClient;

test.before(async () => {
  app = await startTestCore({ plugins: ['channel-admin'] });
  school = await app.createChannelWithMembers({
    slug: 'hanbit',
    name: '한빛중학교',
    organizationType: 'middle_school',
    members: { boss: { role: 'admin', extra: { is_main_manager: true } } },
  });
  await app.createChannelWithMembers({ slug: 'taken', members: {} });
  await app.core.db('channels').where({ slug: 'taken' }).update({ custom_domain: 'taken.example.com' });
  boss = await school.login('boss', { locale: 'en' });
});
test.after.always(async () => {
  await app?.stop();
});

const logEntries = () =>
  app.core.db('action_logs').where({ channel_id: school.id, target: 'channel settings' }).orderBy('id');

test.serial(
  'a school offers its four profile fields; the new settings start at their defaults',
  async (t) => {
    const { data } = (await boss.get('/api/channel/settings')).body;
    t.deepEqual(data.profileFieldChoices, ['schoolYear', 'schoolGrade', 'schoolClass', 'schoolNumber']);
    t.like(data.basic, {
      profileFields: ['schoolYear', 'schoolGrade', 'schoolClass', 'schoolNumber'],
      domain: null,
      ideConnection: false,
      invitationSetting: 'mailAndLink',
    });
  },
);

test.serial(
  'one save writes the join, connection, IDE and invitation settings with one log entry',
  async (t) => {
    const before = (await logEntries()).length;
    const saved = await boss.put('/api/channel/settings', {
      basic: {
        joinSetting: 'invitation',
        canChangeOwnInfo: false,
        profileFields: ['schoolNumber', 'schoolGrade'],
        domain: ' Code.Hanbit.example.com. ',
        ideConnection: true,
        invitationSetting: 'mailOnly',
        defaultExpirationDays: 14,
        defaultTemplate: '새 학기 수업에 초대합니다.',
        receiveMail: false,
      },
    });
    t.is(saved.status, 200, JSON.stringify(saved.body));
    t.deepEqual(saved.body.data.changed.sort(), [
      'canChangeOwnInfo',
      'defaultExpirationDays',
      'defaultTemplate',
      'domain',
      'ideConnection',
      'invitationSetting',
      'joinSetting',
      'profileFields',
      'receiveMail',
    ]);
    const entries = await logEntries();
    t.is(entries.length, before + 1);
    t.like(entries.at(-1), {
      verb: 'Modification',
      detail: {
        before: { domain: null, ideConnection: false, invitationSetting: 'mailAndLink' },
        after: {
          domain: 'code.hanbit.example.com',
          ideConnection: true,
          invitationSetting: 'mailOnly',
          profileFields: ['schoolGrade', 'schoolNumber'],
        },
      },
    });
    const settings = app.core.service(channelSettingsRef);
    t.deepEqual(await settings.value(app.core.db, school.id, 'core.profileFields'), [
      'schoolGrade',
      'schoolNumber',
    ]);
    t.is(await settings.value(app.core.db, school.id, 'core.invitationSetting'), 'mailOnly');
    const row = await app.core.db('channels').where({ id: school.id }).first();
    t.is(row.custom_domain, 'code.hanbit.example.com');
    t.false(row.can_change_own_info_default);
    const [log] = (await boss.get('/api/channel/action-log?limit=1')).body.data.list;
    t.regex(log.after, /Connected domain: code\.hanbit\.example\.com/);
    t.regex(log.after, /IDE connection: On/);
    t.regex(log.after, /Invitation setting: Mail only/);
    t.regex(log.after, /Profile fields: schoolGrade, schoolNumber/);
    t.regex(log.before, /Join setting: Join with approval/);
  },
);

test.serial('the channel answers on its new domain', async (t) => {
  const onDomain = app.client({ host: 'code.hanbit.example.com', locale: 'en' });
  await onDomain.login('boss', testPassword);
  const settings = await onDomain.get('/api/channel/settings');
  t.is(settings.status, 200);
  t.is(settings.body.data.basic.name, '한빛중학교');
});

test.serial('a link is refused while the channel invites by mail only', async (t) => {
  const refused = await boss.post('/api/channel/invitation-links', { role: 'student' });
  t.is(refused.status, 409);
  t.like(refused.body.err, {
    code: 'invitation_kind_off',
    message: "This channel's invitation setting does not use invitation links.",
  });
  await boss.put('/api/channel/settings', { basic: { invitationSetting: 'mailAndLink' } });
  t.is((await boss.post('/api/channel/invitation-links', { role: 'student' })).status, 201);
});

test.serial('wrong values change nothing and write no log entry', async (t) => {
  const before = (await logEntries()).length;
  const university = await boss.put('/api/channel/settings', {
    basic: { profileFields: ['univMajor'], name: '바뀌면 안 됨' },
  });
  t.is(university.status, 400);
  t.like(university.body.err, {
    code: 'invalid_profile_fields',
    message:
      'Profile fields this organisation type can use: schoolYear, schoolGrade, schoolClass, schoolNumber.',
  });
  t.is(
    (await boss.put('/api/channel/settings', { basic: { domain: 'taken.example.com' } })).body.err.code,
    'exists_domain',
  );
  t.is(
    (await boss.put('/api/channel/settings', { basic: { domain: 'x.localhost' } })).body.err.code,
    'not_allowed_channel_index',
  );
  t.is((await logEntries()).length, before);
  t.is((await app.core.db('channels').where({ id: school.id }).first('name')).name, '한빛중학교');
});
