import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let schoolId: number;

test.before(async () => {
  t0 = await startTestCore();
  await t0.createUser({ userId: 'root', isSiteAdmin: true });
  await t0.createUser({ userId: 'kim.teacher', email: 'kim@school.example' });
  await t0.createUser({ userId: 'lee.teacher' });
  const school = await t0.createChannelWithMembers({
    slug: 'hanbit',
    name: '한빛 고등학교',
    members: { 'hanbit.admin': 'admin' },
  });
  schoolId = school.id;
});
test.after.always(async () => {
  await t0?.stop();
});

const as = async (who: string, options: { host?: string; locale?: string } = {}) => {
  const c = t0.client(options);
  await c.login(who, testPassword);
  return c;
};

const fields = {
  name: '새솔 중학교',
  slug: 'saesol',
  organizationType: 'middle_school',
  mainManager: 'kim@school.example',
  studentLimit: 200,
  ideLicenseCount: 50,
};

test.serial(
  'a site admin creates a channel; its main manager runs it and the log has the creation',
  async (t) => {
    const root = await as('root');
    const created = await root.post('/api/admin/channels', fields);
    t.is(created.status, 201, JSON.stringify(created.body));
    t.like(created.body.data, {
      name: '새솔 중학교',
      slug: 'saesol',
      channelType: 'none',
      mainManager: 'kim.teacher',
      studentLimit: 200,
      ideLicenseCount: 50,
    });
    const manager = await as('kim.teacher', { host: 'saesol.localhost' });
    t.like((await manager.get('/api/auth/me')).body.userData, { role: 'admin' });
    const log = await t0.core.db('action_logs').where({ channel_id: created.body.data.index }).first();
    t.like(log, { verb: 'Creation', target: 'channel' });
    t.is(log.detail.before, null);
    t.like(log.detail.after, { slug: 'saesol', studentLimit: 200 });
  },
);

test.serial('each broken rule answers its own code, in Korean and English', async (t) => {
  const cases: [Record<string, unknown>, number, string, RegExp, RegExp][] = [
    [{ slug: 'hanbit' }, 409, 'exists_channel', /이미 사용 중인 채널 주소/, /already in use/],
    [{ slug: 'www' }, 400, 'not_allowed_channel_index', /사용할 수 없는 채널 도메인/, /not available/],
    [{ slug: 'api' }, 400, 'not_allowed_channel_index', /사용할 수 없는/, /not available/],
    [{ slug: '-bad-' }, 400, 'invalid_channel_index', /영문 소문자/, /lower-case letters/],
    [{ slug: 'a' }, 400, 'invalid_channel_index', /2~63자/, /2–63/],
    [{ mainManager: 'not-an@email' }, 400, 'invalid_email', /이메일/, /e-mail/],
    [{ mainManager: 'nobody@example.com' }, 400, 'invalid_email', /이메일/, /e-mail/],
    [{ mainManager: 'nobody' }, 400, 'invalid_contact_id', /아이디/, /ID/],
    [{ domain: 'x.localhost' }, 400, 'not_allowed_channel_index', /도메인/, /domain/],
  ];
  const ko = await as('root', { locale: 'ko' });
  const en = await as('root', { locale: 'en' });
  for (const [change, status, code, koText, enText] of cases) {
    const body = { ...fields, slug: 'fresh', ...change };
    const inKo = await ko.post('/api/admin/channels', body);
    t.is(inKo.status, status, `${JSON.stringify(change)} → ${JSON.stringify(inKo.body)}`);
    t.is(inKo.body.err?.code, code);
    t.regex(inKo.body.err.message, koText);
    t.regex((await en.post('/api/admin/channels', body)).body.err.message, enText);
  }
  t.is(await t0.core.db('channels').where({ slug: 'fresh' }).first(), undefined, 'nothing written');
});

test.serial(
  'a custom domain is one channel’s; editing moves the main manager and logs before and after',
  async (t) => {
    const root = await as('root');
    const first = await root.put(`/api/admin/channels/${schoolId}`, {
      ...fields,
      name: '한빛 고등학교',
      slug: 'hanbit',
      domain: 'code.hanbit.example',
      organizationType: 'high_school',
      mainManager: 'lee.teacher',
    });
    t.is(first.status, 200, JSON.stringify(first.body));
    t.like(first.body.data, { domain: 'code.hanbit.example', mainManager: 'lee.teacher' });
    const clash = await root.post('/api/admin/channels', {
      ...fields,
      slug: 'other',
      domain: 'CODE.hanbit.example',
    });
    t.is(clash.body.err?.code, 'exists_domain');
    const flags = await t0.core
      .db('channel_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.channel_id': schoolId })
      .orderBy('u.user_id')
      .select('u.user_id', 'm.role', 'm.is_main_manager');
    t.deepEqual(flags, [
      { user_id: 'hanbit.admin', role: 'admin', is_main_manager: false },
      { user_id: 'lee.teacher', role: 'admin', is_main_manager: true },
    ]);
    const log = await t0.core
      .db('action_logs')
      .where({ channel_id: schoolId, verb: 'Modification', target: 'channel' })
      .first();
    t.like(log.detail.before, { domain: null, mainManager: null });
    t.like(log.detail.after, { domain: 'code.hanbit.example', mainManager: 'lee.teacher' });
    t.is((await root.put('/api/admin/channels/999999', fields)).status, 404);
  },
);

test.serial(
  'only site admins on the public site manage channels; a channel admin gets nothing',
  async (t) => {
    const channelAdmin = await as('hanbit.admin', { host: 'hanbit.localhost' });
    for (const reply of [
      await channelAdmin.get('/api/admin/channels'),
      await channelAdmin.post('/api/admin/channels', { ...fields, slug: 'sneaky' }),
      await channelAdmin.put(`/api/admin/channels/${schoolId}`, { ...fields, slug: 'hanbit' }),
    ]) {
      t.is(reply.status, 403);
      t.is(reply.body.err.code, 'site_admin_only');
    }
    const teacherOnPublicSite = await as('lee.teacher');
    t.is((await teacherOnPublicSite.get('/api/admin/channels')).status, 403);
    t.is((await t0.client().get('/api/admin/channels')).status, 401);
    const list = await (await as('root')).get('/api/admin/channels?search=saesol');
    t.deepEqual(
      list.body.data.list.map((c: { slug: string }) => c.slug),
      ['saesol'],
    );
  },
);

test.serial('anyone finds a channel by a part of its name, with the host to go to', async (t) => {
  const found = await t0.client().get(`/api/channels/search?name=${encodeURIComponent('고등')}`);
  t.is(found.status, 200);
  t.deepEqual(found.body.data, [{ name: '한빛 고등학교', slug: 'hanbit', host: 'code.hanbit.example' }]);
  const none = await t0.client().get('/api/channels/search?name=%25');
  t.deepEqual(none.body.data, [], 'a % is a character, not a wildcard');
});
