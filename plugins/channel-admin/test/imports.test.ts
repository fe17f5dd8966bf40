// The CSV bulk invite (issue 16, spec §5 "CSV bulk invite", §8 "CSV invite errors"): the template,
// uploads in UTF-8 (with and without BOM) and CP949, each §8 error code, the row rules, the
// limits, commits (all or nothing, skipping bad rows, dry run, idempotent), errors.csv, and
// another channel's import answering 404.
import test from 'ava';
import iconv from 'iconv-lite';
import { mailSuite, type TestChannel, type TestClient, uncoveredIdRoutes } from '@seodang/sdk/testing';
import { validateImportJob } from '../server/imports/import-job.ts';

const suite = mailSuite(test, { plugins: ['channel-admin'] });

const db = () => suite.app.core.db;
const header = 'email,name,groupName,canChangeOwnInfo,schoolYear,schoolGrade,schoolClass,schoolNumber';
const koHeader = '이메일,이름,그룹,본인 정보 수정 허용,학년도,학년,반,번호';

let slugs = 0;
async function school(limit: number | null = null): Promise<{ ch: TestChannel; admin: TestClient }> {
  const slug = `imp${++slugs}`;
  const ch = await suite.app.createChannelWithMembers({
    slug,
    members: { [`${slug}boss`]: 'admin', [`${slug}kim`]: 'student' },
  });
  if (limit !== null) await db()('channels').where({ id: ch.id }).update({ student_limit: limit });
  const admin = await ch.login(`${slug}boss`, { locale: 'en' });
  await admin.open('/login');
  return { ch, admin };
}

const upload = (client: TestClient, bytes: Uint8Array | string, name = 'members.csv', type = 'text/csv') =>
  client.upload('POST', '/api/channel/imports', {
    file: { name, type, bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes },
  });

/** Uploads and waits for the validation job; returns the import as GET shows it. */
async function imported(client: TestClient, bytes: Uint8Array | string, query = '') {
  const sent = await upload(client, bytes);
  if (sent.status !== 202) throw new Error(`upload ${sent.status}: ${JSON.stringify(sent.body)}`);
  return waitFor(client, sent.body.data.id, query);
}

async function waitFor(client: TestClient, id: number, query = '') {
  for (let i = 0; i < 200; i++) {
    const reply = await client.get(`/api/channel/imports/${id}${query}`);
    if (reply.body.data.status !== 'validating') return reply.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} is still validating`);
}

const openInvitations = (channelId: number) =>
  db()('channel_invitations').where({ channel_id: channelId, kind: 'email' }).whereNull('revoked_at');
const countOf = async (query: { count(): PromiseLike<{ count: string | number }[]> }) =>
  Number((await query.count())[0].count);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The caught mails to addresses starting with `prefix` (tests run at once), once there are `count`. */
async function mailsTo(prefix: string, count: number) {
  for (let i = 0; i < 300; i++) {
    const ours = suite.catcher.messages.filter((m) =>
      [m.to].flat().some((a) => String(a).startsWith(prefix)),
    );
    if (ours.length >= count) return ours;
    await sleep(50);
  }
  throw new Error(`fewer than ${count} mails to ${prefix}…`);
}

test('the template is a UTF-8 CSV with the localised header in the fixed order', async (t) => {
  const { ch } = await school();
  const ko = await ch.login(`${ch.slug}boss`, { locale: 'ko' });
  const reply = await ko.request('GET', '/api/channel/imports/template.csv');
  t.is(reply.status, 200);
  t.regex(reply.headers.get('content-type') ?? '', /text\/csv/);
  t.regex(reply.headers.get('content-disposition') ?? '', /attachment/);
  const text = Buffer.from(await reply.arrayBuffer()).toString('utf8');
  t.is(
    text,
    '\uFEFF이메일,이름,그룹,본인 정보 수정 허용,학년도,학년,반,번호,전공,학번,부서,사번,소속,추가 정보\n',
  );
  const en = await ch.login(`${ch.slug}boss`, { locale: 'en' });
  const enReply = await en.request('GET', '/api/channel/imports/template.csv');
  const enText = Buffer.from(await enReply.arrayBuffer()).toString('utf8');
  t.true(enText.startsWith('\uFEFFE-mail,Name,Group,Can change own info,School year,Grade,Class,Number'));
});

test('a UTF-8 file invites new addresses and accounts with their profile, and mails each', async (t) => {
  const { ch, admin } = await school();
  const known = await suite.app.createUser({ userId: `${ch.slug}lee`, email: `${ch.slug}lee@example.com` });
  const csv = [
    header,
    `${ch.slug}lee@example.com,이서준,1학년 2반,Y,2026,1,2,7`,
    `${ch.slug}park@example.com,박지우,,,2026,1,2,8`,
  ].join('\n');
  const result = await imported(admin, csv);
  t.is(result.status, 'ready');
  t.is(result.encoding, 'UTF-8');
  t.like(result.counts, { total: 2, valid: 2, invalid: 0, existingAccounts: 1 });
  t.deepEqual(
    result.rows.items.map((r: { line: number; name: string; valid: boolean }) => [r.line, r.name, r.valid]),
    [
      [2, '이서준', true],
      [3, '박지우', true],
    ],
  );
  const commit = await admin.post(`/api/channel/imports/${result.id}/commit`, { locale: 'ko' });
  t.is(commit.status, 200, JSON.stringify(commit.body));
  t.like(commit.body.data, { invited: 2, skipped: 0, dryRun: false, mode: 'allOrNothing' });
  const member = await db()('channel_members').where({ channel_id: ch.id, user_id: known }).first();
  t.is(member.state, 'inviting');
  t.is(member.group_name, '1학년 2반');
  t.true(member.can_change_own_info);
  t.like(member.profile, { schoolYear: '2026', schoolGrade: '1', schoolClass: '2', schoolNumber: '7' });
  const invitations = await openInvitations(ch.id).orderBy('email');
  t.deepEqual(
    invitations.map((i) => [i.email, i.import_id]),
    [
      [`${ch.slug}lee@example.com`, result.id],
      [`${ch.slug}park@example.com`, result.id],
    ],
  );
  t.like(invitations[1].member_profile, {
    group: null,
    canChangeOwnInfo: false,
    profile: { schoolNumber: '8' },
  });
  const mails = await mailsTo(ch.slug, 2);
  t.deepEqual(mails.map((m) => [m.to].flat().join()).sort(), [
    `${ch.slug}lee@example.com`,
    `${ch.slug}park@example.com`,
  ]);
  t.true(mails.every((m) => m.subject.includes('초대')));
  const state = await admin.get(`/api/channel/imports/${result.id}`);
  t.is(state.body.data.status, 'committed');
});

test('UTF-8 with a BOM and CP949 read the same Korean rows; CP949-only syllables survive', async (t) => {
  const { admin } = await school();
  const csv = `${koHeader}\r\nsam@example.com,김똠방,2반,아니오,2026,3,2,1\r\nsoo@example.com,이한결,,,,,,\r\n`;
  const withBom = await imported(admin, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]));
  const cp949 = await imported(admin, iconv.encode(csv, 'cp949'));
  t.is(withBom.encoding, 'UTF-8');
  t.is(cp949.encoding, 'CP949');
  for (const result of [withBom, cp949]) {
    t.is(result.status, 'ready');
    t.deepEqual(
      result.rows.items.map((r: { name: string; group: string | null }) => [r.name, r.group]),
      [
        ['김똠방', '2반'],
        ['이한결', null],
      ],
    );
  }
});

test('§8 no_file and not_csv refuse the upload; a file over 5 MB is 413', async (t) => {
  const { admin } = await school();
  const json = await admin.post('/api/channel/imports', { file: 'members.csv' });
  t.is(json.status, 400);
  t.is(json.body.err.code, 'no_file');
  t.is(json.body.err.message, 'No file. Choose a CSV file.');
  const noFile = await admin.upload('POST', '/api/channel/imports', { note: 'nothing attached' });
  t.is(noFile.body.err.code, 'no_file');
  const empty = await upload(admin, '');
  t.is(empty.body.err.code, 'no_file');
  // A body cut off inside the file is a 400, not a crash.
  const cut = await admin.request(
    'POST',
    '/api/channel/imports',
    Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nemail\n'),
    { 'content-type': 'multipart/form-data; boundary=b' },
  );
  t.is(cut.status, 400);
  const xlsx = await upload(admin, 'PK\u0003\u0004', 'members.xlsx', 'application/vnd.ms-excel');
  t.is(xlsx.status, 400);
  t.is(xlsx.body.err.code, 'not_csv');
  const big = await upload(admin, `${header}\n${'x'.repeat(5 * 1024 * 1024 + 1)}`);
  t.is(big.status, 413);
  t.is(big.body.err.code, 'file_too_large');
  t.is(await countOf(db()('channel_member_imports').where({ file_name: 'members.xlsx' })), 0);
});

test('§8 malformed_csv, read_failed and too many rows fail the import with their code', async (t) => {
  const { admin } = await school();
  const cases: [string, string | Uint8Array, string][] = [
    ['header out of order', 'name,email\nKim,kim@example.com', 'malformed_csv'],
    ['broken quotes', `${header}\n"kim@example.com,Kim`, 'malformed_csv'],
    ['a row longer than the header', 'email,name\nkim@example.com,Kim,extra', 'malformed_csv'],
    ['no rows', `${header}\n`, 'malformed_csv'],
    ['not text', Buffer.from([0x65, 0x6d, 0x00, 0xff, 0xfe, 0x00, 0x01, 0x02]), 'read_failed'],
    [
      'more than 10,000 rows',
      ['email', ...Array.from({ length: 10_001 }, (_, i) => `p${i}@example.com`)].join('\n'),
      'too_many_rows',
    ],
  ];
  for (const [what, bytes, code] of cases) {
    const result = await imported(admin, bytes);
    t.is(result.status, 'failed', what);
    t.is(result.error?.code, code, what);
  }
  const failed = await imported(admin, 'name,email\nKim,kim@example.com');
  const commit = await admin.post(`/api/channel/imports/${failed.id}/commit`, {});
  t.is(commit.status, 409);
  t.is(commit.body.err.code, 'import_not_ready');
});

test('§8 unknown_error: a validation that crashes on its last attempt fails the import', async (t) => {
  const { ch, admin } = await school();
  const [row] = await db()('channel_member_imports')
    .insert({ channel_id: ch.id, file_name: 'lost.csv', file_bytes: null })
    .returning('id');
  await suite.app.core.jobs.enqueue(validateImportJob, { importId: row.id });
  const result = await waitFor(admin, row.id);
  t.is(result.status, 'failed');
  t.deepEqual(result.error, { code: 'unknown_error', message: 'An unknown error occurred.' });
});

test('an upload whose check was never queued is queued again when it is looked at', async (t) => {
  const { ch, admin } = await school();
  const [row] = await db()('channel_member_imports')
    .insert({
      channel_id: ch.id,
      file_name: 'stuck.csv',
      file_bytes: Buffer.from('email\nstuck@example.com'),
      updated_at: new Date(Date.now() - 5 * 60_000),
    })
    .returning('id');
  const result = await waitFor(admin, row.id);
  t.is(result.status, 'ready');
  t.like(result.counts, { total: 1, valid: 1 });
});

test('§8 row errors: invalid e-mail, duplicate e-mails, signed-up accounts, and the other §5 rules', async (t) => {
  const { ch, admin } = await school();
  await db()('users')
    .where({ id: ch.ids[`${ch.slug}kim`] })
    .update({ email: `${ch.slug}kim@example.com` });
  const csv = [
    header,
    `a@example.com,A,,,2026,1,1,1`,
    `not-an-email,B,,,,,,`,
    `A@example.com,C,,,,,,`,
    `${ch.slug}KIM@example.com,D,,,,,,`,
    `e@example.com,E,,maybe,2026,1,1,1`,
    `f@example.com,F,${'g'.repeat(101)},,,,,`,
  ].join('\n');
  const result = await imported(admin, csv);
  t.is(result.status, 'ready');
  t.like(result.counts, { total: 6, valid: 2, invalid: 4 });
  const errors = Object.fromEntries(
    result.rows.items.map((r: { line: number; errors: { code: string; message: string }[] }) => [
      r.line,
      r.errors.map((e) => `${e.code}: ${e.message}`),
    ]),
  );
  t.deepEqual(errors, {
    2: [],
    3: ['invalid_email: Invalid e-mail.'],
    4: ['duplicate_emails: This e-mail appears earlier in the table.'],
    5: ['signed_up_accounts_exist: This account has already joined or been invited to the channel.'],
    6: [
      'duplicate_student_number: The school year, grade, class and number are the same as in another row.',
      'invalid_value: The value of Can change own info is invalid.',
    ],
    7: [],
  });
  // An unusable group falls back to the default group.
  t.is(result.rows.items[5].group, null);
  const invalidOnly = await admin.get(`/api/channel/imports/${result.id}?rows=invalid`);
  t.deepEqual(
    invalidOnly.body.data.rows.items.map((r: { line: number }) => r.line),
    [3, 4, 5, 6],
  );

  // All or nothing names the first §8 problem; nothing is written.
  const refused = await admin.post(`/api/channel/imports/${result.id}/commit`, { mode: 'allOrNothing' });
  t.is(refused.status, 409);
  t.is(refused.body.err.code, 'some_invalid_emails');
  t.is(refused.body.err.message, 'Some e-mails are invalid. (4 rows)');
  t.is(await countOf(openInvitations(ch.id)), 0);

  const dupes = await imported(admin, `${header}\nx@example.com,X\nX@example.com,Y\n`);
  const dupeCommit = await admin.post(`/api/channel/imports/${dupes.id}/commit`, {});
  t.is(dupeCommit.body.err.code, 'duplicate_emails');
  const signedUp = await imported(admin, `${header}\n${ch.slug}kim@example.com,Kim\n`);
  const signedCommit = await admin.post(`/api/channel/imports/${signedUp.id}/commit`, {
    mode: 'skipBadRows',
  });
  t.is(signedCommit.status, 409);
  t.is(signedCommit.body.err.code, 'signed_up_accounts_exist');
});

test('skipping bad rows invites the rest; errors.csv gives the bad rows back with the error', async (t) => {
  const { ch, admin } = await school();
  const good = `${ch.slug}good@example.com`;
  const csv = `${header}\n${good},Good,,,,,,\nbad-address,"Kim, Bad",,,,,,\n${good},Twice,,,,,,\n`;
  const result = await imported(admin, csv);
  const dry = await admin.post(`/api/channel/imports/${result.id}/commit`, {
    mode: 'skipBadRows',
    dryRun: true,
  });
  t.like(dry.body.data, { invited: 1, skipped: 2, dryRun: true, committedAt: null, skippedLines: [3, 4] });
  t.is(await countOf(openInvitations(ch.id)), 0);
  t.is((await admin.get(`/api/channel/imports/${result.id}`)).body.data.status, 'ready');

  const commit = await admin.post(`/api/channel/imports/${result.id}/commit`, { mode: 'skipBadRows' });
  t.like(commit.body.data, { invited: 1, skipped: 2, dryRun: false, skippedLines: [3, 4] });
  t.deepEqual(
    (await openInvitations(ch.id)).map((i) => i.email),
    [good],
  );

  const ko = await ch.login(`${ch.slug}boss`, { locale: 'ko' });
  const file = await ko.request('GET', `/api/channel/imports/${result.id}/errors.csv`);
  t.is(file.status, 200);
  t.regex(file.headers.get('content-disposition') ?? '', /members-errors\.csv/);
  const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
  const lines = text.replace('\uFEFF', '').trim().split('\n');
  t.is(lines.length, 3);
  t.true(lines[0].startsWith('이메일,이름,그룹,') && lines[0].endsWith(',오류'));
  t.true(lines[1].startsWith('bad-address,"Kim, Bad",'));
  t.true(lines[1].endsWith(',이메일 형식이 올바르지 않습니다.'));
  t.true(lines[2].endsWith(',표 안에서 이메일이 중복됩니다.'));
  // The error rows, fixed, upload again as a file of their own.
  const fixed = lines
    .slice(1)
    .map((l) => l.replace('bad-address', 'fixed@example.com').replace(good, `${ch.slug}twice@example.com`))
    .map((l) => l.slice(0, l.lastIndexOf(',')))
    .join('\n');
  const again = await imported(admin, `${lines[0].slice(0, lines[0].lastIndexOf(','))}\n${fixed}`);
  t.like(again.counts, { total: 2, valid: 2 });
});

test('a second commit answers the same result and changes nothing', async (t) => {
  const { ch, admin } = await school();
  const result = await imported(
    admin,
    `${header}\n${ch.slug}one@example.com,One\n${ch.slug}two@example.com,Two\n`,
  );
  const [first, second] = await Promise.all([
    admin.post(`/api/channel/imports/${result.id}/commit`, {}),
    admin.post(`/api/channel/imports/${result.id}/commit`, {}),
  ]);
  t.is(first.status, 200);
  t.deepEqual(second.body, first.body);
  const third = await admin.post(`/api/channel/imports/${result.id}/commit`, { mode: 'skipBadRows' });
  t.deepEqual(third.body, first.body);
  t.is(await countOf(openInvitations(ch.id)), 2);
  await mailsTo(ch.slug, 2);
  await sleep(300);
  t.is((await mailsTo(ch.slug, 2)).length, 2);
});

test('an import past the channel’s student limit is refused whole, with the numbers', async (t) => {
  const { ch, admin } = await school(3);
  // One seat is the student member's; the first import's address without an account holds one.
  const first = await imported(admin, `${header}\npending@example.com,P\n`);
  t.is((await admin.post(`/api/channel/imports/${first.id}/commit`, {})).status, 200);
  const result = await imported(admin, `${header}\na@example.com,A\nb@example.com,B\n`);
  const refused = await admin.post(`/api/channel/imports/${result.id}/commit`, {});
  t.is(refused.status, 409);
  t.is(refused.body.err.code, 'student_limit_exceeded');
  t.is(refused.body.err.message, "Exceeded the channel's student limit. (2 / 3)");
  t.is(await countOf(openInvitations(ch.id)), 1);
  const one = await imported(admin, `${header}\na@example.com,A\n`);
  t.is((await admin.post(`/api/channel/imports/${one.id}/commit`, {})).status, 200);
});

test('another channel’s import is a 404 everywhere; learners, strangers and co-managers without the right are refused', async (t) => {
  const a = await school();
  const b = await school();
  const theirs = await imported(b.admin, `${header}\nb@example.com,B\n`);
  const requests: [string, string][] = [];
  for (const [method, path] of [
    ['GET', `/api/channel/imports/${theirs.id}`],
    ['POST', `/api/channel/imports/${theirs.id}/commit`],
    ['GET', `/api/channel/imports/${theirs.id}/errors.csv`],
  ] as const) {
    requests.push([method, path]);
    const reply = await a.admin.json(method, path, method === 'POST' ? {} : undefined);
    t.is(reply.status, 404, path);
    t.is(reply.body.err.code, 'import_not_found');
  }
  const doc = (await suite.app.client().get('/api/openapi.json')).body;
  const importRoutes = uncoveredIdRoutes(doc, 'channel-admin', requests).filter((r) => r.includes('imports'));
  t.deepEqual(importRoutes, []);
  t.is((await b.admin.get(`/api/channel/imports/${theirs.id}`)).body.data.status, 'ready');

  const learner = await a.ch.login(`${a.ch.slug}kim`);
  await learner.open('/login');
  t.is((await upload(learner, `${header}\nx@example.com,X\n`)).status, 403);
  t.is((await learner.request('GET', '/api/channel/imports/template.csv')).status, 403);
  // A co-manager needs the right to send invitation mail.
  const co = await suite.app.createUser({ userId: `${a.ch.slug}co` });
  await suite.app.addMember(a.ch.id, co, 'admin', 'joined', { manager_rights: JSON.stringify(['invite']) });
  const coManager = await a.ch.login(`${a.ch.slug}co`);
  await coManager.open('/login');
  t.is((await upload(coManager, `${header}\nx@example.com,X\n`)).status, 403);
  await db()('channel_members')
    .where({ channel_id: a.ch.id, user_id: co })
    .update({ manager_rights: JSON.stringify(['sendInvitationEmail']) });
  t.is((await upload(coManager, `${header}\nx@example.com,X\n`)).status, 202);
  const stranger = suite.app.client({ host: a.ch.host });
  t.is((await stranger.get(`/api/channel/imports/${theirs.id}`)).status, 401);
});

test('a new address invited from a CSV joins with the row’s profile', async (t) => {
  const { ch, admin } = await school();
  const result = await imported(admin, `${header}\n${ch.slug}new@example.com,New,2반,yes,2026,2,2,9\n`);
  await admin.post(`/api/channel/imports/${result.id}/commit`, { locale: 'en' });
  const [mail] = await mailsTo(ch.slug, 1);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
  const userId = await suite.app.createUser({ userId: `${ch.slug}new`, email: `${ch.slug}new@example.com` });
  const invitee = await ch.login(`${ch.slug}new`);
  await invitee.open('/login');
  const accepted = await invitee.post(`/api/invitations/${token}/accept`, {});
  t.is(accepted.status, 200, JSON.stringify(accepted.body));
  const member = await db()('channel_members').where({ channel_id: ch.id, user_id: userId }).first();
  t.is(member.state, 'joined');
  t.is(member.group_name, '2반');
  t.true(member.can_change_own_info);
  t.like(member.profile, { schoolGrade: '2', schoolNumber: '9' });
});
