import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let hanbit: Awaited<ReturnType<TestCore['createChannelWithMembers']>>;

test.before(async () => {
  t0 = await startTestCore({ plugins: ['lectures'] });
  hanbit = await t0.createChannelWithMembers({
    slug: 'hanbit',
    members: {
      boss: { role: 'admin', name: '김교장' },
      minjun: { role: 'student', name: '=HYPERLINK("x")', state: 'requesting' },
      pupil: 'student',
    },
  });
  await t0.createChannelWithMembers({ slug: 'other', members: { 'other.admin': 'admin' } });
  const boss = await as('boss', 'hanbit.localhost');
  await boss.put(`/api/channel/members/${hanbit.ids.minjun}`, { action: 'accept' });
  await boss.put('/api/channel/services/LECTURE', { enabled: false });
  await boss.put('/api/channel/menu-restrictions', { keys: ['qna'] });
  // An old entry, outside the week presets.
  await t0.core.db('action_logs').insert({
    channel_id: hanbit.id,
    actor_id: hanbit.ids.boss,
    verb: 'Set',
    target: 'menu access restrictions',
    detail: JSON.stringify({ keys: [] }),
    created_at: new Date(Date.now() - 40 * 86_400_000),
  });
});
test.after.always(async () => {
  await t0?.stop();
});

async function as(who: string, host: string, locale = 'ko') {
  const c = t0.client({ host, locale });
  await c.login(who, testPassword);
  return c;
}

test('entries name people and settings in the reader’s language, never raw targets', async (t) => {
  const ko = await (await as('boss', 'hanbit.localhost')).get('/api/channel/action-log');
  t.is(ko.status, 200, JSON.stringify(ko.body));
  t.is(ko.body.data.totalCount, 4);
  const [menu, service, member] = ko.body.data.list;
  t.like(menu, { verb: 'Set', setting: '메뉴 접근 제한', after: 'qna', actor: '김교장 (boss)' });
  t.like(service, { verb: 'Unset', setting: '서비스', subject: '강의' });
  t.like(member, { verb: 'Modification', setting: '채널 회원' });
  t.is(member.subject, '=HYPERLINK("x") (minjun)');
  t.notRegex(JSON.stringify(ko.body), /member:\d|service:/);
  const en = await (await as('boss', 'hanbit.localhost', 'en')).get('/api/channel/action-log');
  t.like(en.body.data.list[1], { setting: 'Service', subject: 'Lectures' });
  t.like(en.body.data.list[2], { setting: 'Channel member' });
});

test('date presets, verbs and pages filter the log', async (t) => {
  const boss = await as('boss', 'hanbit.localhost');
  const count = async (q: string) => (await boss.get(`/api/channel/action-log?${q}`)).body.data.totalCount;
  t.is(await count('preset=weekAgo'), 3);
  t.is(await count('preset=2monthAgo'), 4);
  t.is(await count('verb=Set'), 2);
  t.is(await count('preset=weekAgo&verb=Set'), 1);
  const second = await boss.get('/api/channel/action-log?limit=3&page=2');
  t.is(second.body.data.list.length, 1);
  t.is((await boss.get('/api/channel/action-log?preset=yesterday')).status, 400);
});

test('the CSV has translated headers, a BOM, and formulas defused', async (t) => {
  const reply = await (
    await as('boss', 'hanbit.localhost', 'en')
  ).open('/api/channel/action-log.csv?preset=weekAgo');
  t.is(reply.status, 200);
  t.regex(String(reply.headers.get('content-type')), /text\/csv/);
  t.regex(String(reply.headers.get('content-disposition')), /attachment; filename="action-log-/);
  const bytes = Buffer.from(await reply.arrayBuffer());
  t.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a UTF-8 byte-order mark');
  const text = bytes.toString('utf8').slice(1);
  t.true(text.startsWith('When,Who,Action,Setting,Subject,Before,After'), text.slice(0, 80));
  t.regex(text, /"'=HYPERLINK\(""x""\) \(minjun\)"/);
  t.is(text.trim().split('\n').length, 4);
});

test('only this channel’s admins read it: members and another channel’s admin get nothing', async (t) => {
  t.is((await (await as('pupil', 'hanbit.localhost')).get('/api/channel/action-log')).status, 403);
  const outsider = await as('other.admin', 'hanbit.localhost');
  t.is((await outsider.get('/api/channel/action-log')).status, 403);
  t.is((await outsider.get('/api/channel/action-log.csv')).status, 403);
  const own = await (await as('other.admin', 'other.localhost')).get('/api/channel/action-log');
  t.is(own.body.data.totalCount, 0);
});

test('a member’s role and profile changes read field by field in the reader’s words, never as JSON', async (t) => {
  const saesol = await t0.createChannelWithMembers({
    slug: 'saesol',
    members: {
      'saesol.boss': { role: 'admin', extra: { is_main_manager: true } },
      'saesol.pupil': 'student',
    },
  });
  const boss = await as('saesol.boss', 'saesol.localhost');
  const pupil = saesol.ids['saesol.pupil'];
  t.is((await boss.put(`/api/channel/members/${pupil}/role`, { role: 'teacher' })).status, 200);
  const patched = await boss.json('PATCH', `/api/channel/members/${pupil}/profile`, {
    group: '1학년 3반',
    profile: { schoolGrade: '1', schoolClass: '3' },
  });
  t.is(patched.status, 200, JSON.stringify(patched.body));
  const read = async (locale: string) =>
    (await (await as('saesol.boss', 'saesol.localhost', locale)).get('/api/channel/action-log')).body.data
      .list as { before: string; after: string }[];
  const [profile, role] = await read('ko');
  t.regex(profile.after, /그룹: 1학년 3반/);
  t.regex(profile.after, /학년: 1/);
  t.regex(profile.after, /반: 3/);
  t.regex(role.before, /역할: 학생/);
  t.regex(role.after, /역할: 선생님/);
  const [enProfile, enRole] = await read('en');
  t.regex(enProfile.after, /Group: 1학년 3반.*Grade: 1/);
  t.regex(enRole.after, /Role: Teacher/);
  for (const side of [profile.before, profile.after, role.before, role.after])
    t.notRegex(side, /[{}"]|profile|group:|role:/);
});
