// Co-managers and their rights (spec §3 "Channel admin settings", issue 16): each right's routes
// refuse a co-manager without it and let one with it through; only the main manager adds
// co-managers, changes their rights and hands the main manager role on.
import test from 'ava';
import { managerRights, type ManagerRight } from '@seodang/sdk/common';
import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';

let app: TestCore;
let ch: TestChannel;
let boss: TestClient;
let newcomers = 0;

type Reply = Awaited<ReturnType<TestClient['put']>>;

test.before(async () => {
  app = await startTestCore({ plugins: ['channel-admin', 'community', 'workspace'] });
  ch = await app.createChannelWithMembers({
    slug: 'rights',
    name: '권한 학교',
    members: {
      boss: { role: 'admin', extra: { is_main_manager: true } },
      deputy: 'admin',
      kim: 'student',
      lee: 'teacher',
    },
  });
  boss = await ch.login('boss', { locale: 'en' });
});
test.after.always(async () => {
  await app?.stop();
});

const db = () => app.core.db;
const rightsOf = async (login: string) =>
  (await db()('channel_members').where({ channel_id: ch.id, user_id: ch.ids[login] }).first('manager_rights'))
    .manager_rights as string[];
const setRights = (login: string, rights: readonly ManagerRight[]) =>
  db()('channel_members')
    .where({ channel_id: ch.id, user_id: ch.ids[login] })
    .update({ manager_rights: JSON.stringify(rights) });

/** A fresh person asking to join, for an accept that can run again. */
async function requester(): Promise<number> {
  const id = await app.createUser({ userId: `asker${++newcomers}` });
  await app.addMember(ch.id, id, 'student', 'requesting');
  return id;
}

/** Let through: any success (an invitation answers 201). */
const passed = (r: Reply) => r.status >= 200 && r.status < 300;

/** One route guarded by each right, called as a co-manager. */
const guarded: Partial<Record<ManagerRight, (c: TestClient) => Promise<Reply>>> = {
  noticeManagement: (c) => c.post('/api/notice', { title: '개학 안내', contents: '3월 2일에 개학합니다.' }),
  applicantManagement: async (c) => c.put(`/api/channel/members/${await requester()}`, { action: 'accept' }),
  invite: (c) => c.post('/api/channel/invitation-links', { role: 'student' }),
  sendInvitationEmail: (c) =>
    c.post('/api/channel/invitations', { emails: [`new${++newcomers}@example.com`] }),
  menuAccessRestrictions: (c) => c.put('/api/channel/menu-restrictions', { keys: [] }),
};

for (const [right, call] of Object.entries(guarded) as [ManagerRight, (c: TestClient) => Promise<Reply>][]) {
  test.serial(`a co-manager needs ${right} for its routes; the main manager always passes`, async (t) => {
    const deputy = await ch.login('deputy', { locale: 'en' });
    await setRights(
      'deputy',
      managerRights.filter((r) => r !== right),
    );
    const refused = await call(deputy);
    t.is(refused.status, 403);
    t.like(refused.body, {
      err: {
        code: 'manager_right_required',
        message: 'You do not have the admin right for this. Ask the main manager to grant it.',
      },
    });
    await setRights('deputy', [right]);
    t.true(passed(await call(deputy)), 'with the right');
    t.true(passed(await call(boss)), 'the main manager');
    t.is((await call(await ch.login('lee'))).status, 403, 'a teacher');
  });
}

test.serial(
  'a co-manager needs result management to grade a quiz someone else wrote; authors always grade',
  async (t) => {
    const lee = await ch.login('lee');
    const deputy = await ch.login('deputy', { locale: 'en' });
    const descriptive = (title: string) => ({
      type: 'descriptive',
      status: 1,
      common: { title, contents: '생각을 쓰세요.' },
      definition: { modelAnswer: '모범 답안', score: 10 },
    });
    const kim = await ch.login('kim');
    const answer = async (quiz: number) =>
      (await kim.post(`/api/workspace/quizzes/${quiz}/submit`, { answer: { text: '제 생각입니다.' } })).body
        .data.index as number;
    const teachers = (await lee.post('/api/workspace/quizzes', descriptive('선생님 문제'))).body.data.index;
    const submission = await answer(teachers);
    const grade = (c: TestClient, id = submission) =>
      c.post(`/api/workspace/submissions/${id}/grade`, { score: 7, comment: '좋아요' });

    await setRights(
      'deputy',
      managerRights.filter((r) => r !== 'resultManagement'),
    );
    const refused = await grade(deputy);
    t.is(refused.status, 403);
    t.is(refused.body.err.code, 'manager_right_required');
    t.is((await grade(lee)).status, 200, 'the teacher who wrote the quiz');
    t.is((await grade(boss)).status, 200, 'the main manager');
    await setRights('deputy', ['resultManagement']);
    t.is((await grade(deputy)).status, 200, 'with the right');

    await setRights('deputy', []);
    const own = (await deputy.post('/api/workspace/quizzes', descriptive('부장 문제'))).body.data.index;
    t.is((await grade(deputy, await answer(own))).status, 200, "the co-manager's own quiz");
  },
);

test.serial('a site admin who is an admin here holds every right, whatever the stored ones', async (t) => {
  const root = await app.createUser({ userId: 'site.root', isSiteAdmin: true });
  await app.addMember(ch.id, root, 'admin', 'joined', { manager_rights: JSON.stringify([]) });
  const client = await ch.login('site.root');
  for (const call of Object.values(guarded)) t.true(passed(await call(client)));
});

test.serial('only the main manager adds co-managers and changes their rights, each logged', async (t) => {
  await setRights('deputy', managerRights);
  const deputy = await ch.login('deputy', { locale: 'en' });
  const attempt = await deputy.put(`/api/channel/managers/${ch.ids.kim}`, { rights: ['invite'] });
  t.is(attempt.status, 403);
  t.is(attempt.body.err.code, 'main_manager_only');
  t.is(
    (await deputy.put(`/api/channel/members/${ch.ids.kim}/role`, { role: 'admin' })).status,
    403,
    'nor through a role change',
  );

  const added = await boss.put(`/api/channel/managers/${ch.ids.kim}`, {
    rights: ['invite', 'applicantManagement'],
  });
  t.is(added.status, 200);
  t.like(added.body.data, { added: true, rights: ['applicantManagement', 'invite'] });
  t.deepEqual(await rightsOf('kim'), ['applicantManagement', 'invite']);
  const kim = await ch.login('kim', { locale: 'en' });
  const mine = (await kim.get('/api/channel/managers')).body.data;
  t.deepEqual(mine.me, { isMainManager: false, rights: ['applicantManagement', 'invite'] });
  t.deepEqual(
    mine.list.map((m: { loginId: string }) => m.loginId),
    ['boss', 'deputy', 'kim', 'site.root'],
    'the main manager first, then by name',
  );

  t.is((await boss.put(`/api/channel/managers/${ch.ids.kim}`, { rights: ['invite'] })).status, 200);
  t.is((await boss.put(`/api/channel/managers/${ch.ids.boss}`, { rights: [] })).status, 409);
  const log = (await boss.get('/api/channel/action-log?limit=5')).body;
  const [changed, add] = log.data.list;
  t.like(changed, {
    verb: 'Modification',
    setting: 'Co-managers',
    subject: 'kim (kim)',
    before: 'Applicant management: On',
    after: 'Applicant management: Off',
  });
  t.like(add, { verb: 'Add', setting: 'Co-managers', subject: 'kim (kim)' });
  t.regex(add.after, /Invite: On/);
});

test.serial('the main manager hands the role on after typing the channel name', async (t) => {
  const deputy = await ch.login('deputy', { locale: 'en' });
  t.is(
    (await deputy.post('/api/channel/main-manager', { userId: ch.ids.lee, channelName: '권한 학교' })).status,
    403,
    'a co-manager cannot',
  );
  const wrong = await boss.post('/api/channel/main-manager', { userId: ch.ids.lee, channelName: '권한' });
  t.is(wrong.status, 400);
  t.is(wrong.body.err.message, "The name you typed is not the channel's name.");
  t.like(await db()('channel_members').where({ channel_id: ch.id, user_id: ch.ids.lee }).first(), {
    role: 'teacher',
    is_main_manager: false,
  });

  const done = await boss.post('/api/channel/main-manager', { userId: ch.ids.lee, channelName: '권한 학교' });
  t.is(done.status, 200);
  const rows = await db()('channel_members')
    .where({ channel_id: ch.id })
    .whereIn('user_id', [ch.ids.lee, ch.ids.boss])
    .select('user_id', 'role', 'is_main_manager', 'manager_rights');
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  t.like(byId.get(ch.ids.lee), { role: 'admin', is_main_manager: true });
  t.like(byId.get(ch.ids.boss), {
    role: 'admin',
    is_main_manager: false,
    manager_rights: [...managerRights],
  });
  t.is(
    await db()('channel_members')
      .where({ channel_id: ch.id, is_main_manager: true })
      .count({ n: '*' })
      .first()
      .then((r) => Number(r!.n)),
    1,
  );
  const lee = await ch.login('lee', { locale: 'en' });
  t.like((await lee.get('/api/auth/me')).body.userData.membership, {
    role: 'admin',
    isMainManager: true,
  });
  t.like((await boss.get('/api/auth/me')).body.userData.membership, { isMainManager: false });
  const [entry] = (await lee.get('/api/channel/action-log?limit=1')).body.data.list;
  t.like(entry, {
    verb: 'Set',
    setting: 'Main manager',
    actor: 'boss (boss)',
    before: 'Main manager: boss (boss)',
    after: 'Main manager: lee (lee)',
  });
  t.is(
    (await boss.post('/api/channel/main-manager', { userId: ch.ids.boss, channelName: '권한 학교' })).status,
    403,
    'the former main manager no longer can',
  );
});

test.serial(
  'only the main manager ends a co-manager, who stays a teacher without rights, logged',
  async (t) => {
    const helper = await app.createUser({ userId: 'helper' });
    await app.addMember(ch.id, helper, 'admin', 'joined', { manager_rights: JSON.stringify(['invite']) });
    const main = await ch.login('lee', { locale: 'en' });
    const deputy = await ch.login('deputy', { locale: 'en' });
    const refused = await deputy.delete(`/api/channel/managers/${helper}`);
    t.is(refused.status, 403);
    t.is(refused.body.err.code, 'main_manager_only');
    t.is((await main.delete(`/api/channel/managers/${ch.ids.lee}`)).status, 409, 'not the main manager');
    t.is((await main.delete(`/api/channel/managers/${ch.ids.kim}`)).status, 200);

    const done = await main.delete(`/api/channel/managers/${helper}`);
    t.is(done.status, 200);
    t.like(await db()('channel_members').where({ channel_id: ch.id, user_id: helper }).first(), {
      role: 'teacher',
      state: 'joined',
      is_active: true,
      manager_rights: [],
    });
    t.is((await main.delete(`/api/channel/managers/${helper}`)).status, 404, 'no longer a co-manager');
    const former = await ch.login('helper', { locale: 'en' });
    t.is((await former.post('/api/channel/invitation-links', { role: 'student' })).status, 403);
    const [entry] = (await main.get('/api/channel/action-log?limit=1')).body.data.list;
    t.like(entry, { verb: 'Delete', setting: 'Co-managers', subject: 'helper (helper)' });
    t.regex(entry.before, /Invite: On/);
  },
);
