// Channel invitations by mail and by link (issue 16, spec §9 "Invitations"): the mail's SMTP
// conversation, tokens kept only as SHA-256, acceptance through the memberships service, expiry,
// reuse, the seat cap and the channel's seat limit, and another channel's ids and links.
import { createHash } from 'node:crypto';
import test from 'ava';
import {
  mailSuite,
  testPassword,
  type TestChannel,
  type TestClient,
  uncoveredIdRoutes,
} from '@seodang/sdk/testing';

const suite = mailSuite(test, { plugins: ['channel-admin'] });

let slugs = 0;
async function school(limit: number | null = null): Promise<{ ch: TestChannel; admin: TestClient }> {
  const slug = `inv${++slugs}`;
  const ch = await suite.app.createChannelWithMembers({
    slug,
    members: { [`${slug}boss`]: 'admin', [`${slug}kim`]: 'student' },
  });
  if (limit !== null)
    await suite.app.core.db('channels').where({ id: ch.id }).update({ student_limit: limit });
  return { ch, admin: await ch.login(`${slug}boss`, { locale: 'en' }) };
}

const db = () => suite.app.core.db;
const tokenIn = (text: string) => /\/invite\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const membership = (channelId: number, userId: number) =>
  db()('channel_members').where({ channel_id: channelId, user_id: userId }).first();

/** Signs up on the channel's host with this e-mail (as the /invite page does) and returns the client. */
async function signUp(ch: TestChannel, userId: string, email: string): Promise<TestClient> {
  const client = suite.app.client({ host: ch.host, locale: 'ko' });
  const reply = await client.post('/api/auth/signup', {
    userId,
    password: testPassword,
    passwordConfirm: testPassword,
    name: userId,
    email,
    agreeTerms: true,
    agreePrivacy: true,
    ageOver14: true,
  });
  if (reply.status !== 201) throw new Error(`signup ${reply.status}: ${JSON.stringify(reply.body)}`);
  return client;
}

test.serial(
  'a mail batch invites accounts and new addresses, skips and names members, mails each in its language',
  async (t) => {
    const { ch, admin } = await school();
    const known = await suite.app.createUser({ userId: `${ch.slug}lee`, email: `${ch.slug}lee@example.com` });
    await db()('users')
      .where({ id: ch.ids[`${ch.slug}kim`] })
      .update({ email: `${ch.slug}kim@example.com` });
    const before = suite.catcher.messages.length;
    const reply = await admin.post('/api/channel/invitations', {
      emails: [`${ch.slug}lee@example.com`, `${ch.slug}new@example.com`, `${ch.slug}KIM@example.com`],
      role: 'student',
      group: '3-1',
      locale: 'ja',
    });
    t.is(reply.status, 201);
    t.deepEqual(reply.body.data.invited, [`${ch.slug}lee@example.com`, `${ch.slug}new@example.com`]);
    t.deepEqual(reply.body.data.skipped, [`${ch.slug}kim@example.com`]);
    t.is(reply.body.data.message, `Users already invited or registered. (${ch.slug}kim@example.com)`);
    t.like(await membership(ch.id, known), { state: 'inviting', role: 'student' });

    const mails = (await suite.catcher.waitFor(before + 2)).slice(before);
    t.deepEqual(mails.map((m) => m.to[0]).sort(), [`${ch.slug}lee@example.com`, `${ch.slug}new@example.com`]);
    for (const m of mails) {
      t.regex(m.subject ?? '', /チャンネルへの招待/);
      t.regex(m.text, /招待を承諾する http:\/\/.+\/invite\//);
      t.regex(m.html ?? '', /<a href="http:\/\/[^"]+\/invite\/[A-Za-z0-9_-]{43}"/);
    }
    // Only the SHA-256 of each token is stored.
    const stored = await db()('channel_invitations').where({ channel_id: ch.id }).pluck('token_hash');
    for (const m of mails) t.true(stored.includes(sha256(tokenIn(m.text))));
    t.false(stored.some((h: string) => mails.some((m) => m.text.includes(h))));

    // The same addresses again: all skipped, the spec's message in the admin's language.
    const again = await admin.post('/api/channel/invitations', { emails: [`${ch.slug}new@example.com`] });
    t.is(again.status, 409);
    t.is(again.body.err.code, 'already_invited_or_registered');

    // The new address signs up from the link, accepts, and is joined with the group; its e-mail is verified.
    const mailToNew = mails.find((m) => m.to[0] === `${ch.slug}new@example.com`)!;
    const token = tokenIn(mailToNew.text);
    const info = await suite.app.client({ host: ch.host }).get(`/api/invitations/${token}`);
    t.like(info.body.data, { category: 'email', email: `${ch.slug}new@example.com`, closed: null });
    const newcomer = await signUp(ch, `${ch.slug}new`, `${ch.slug}new@example.com`);
    const accepted = await newcomer.post(`/api/invitations/${token}/accept`, {});
    t.is(accepted.status, 200);
    t.deepEqual(accepted.body.data, { state: 'joined', category: 'email' });
    const user = await db()('users')
      .where({ user_id: `${ch.slug}new` })
      .first();
    t.truthy(user.email_verified_at);
    t.like(await membership(ch.id, user.id), { state: 'joined', group_name: '3-1' });
    // A mail invitation is used once.
    const reuse = await newcomer.post(`/api/invitations/${token}/accept`, {});
    t.is(reuse.status, 410);
    t.is(reuse.body.err.code, 'invitation_used');

    // The known account accepts: inviting → joined.
    const lee = await ch.login(`${ch.slug}lee`);
    const leeToken = tokenIn(mails.find((m) => m.to[0] === `${ch.slug}lee@example.com`)!.text);
    t.is((await lee.post(`/api/invitations/${leeToken}/accept`, {})).status, 200);
    t.like(await membership(ch.id, known), { state: 'joined' });

    const list = await admin.get('/api/channel/invitations');
    t.deepEqual(list.body.data.map((i: { state: string }) => i.state).sort(), ['joined', 'joined']);
  },
);

test.serial('more than 25 addresses are refused with a clear message', async (t) => {
  const { admin } = await school();
  const emails = Array.from({ length: 26 }, (_, i) => `many${i}@example.com`);
  const reply = await admin.post('/api/channel/invitations', { emails });
  t.is(reply.status, 400);
  t.is(reply.body.err.message, 'Invite at most 25 addresses at a time.');
  t.is(await db()('channel_invitations').whereIn('email', emails).first(), undefined);
});

test.serial('a mail invitation opened by another e-mail’s account does not join it', async (t) => {
  const { ch, admin } = await school();
  const before = suite.catcher.messages.length;
  await admin.post('/api/channel/invitations', { emails: [`${ch.slug}park@example.com`] });
  const [m] = (await suite.catcher.waitFor(before + 1)).slice(before);
  const kim = await ch.login(`${ch.slug}kim`, { locale: 'ko' });
  await db()('channel_members')
    .where({ channel_id: ch.id, user_id: ch.ids[`${ch.slug}kim`] })
    .delete();
  const reply = await kim.post(`/api/invitations/${tokenIn(m.text)}/accept`, {});
  t.is(reply.status, 403);
  t.is(reply.body.err.message, '다른 이메일 주소로 보낸 초대입니다.');
  t.is(await membership(ch.id, ch.ids[`${ch.slug}kim`]), undefined);
});

test.serial(
  'resend mails a new link and the old one stops; cancel lets the invited account go',
  async (t) => {
    const { ch, admin } = await school();
    const known = await suite.app.createUser({
      userId: `${ch.slug}choi`,
      email: `${ch.slug}choi@example.com`,
    });
    const before = suite.catcher.messages.length;
    await admin.post('/api/channel/invitations', { emails: [`${ch.slug}choi@example.com`], locale: 'ko' });
    const [first] = (await suite.catcher.waitFor(before + 1)).slice(before);
    t.regex(first.subject ?? '', /채널에 초대합니다/);
    const [row] = (await admin.get('/api/channel/invitations')).body.data;
    t.is(row.state, 'sent');

    t.is((await admin.post(`/api/channel/invitations/${row.id}/resend`, {})).status, 200);
    const [second] = (await suite.catcher.waitFor(before + 2)).slice(before + 1);
    t.not(tokenIn(second.text), tokenIn(first.text));
    const choi = await ch.login(`${ch.slug}choi`);
    t.is((await choi.post(`/api/invitations/${tokenIn(first.text)}/accept`, {})).status, 404);

    // Another channel's admin cannot reach this invitation by id.
    const other = await school();
    t.is((await other.admin.post(`/api/channel/invitations/${row.id}/resend`, {})).status, 404);
    t.is((await other.admin.delete(`/api/channel/invitations/${row.id}`)).status, 404);

    t.is((await admin.delete(`/api/channel/invitations/${row.id}`)).status, 204);
    t.is(await membership(ch.id, known), undefined);
    const revoked = await choi.post(`/api/invitations/${tokenIn(second.text)}/accept`, {});
    t.is(revoked.status, 410);
    t.is(revoked.body.err.code, 'invitation_revoked');
  },
);

test.serial('a bounced invitation mail shows as bounced', async (t) => {
  const { ch, admin } = await school();
  suite.catcher.setMode('reject', 1);
  await admin.post('/api/channel/invitations', { emails: [`${ch.slug}gone@example.com`] });
  const end = Date.now() + 10_000;
  let state = '';
  while (Date.now() < end && state !== 'bounced') {
    state = (await admin.get('/api/channel/invitations')).body.data[0].state;
    await new Promise((r) => setTimeout(r, 50));
  }
  t.is(state, 'bounced');
});

/** Each mail invitation's state by address, once `done` holds (or after 10 s). */
async function statesOnce(admin: TestClient, done: (states: Record<string, string>) => boolean) {
  const end = Date.now() + 10_000;
  for (;;) {
    const rows: { email: string; state: string }[] = (await admin.get('/api/channel/invitations')).body.data;
    const states = Object.fromEntries(rows.map((r) => [r.email, r.state]));
    if (done(states) || Date.now() > end) return states;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test.serial(
  'resend to failed mails every bounced invitation again; sent, joined and another channel’s are left',
  async (t) => {
    const { ch, admin } = await school();
    const other = await school();
    const at = (name: string) => `${ch.slug}${name}@example.com`;
    const theirs = `${other.ch.slug}gone@example.com`;
    for (const address of [at('gone1'), at('gone2'), theirs]) suite.catcher.failFor(address, 'reject', 1);
    const before = suite.catcher.messages.length;
    await admin.post('/api/channel/invitations', {
      emails: [at('gone1'), at('gone2'), at('fine'), at('joiner')],
    });
    await other.admin.post('/api/channel/invitations', { emails: [theirs] });
    const mails = (await suite.catcher.waitFor(before + 2)).slice(before);
    // The joiner follows the link first: their invitation is joined, not failed.
    const joinerToken = tokenIn(mails.find((m) => m.to[0] === at('joiner'))!.text);
    const joiner = await signUp(ch, `${ch.slug}joiner`, at('joiner'));
    t.is((await joiner.post(`/api/invitations/${joinerToken}/accept`, {})).status, 200);
    const expected = { [at('gone1')]: 'bounced', [at('gone2')]: 'bounced', [at('fine')]: 'sent' };
    t.like(await statesOnce(admin, (s) => s[at('gone1')] === 'bounced' && s[at('gone2')] === 'bounced'), {
      ...expected,
      [at('joiner')]: 'joined',
    });
    t.like(await statesOnce(other.admin, (s) => s[theirs] === 'bounced'), { [theirs]: 'bounced' });

    const sentBefore = suite.catcher.messages.length;
    const reply = await admin.post('/api/channel/invitations/resend-failed', {});
    t.is(reply.status, 200);
    t.is(reply.body.data.resent, 2);
    const again = (await suite.catcher.waitFor(sentBefore + 2)).slice(sentBefore);
    t.deepEqual(again.map((m) => m.to[0]).sort(), [at('gone1'), at('gone2')]);
    t.like(await statesOnce(admin, (s) => s[at('gone1')] === 'sent' && s[at('gone2')] === 'sent'), {
      [at('gone1')]: 'sent',
      [at('gone2')]: 'sent',
      [at('fine')]: 'sent',
      [at('joiner')]: 'joined',
    });
    // Those sent or joined were not mailed again; the other channel's bounced one was left as it was.
    t.is(suite.catcher.messages.filter((m) => m.to[0] === at('joiner')).length, 1);
    t.is(suite.catcher.messages.filter((m) => m.to[0] === at('fine')).length, 1);
    t.is(suite.catcher.messages.filter((m) => m.to[0] === theirs).length, 0);
    t.like(await statesOnce(other.admin, () => true), { [theirs]: 'bounced' });
    // Nothing failed any more: a second click resends nothing.
    t.is((await admin.post('/api/channel/invitations/resend-failed', {})).body.data.resent, 0);
  },
);

test.serial('resend to failed needs the co-manager right to send invitation e-mail', async (t) => {
  const { ch } = await school();
  const co = await suite.app.createUser({ userId: `${ch.slug}co` });
  await suite.app.addMember(ch.id, co, 'admin', 'joined', { manager_rights: JSON.stringify(['invite']) });
  const coManager = await ch.login(`${ch.slug}co`);
  t.is((await coManager.post('/api/channel/invitations/resend-failed', {})).status, 403);
  await db()('channel_members')
    .where({ channel_id: ch.id, user_id: co })
    .update({ manager_rights: JSON.stringify(['sendInvitationEmail']) });
  const allowed = await coManager.post('/api/channel/invitations/resend-failed', {});
  t.is(allowed.status, 200);
  t.deepEqual(allowed.body.data, { resent: 0, ids: [] });
  const kim = await ch.login(`${ch.slug}kim`);
  t.is((await kim.post('/api/channel/invitations/resend-failed', {})).status, 403);
});

test.serial('a link joins up to its seat cap, then is used; revoked and expired links refuse', async (t) => {
  const { ch, admin } = await school();
  const created = await admin.post('/api/channel/invitation-links', { maxUses: 2, role: 'student' });
  t.is(created.status, 201);
  const token = tokenIn(created.body.data.url);
  t.is(
    (await db()('channel_invitations').where({ id: created.body.data.id }).first()).token_hash,
    sha256(token),
  );
  const joiners = await Promise.all(
    [1, 2, 3].map(async (i) => {
      const id = await suite.app.createUser({ userId: `${ch.slug}l${i}` });
      return { id, client: await suite.app.client({ host: ch.host }) };
    }),
  );
  for (const [i, j] of joiners.entries())
    await j.client.post('/api/auth/login', { userId: `${ch.slug}l${i + 1}`, password: testPassword });
  const replies = [];
  for (const j of joiners) replies.push(await j.client.post(`/api/invitations/${token}/accept`, {}));
  t.deepEqual(
    replies.map((r) => r.status),
    [200, 200, 410],
  );
  t.is(replies[2].body.err.code, 'invitation_used');
  t.like(await membership(ch.id, joiners[0].id), { state: 'joined', role: 'student' });
  t.is(await membership(ch.id, joiners[2].id), undefined);
  const [link] = (await admin.get('/api/channel/invitation-links')).body.data;
  t.like(link, { uses: 2, maxUses: 2, state: 'used' });

  const second = await admin.post('/api/channel/invitation-links', { maxUses: null });
  t.is((await admin.delete(`/api/channel/invitation-links/${second.body.data.id}`)).status, 204);
  const revoked = await joiners[2].client.post(
    `/api/invitations/${tokenIn(second.body.data.url)}/accept`,
    {},
  );
  t.is(revoked.body.err.code, 'invitation_revoked');

  const third = await admin.post('/api/channel/invitation-links', { maxUses: null });
  await db()('channel_invitations')
    .where({ id: third.body.data.id })
    .update({ expires_at: new Date(Date.now() - 1000) });
  const expired = await joiners[2].client.post(`/api/invitations/${tokenIn(third.body.data.url)}/accept`, {});
  t.is(expired.status, 410);
  t.is(expired.body.err.code, 'invitation_expired');
});

test.serial('a link stops at the channel’s student limit and never joins another channel', async (t) => {
  const { ch, admin } = await school(1); // kim holds the only student seat
  const { url } = (await admin.post('/api/channel/invitation-links', { maxUses: null })).body.data;
  const token = tokenIn(url);
  await suite.app.createUser({ userId: `${ch.slug}late` });
  const late = suite.app.client({ host: ch.host, locale: 'en' });
  await late.post('/api/auth/login', { userId: `${ch.slug}late`, password: testPassword });
  const full = await late.post(`/api/invitations/${token}/accept`, {});
  t.is(full.status, 409);
  t.is(full.body.err.message, "Exceeded the channel's student limit. (1 / 1)");
  t.is(
    (
      await db()('channel_invitations')
        .where({ token_hash: sha256(token) })
        .first()
    ).use_count,
    0,
  );

  // Channel A's link opened on channel B's host: not found, nobody joins B.
  const other = await school();
  const visitor = suite.app.client({ host: other.ch.host });
  await visitor.post('/api/auth/login', { userId: `${ch.slug}late`, password: testPassword });
  t.is((await visitor.get(`/api/invitations/${token}`)).status, 404);
  t.is((await visitor.post(`/api/invitations/${token}/accept`, {})).status, 404);
  const lateId = (
    await db()('users')
      .where({ user_id: `${ch.slug}late` })
      .first()
  ).id;
  t.is(await membership(other.ch.id, lateId), undefined);
  // Another channel's link id is a 404 for this admin.
  const foreign = (await other.admin.post('/api/channel/invitation-links', {})).body.data.id;
  t.is((await admin.delete(`/api/channel/invitation-links/${foreign}`)).status, 404);
});

test('anonymous callers cannot accept, learners cannot administer invitations', async (t) => {
  const { ch, admin } = await school();
  const { url } = (await admin.post('/api/channel/invitation-links', {})).body.data;
  t.is(
    (await suite.app.client({ host: ch.host }).post(`/api/invitations/${tokenIn(url)}/accept`, {})).status,
    401,
  );
  // The invitation's page opens to a visitor of the channel; its other pages send them to log in.
  const visitor = suite.app.client({ host: ch.host });
  t.is((await visitor.open(`/invite/${tokenIn(url)}`)).status, 200);
  t.is((await visitor.open('/admin/invitations')).status, 302);
  const kim = await ch.login(`${ch.slug}kim`);
  t.is((await kim.get('/api/channel/invitations')).status, 403);
  t.is((await kim.post('/api/channel/invitation-links', {})).status, 403);
});

test('every invitation route with an id or token was sent another channel’s one above', async (t) => {
  const doc = (await suite.app.client().get('/api/openapi.json')).body;
  const crossChannel = [
    ['POST', '/api/channel/invitations/1/resend'],
    ['DELETE', '/api/channel/invitations/1'],
    ['DELETE', '/api/channel/invitation-links/1'],
    ['GET', '/api/invitations/token'],
    ['POST', '/api/invitations/token/accept'],
  ] as const;
  // The plugin's other id routes (made accounts, imports) are covered by their own tests.
  const invitationRoutes = uncoveredIdRoutes(doc, 'channel-admin', crossChannel).filter((r) =>
    /invit/.test(r),
  );
  t.deepEqual(invitationRoutes, []);
});

test('batches sent at once naming the same address invite it once; the others name it skipped', async (t) => {
  const { ch, admin } = await school();
  const email = `${ch.slug}twice@example.com`;
  const replies = await Promise.all(
    Array.from({ length: 20 }, () =>
      admin.post('/api/channel/invitations', { emails: [email], role: 'student', locale: 'ko' }),
    ),
  );
  t.deepEqual(
    replies.map((r) => r.status).sort(),
    [201, ...Array<number>(19).fill(409)],
    JSON.stringify(replies.map((r) => r.body)),
  );
  t.is((await db()('channel_invitations').where({ channel_id: ch.id, email })).length, 1);
});

test.serial(
  "invitations start from the channel's default expiration and carry its own words, escaped",
  async (t) => {
    const { ch, admin } = await school();
    await db()('channels')
      .where({ id: ch.id })
      .update({
        settings: JSON.stringify({
          'core.defaultExpirationDays': 30,
          'core.defaultTemplate': '<b>3학년 1반</b> & 코딩 동아리에 오신 것을 환영합니다.',
        }),
      });
    const defaults = await admin.get('/api/channel/invitations/defaults');
    t.deepEqual(defaults.body.data, {
      validDays: 30,
      template: '<b>3학년 1반</b> & 코딩 동아리에 오신 것을 환영합니다.',
    });
    const daysLeft = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);

    const before = suite.catcher.messages.length;
    const sent = await admin.post('/api/channel/invitations', {
      emails: [`${ch.slug}30@example.com`],
      locale: 'ko',
    });
    t.is(sent.status, 201);
    const [row] = await db()('channel_invitations').where({ channel_id: ch.id, kind: 'email' });
    t.is(daysLeft(row.expires_at.toISOString()), 30);
    const [mail] = (await suite.catcher.waitFor(before + 1)).slice(before);
    t.true(mail.text.includes('<b>3학년 1반</b> & 코딩 동아리에 오신 것을 환영합니다.'), mail.text);
    t.true(
      (mail.html ?? '').includes('&lt;b&gt;3학년 1반&lt;/b&gt; &amp; 코딩 동아리'),
      'escaped in the HTML part',
    );
    t.false((mail.html ?? '').includes('<b>3학년'));

    const link = await admin.post('/api/channel/invitation-links', { maxUses: 5 });
    t.is(daysLeft(link.body.data.expiresAt), 30);
    const chosen = await admin.post('/api/channel/invitation-links', { maxUses: 5, validDays: 3 });
    t.is(daysLeft(chosen.body.data.expiresAt), 3, "the admin's choice wins over the default");
  },
);
