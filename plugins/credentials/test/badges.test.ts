/**
 * Badges: achievements (sanitised SVG) made by teachers and admins, the permission matrix of every
 * badge route, awards by hand (once per learner), verified like certificates and baked into a PNG,
 * archived instead of deleted once awarded, and awards by rule: first RIGHT, a lecture completed,
 * N presents in a row.
 */
import test from 'ava';
import sharp from 'sharp';
import type { TestClient } from '@seodang/sdk/testing';
import { attendanceMarked } from '@seodang/plugin-attendance/events';
import { bakedCredential } from '../server/badges/baked-png.ts';
import { matrixCallers, startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture(['community', 'workspace', 'lectures', 'attendance', 'credentials']);
});
test.after.always(async () => {
  await f?.app.stop();
});

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><circle cx="5" cy="5" r="4" fill="gold"/><a href="javascript:alert(3)"><rect width="2" height="2"/></a></svg>';
const achievement = (name: string, rule: object = { kind: 'manual' }) => ({
  name,
  description: '첫 번째 배지',
  criteria: '선생님이 직접 줍니다.',
  image: svg,
  rule,
});

const clients = new Map<string, TestClient>();
const as = async (who: string) => {
  let c = clients.get(who);
  if (!c) {
    c = await f.as(who, { locale: 'en' });
    clients.set(who, c);
  }
  return c;
};
const make = async (who: string, name: string, rule?: object) => {
  const r = await (await as(who)).post('/api/badge/achievements', achievement(name, rule));
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.data.id as number;
};

test.serial(
  'achievements: made by teachers and admins, the image sanitised, a name of at most 60',
  async (t) => {
    const created = await (await as('teach')).post('/api/badge/achievements', achievement('성실상'));
    t.is(created.status, 201);
    const image = created.body.data.image as string;
    t.false(/script|onload|javascript/i.test(image), image);
    t.true(image.includes('<circle'));
    t.is(
      (await (await as('teach')).post('/api/badge/achievements', achievement('가'.repeat(61)))).status,
      400,
    );
    const unsafe = await (
      await as('teach')
    ).post('/api/badge/achievements', { ...achievement('빈 그림'), image: '<svg><script>x</script>' });
    t.is(unsafe.status, 400);
    const long = await (
      await as('teach')
    ).post('/api/badge/achievements', { ...achievement('설명'), description: 'x'.repeat(201) });
    t.is(long.status, 400);
    t.is(long.body.err.message, 'Enter a description of 1 to 200 characters.');
  },
);

test.serial('the permission matrix of every badge route', async (t) => {
  const id = await make('teach', '권한 배지');
  const learnerId = f.school.ids.learner!;
  const award = async (who: string) =>
    (await as(who)).post(`/api/badge/achievements/${id}/award`, { userId: learnerId });
  const status = async (who: string, method: string, path: string, body?: unknown) =>
    (await (await as(who)).json(method, path, body)).status;

  const expected: Record<(typeof matrixCallers)[number], Record<string, number>> = {
    anonymous: { create: 401, edit: 401, award: 401, list: 401, mine: 401 },
    learner: { create: 403, edit: 403, award: 403, list: 200, mine: 200 },
    'other.learner': { create: 403, edit: 403, award: 403, list: 200, mine: 200 },
    teach: { create: 201, edit: 200, award: 201, list: 200, mine: 200 },
    'other.teacher': { create: 201, edit: 403, award: 403, list: 200, mine: 200 },
    boss: { create: 201, edit: 200, award: 200, list: 200, mine: 200 },
    'far.admin': { create: 201, edit: 404, award: 404, list: 200, mine: 200 },
  };
  for (const who of matrixCallers) {
    const want = expected[who];
    const got = {
      create: (await (await as(who)).post('/api/badge/achievements', achievement(`${who} 배지`))).status,
      edit: (await (await as(who)).put(`/api/badge/achievements/${id}`, achievement('권한 배지'))).status,
      award: (await award(who)).status,
      list: await status(who, 'GET', '/api/badge/achievements'),
      mine: await status(who, 'GET', '/api/badge'),
    };
    t.deepEqual(got, want, who);
  }
  const mine = (await (await as('learner')).get('/api/badge')).body.data.list as { certId: string }[];
  const certId = mine.find((b) => (b as unknown as { achievementId: number }).achievementId === id)!.certId;
  const revoke = (who: string) => status(who, 'POST', `/api/badge/${certId}/revoke`, { reason: '잘못 수여' });
  t.is(await revoke('anonymous'), 401);
  t.is(await revoke('learner'), 403);
  t.is(await revoke('other.teacher'), 403);
  t.is(await revoke('far.admin'), 404);
  const del = (who: string, target: number) => status(who, 'DELETE', `/api/badge/achievements/${target}`);
  t.is(await del('other.teacher', id), 403);
  t.is(await del('far.admin', id), 404);
  t.is(await del('learner', id), 403);
  t.is(await revoke('teach'), 200);
  t.is(await revoke('boss'), 200, 'again: no change');
  const [row] = await f.app.core
    .db('certificates as c')
    .join('credentials_issued as i', 'i.id', 'c.credential_id')
    .where({ 'c.cert_id': certId })
    .select('i.revoke_reason');
  t.is(row.revoke_reason, '잘못 수여');
});

test.serial(
  'an award is signed once, verified at /cert/{id} and baked into a PNG; awarded, an achievement is archived',
  async (t) => {
    const id = await make('teach', '코딩 새싹');
    const userId = f.school.ids['other.learner']!;
    const first = await (await as('teach')).post(`/api/badge/achievements/${id}/award`, { userId });
    t.is(first.status, 201);
    const again = await (await as('boss')).post(`/api/badge/achievements/${id}/award`, { userId });
    t.is(again.status, 200);
    t.is(again.body.data.certId, first.body.data.certId);
    const certId = first.body.data.certId as string;

    const page = await (await as('anonymous')).get(`/api/certificate/${certId}`);
    t.is(page.body.data.verification.state, 'valid');
    t.is(page.body.data.title, '코딩 새싹');
    const png = await (await as('anonymous')).request('GET', `/api/badge/${certId}/png`);
    t.is(png.status, 200);
    t.is(png.headers.get('content-type'), 'image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    t.like(await sharp(bytes).metadata(), { format: 'png', width: 512, height: 512 });
    const jwt = bakedCredential(bytes)!;
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    t.is(payload.credentialSubject.achievement.name, '코딩 새싹');
    t.true(String(payload.credentialSubject.achievement.image.id).startsWith('data:image/svg+xml;base64,'));
    const verified = await (await as('anonymous')).post('/api/credentials/verify', { credential: jwt });
    t.is(verified.body.data.state, 'valid');

    const unused = await make('teach', '안 쓰는 배지');
    const deleted = await (await as('teach')).request('DELETE', `/api/badge/achievements/${unused}`);
    t.is((await deleted.json()).data.outcome, 'deleted');
    const archived = await (await as('teach')).request('DELETE', `/api/badge/achievements/${id}`);
    t.is((await archived.json()).data.outcome, 'archived');
    t.is(
      (await (await as('anonymous')).get(`/api/certificate/${certId}`)).body.data.verification.state,
      'valid',
    );
    const onArchived = await (
      await as('teach')
    ).post(`/api/badge/achievements/${id}/award`, {
      userId: f.school.ids.learner!,
    });
    t.is(onArchived.status, 409);
    const learnerList = (await (await as('learner')).get('/api/badge/achievements')).body.data.list as {
      id: number;
    }[];
    t.false(
      learnerList.some((a) => a.id === id),
      'learners see active achievements only',
    );
  },
);

test.serial('rules: the first RIGHT, a lecture completed, and N presents in a row award once', async (t) => {
  const firstRight = await make('teach', '첫 정답', { kind: 'first_right' });
  const teach = await as('teach');
  const quiz = await teach.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: { title: '참거짓', contents: '참일까요?' },
    definition: { answer: true },
  });
  const learner = await as('learner');
  const learnerId = f.school.ids.learner!;
  const held = async (achievementId: number, userId = learnerId) =>
    (
      await f.app.core
        .db('certificates')
        .where({ source_kind: 'badge', source_index: achievementId, user_id: userId })
    ).length;
  await learner.post(`/api/workspace/quizzes/${quiz.body.data.index}/submit`, { answer: { value: false } });
  t.is(await held(firstRight), 0, 'WRONG is not RIGHT');
  await learner.post(`/api/workspace/quizzes/${quiz.body.data.index}/submit`, { answer: { value: true } });
  await learner.post(`/api/workspace/quizzes/${quiz.body.data.index}/submit`, { answer: { value: true } });
  t.is(await held(firstRight), 1);

  const created = await teach.post('/api/lecture', {
    subject: '배지 강좌',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  const lecture = created.body.data.sequence as number;
  const lesson = (
    await teach.post(`/api/lecture/${lecture}/lessons`, {
      title: '읽기',
      type: 'text',
      quizLanguage: 'python3',
    })
  ).body.data.index as number;
  await teach.put(`/api/lecture/${lecture}/publish`, { published: true });
  const completed = await make('teach', '강좌 완주', { kind: 'lecture_completed', lectureIndex: lecture });
  const anyLecture = await make('boss', '아무 강좌 완주', { kind: 'lecture_completed', lectureIndex: null });
  t.is((await learner.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  t.is((await learner.post(`/api/lecture/${lecture}/lessons/${lesson}/complete`)).status, 200);
  t.is(await held(completed), 1);
  t.is(await held(anyLecture), 1);

  // Three presents in a row in the lecture's attendance; an excused one does not break the run.
  const streak = await make('teach', '개근', { kind: 'present_streak', lectureIndex: lecture, count: 3 });
  const { db } = f.app.core;
  const mark = async (minutesAgo: number, status: string) => {
    const [session] = await db('attendance_sessions')
      .insert({
        channel_id: f.school.id,
        lecture_id: lecture,
        state: 'closed',
        start_at: new Date(Date.now() - minutesAgo * 60_000),
        late_after_minutes: 10,
        duration_minutes: 60,
        code_interval_seconds: 15,
        code_margin_seconds: 2,
      })
      .returning('id');
    await db('attendance_records').insert({
      session_id: session.id,
      user_id: learnerId,
      status,
      source: 'teacher',
    });
    await f.app.core.emit(attendanceMarked, {
      sessionId: session.id,
      userId: learnerId,
      channelId: f.school.id,
      lectureIndex: lecture,
      status,
    });
  };
  await mark(500, 'present');
  await mark(400, 'absent');
  await mark(300, 'present');
  await mark(200, 'excused');
  await mark(150, 'present');
  t.is(await held(streak), 0, 'two in a row');
  await mark(100, 'present');
  t.is(await held(streak), 1, 'three in a row');
  await mark(50, 'present');
  t.is(await held(streak), 1, 'once');
});

test.serial(
  "an achievement's managers find members by login id or name, list its awards and see a revocation",
  async (t) => {
    const id = await make('teach', '명단 배지');
    const teach = await as('teach');
    const byLogin = await teach.get(`/api/badge/achievements/${id}/candidates?q=other.lea`);
    t.is(byLogin.status, 200);
    t.deepEqual(
      byLogin.body.data.list.map((c: { loginId: string; name: string }) => [c.loginId, c.name]),
      [['other.learner', '이민준']],
    );
    const byName = await teach.get(
      `/api/badge/achievements/${id}/candidates?q=${encodeURIComponent('하준')}`,
    );
    t.deepEqual(
      byName.body.data.list.map((c: { id: number }) => c.id),
      [f.school.ids.learner],
    );
    t.is((await teach.get(`/api/badge/achievements/${id}/candidates?q=far.admin`)).body.data.list.length, 0);

    const awarded = await teach.post(`/api/badge/achievements/${id}/award`, { userId: f.school.ids.learner });
    t.is(awarded.status, 201);
    const certId = awarded.body.data.certId as string;
    const before = await teach.get(`/api/badge/achievements/${id}/awards`);
    t.is(before.status, 200);
    t.like(before.body.data.list, [
      { certId, userId: f.school.ids.learner, holderName: '김하준', revocation: null },
    ]);
    t.is((await teach.post(`/api/badge/${certId}/revoke`, { reason: '잘못 수여' })).status, 200);
    const after = await teach.get(`/api/badge/achievements/${id}/awards`);
    t.is(after.body.data.list[0].revocation.reason, '잘못 수여');

    const status = async (who: string, path: string) => (await (await as(who)).get(path)).status;
    for (const path of [
      `/api/badge/achievements/${id}/awards`,
      `/api/badge/achievements/${id}/candidates?q=a`,
    ]) {
      t.is(await status('anonymous', path), 401, path);
      t.is(await status('learner', path), 403, path);
      t.is(await status('other.teacher', path), 403, path);
      t.is(await status('boss', path), 200, path);
      t.is(await status('far.admin', path), 404, path);
    }
  },
);

test.serial(
  "the learner hears of a badge awarded on their user topic, once, with its page's certId",
  async (t) => {
    const learnerId = f.school.ids['other.learner']!;
    const id = await make('teach', '소식 배지');
    const holder = await as('other.learner');
    const ws = new WebSocket(`${f.app.url.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: `sd_sid=${holder.cookie('sd_sid')}`, host: f.school.host },
    } as never);
    const messages: {
      type: string;
      topic?: string;
      event?: string;
      data?: { certId?: string; title?: string };
    }[] = [];
    ws.addEventListener('message', (e) =>
      messages.push(JSON.parse(String(e.data)) as (typeof messages)[number]),
    );
    await new Promise((resolve) => ws.addEventListener('open', resolve));
    const topic = `user:${learnerId}`;
    ws.send(JSON.stringify({ type: 'subscribe', topic }));
    const until = async (pred: () => boolean) => {
      for (const start = Date.now(); !pred() && Date.now() - start < 5000;)
        await new Promise((r) => setTimeout(r, 20));
    };
    await until(() => messages.some((m) => m.type === 'subscribed'));
    const teach = await as('teach');
    const first = await teach.post(`/api/badge/achievements/${id}/award`, { userId: learnerId });
    t.is(first.status, 201);
    t.is((await teach.post(`/api/badge/achievements/${id}/award`, { userId: learnerId })).status, 200);
    await until(() => messages.some((m) => m.event === 'badge.awarded'));
    await new Promise((r) => setTimeout(r, 200));
    ws.close();
    const events = messages.filter((m) => m.topic === topic && m.event === 'badge.awarded');
    t.is(events.length, 1);
    t.is(events[0]?.data?.certId, first.body.data.certId);
    t.true(String(events[0]?.data?.title).includes('소식 배지'));
  },
);
