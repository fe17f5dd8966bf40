/**
 * Attendance by rotating code, against real PostgreSQL and Redis: codes rotate and expire after
 * interval + margin, are unique in a channel, check-ins are present or late at the boundary, a
 * second check-in answers the first record, refusals speak ko/en/ja, networks, flags and claims.
 */
import test from 'ava';
import { attendanceMessages, codeAlphabet, statusAt } from '../common/index.ts';
import { codeStore } from '../server/code-store.ts';
import { learners, startAttendanceFixture, type AttendanceFixture } from '../testing/fixture.ts';

let f: AttendanceFixture;
test.before(async () => {
  f = await startAttendanceFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const minute = 60_000;

test('present up to and at start + 10 min, late after it (the pure rule)', (t) => {
  const session = { startAt: 0, lateAfterMinutes: 10, durationMinutes: 60 };
  t.is(statusAt(session, 10 * minute), 'present');
  t.is(statusAt(session, 10 * minute + 1), 'late');
});

test.serial(
  'a session gets the defaults; a code interval outside 10–60 s is refused in the caller’s language',
  async (t) => {
    const teacher = await f.as('teach', { locale: 'en' });
    const made = await teacher.post('/api/attendance/sessions', {
      lectureIndex: f.lecture,
      startAt: new Date().toISOString(),
    });
    t.is(made.status, 201);
    t.like(made.body.data, {
      state: 'scheduled',
      lateAfterMinutes: 10,
      durationMinutes: 60,
      codeIntervalSeconds: 15,
      codeMarginSeconds: 2,
      networks: [],
    });
    const bad = await teacher.post('/api/attendance/sessions', {
      lectureIndex: f.lecture,
      startAt: new Date().toISOString(),
      codeIntervalSeconds: 5,
    });
    t.deepEqual([bad.status, bad.body.err.message], [400, 'A code changes every 10 to 60 seconds.']);
    const notYet = await teacher.get(`/api/attendance/sessions/${made.body.data.id}/code`);
    t.deepEqual([notYet.status, notYet.body.err.code], [409, 'session_not_open']);
  },
);

test.serial('the display’s code: six characters, the same within its interval, in server time', async (t) => {
  const id = await f.session();
  const teacher = await f.as('teach');
  const first = (await teacher.get(`/api/attendance/sessions/${id}/code`)).body.data;
  t.regex(first.code, new RegExp(`^[${codeAlphabet}]{6}$`));
  t.true(first.rotatesAt - first.serverTime <= 15_000 && first.rotatesAt - first.serverTime > 14_000);
  t.true(first.url.endsWith(`/attendance/${first.code}`));
  t.true(first.qr.startsWith('data:image/png;base64,'));
  t.is((await teacher.get(`/api/attendance/sessions/${id}/code`)).body.data.code, first.code);
});

test.serial(
  'a code rotates after its interval, still counts during the margin, then is refused as expired',
  async (t) => {
    const session = {
      id: 900_001,
      channel_id: f.school.id,
      code_interval_seconds: 1,
      code_margin_seconds: 1,
    };
    const first = await codeStore.current(session);
    t.true(first.minted);
    await sleep(1_100);
    const second = await codeStore.current(session);
    t.not(second.code, first.code);
    t.deepEqual(await codeStore.lookup(f.school.id, first.code), { live: true, sessionId: 900_001 });
    await sleep(1_000);
    t.deepEqual(await codeStore.lookup(f.school.id, first.code), { live: false, sessionId: 900_001 });
    // The same through the API: a photographed code is refused once interval + margin are over.
    const id = await f.session();
    await f.app.core
      .db('attendance_sessions')
      .where({ id })
      .update({ code_interval_seconds: 1, code_margin_seconds: 1 });
    const code = await f.code(id);
    await sleep(2_100);
    const late = await (await f.as('kim')).post('/api/attendance/check-in', { code });
    t.deepEqual([late.status, late.body.err.code], [400, 'code_expired']);
  },
);

test.serial(
  'codes are unique among the channel’s open sessions, and each finds its own session',
  async (t) => {
    const sessions = Array.from({ length: 150 }, (_, i) => ({
      id: 910_000 + i,
      channel_id: f.school.id,
      code_interval_seconds: 30,
      code_margin_seconds: 2,
    }));
    const codes = await Promise.all(sessions.map((s) => codeStore.current(s)));
    t.is(new Set(codes.map((c) => c.code)).size, sessions.length);
    for (const [i, c] of codes.entries())
      t.deepEqual(await codeStore.lookup(f.school.id, c.code), { live: true, sessionId: sessions[i].id });
    // Another channel knows none of them.
    t.is(await codeStore.lookup(f.far.id, codes[0].code), null);
  },
);

test.serial('check-in: present, then a second check-in answers the existing record', async (t) => {
  const id = await f.session();
  const code = await f.code(id);
  const kim = await f.as('kim');
  const first = await kim.post('/api/attendance/check-in', { code: code.toLowerCase() });
  t.is(first.status, 201);
  t.like(first.body.data, {
    sessionId: id,
    lectureIndex: f.lecture,
    lectureTitle: '정보 수업',
    status: 'present',
    created: true,
  });
  const again = await kim.post('/api/attendance/check-in', { code });
  t.is(again.status, 200);
  t.like(again.body.data, { status: 'present', created: false, checkedInAt: first.body.data.checkedInAt });
  t.is(
    await f.app.core
      .db('attendance_records')
      .where({ session_id: id })
      .count({ n: '*' })
      .first()
      .then((r) => Number(r!.n)),
    1,
  );
});

test.serial('late after the late limit', async (t) => {
  const id = await f.session({ startAt: new Date(Date.now() - 10 * minute - 5_000).toISOString() });
  const res = await (await f.as('lee')).post('/api/attendance/check-in', { code: await f.code(id) });
  t.like(res.body.data, { status: 'late', created: true });
  const onTime = await f.session({ startAt: new Date(Date.now() - 10 * minute + 30_000).toISOString() });
  t.like(
    (await (await f.as('lee')).post('/api/attendance/check-in', { code: await f.code(onTime) })).body.data,
    {
      status: 'present',
    },
  );
});

test.serial('refusals in ko, en and ja: unknown, not enrolled, closed, wrong network', async (t) => {
  for (const locale of ['ko', 'en', 'ja'] as const) {
    const unknown = await (
      await f.as('kim', { locale })
    ).post('/api/attendance/check-in', { code: 'ZZZZZZ' });
    t.deepEqual(unknown.body.err, {
      code: 'code_unknown',
      message: attendanceMessages[locale]['attendance.error.code_unknown'],
    });
  }
  const id = await f.session();
  const outsider = await (
    await f.as('outsider', { locale: 'en' })
  ).post('/api/attendance/check-in', {
    code: await f.code(id),
  });
  t.deepEqual([outsider.status, outsider.body.err.code], [403, 'not_enrolled']);
  t.is(outsider.body.err.message, "Only this lecture's learners can check in.");

  const fenced = await f.session({ networks: ['10.0.0.0/8'] });
  const refused = await (
    await f.as('park', { locale: 'ja' })
  ).post('/api/attendance/check-in', { code: await f.code(fenced) });
  t.deepEqual([refused.status, refused.body.err.code], [403, 'wrong_network']);
  t.is(refused.body.err.message, '許可されたネットワークからのみ出席できます。');
  const local = await f.session({ networks: ['127.0.0.0/8', '::1/128'] });
  t.is(
    (await (await f.as('park')).post('/api/attendance/check-in', { code: await f.code(local) })).status,
    201,
  );

  const closing = await f.session();
  const code = await f.code(closing);
  await (await f.as('teach')).post(`/api/attendance/sessions/${closing}/close`);
  const closed = await (await f.as('choi')).post('/api/attendance/check-in', { code });
  // The close retires the code at once: it answers as expired, never as a check-in.
  t.is(closed.status, 400);
  t.is(closed.body.err.code, 'code_expired');
  const bad = await (await f.as('kim', { locale: 'en' })).post('/api/attendance/check-in', { code: 'AB' });
  t.deepEqual([bad.status, bad.body.err.message], [400, 'An attendance code is 6 letters and digits.']);
});

test.serial(
  'flags: one browser for two accounts, one address for more than 3 accounts a minute',
  async (t) => {
    const id = await f.session();
    const code = await f.code(id);
    const kim = await f.as('kim');
    await kim.post('/api/attendance/check-in', { code });
    const lee = await f.as('lee');
    lee.setCookie('sd_attendance_browser', kim.cookie('sd_attendance_browser')!);
    await lee.post('/api/attendance/check-in', { code });
    const flagsOf = async () =>
      Object.fromEntries(
        (
          (await (await f.as('teach')).get(`/api/attendance/sessions/${id}`)).body.data.records as {
            loginId: string;
            flags: string[];
          }[]
        ).map((r) => [r.loginId, r.flags]),
      );
    t.like(await flagsOf(), { kim: ['shared_browser'], lee: ['shared_browser'] });
    await (await f.as('park')).post('/api/attendance/check-in', { code });
    t.deepEqual((await flagsOf()).park, [], 'three accounts from one address are fine');
    await (await f.as('choi')).post('/api/attendance/check-in', { code });
    const flags = await flagsOf();
    for (const learner of ['kim', 'lee', 'park', 'choi'])
      t.true(flags[learner].includes('busy_address'), learner);
    const summary = (await (await f.as('teach')).get(`/api/attendance/sessions/${id}`)).body.data;
    t.is(summary.flagged, 4);
  },
);

test.serial(
  'four accounts checking in from one address at the same moment are all flagged, once each',
  async (t) => {
    const id = await f.session();
    const code = await f.code(id);
    const clients = await Promise.all(learners.map((learner) => f.as(learner)));
    const answers = await Promise.all(clients.map((c) => c.post('/api/attendance/check-in', { code })));
    t.deepEqual(
      answers.map((a) => a.status),
      [201, 201, 201, 201],
    );
    const records = (await f.app.core
      .db('attendance_records')
      .where({ session_id: id })
      .select('user_id', 'flags')) as { user_id: number; flags: string[] }[];
    t.deepEqual(
      records.map((r) => r.user_id).sort((a, b) => a - b),
      learners.map((learner) => f.school.ids[learner]).sort((a, b) => a - b),
    );
    for (const r of records) t.deepEqual(r.flags, ['busy_address'], `user ${r.user_id}`);
  },
);

test.serial('a logged-out visitor’s code is kept through login by a signed, single-use claim', async (t) => {
  const id = await f.session();
  await f.app.core
    .db('attendance_sessions')
    .where({ id })
    .update({ code_interval_seconds: 1, code_margin_seconds: 0 });
  const code = await f.code(id);
  const visitor = f.app.client({ host: f.school.host });
  t.is((await visitor.open(`/attendance/${code}`)).status, 200, 'the page opens before the sign-in');
  const claimed = await visitor.post('/api/attendance/claim', { code });
  t.is(claimed.status, 200);
  const claim = claimed.body.data.claim as string;
  await sleep(1_200); // the code is gone while the visitor logs in
  const choi = await f.as('choi');
  const forged = await choi.post('/api/attendance/check-in', { code, claim: `${claim.split('.')[0]}.AAAA` });
  t.is(forged.body.err.code, 'claim_invalid');
  const res = await choi.post('/api/attendance/check-in', { code, claim });
  t.is(res.status, 201);
  t.like(res.body.data, { sessionId: id, status: 'present', created: true });
  const reused = await (await f.as('park')).post('/api/attendance/check-in', { code, claim });
  t.is(reused.body.err.code, 'claim_invalid');
  const unknown = await f.app
    .client({ host: f.school.host })
    .post('/api/attendance/claim', { code: 'ZZZZZZ' });
  t.is(unknown.body.err.code, 'code_unknown');
});

test.serial('my records: the learner’s own, newest first', async (t) => {
  const list = (await (await f.as('kim')).get('/api/attendance/my')).body.data.list as {
    status: string;
    lectureTitle: string;
  }[];
  t.true(list.length >= 2);
  t.true(list.every((r) => r.lectureTitle === '정보 수업'));
  t.deepEqual((await (await f.as('outsider')).get('/api/attendance/my')).body.data.list, []);
});
