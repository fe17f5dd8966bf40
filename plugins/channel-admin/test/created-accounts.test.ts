// Accounts a channel's admin makes (spec §9 "Invitations": createAccountAuth, createAccountPicture,
// tempUser): batches of 25, seat limits, credentials shown once and kept only as argon2 hashes,
// picture-password sign-in (right, wrong, throttled, only where the channel gave one), resets,
// the testers' expiry job, and another channel's ids.
import test from 'ava';
import { membershipRef } from '@seodang/sdk';
import {
  startTestCore,
  uncoveredIdRoutes,
  type TestChannel,
  type TestClient,
  type TestCore,
} from '@seodang/sdk/testing';
import { tempUsersExpiryJob } from '../server/accounts/temp-expiry.ts';
import { seedCreatedAccounts } from '../server/accounts/seed-created-accounts.ts';

let app: TestCore;

test.before(async () => {
  app = await startTestCore({ plugins: ['channel-admin'] });
});
test.after.always(async () => {
  await app?.stop();
});

let slugs = 0;
async function school(): Promise<{ ch: TestChannel; admin: TestClient; slug: string }> {
  const slug = `acc${++slugs}`;
  const ch = await app.createChannelWithMembers({
    slug,
    members: { [`${slug}boss`]: 'admin', [`${slug}kim`]: 'student' },
  });
  return { ch, slug, admin: await ch.login(`${slug}boss`, { locale: 'en' }) };
}

const db = () => app.core.db;
const pupils = (slug: string, n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => ({ userId: `${slug}p${i + 1}`, name: `Pupil ${i + 1}`, ...extra }));
const membership = (channelId: number, userId: number) =>
  db()('channel_members').where({ channel_id: channelId, user_id: userId }).first();
const other = (seq: number[]) => [...seq].reverse();

test('accounts with a generated password join at once; the password signs in and is kept only hashed', async (t) => {
  const { ch, admin, slug } = await school();
  const res = await admin.request('POST', '/api/channel/accounts', {
    kind: 'auth',
    accounts: pupils(slug, 2, { group: '1-2', profile: { schoolGrade: '1', schoolClass: '2' } }),
  });
  t.is(res.status, 201);
  t.is(res.headers.get('cache-control'), 'no-store');
  const { accounts } = ((await res.json()) as { data: { accounts: Record<string, unknown>[] } }).data;
  t.is(accounts.length, 2);
  const [first] = accounts as { id: number; userId: string; password: string; group: string }[];
  t.regex(first.password, /^\S{10}$/);
  t.is(first.group, '1-2');
  const m = await membership(ch.id, first.id);
  t.like(m, {
    state: 'joined',
    role: 'student',
    is_active: true,
    group_name: '1-2',
    has_picture_password: false,
  });
  t.like(m.profile, { schoolGrade: '1', schoolClass: '2' });
  // Never in clear: the hash is argon2id, and no column of the plugin's row holds the password.
  const user = await db()('users').where({ id: first.id }).first();
  t.regex(user.password_hash, /^\$argon2id\$/);
  t.false(JSON.stringify(user).includes(first.password));
  const row = await db()('channel_created_accounts').where({ user_id: first.id }).first();
  t.false(JSON.stringify(row).includes(first.password));
  t.is(row.kind, 'auth');
  const pupil = app.client({ host: ch.host });
  await pupil.login(first.userId, first.password);
  t.is((await pupil.get('/api/auth/me')).body.userData.membership.state, 'joined');
  const list = await admin.get('/api/channel/accounts');
  t.deepEqual(
    list.body.data
      .map((a: { userId: string; kind: string; state: string }) => [a.userId, a.kind, a.state])
      .sort(),
    [
      [`${slug}p1`, 'auth', 'active'],
      [`${slug}p2`, 'auth', 'active'],
    ],
  );
});

test('25 accounts a batch; duplicates and taken login ids refuse the whole batch', async (t) => {
  const { admin, slug } = await school();
  const tooMany = await admin.post('/api/channel/accounts', { kind: 'auth', accounts: pupils(slug, 26) });
  t.is(tooMany.status, 400);
  t.is(tooMany.body.err.message, 'Create at most 25 accounts at a time.');
  const twice = await admin.post('/api/channel/accounts', {
    kind: 'auth',
    accounts: [...pupils(slug, 1), { userId: `${slug.toUpperCase()}P1`, name: 'Again' }],
  });
  t.is(twice.status, 400);
  t.is((await admin.post('/api/channel/accounts', { kind: 'auth', accounts: pupils(slug, 25) })).status, 201);
  const taken = await admin.post('/api/channel/accounts', {
    kind: 'picture',
    accounts: [
      { userId: `${slug}new`, name: 'New' },
      ...pupils(slug, 1),
      { userId: `${slug}kim`, name: 'Kim' },
    ],
  });
  t.is(taken.status, 409);
  t.is(taken.body.err.code, 'login_ids_taken');
  t.is(taken.body.err.message, `These login IDs are already taken: ${slug}p1, ${slug}kim`);
  t.falsy(
    await db()('users')
      .where({ user_id: `${slug}new` })
      .first(),
  );
});

test('the student limit is counted under the channel lock: a batch past it makes nothing', async (t) => {
  const { ch, admin, slug } = await school();
  await db()('channels').where({ id: ch.id }).update({ student_limit: 3 }); // kim holds one seat
  const over = await admin.post('/api/channel/accounts', { kind: 'picture', accounts: pupils(slug, 3) });
  t.is(over.status, 409);
  t.is(over.body.err.code, 'student_limit_exceeded');
  t.falsy(
    await db()('users')
      .where({ user_id: `${slug}p1` })
      .first(),
  );
  t.is((await db()('channel_created_accounts').where({ channel_id: ch.id })).length, 0);
  t.is(
    (await admin.post('/api/channel/accounts', { kind: 'picture', accounts: pupils(slug, 2) })).status,
    201,
  );
  const temp = await admin.post('/api/channel/temp-users', { count: 1, prefix: `${slug}t` });
  t.is(temp.status, 201, 'a tester holds no student seat');
});

test('two batches at once for the last seats: one is made, the other refused whole', async (t) => {
  const { ch, admin, slug } = await school();
  await db()('channels').where({ id: ch.id }).update({ student_limit: 3 }); // kim holds one seat
  const replies = await Promise.all(
    ['a', 'b'].map((batch) =>
      admin.post('/api/channel/accounts', { kind: 'auth', accounts: pupils(`${slug}${batch}`, 2) }),
    ),
  );
  t.deepEqual(replies.map((r) => r.status).sort(), [201, 409]);
  const used = await app.core.service(membershipRef).usage(db(), ch.id);
  t.deepEqual(used.students, { used: 3, limit: 3 });
  t.is((await db()('channel_created_accounts').where({ channel_id: ch.id })).length, 2);
});

test('a picture password signs in on its channel only, wrong sequences are throttled like passwords', async (t) => {
  const { ch, admin, slug } = await school();
  const made = await admin.post('/api/channel/accounts', { kind: 'picture', accounts: pupils(slug, 1) });
  const [pupil] = made.body.data.accounts as { id: number; userId: string; pictures: number[] }[];
  t.is(pupil.pictures.length, 4);
  t.is(new Set(pupil.pictures).size, 4);
  t.true((await membership(ch.id, pupil.id)).has_picture_password);
  const tab = app.client({ host: ch.host, locale: 'en' });
  const right = await tab.post('/api/auth/login/picture', { userId: pupil.userId, pictures: pupil.pictures });
  t.is(right.status, 200);
  t.is(right.body.data.userId, pupil.userId);
  t.true((await tab.get('/api/auth/me')).body.isLoggedIn);
  // Not a sequence of 4 different pictures: a validation error, not a guess.
  t.is(
    (await tab.post('/api/auth/login/picture', { userId: pupil.userId, pictures: [1, 1, 2, 3] })).status,
    400,
  );
  // Elsewhere (the public site, another channel) the same sequence is refused like a wrong one.
  const { ch: elsewhere } = await school();
  for (const host of [undefined, elsewhere.host]) {
    const r = await app
      .client({ host, locale: 'en' })
      .post('/api/auth/login/picture', { userId: pupil.userId, pictures: pupil.pictures });
    t.is(r.status, 401);
    t.is(r.body.err.message, 'The user ID or the pictures are not right. Try again.');
  }
  // A password account cannot be guessed through the picture door.
  const auth = await admin.post('/api/channel/accounts', {
    kind: 'auth',
    accounts: [{ userId: `${slug}pw`, name: 'Pw' }],
  });
  t.is(auth.status, 201);
  const stranger = app.client({ host: ch.host, locale: 'en' });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await stranger.post('/api/auth/login/picture', {
          userId: pupil.userId,
          pictures: other(pupil.pictures),
        })
      ).status,
    );
  // Five failures for the account from one address lock it (the two tries elsewhere came from here too).
  t.deepEqual(statuses, [401, 401, 429, 429, 429, 429]);
  // Locked for this address: even the right sequence waits, like a password would.
  const locked = await stranger.post('/api/auth/login/picture', {
    userId: pupil.userId,
    pictures: pupil.pictures,
  });
  t.is(locked.status, 429);
  t.regex(locked.body.err.message, /minute/);
});

test('a reset gives a new credential once, ends the sessions, and is only for accounts the channel made', async (t) => {
  const { ch, admin, slug } = await school();
  const made = await admin.post('/api/channel/accounts', { kind: 'picture', accounts: pupils(slug, 1) });
  const [pupil] = made.body.data.accounts as { id: number; userId: string; pictures: number[] }[];
  const tab = app.client({ host: ch.host });
  t.is(
    (await tab.post('/api/auth/login/picture', { userId: pupil.userId, pictures: pupil.pictures })).status,
    200,
  );
  const reset = await admin.post(`/api/channel/members/${pupil.id}/reset-credential`);
  t.is(reset.status, 200);
  t.is(reset.body.data.kind, 'picture');
  const fresh = reset.body.data.pictures as number[];
  t.is(fresh.length, 4);
  t.false((await tab.get('/api/auth/me')).body.isLoggedIn, 'the old session ended');
  const again = app.client({ host: ch.host });
  if (fresh.join() !== pupil.pictures.join())
    t.is(
      (await again.post('/api/auth/login/picture', { userId: pupil.userId, pictures: pupil.pictures }))
        .status,
      401,
    );
  t.is((await again.post('/api/auth/login/picture', { userId: pupil.userId, pictures: fresh })).status, 200);
  // A password account gets a new password.
  const auth = await admin.post('/api/channel/accounts', {
    kind: 'auth',
    accounts: [{ userId: `${slug}pw`, name: 'Pw' }],
  });
  const pw = await admin.post(`/api/channel/members/${auth.body.data.accounts[0].id}/reset-credential`);
  t.regex(pw.body.data.password, /^\S{10}$/);
  await app.client({ host: ch.host }).login(`${slug}pw`, pw.body.data.password);
  // Both resets are in the channel's action log, naming the member and what was reset.
  const log = (await admin.get('/api/channel/action-log')).body.data.list as {
    subject: string;
    after: string;
  }[];
  t.like(log[0], { subject: `Pw (${slug}pw)`, after: 'Password reset' });
  t.true(
    log.some((e) => e.subject.includes(`(${pupil.userId})`) && e.after === 'Picture password reset'),
    JSON.stringify(log),
  );
  // Kim signed up herself: not the channel's to reset.
  const own = await admin.post(`/api/channel/members/${ch.ids[`${slug}kim`]}/reset-credential`);
  t.is(own.status, 409);
  t.is(own.body.err.code, 'not_created_account');
  // Another channel's made account answers like a missing member.
  const { admin: otherAdmin } = await school();
  t.is((await otherAdmin.post(`/api/channel/members/${pupil.id}/reset-credential`)).status, 404);
});

test('temporary testers are numbered, role temp, and the expiry job deactivates them', async (t) => {
  const { ch, admin, slug } = await school();
  await app.createUser({ userId: `${slug}t02` }); // a taken number is skipped
  const res = await admin.post('/api/channel/temp-users', { count: 3, prefix: `${slug}t`, validDays: 1 });
  t.is(res.status, 201);
  const testers = res.body.data.accounts as {
    id: number;
    userId: string;
    password: string;
    expiresAt: string;
  }[];
  t.deepEqual(
    testers.map((x) => x.userId),
    [`${slug}t01`, `${slug}t03`, `${slug}t04`],
  );
  t.true(Math.abs(Date.parse(testers[0].expiresAt) - Date.now() - 86_400_000) < 60_000);
  t.like(await membership(ch.id, testers[0].id), { role: 'temp', state: 'joined', is_active: true });
  await app.client({ host: ch.host }).login(testers[0].userId, testers[0].password);
  t.is((await admin.post('/api/channel/temp-users', { count: 26, prefix: `${slug}t` })).status, 400);
  // Two are past their time; the third is not.
  await db()('channel_created_accounts')
    .whereIn('user_id', [testers[0].id, testers[1].id])
    .update({ expires_at: new Date(Date.now() - 1000) });
  await app.core.jobs.enqueue(tempUsersExpiryJob, {});
  const end = Date.now() + 15_000;
  while (Date.now() < end && (await membership(ch.id, testers[1].id)).is_active)
    await new Promise((r) => setTimeout(r, 50));
  t.false((await membership(ch.id, testers[0].id)).is_active);
  t.false((await membership(ch.id, testers[1].id)).is_active);
  t.true((await membership(ch.id, testers[2].id)).is_active);
  const list = (await admin.get('/api/channel/accounts')).body.data as { userId: string; state: string }[];
  t.is(list.find((a) => a.userId === testers[0].userId)?.state, 'expired');
  t.is(list.find((a) => a.userId === testers[2].userId)?.state, 'active');
  const usage = await app.core.service(membershipRef).usage(db(), ch.id);
  t.is(usage.ide.used, 2, 'kim and the one tester still active');
});

test('only the channel admins make accounts or list them', async (t) => {
  const { ch, slug } = await school();
  const kim = await ch.login(`${slug}kim`);
  for (const [path, body] of [
    ['/api/channel/accounts', { kind: 'auth', accounts: pupils(slug, 1) }],
    ['/api/channel/temp-users', { count: 1, prefix: `${slug}x` }],
  ] as const)
    t.is((await kim.post(path, body)).status, 403);
  t.is((await kim.get('/api/channel/accounts')).status, 403);
  t.is((await app.client({ host: ch.host }).get('/api/channel/accounts')).status, 401);
});

test('a co-manager needs the right to create accounts or to add temporary testers', async (t) => {
  const { ch, slug } = await school();
  const co = `${slug}co`;
  const coId = await app.createUser({ userId: co });
  await app.addMember(ch.id, coId, 'admin', 'joined', {
    manager_rights: JSON.stringify(['addTempApplicant']),
  });
  const coManager = await ch.login(co, { locale: 'en' });
  const made = await coManager.post('/api/channel/accounts', { kind: 'auth', accounts: pupils(slug, 1) });
  t.is(made.status, 403);
  t.is(made.body.err.code, 'manager_right_required');
  t.is((await coManager.post('/api/channel/temp-users', { count: 1, prefix: `${slug}t` })).status, 201);
});

test('the reset route was sent another channel’s member above', async (t) => {
  const doc = (await app.client().get('/api/openapi.json')).body;
  const sent = [['POST', '/api/channel/members/1/reset-credential']] as const;
  const accountRoutes = uncoveredIdRoutes(doc, 'channel-admin', sent).filter((r) =>
    /reset-credential/.test(r),
  );
  t.deepEqual(accountRoutes, []);
});

test('the demo’s picture-password pupil and live tester sign in with the secrets the README gives', async (t) => {
  const channelId = await app.createChannel({ slug: 'seeded' });
  await seedCreatedAccounts(db(), channelId);
  await seedCreatedAccounts(db(), channelId);
  const host = 'seeded.localhost';
  const pupil = await app.client({ host }).post('/api/auth/login/picture', {
    userId: 'demo-pic1',
    pictures: [0, 1, 2, 3],
  });
  t.is(pupil.status, 200);
  await app.client({ host }).login('demo-tester01', 'Tester#2026');
  const expired = await db()('channel_members')
    .join('users', 'users.id', 'channel_members.user_id')
    .where({ 'users.user_id': 'demo-tester02', channel_id: channelId })
    .first('is_active');
  t.false(expired.is_active);
});
