import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let hanbit: Awaited<ReturnType<TestCore['createChannelWithMembers']>>;

test.before(async () => {
  t0 = await startTestCore({ plugins: ['lectures'] });
  hanbit = await t0.createChannelWithMembers({
    slug: 'hanbit',
    name: '한빛 고등학교',
    members: { boss: 'admin', pupil: 'student' },
  });
  await t0.createChannelWithMembers({ slug: 'other', members: { 'other.admin': 'admin' } });
  await t0.createUser({ userId: 'newcomer' });
});
test.after.always(async () => {
  await t0?.stop();
});

async function as(who: string, host = 'hanbit.localhost', locale = 'ko') {
  const c = t0.client({ host, locale });
  await c.login(who, testPassword);
  return c;
}

test.serial(
  'the screen gets the basic settings, the style variants with their heads and plugin settings',
  async (t) => {
    const reply = await (await as('boss')).get('/api/channel/settings');
    t.is(reply.status, 200, JSON.stringify(reply.body));
    const { basic, styles, extensions, values } = reply.body.data;
    t.like(basic, {
      name: '한빛 고등학교',
      useTextbook: false,
      joinSetting: 'approval',
      canChangeOwnInfo: true,
      defaultExpirationDays: 7,
      receiveMail: true,
    });
    t.is(styles.length, 4);
    t.deepEqual(
      styles.map((s: { variant: string }) => s.variant).sort(),
      ['academy', 'default', 'default', 'textbook'],
      'the corporate style keeps the default head; academy and textbook have their own',
    );
    t.true(styles.every((s: { head: { documentTitle: string } }) => s.head.documentTitle.length > 0));
    t.like(extensions[0], {
      key: 'lectures.showAllLecturesOnMain',
      plugin: 'lectures',
      name: '메인 화면에 전체 강의 목록 보이기',
    });
    t.deepEqual(values, { 'lectures.showAllLecturesOnMain': true });
  },
);

test.serial(
  'a save writes basic and plugin settings together with one log entry, before and after',
  async (t) => {
    const boss = await as('boss', 'hanbit.localhost', 'en');
    const saved = await boss.put('/api/channel/settings', {
      basic: { name: '한빛고', joinSetting: 'invitation', receiveMail: false, customStyleName: 'textbook' },
      values: { 'lectures.showAllLecturesOnMain': false },
    });
    t.is(saved.status, 200, JSON.stringify(saved.body));
    t.deepEqual(saved.body.data.changed.sort(), [
      'customStyleName',
      'joinSetting',
      'lectures.showAllLecturesOnMain',
      'name',
      'receiveMail',
    ]);
    const entries = await t0.core
      .db('action_logs')
      .where({ channel_id: hanbit.id, target: 'channel settings' });
    t.is(entries.length, 1);
    t.deepEqual(entries[0].detail.before, {
      name: '한빛 고등학교',
      customStyleName: 'seodang',
      joinSetting: 'approval',
      receiveMail: true,
      'lectures.showAllLecturesOnMain': true,
    });
    const log = await boss.get('/api/channel/action-log');
    t.like(log.body.data.list[0], { verb: 'Modification', setting: 'Channel settings' });
    t.regex(log.body.data.list[0].after, /Join setting: Invitation only/);
    t.regex(log.body.data.list[0].after, /Receive mail: Off/);
    t.regex(log.body.data.list[0].after, /Show all lectures on the main page: Off/);
    const me = await (await as('pupil')).get('/api/auth/me');
    t.is(me.status, 200);
    const again = await boss.get('/api/channel/settings');
    t.like(again.body.data.basic, { name: '한빛고', joinSetting: 'invitation', receiveMail: false });
    t.deepEqual(again.body.data.values, { 'lectures.showAllLecturesOnMain': false });
    const unchanged = await boss.put('/api/channel/settings', { basic: { name: '한빛고' } });
    t.deepEqual(unchanged.body.data.changed, []);
    t.is(
      await t0.core
        .db('action_logs')
        .where({ target: 'channel settings' })
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      1,
      'no entry for a save that changes nothing',
    );
  },
);

test.serial(
  'a plugin setting changes what the plugin does: the main page leaves out all lectures',
  async (t) => {
    const elsewhere = await (await as('other.admin', 'other.localhost')).open('/');
    t.regex(await elsewhere.text(), /channelLectureList/, 'listed where the setting is left on');
    const page = await (await as('pupil')).open('/');
    t.notRegex(await page.text(), /channelLectureList/);
  },
);

test.serial('invitation only: a stranger cannot ask to join, in Korean and English', async (t) => {
  const ko = await as('newcomer');
  const refused = await ko.post('/api/channel/join');
  t.is(refused.status, 403);
  t.is(refused.body.err.code, 'join_by_invitation_only');
  t.regex(refused.body.err.message, /초대로만 가입/);
  const en = await as('newcomer', 'hanbit.localhost', 'en');
  t.regex((await en.post('/api/channel/join')).body.err.message, /only be joined by invitation/);
  t.deepEqual((await (await as('pupil')).post('/api/channel/join')).body, { result: 'alreadyJoined' });
  t.is(
    await t0.core
      .db('channel_members')
      .join('users as u', 'u.id', 'channel_members.user_id')
      .where({ channel_id: hanbit.id, 'u.user_id': 'newcomer' })
      .first(),
    undefined,
  );
  const elsewhere = await (await as('newcomer', 'other.localhost')).post('/api/channel/join');
  t.deepEqual(elsewhere.body, { result: 'requested' }, 'approval where the admin left it');
});

test.serial('bad values are refused whole, in the caller’s language, and nothing is written', async (t) => {
  const ko = await as('boss');
  const en = await as('boss', 'hanbit.localhost', 'en');
  const cases = [
    { basic: { customStyleName: 'neon' } },
    { basic: { defaultExpirationDays: 0 } },
    { basic: { joinSetting: 'open' } },
    { basic: { name: 'ok' }, values: { 'lectures.showAllLecturesOnMain': 'yes' } },
    { values: { 'lectures.nothing': true } },
  ];
  for (const body of cases) {
    const inKo = await ko.put('/api/channel/settings', body);
    t.is(inKo.status, 400, JSON.stringify(body));
    t.regex(inKo.body.err.message, /[가-힣]/);
    t.regex((await en.put('/api/channel/settings', body)).body.err.message, /^[\x20-\x7e]+$/);
  }
  t.like((await ko.get('/api/channel/settings')).body.data.basic, {
    name: '한빛고',
    defaultExpirationDays: 7,
  });
});

test.serial('members and another channel’s admin get nothing', async (t) => {
  const pupil = await as('pupil');
  t.is((await pupil.get('/api/channel/settings')).status, 403);
  t.is((await pupil.put('/api/channel/settings', { basic: { name: 'x' } })).status, 403);
  const outsider = await as('other.admin');
  t.is((await outsider.get('/api/channel/settings')).status, 403);
  t.is((await outsider.put('/api/channel/settings', { basic: { name: 'x' } })).status, 403);
  const own = await (await as('other.admin', 'other.localhost')).get('/api/channel/settings');
  t.deepEqual(own.body.data.values, { 'lectures.showAllLecturesOnMain': true });
});
