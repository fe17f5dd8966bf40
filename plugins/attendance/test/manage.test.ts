/**
 * Managing attendance: the permission matrix (anonymous, learner, other learner, owner teacher,
 * other teacher, channel admin, another channel's admin), channel isolation of every id route,
 * closing (absentees, idempotent), teacher edits with a note, the sweep and the exports.
 */
import test from 'ava';
import ExcelJS from 'exceljs';
import { uncoveredIdRoutes, type TestClient } from '@seodang/sdk/testing';
import { sweepSessions } from '../server/schedule.ts';
import { startAttendanceFixture, type AttendanceFixture } from '../testing/fixture.ts';

let f: AttendanceFixture;
test.before(async () => {
  f = await startAttendanceFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

const statusesOf = async (id: number) =>
  Object.fromEntries(
    (
      (await (await f.as('teach')).get(`/api/attendance/sessions/${id}`)).body.data.records as {
        loginId: string;
        status: string | null;
      }[]
    ).map((r) => [r.loginId, r.status]),
  );

test.serial('who may manage: the owner and the channel admin; others 401, 403 or 404', async (t) => {
  const id = await f.session();
  const callers: [string, () => Promise<TestClient>, number][] = [
    ['anonymous', async () => f.app.client({ host: f.school.host }), 401],
    ['learner', () => f.as('kim'), 403],
    ['other learner', () => f.as('outsider'), 403],
    ['owner teacher', () => f.as('teach'), 200],
    ['other teacher', () => f.as('other.teacher'), 403],
    ['channel admin', () => f.as('boss'), 200],
    ["another channel's admin", () => f.as('far.admin', { far: true }), 404],
  ];
  const routes: [string, string, unknown?][] = [
    ['GET', `/api/attendance/sessions?lectureIndex=${f.lecture}`],
    ['POST', '/api/attendance/sessions', { lectureIndex: f.lecture, startAt: new Date().toISOString() }],
    ['GET', `/api/attendance/sessions/${id}`],
    ['PUT', `/api/attendance/sessions/${id}`, { startAt: new Date().toISOString() }],
    ['POST', `/api/attendance/sessions/${id}/open`],
    ['GET', `/api/attendance/sessions/${id}/code`],
    [
      'PUT',
      `/api/attendance/sessions/${id}/records/${f.school.ids.kim}`,
      { status: 'excused', note: '병결' },
    ],
    ['GET', `/api/attendance/lecture/${f.lecture}/export`],
  ];
  for (const [who, client, expected] of callers) {
    const c = await client();
    for (const [method, path, body] of routes) {
      if (method !== 'GET') await c.open('/login'); // the tab's CSRF cookie
      const res = await c.request(method, path, method === 'GET' ? undefined : (body ?? {}));
      const status = res.status === 201 ? 200 : res.status;
      t.is(status, expected, `${who}: ${method} ${path}`);
    }
  }
  // Check-in is for enrolled learners: anonymous 401, a teacher who is not a learner 403.
  const code = await f.code(id);
  t.is((await f.app.client({ host: f.school.host }).post('/api/attendance/check-in', { code })).status, 401);
  t.is((await (await f.as('boss')).post('/api/attendance/check-in', { code })).body.err.code, 'not_enrolled');
  t.is((await (await f.as('lee')).get('/api/attendance/my')).status, 200);
  t.is((await f.app.client({ host: f.school.host }).get('/api/attendance/my')).status, 401);
});

test.serial('an id of another channel answers exactly like a missing one, on every id route', async (t) => {
  const id = await f.session();
  const admin = await f.as('far.admin', { far: true, locale: 'en' });
  const idRoutes = (session: number, lecture: number, user: number): [string, string][] => [
    ['GET', `/api/attendance/sessions/${session}`],
    ['PUT', `/api/attendance/sessions/${session}`],
    ['DELETE', `/api/attendance/sessions/${session}`],
    ['POST', `/api/attendance/sessions/${session}/open`],
    ['POST', `/api/attendance/sessions/${session}/close`],
    ['GET', `/api/attendance/sessions/${session}/code`],
    ['PUT', `/api/attendance/sessions/${session}/records/${user}`],
    ['GET', `/api/attendance/lecture/${lecture}/export`],
  ];
  const bodies: Record<string, unknown> = {
    PUT: { startAt: new Date().toISOString() },
  };
  const ours = idRoutes(id, f.lecture, f.school.ids.kim);
  const missing = idRoutes(2_147_483_647, 2_147_483_647, f.school.ids.kim);
  for (const [i, [method, path]] of ours.entries()) {
    const body = path.includes('/records/') ? { status: 'present' } : bodies[method];
    const other = await admin.json(method, path, method === 'GET' ? undefined : (body ?? {}));
    const none = await admin.json(missing[i][0], missing[i][1], method === 'GET' ? undefined : (body ?? {}));
    t.is(other.status, 404, path);
    t.deepEqual(other.body, none.body, path);
  }
  // A learner of another channel in the path is a missing record.
  const teacher = await f.as('teach');
  const foreign = await teacher.put(`/api/attendance/sessions/${id}/records/${f.far.ids['far.admin']}`, {
    status: 'present',
  });
  t.deepEqual([foreign.status, foreign.body.err.code], [404, 'record_not_found']);
  const doc = (await admin.get('/api/openapi.json')).body;
  t.deepEqual(uncoveredIdRoutes(doc, 'attendance', ours), []);
});

test.serial('a change and an opening answer the session as it now is', async (t) => {
  const id = await f.session({}, { open: false });
  const teacher = await f.as('teach');
  const startAt = new Date(Date.now() + 60_000).toISOString();
  const changed = await teacher.put(`/api/attendance/sessions/${id}`, {
    startAt,
    title: '3교시',
    durationMinutes: 40,
  });
  t.is(changed.status, 200);
  t.like(changed.body.data, { id, title: '3교시', state: 'scheduled', startAt, durationMinutes: 40 });
  const row = await f.app.core.db('attendance_sessions').where({ id }).first('updated_at', 'created_at');
  t.true(row.updated_at > row.created_at, 'the change is dated');
  const opened = await teacher.post(`/api/attendance/sessions/${id}/open`);
  t.is(opened.status, 200);
  t.like(opened.body.data, { id, title: '3교시', state: 'open' });
});

test.serial('closing marks the rest absent in one go, and closing again changes nothing', async (t) => {
  const id = await f.session();
  await (await f.as('kim')).post('/api/attendance/check-in', { code: await f.code(id) });
  const teacher = await f.as('teach');
  const closed = await teacher.post(`/api/attendance/sessions/${id}/close`);
  t.is(closed.status, 200);
  t.like(closed.body.data, { state: 'closed', counts: { present: 1, late: 0, absent: 3, excused: 0 } });
  const before = await f.app.core.db('attendance_records').where({ session_id: id }).orderBy('id');
  const closedAt = (await f.app.core.db('attendance_sessions').where({ id }).first('closed_at')).closed_at;
  const again = await teacher.post(`/api/attendance/sessions/${id}/close`);
  t.deepEqual(again.body.data.counts, closed.body.data.counts);
  t.deepEqual(await f.app.core.db('attendance_records').where({ session_id: id }).orderBy('id'), before);
  t.deepEqual(
    (await f.app.core.db('attendance_sessions').where({ id }).first('closed_at')).closed_at,
    closedAt,
  );
  t.deepEqual(await statusesOf(id), { kim: 'present', lee: 'absent', park: 'absent', choi: 'absent' });
  const reopen = await teacher.post(`/api/attendance/sessions/${id}/open`);
  t.deepEqual([reopen.status, reopen.body.err.code], [409, 'session_closed']);
  const code = await teacher.get(`/api/attendance/sessions/${id}/code`);
  t.deepEqual([code.status, code.body.err.code], [409, 'session_closed']);
});

test.serial('the teacher sets present, late, absent or excused with a note', async (t) => {
  const id = await f.session();
  const teacher = await f.as('teach');
  const set = await teacher.put(`/api/attendance/sessions/${id}/records/${f.school.ids.lee}`, {
    status: 'excused',
    note: '현장 체험 학습',
  });
  t.is(set.status, 200);
  t.like(set.body.data, { loginId: 'lee', status: 'excused', note: '현장 체험 학습' });
  await teacher.put(`/api/attendance/sessions/${id}/records/${f.school.ids.lee}`, {
    status: 'late',
    note: '',
  });
  t.is((await statusesOf(id)).lee, 'late');
  const outsider = await teacher.put(`/api/attendance/sessions/${id}/records/${f.school.ids.outsider}`, {
    status: 'present',
  });
  t.is(outsider.status, 404, 'not a learner of the lecture');
  const bad = await teacher.put(`/api/attendance/sessions/${id}/records/${f.school.ids.lee}`, {
    status: 'asleep',
  });
  t.is(bad.status, 400);
});

test.serial('the sweep opens sessions at their start and closes them at start + duration', async (t) => {
  const scheduled = await f.session(
    { startAt: new Date(Date.now() - 60_000).toISOString() },
    { open: false },
  );
  const overdue = await f.session({ startAt: new Date(Date.now() - 61 * 60_000).toISOString() });
  const future = await f.session(
    { startAt: new Date(Date.now() + 3_600_000).toISOString() },
    { open: false },
  );
  const ctx = {
    db: f.app.core.db,
    service: f.app.core.service.bind(f.app.core),
    publish: f.app.core.publish.bind(f.app.core),
  } as unknown as Parameters<typeof sweepSessions>[0];
  await sweepSessions(ctx);
  const state = async (id: number) =>
    (await f.app.core.db('attendance_sessions').where({ id }).first('state')).state;
  t.is(await state(scheduled), 'open');
  t.is(await state(overdue), 'closed');
  t.is(await state(future), 'scheduled');
  t.deepEqual(await statusesOf(overdue), { kim: 'absent', lee: 'absent', park: 'absent', choi: 'absent' });
  const second = await sweepSessions(ctx);
  t.is(second.opened, 0);
});

test.serial(
  'export: students × sessions with P/L/A/E, counts and rates, as CSV with a BOM and as XLSX',
  async (t) => {
    // A lecture of its own so the table is exactly these sessions.
    await f.app.core.db('attendance_sessions').where({ lecture_id: f.lecture }).delete();
    const teacher = await f.as('teach', { locale: 'ko' });
    const first = await f.session({ startAt: '2026-03-02T00:00:00Z', title: '1주차', durationMinutes: 720 });
    const second = await f.session({ startAt: '2026-03-09T00:00:00Z', title: '2주차', durationMinutes: 720 });
    const mark = (session: number, who: string, status: string) =>
      teacher.put(`/api/attendance/sessions/${session}/records/${f.school.ids[who]}`, { status });
    await mark(first, 'kim', 'present');
    await mark(first, 'lee', 'late');
    await mark(first, 'park', 'excused');
    await mark(second, 'kim', 'present');
    await mark(second, 'park', 'present');
    await teacher.post(`/api/attendance/sessions/${first}/close`);
    await teacher.post(`/api/attendance/sessions/${second}/close`);

    const csv = await teacher.request('GET', `/api/attendance/lecture/${f.lecture}/export?format=csv`);
    t.is(csv.status, 200);
    t.regex(csv.headers.get('content-type')!, /text\/csv/);
    t.regex(csv.headers.get('content-disposition')!, /attachment/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    t.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    t.is(lines[0], '이름,아이디,2026-03-02 09:00 1주차,2026-03-09 09:00 2주차,출석,지각,결석,공결,출석률(%)');
    t.deepEqual(lines.slice(1).sort(), [
      '김민수,kim,P,P,2,0,0,0,100',
      '박지훈,park,E,P,1,0,0,1,100',
      '이서연,lee,L,A,0,1,1,0,50',
      '최유진,choi,A,A,0,0,2,0,0',
    ]);

    const xlsx = await teacher.request('GET', `/api/attendance/lecture/${f.lecture}/export?format=xlsx`);
    t.regex(xlsx.headers.get('content-type')!, /spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    t.is(sheet.getCell('A1').value, '이름');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const lee = rows.find((r) => r[2] === 'lee')!;
    t.deepEqual(lee.slice(1), ['이서연', 'lee', 'L', 'A', 0, 1, 1, 0, 50]);

    const en = await (
      await f.as('teach', { locale: 'en' })
    ).request('GET', `/api/attendance/lecture/${f.lecture}/export`);
    t.true((await en.text()).includes('Name,Login ID'));
  },
);

test.serial('a new session takes the channel’s default networks unless it names its own', async (t) => {
  const boss = await f.as('boss', { locale: 'en' });
  const bad = await boss.put('/api/channel/settings', { values: { 'attendance.networks': '10.0.0.0/33' } });
  t.is(bad.status, 400);
  const saved = await boss.put('/api/channel/settings', {
    values: { 'attendance.networks': '10.0.0.0/8, 192.168.0.0/16' },
  });
  t.is(saved.status, 200, JSON.stringify(saved.body));
  const teacher = await f.as('teach');
  const startAt = new Date().toISOString();
  const inherited = await teacher.post('/api/attendance/sessions', { lectureIndex: f.lecture, startAt });
  t.deepEqual(inherited.body.data.networks, ['10.0.0.0/8', '192.168.0.0/16']);
  const own = await teacher.post('/api/attendance/sessions', {
    lectureIndex: f.lecture,
    startAt,
    networks: [],
  });
  t.deepEqual(own.body.data.networks, []);
  await boss.put('/api/channel/settings', { values: { 'attendance.networks': '' } });
});

test.serial('the service is named in the admin’s language on the service switches', async (t) => {
  const rows = (await (await f.as('boss', { locale: 'ja' })).get('/api/channel/services')).body.data as {
    service: string;
    name: string;
  }[];
  t.is(rows.find((r) => r.service === 'ATTENDANCE')?.name, '出席');
});

test.serial('switching attendance off names the sessions it stops', async (t) => {
  await f.session();
  const boss = await f.as('boss', { locale: 'en' });
  const impact = await boss.get('/api/channel/services/ATTENDANCE/impact');
  t.is(impact.status, 200, JSON.stringify(impact.body));
  t.true(JSON.stringify(impact.body).includes('taking attendance now'));
  t.true(JSON.stringify(impact.body).includes('attendance session(s) and their records'));
});
