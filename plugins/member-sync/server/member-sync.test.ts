import test from 'ava';
import type { StartContext } from '@seodang/sdk';
import { mailSuite, uncoveredIdRoutes, type TestChannel, type TestClient } from '@seodang/sdk/testing';
import { memberSyncMessages } from '../common/index.ts';
import {
  demoDirectoryPeople,
  demoDirectoryToken,
  startFakeKakaoWork,
  startFakeScimServer,
  type FakeScimServer,
} from '../testing/index.ts';
import { seedMemberSync } from './seed.ts';
import { en } from '../web/i18n/en.ts';
import { ja } from '../web/i18n/ja.ts';
import { ko } from '../web/i18n/ko.ts';
import { queueDueSyncs, runScheduledSync } from './sync-job.ts';

const suite = mailSuite(test, { plugins: ['member-sync'] });
let scim: FakeScimServer;

test.before(async () => {
  scim = await startFakeScimServer();
});
test.after.always(async () => {
  await scim?.stop();
});

const db = () => suite.app.core.db;
/** What the scheduled job receives, built from the running core. */
const jobContext = (): Pick<StartContext, 'db' | 'service'> => ({
  db: db(),
  service: (ref) => suite.app.core.service(ref),
});

/** A channel with an admin (boss), a co-admin and students; its sync points at the fake SCIM server. */
async function channelWithSync(slug: string, students: string[], extra: { admins?: string[] } = {}) {
  const members: Record<string, 'admin' | 'student' | { role: 'admin'; extra: Record<string, unknown> }> = {
    [`${slug}-boss`]: { role: 'admin', extra: { is_main_manager: true } },
  };
  for (const a of extra.admins ?? []) members[a] = 'admin';
  for (const s of students) members[s] = 'student';
  const channel = await suite.app.createChannelWithMembers({ slug, members });
  const boss = await channel.login(`${slug}-boss`, { locale: 'en' });
  const saved = await boss.put('/api/channel/sync/config', {
    provider: 'scim',
    baseUrl: scim.url,
    token: scim.token,
    schedule: 'off',
    departmentTarget: 'departments',
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return { channel, boss };
}

const member = (channelId: number, userId: number) =>
  db()('channel_members').where({ channel_id: channelId, user_id: userId }).first();

const previewAndApply = async (boss: TestClient) => {
  const preview = await boss.post('/api/channel/sync/preview', {});
  const applied = await boss.post(`/api/channel/sync/runs/${preview.body.data.index}/apply`, {});
  return { preview, applied };
};

test('texts and messages exist in ko, en and ja', (t) => {
  t.deepEqual(Object.keys(en).sort(), Object.keys(ko).sort());
  t.deepEqual(Object.keys(ja).sort(), Object.keys(ko).sort());
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(memberSyncMessages[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
});

test.serial(
  'config: the token is stored encrypted and never returned; test checks the connection',
  async (t) => {
    const { channel, boss } = await channelWithSync('cfg', []);
    const got = await boss.get('/api/channel/sync/config');
    t.is(got.status, 200);
    t.false(JSON.stringify(got.body).includes(scim.token));
    t.true(got.body.data.hasToken);
    const row = await db()('member_sync_configs').where({ channel_id: channel.id }).first();
    t.false(row.token_sealed.includes(scim.token));
    t.is((await boss.post('/api/channel/sync/test', {})).status, 200);
    // Saving without a token keeps the stored one.
    await boss.put('/api/channel/sync/config', { provider: 'scim', baseUrl: scim.url, schedule: 'daily' });
    t.is((await boss.post('/api/channel/sync/test', {})).status, 200);
    await boss.put('/api/channel/sync/config', { provider: 'scim', baseUrl: scim.url, token: 'wrong' });
    const refused = await boss.post('/api/channel/sync/test', {});
    t.is(refused.status, 502);
    t.is(refused.body.err.code, 'directory_unauthorized');
    t.regex(refused.body.err.message, /401/);
    const bad = await boss.put('/api/channel/sync/config', { provider: 'ldap', baseUrl: 'ftp://x' });
    t.is(bad.status, 400);
    // An address the paths cannot be added to is refused when saved, not a 500 when used.
    const unparsable = await boss.put('/api/channel/sync/config', {
      provider: 'scim',
      baseUrl: 'https://8CW!|*sf',
      token: 'x',
    });
    t.is(unparsable.status, 400, JSON.stringify(unparsable.body));
    // One stored before the check existed reads as an unreachable directory.
    await db()('member_sync_configs')
      .where({ channel_id: channel.id })
      .update({ base_url: 'https://8CW!|*sf' });
    const stored = await boss.post('/api/channel/sync/test', {});
    t.is(stored.status, 502);
    t.is(stored.body.err.code, 'directory_unreachable');
  },
);

test.serial(
  'preview → apply adds, updates, reactivates and deactivates; applying again changes nothing',
  async (t) => {
    const { channel, boss } = await channelWithSync('acme', [
      'kim',
      'lee',
      'park',
      'choi',
      'han',
      'yoo',
      'seo',
      'jang',
      'kwon',
      'oh',
      'lim',
    ]);
    await db()('channel_members')
      .where({ channel_id: channel.id, user_id: channel.ids.park })
      .update({ is_active: false });
    scim.people.splice(
      0,
      scim.people.length,
      { id: 'e-kim', name: '김민수', email: 'kim@example.com', department: '개발팀' },
      { id: 'e-park', name: '박지민', email: 'park@example.com', department: null },
      { id: 'e-new', name: '신입', email: 'newbie@acme.example', department: '영업팀' },
      { id: 'e-boss', name: '대표', email: 'acme-boss@example.com', department: '경영' },
      ...['lee', 'choi', 'han', 'yoo', 'seo', 'jang', 'kwon', 'oh', 'lim'].map((u) => ({
        id: `e-${u}`,
        name: u,
        email: `${u}@example.com`,
      })),
    );
    const first = await previewAndApply(boss);
    t.is(first.preview.status, 201);
    t.deepEqual(first.preview.body.data.counts, { add: 1, update: 1, deactivate: 0, reactivate: 1 });
    t.is(first.preview.body.data.status, 'preview');
    t.is(first.applied.status, 200);
    t.is(first.applied.body.data.status, 'applied');
    t.is((await member(channel.id, channel.ids.kim)).departments, '개발팀');
    t.true((await member(channel.id, channel.ids.park)).is_active);
    const newbie = await db()('users').where({ email: 'newbie@acme.example' }).first();
    // Made by core's accounts service: the directory's address, no password until they set one.
    t.like(newbie, { user_id: 'newbie@acme.example', password_hash: null, email_verified_at: null });
    t.like(await member(channel.id, newbie.id), { state: 'joined', role: 'student', departments: '영업팀' });
    // The admin is in the directory with a department, and stays as they were.
    t.is((await member(channel.id, channel.ids['acme-boss'])).departments, null);
    t.is((await db()('member_sync_links').where({ channel_id: channel.id })).length, 12);

    t.is((await boss.post(`/api/channel/sync/runs/${first.preview.body.data.index}/apply`, {})).status, 409);
    const again = await boss.post('/api/channel/sync/preview', {});
    t.deepEqual(again.body.data.counts, { add: 0, update: 0, deactivate: 0, reactivate: 0 });

    // kim leaves the directory: deactivated, never deleted (1 of 13 members, under the 10 % rule).
    scim.people.splice(0, 1);
    const leave = await previewAndApply(boss);
    t.deepEqual(leave.preview.body.data.counts, { add: 0, update: 0, deactivate: 1, reactivate: 0 });
    t.like(await member(channel.id, channel.ids.kim), { state: 'joined', is_active: false });

    const runs = await boss.get('/api/channel/sync/runs');
    t.deepEqual(
      runs.body.data.list.map((r: { status: string }) => r.status),
      ['applied', 'superseded', 'applied'],
    );
  },
);

test.serial(
  'a directory failure (401, 429 with Retry-After, 5xx) records a failed run and changes nothing',
  async (t) => {
    const { channel, boss } = await channelWithSync('fail', ['kim2']);
    scim.people.splice(
      0,
      scim.people.length,
      ...Array.from({ length: 150 }, (_, i) => ({ id: `f${i}`, name: `f${i}`, email: `f${i}@fail.example` })),
    );
    scim.failures.fail({ status: 429, retryAfter: 12 });
    const limited = await boss.post('/api/channel/sync/preview', {});
    t.is(limited.status, 502);
    t.is(limited.body.err.code, 'directory_rate_limited');
    t.regex(limited.body.err.message, /12/);
    scim.failures.fail({ status: 500 }, { after: 1 }); // the second page fails
    t.is((await boss.post('/api/channel/sync/preview', {})).body.err.code, 'directory_server_error');
    scim.failures.fail({ status: 401 });
    t.is((await boss.post('/api/channel/sync/preview', {})).body.err.code, 'directory_unauthorized');
    const runs = (await boss.get('/api/channel/sync/runs')).body.data.list;
    t.deepEqual(
      runs.map((r: { reason: string }) => r.reason),
      ['unauthorized', 'server_error', 'rate_limited'],
    );
    t.is(runs[2].retryAfter, 12);
    t.is(
      await db()('channel_members')
        .where({ channel_id: channel.id })
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      2,
    );
  },
);

test.serial(
  'a seat limit refuses the whole apply: nobody is added and the run fails with the reason',
  async (t) => {
    const { channel, boss } = await channelWithSync('full', ['s1']);
    await db()('channels').where({ id: channel.id }).update({ student_limit: 2 });
    scim.people.splice(
      0,
      scim.people.length,
      { id: 'a', name: 'A', email: 'a@full.example', department: 'x' },
      { id: 'b', name: 'B', email: 'b@full.example', department: 'x' },
      { id: 's1', name: 'S1', email: 's1@example.com', department: 'x' },
    );
    const { preview, applied } = await previewAndApply(boss);
    t.is(preview.body.data.counts.add, 2);
    t.is(applied.status, 409);
    t.is(applied.body.err.code, 'sync_seat_limit');
    t.is((await member(channel.id, channel.ids.s1)).departments, null); // the update rolled back too
    t.is(
      await db()('member_sync_links')
        .where({ channel_id: channel.id })
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      0,
    );
    t.like((await boss.get('/api/channel/sync/runs')).body.data.list[0], {
      status: 'failed',
      reason: 'seat_limit',
    });
  },
);

test.serial('a scheduled sync deactivating over 10 % waits for review and mails the admins', async (t) => {
  const students = ['r1', 'r2', 'r3', 'r4', 'r5'];
  const { channel, boss } = await channelWithSync('rev', students, { admins: ['rev-co'] });
  await db()('member_sync_configs').where({ channel_id: channel.id }).update({ schedule: 'hourly' });
  scim.people.splice(
    0,
    scim.people.length,
    ...students.map((u) => ({ id: `x-${u}`, name: u, email: `${u}@example.com` })),
  );
  t.is((await runScheduledSync(jobContext(), channel.id))?.status, 'applied'); // links all five
  scim.people.splice(0, 2); // two of seven members gone: 28 %
  const waiting = await runScheduledSync(jobContext(), channel.id);
  t.is(waiting?.status, 'review');
  t.true((await member(channel.id, channel.ids.r1)).is_active);
  const mails = await suite.catcher.waitFor(2);
  t.deepEqual(
    mails
      .map((m) => m.to)
      .flat()
      .sort(),
    ['rev-boss@example.com', 'rev-co@example.com'],
  );
  t.regex(mails[0].text, /2/);
  const applied = await boss.post(`/api/channel/sync/runs/${waiting!.id}/apply`, {});
  t.is(applied.status, 200);
  t.false((await member(channel.id, channel.ids.r1)).is_active);

  // The tick queues due channels once per slot, and leaves a channel synced within the hour alone.
  const queued: number[] = [];
  const ctx = {
    db: db(),
    enqueue: (_job: unknown, data: { channelId: number }) => (
      queued.push(data.channelId),
      Promise.resolve({ id: '' })
    ),
  };
  await queueDueSyncs(ctx as never);
  t.true(queued.includes(channel.id));
  queued.length = 0;
  await queueDueSyncs(ctx as never);
  t.false(queued.includes(channel.id));
});

test.serial('Kakao Work: a channel syncs through the cursor-paged API', async (t) => {
  const kakao = await startFakeKakaoWork({
    people: Array.from({ length: 120 }, (_, i) => ({
      id: `${i + 1}`,
      name: `k${i}`,
      email: `k${i}@kakao.example`,
      department: '팀',
    })),
  });
  t.teardown(() => kakao.stop());
  const channel = await suite.app.createChannelWithMembers({
    slug: 'kakao',
    members: { 'kakao-boss': { role: 'admin', extra: { is_main_manager: true } } },
  });
  const boss = await channel.login('kakao-boss');
  await boss.put('/api/channel/sync/config', {
    provider: 'kakaoWork',
    baseUrl: kakao.url,
    token: kakao.appKey,
    departmentTarget: 'corpDept',
  });
  const { preview, applied } = await previewAndApply(boss);
  t.is(preview.body.data.counts.add, 120);
  t.is(applied.status, 200);
  const someone = await db()('users').where({ email: 'k5@kakao.example' }).first();
  t.is((await member(channel.id, someone.id)).profile.corpDept, '팀');
});

test.serial("another channel's run is a 404; only admins reach the routes", async (t) => {
  const a = await channelWithSync('iso-a', ['iso-student']);
  const b = await channelWithSync('iso-b', []);
  const run = (await a.boss.post('/api/channel/sync/preview', {})).body.data.index;
  const crossChannel = [
    ['GET', `/api/channel/sync/runs/${run}`],
    ['POST', `/api/channel/sync/runs/${run}/apply`],
  ] as const;
  for (const [method, path] of crossChannel)
    t.is((method === 'GET' ? await b.boss.get(path) : await b.boss.post(path, {})).status, 404, path);
  t.like(await db()('member_sync_runs').where({ id: run }).first(), { status: 'preview' });
  const doc = await fetch(`${suite.app.url}/api/openapi.json`).then((r) => r.json());
  t.deepEqual(uncoveredIdRoutes(doc, 'member-sync', crossChannel), []);
  t.is((await b.boss.post('/api/channel/sync/runs/99999999/apply', {})).status, 404);
  const student = await (a.channel as TestChannel).login('iso-student');
  t.is((await student.get('/api/channel/sync/config')).status, 403);
  t.is((await student.post('/api/channel/sync/preview', {})).status, 403);
  t.is((await suite.app.client().get('/api/channel/sync/runs')).status, 401);
});

test.serial(
  'co-managers: the invite right reaches the diff; only the main manager changes the settings',
  async (t) => {
    const { channel } = await channelWithSync('rights', [], { admins: ['rights-co', 'rights-limited'] });
    await db()('channel_members')
      .where({ channel_id: channel.id, user_id: channel.ids['rights-limited'] })
      .update({ manager_rights: JSON.stringify(['noticeManagement']) });
    scim.people.splice(0, scim.people.length);
    const co = await channel.login('rights-co');
    t.is((await co.post('/api/channel/sync/preview', {})).status, 201);
    const put = await co.put('/api/channel/sync/config', {
      provider: 'scim',
      baseUrl: 'http://evil.example/scim/v2',
    });
    t.is(put.status, 403);
    t.is(put.body.err.code, 'main_manager_only');
    const limited = await channel.login('rights-limited');
    const refused = await limited.post('/api/channel/sync/preview', {});
    t.is(refused.status, 403);
    t.is(refused.body.err.code, 'manager_right_required');
  },
);

test.serial(
  'the demo channel points at the demo directory with a pending diff of every kind, once',
  async (t) => {
    const demo = await startFakeScimServer({ people: demoDirectoryPeople, token: demoDirectoryToken });
    t.teardown(() => demo.stop());
    const channel = await suite.app.createChannelWithMembers({
      slug: 'demo',
      members: { 'jihoon.admin': 'admin', minjun: 'student', seoyeon: 'teacher' },
    });
    await db()('users').where({ user_id: 'jihoon.admin' }).update({ email: 'jihoon@example.com' });
    await db()('users').where({ user_id: 'minjun' }).update({ email: 'minjun@example.com' });
    await db()('users').where({ user_id: 'seoyeon' }).update({ email: 'seoyeon@example.com' });
    const seed = () =>
      seedMemberSync({
        db: db(),
        channelId: channel.id,
        users: {},
        accounts: [],
        config: { env: 'test', memberSync: { demoScimUrl: demo.url } },
      });
    await seed();
    await seed();
    const runs = await db()('member_sync_runs').where({ channel_id: channel.id });
    t.is(runs.length, 1);
    t.is(runs[0].status, 'preview');
    t.deepEqual(runs[0].counts, { add: 2, update: 2, deactivate: 1, reactivate: 1 });
    const boss = await channel.login('jihoon.admin');
    t.is((await boss.post('/api/channel/sync/test', {})).status, 200);
  },
);
