import { randomBytes } from 'node:crypto';
import test from 'ava';
import {
  startTestCore,
  testPassword,
  type TestChannel,
  type TestClient,
  type TestCore,
} from '@seodang/sdk/testing';
import { lectureCompleted, lessonCompleted } from '@seodang/plugin-lectures/events';
import { submissionGraded } from '@seodang/plugin-workspace/server-refs';
import { expPercentage, experienceMessages, levelOf } from '../common/index.ts';
import { applyFact } from '../server/ledger.ts';
import { applyAll } from '../server/consumers.ts';
import { periodStart } from '../server/leaderboard.ts';
import { reconcile, reconcilePass } from '../server/reconcile.ts';
import { learningRecordsRef, type LearningRecords } from '@seodang/plugin-lectures/learning-records';
import { en } from '../web/i18n/en.ts';
import { ja } from '../web/i18n/ja.ts';
import { ko } from '../web/i18n/ko.ts';

let app: TestCore;
let school: TestChannel;
let far: TestChannel;
let lecture: number;
const clients = new Map<string, TestClient>();
const as = async (userId: string, options: { far?: boolean } = {}) => {
  const key = `${options.far ? 'far:' : ''}${userId}`;
  if (!clients.has(key)) clients.set(key, await (options.far ? far : school).login(userId, { locale: 'en' }));
  return clients.get(key)!;
};
const ctx = () => ({
  db: app.core.db,
  publish: async () => {},
  optionalService: app.core.optionalService,
});
const ledgerOf = (user: string) =>
  app.core.db('experience_ledger').where({ user_id: school.ids[user] }).orderBy('id');
/** POST with an Idempotency-Key (the client's `post` sends no headers of its own). */
async function activate(client: TestClient, path: string, key: string) {
  const res = await client.request('POST', path, {}, { 'Idempotency-Key': key });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
const profileOf = async (user: string) => (await (await as(user)).get('/api/experience/profile')).body.data;

test.before(async () => {
  app = await startTestCore({
    plugins: ['lectures', 'workspace', 'attendance', 'credentials', 'experience'],
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  school = await app.createChannelWithMembers({
    slug: 'xp-school',
    members: {
      teach: 'teacher',
      boss: 'admin',
      kim: { role: 'student', name: '김민수' },
      lee: { role: 'student', name: '이서연' },
      park: { role: 'student', name: '박지훈' },
      choi: { role: 'student', name: '최유진' },
      tester: 'temp',
    },
  });
  far = await app.createChannelWithMembers({
    slug: 'xp-far',
    members: { 'far.admin': 'admin', 'far.kim': 'student' },
  });
  const created = await (
    await as('teach')
  ).post('/api/lecture', {
    subject: '정보 수업',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  lecture = created.body.data.sequence;
  await app.core.db('lecture_enrolments').insert(
    ['kim', 'lee', 'park', 'choi'].map((id) => ({
      lecture_id: lecture,
      user_id: school.ids[id],
      state: 'joined',
      joined_at: new Date(),
    })),
  );
});
test.after.always(async () => {
  await app?.stop();
});

test('every text and message is there in ko, en and ja; levels and percentages follow the rules', (t) => {
  const plain = (keys: string[]) => keys.filter((k) => !k.endsWith('_one')).sort();
  t.deepEqual(plain(Object.keys(en)), Object.keys(ko).sort());
  t.deepEqual(Object.keys(en.admin.rule).sort(), Object.keys(ko.admin.rule).sort());
  t.deepEqual(Object.keys(ja.admin.rule).sort(), Object.keys(ko.admin.rule).sort());
  t.deepEqual(Object.keys(ja).sort(), Object.keys(ko).sort());
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(experienceMessages[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
  t.deepEqual(levelOf(0), { level: 1, experiencePoint: 0 });
  t.deepEqual(levelOf(99), { level: 1, experiencePoint: 99 });
  t.deepEqual(levelOf(100), { level: 2, experiencePoint: 0 });
  t.deepEqual(levelOf(299), { level: 2, experiencePoint: 199 });
  t.deepEqual(levelOf(300), { level: 3, experiencePoint: 0 });
  t.deepEqual(levelOf(-5), { level: 1, experiencePoint: 0 });
  t.is(expPercentage(2, 3), '66.66');
  t.is(expPercentage(0, 0), '0.00');
  t.is(expPercentage(199, 200), '99.50');
  // Monday 00:00 in Korea is Sunday 15:00 UTC.
  t.is(periodStart('week', new Date('2026-11-25T03:00:00Z'))!.toISOString(), '2026-11-22T15:00:00.000Z');
  t.is(periodStart('week', new Date('2026-11-22T16:00:00Z'))!.toISOString(), '2026-11-22T15:00:00.000Z');
  t.is(periodStart('month', new Date('2026-11-30T16:00:00Z'))!.toISOString(), '2026-11-30T15:00:00.000Z');
  t.is(periodStart('all'), null);
});

test.serial(
  'a profile has spec §3 fields and defaults before any XP; anonymous callers get 401',
  async (t) => {
    t.deepEqual(await profileOf('choi'), {
      id: '',
      userId: school.ids.choi,
      organizationId: school.id,
      level: 1,
      experiencePoint: 0,
      pieceCount: 0,
      buffList: [],
      status: 'active',
      maxExperiencePoint: 0,
      expPercentage: '0.00',
    });
    const anonymous = app.client({ host: school.host });
    for (const path of ['profile', 'ledger', 'leaderboard', 'buffs', 'rules'])
      t.is((await anonymous.get(`/api/experience/${path}`)).status, 401, path);
    t.is((await anonymous.put('/api/experience/privacy', { leaderboardOptOut: true })).status, 401);
    t.is((await anonymous.post('/api/experience/recompute')).status, 401);
  },
);

test.serial('a duplicated lesson event gives one ledger row; quizzes earn on RIGHT only, once', async (t) => {
  const payload = {
    userId: school.ids.kim,
    channelId: school.id,
    lectureIndex: lecture,
    lessonIndex: 9001,
    lectureComplete: false,
  };
  await Promise.all([app.core.emit(lessonCompleted, payload), app.core.emit(lessonCompleted, payload)]);
  await app.core.emit(lessonCompleted, payload);
  // A lesson's quiz earns; a practice problem (no lecture) and a quiz with hidden results do not.
  const quiz = (lectureIndex: number | null, hide = false) =>
    app.core
      .db('workspace_quizzes')
      .insert({
        channel_id: school.id,
        lecture_index: lectureIndex,
        lesson_index: lectureIndex && 9001,
        type: 'multiple',
        title: '퀴즈',
        common: JSON.stringify({ hideGradingResult: hide }),
        definition: '{}',
      })
      .returning('id')
      .then((rows: { id: number }[]) => rows[0]!.id);
  const lessonQuiz = await quiz(lecture);
  const graded = {
    userId: school.ids.kim,
    channelId: school.id,
    quizIndex: lessonQuiz,
    lectureIndex: lecture,
    lessonIndex: 9001,
    score: 1,
    maxScore: 1,
    lessonQuizzesRight: false,
  };
  await app.core.emit(submissionGraded, { ...graded, outcome: 'WRONG' });
  await app.core.emit(submissionGraded, { ...graded, outcome: 'RIGHT' });
  await app.core.emit(submissionGraded, { ...graded, outcome: 'RIGHT' });
  await app.core.emit(submissionGraded, { ...graded, quizIndex: await quiz(null), outcome: 'RIGHT' });
  await app.core.emit(submissionGraded, {
    ...graded,
    quizIndex: await quiz(lecture, true),
    outcome: 'RIGHT',
  });
  const rows = await ledgerOf('kim');
  t.deepEqual(
    rows.map((r) => [r.source_type, r.xp]),
    [
      ['lesson', 10],
      ['quiz', 20],
    ],
  );
  const profile = await profileOf('kim');
  t.like(profile, { level: 1, experiencePoint: 30, maxExperiencePoint: 100, expPercentage: '30.00' });
  t.not(profile.id, '');
  // The same event in another organisation is another profile.
  await app.core.emit(lessonCompleted, {
    ...payload,
    channelId: far.id,
    userId: far.ids['far.kim'],
    lessonIndex: 9002,
  });
  t.like((await (await as('far.kim', { far: true })).get('/api/experience/profile')).body.data, {
    organizationId: far.id,
    experiencePoint: 10,
  });
});

test.serial(
  'a lecture completed gives 100 XP and a piece, a level up, and temporary testers get nothing',
  async (t) => {
    const before = await profileOf('kim');
    await app.core.emit(lectureCompleted, {
      userId: school.ids.kim,
      channelId: school.id,
      lectureIndex: lecture,
    });
    await app.core.emit(lectureCompleted, {
      userId: school.ids.kim,
      channelId: school.id,
      lectureIndex: lecture,
    });
    const after = await profileOf('kim');
    t.is(before.level, 1);
    t.like(after, {
      level: 2,
      experiencePoint: 30,
      pieceCount: 1,
      maxExperiencePoint: 200,
      expPercentage: '15.00',
    });
    await app.core.emit(lectureCompleted, {
      userId: school.ids.tester,
      channelId: school.id,
      lectureIndex: lecture,
    });
    t.is((await app.core.db('experience_profiles').where({ user_id: school.ids.tester })).length, 0);
    t.is(
      (await (await as('tester')).put('/api/experience/privacy', { leaderboardOptOut: true })).status,
      403,
    );
  },
);

test.serial(
  'attendance: a mark earns, an edited mark is compensated, five presents in a row earn a piece',
  async (t) => {
    const teacher = await as('teach');
    const start = new Date(Date.now() - 3_600_000 * 6);
    const sessions: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await teacher.post('/api/attendance/sessions', {
        lectureIndex: lecture,
        startAt: new Date(start.getTime() + i * 3_600_000).toISOString(),
      });
      t.is(res.status, 201, JSON.stringify(res.body));
      sessions.push(res.body.data.id);
    }
    const mark = (sessionId: number, user: string, status: string) =>
      teacher.put(`/api/attendance/sessions/${sessionId}/records/${school.ids[user]}`, { status, note: '' });
    t.is((await mark(sessions[0]!, 'lee', 'present')).status, 200);
    t.like((await ledgerOf('lee'))[0], { source_type: 'attendance', source_state: 'present', xp: 5 });
    await mark(sessions[0]!, 'lee', 'absent');
    await mark(sessions[0]!, 'lee', 'late');
    t.deepEqual(
      (await ledgerOf('lee')).map((r) => [r.revision, r.source_state, r.xp]),
      [
        [1, 'present', 5],
        [2, 'none', -5],
        [3, 'late', 2],
      ],
    );
    await mark(sessions[0]!, 'lee', 'present');
    for (const id of sessions.slice(1)) await mark(id, 'lee', 'present');
    const streak = (await ledgerOf('lee')).filter((r) => r.source_type === 'streak');
    t.is(streak.length, 1);
    t.like(streak[0], { pieces: 1, source_state: 'earned' });
    t.like(await profileOf('lee'), { pieceCount: 1, experiencePoint: 25 });
    // A broken streak takes its piece back.
    await mark(sessions[2]!, 'lee', 'excused');
    t.like(await profileOf('lee'), { pieceCount: 0, experiencePoint: 20 });
  },
);

test.serial('the reconciliation replays what an event lost, and only that', async (t) => {
  const session = (await app.core.db('attendance_sessions').orderBy('id').first('id')).id;
  // Written behind the events' back: no event, no ledger row yet.
  await app.core.db('attendance_records').insert({
    session_id: session,
    user_id: school.ids.choi,
    status: 'present',
    source: 'teacher',
  });
  const lesson = await app.core
    .db('lecture_lessons')
    .insert({ lecture_id: lecture, position: 1, title: 'x' })
    .returning('id');
  await app.core.db('lecture_lesson_progress').insert({
    lesson_id: lesson[0].id,
    user_id: school.ids.choi,
    lecture_id: lecture,
    state: 1,
  });
  t.is((await ledgerOf('choi')).length, 0);
  const written = await reconcile(ctx());
  t.like(written, { lesson: 1, attendance: 1 });
  t.deepEqual((await ledgerOf('choi')).map((r) => r.source_type).sort(), ['attendance', 'lesson']);
  const again = await reconcile(ctx());
  t.is(
    Object.values(again).reduce((a, b) => a + b, 0),
    0,
  );
});

test.serial('the reconciliation replays a lost quiz RIGHT into the quiz’s own channel only', async (t) => {
  const quiz = async (channelId: number, hideGradingResult: boolean) =>
    (
      await app.core
        .db('workspace_quizzes')
        .insert({
          channel_id: channelId,
          lecture_index: lecture,
          lesson_index: 1,
          type: 'ordering',
          title: '정렬',
          status: 1,
          common: { hideGradingResult },
          definition: {},
        })
        .returning('id')
    )[0].id as number;
  const shown = await quiz(school.id, false);
  const hidden = await quiz(school.id, true);
  const farQuiz = await quiz(far.id, false);
  const right = (quizId: number, userId: number) => ({
    quiz_id: quizId,
    user_id: userId,
    kind: 'submit',
    answer: {},
    status: 'done',
    outcome: 'RIGHT',
  });
  await app.core
    .db('workspace_submissions')
    .insert([
      right(shown, school.ids.lee!),
      right(hidden, school.ids.lee!),
      right(farQuiz, far.ids['far.kim']!),
    ]);
  await reconcile(ctx());
  const quizRows = await app.core
    .db('experience_ledger')
    .where({ source_type: 'quiz' })
    .where((q) => {
      for (const id of [shown, hidden, farQuiz]) q.orWhere('source_id', 'like', `${id}:%`);
    })
    .select('source_id', 'channel_id', 'source_state');
  t.deepEqual(
    quizRows.map((r) => [r.source_id, r.channel_id, r.source_state]).sort(),
    [
      [`${farQuiz}:${far.ids['far.kim']}`, far.id, 'right'],
      [`${shown}:${school.ids.lee}`, school.id, 'right'],
    ].sort(),
  );
});

test.serial('a certificate earns 50 XP and a piece; its revocation is compensated', async (t) => {
  const teacher = await as('teach');
  const issued = await teacher.post('/api/certificate/issue', {
    sourceKind: 'lecture',
    sourceIndex: lecture,
    userId: school.ids.park,
  });
  t.is(issued.status, 201, JSON.stringify(issued.body));
  t.like(await profileOf('park'), { experiencePoint: 50, pieceCount: 1 });
  const certId = issued.body.data.certId;
  t.is((await teacher.post(`/api/certificate/${certId}/revoke`, { reason: 'test' })).status, 200);
  await reconcile(ctx());
  t.like(await profileOf('park'), { experiencePoint: 0, pieceCount: 0 });
  t.deepEqual(
    (await ledgerOf('park')).map((r) => [r.source_type, r.xp, r.pieces]),
    [
      ['certificate', 50, 1],
      ['certificate', -50, -1],
    ],
  );
});

test.serial('a badge earns 30 XP once; the reconciliation finds one whose event was lost', async (t) => {
  const teacher = await as('teach');
  const made = await teacher.post('/api/badge/achievements', {
    name: '성실상',
    description: '첫 번째 배지',
    criteria: '선생님이 직접 줍니다.',
    image: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    rule: { kind: 'manual' },
  });
  t.is(made.status, 201, JSON.stringify(made.body));
  const before = (await ledgerOf('choi')).length;
  const awarded = await teacher.post(`/api/badge/achievements/${made.body.data.id}/award`, {
    userId: school.ids.choi,
  });
  t.is(awarded.status, 201, JSON.stringify(awarded.body));
  const rows = await ledgerOf('choi');
  t.is(rows.length, before + 1);
  t.like(rows.at(-1), { source_type: 'badge', xp: 30, pieces: 0, source_state: 'issued' });
  await reconcile(ctx());
  t.is((await ledgerOf('choi')).length, before + 1);
  const link = (await (await as('choi')).get('/api/experience/ledger?limit=1')).body.data.list[0].link;
  t.regex(link, /^\/cert\//);
});

test.serial(
  'buffs: twenty concurrent activations spend once, a key answers again, rows keep the multiplier',
  async (t) => {
    for (let i = 0; i < 4; i++)
      await applyFact(app.core.db, {
        userId: school.ids.park,
        channelId: school.id,
        sourceType: 'lecture',
        sourceId: `${5000 + i}:${school.ids.park}`,
        state: 'complete',
        xp: 0,
        pieces: 1,
        ref: { lectureIndex: 5000 + i },
      });
    const park = await as('park');
    const buffs = (await park.get('/api/experience/buffs')).body.data;
    t.is(buffs.pieceCount, 4);
    const buff = buffs.list.find((b: { code: string }) => b.code === 'xp-150-24h');
    t.like(buff, { multiplier: 1.5, hours: 24, cost: 3 });
    const path = `/api/experience/buffs/${buff.index}/activate`;
    t.is((await park.post(path, {})).status, 400); // no Idempotency-Key
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => activate(park, path, `key-${i}-abcdefgh`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    t.deepEqual(statuses, [201, ...Array(19).fill(409)]);
    t.true(answers.filter((a) => a.status === 409).every((a) => a.body.err.code === 'buff_active'));
    const won = answers.find((a) => a.status === 201)!;
    const winnerKey = `key-${answers.indexOf(won)}-abcdefgh`;
    const replay = await activate(park, path, winnerKey);
    t.is(replay.status, 200);
    t.is(replay.body.data.activationId, won.body.data.activationId);
    const other = buffs.list.find((b: { code: string }) => b.code === 'xp-200-1h');
    const reused = await activate(park, `/api/experience/buffs/${other.index}/activate`, winnerKey);
    t.is(reused.status, 409);
    t.is(reused.body.err.code, 'idempotency_key_reused');
    const profile = await profileOf('park');
    t.is(profile.pieceCount, 1);
    t.is(profile.buffList.length, 1);
    t.like(profile.buffList[0], { code: 'xp-150-24h', multiplier: 1.5 });
    await app.core.emit(lessonCompleted, {
      userId: school.ids.park,
      channelId: school.id,
      lectureIndex: lecture,
      lessonIndex: 9100,
      lectureComplete: false,
    });
    const boosted = (await ledgerOf('park')).at(-1);
    t.like(boosted, { source_type: 'lesson', base_xp: 10, xp: 15 });
    t.is(Number(boosted.multiplier), 1.5);
    // Short of pieces (after the buff ends) is a 409 of its own; never below 0.
    await app.core.db('experience_buff_activations').where({ id: won.body.data.activationId }).delete();
    const short = await activate(park, path, 'another-key-123');
    t.is(short.status, 409);
    t.is(short.body.err.code, 'not_enough_pieces');
    t.is(short.body.err.message, 'You do not have enough pieces.');
    // A buff of another channel is not found here.
    const [farBuff] = await app.core
      .db('experience_buffs')
      .insert({ channel_id: far.id, code: 'far', multiplier: 2, hours: 1, cost: 1 })
      .returning('id');
    t.is((await activate(park, `/api/experience/buffs/${farBuff.id}/activate`, 'far-key-12345')).status, 404);
    // The ledger refuses edits.
    const edit = await app.core
      .db('experience_ledger')
      .update({ xp: 1 })
      .where({ user_id: school.ids.park })
      .catch((e: Error) => e.message);
    t.regex(String(edit), /append-only/);
  },
);

test.serial(
  'recompute rebuilds the totals from the ledger and reports the differences (admins only)',
  async (t) => {
    await app.core
      .db('experience_profiles')
      .where({ user_id: school.ids.kim, channel_id: school.id })
      .update({ total_xp: 5, level: 1, piece_count: 9 });
    t.is((await (await as('kim')).post('/api/experience/recompute')).status, 403);
    t.is((await (await as('teach')).post('/api/experience/recompute')).status, 403);
    const res = await (await as('boss')).post('/api/experience/recompute');
    t.is(res.status, 200);
    t.deepEqual(res.body.data.differences, [
      {
        userId: school.ids.kim,
        before: { totalXp: 5, pieceCount: 9 },
        after: { totalXp: 130, pieceCount: 1 },
      },
    ]);
    t.like(await profileOf('kim'), { level: 2, experiencePoint: 30, pieceCount: 1 });
    t.deepEqual((await (await as('boss')).post('/api/experience/recompute')).body.data.differences, []);
    // Another channel's admin recomputes their own channel only.
    t.deepEqual(
      (await (await as('far.admin', { far: true })).post('/api/experience/recompute')).body.data.differences,
      [],
    );
  },
);

test.serial(
  'rules: members read them, the channel admin changes them for new rows, per channel',
  async (t) => {
    const kim = await as('kim');
    t.like((await kim.get('/api/experience/rules')).body.data, {
      lesson: 10,
      quizFirstRight: 20,
      lecture: 100,
    });
    const rules = (await kim.get('/api/experience/rules')).body.data;
    t.is((await kim.put('/api/experience/rules', { ...rules, lesson: 12 })).status, 403);
    t.is((await (await as('teach')).put('/api/experience/rules', { ...rules, lesson: 12 })).status, 403);
    t.is((await (await as('boss')).put('/api/experience/rules', { ...rules, lesson: 12 })).status, 200);
    t.is((await (await as('boss')).put('/api/experience/rules', { ...rules, lesson: -1 })).status, 400);
    t.is((await kim.get('/api/experience/rules')).body.data.lesson, 12);
    t.is((await (await as('far.admin', { far: true })).get('/api/experience/rules')).body.data.lesson, 10);
  },
);

test.serial(
  'leaderboard: periods from Monday KST, opt-out, names and levels only, and the admin switch',
  async (t) => {
    const kim = await as('kim');
    // An old row (last year) counts for all time only.
    await app.core.db('experience_ledger').insert({
      user_id: school.ids.choi,
      channel_id: school.id,
      source_type: 'lesson',
      source_id: `old:${school.ids.choi}`,
      revision: 1,
      source_state: 'complete',
      base_xp: 500,
      xp: 500,
      created_at: new Date(Date.now() - 400 * 86_400_000),
    });
    await (await as('boss')).post('/api/experience/recompute');
    const week = (await kim.get('/api/experience/leaderboard?period=week')).body.data;
    t.true(week.enabled);
    t.deepEqual(Object.keys(week.list[0]).sort(), ['level', 'me', 'name', 'rank']);
    t.deepEqual(
      week.list.map((r: { name: string }) => r.name),
      ['김민수', '최유진', '이서연', '박지훈'],
    );
    t.deepEqual(week.me, { rank: 1, level: 2 });
    const all = (await kim.get('/api/experience/leaderboard?period=all')).body.data;
    t.is(all.list[0].name, '최유진');
    t.is(all.me.rank, 2);
    t.is((await kim.get('/api/experience/leaderboard?period=year')).status, 400);
    // 이서연 leaves the board.
    const lee = await as('lee');
    t.is((await lee.put('/api/experience/privacy', { leaderboardOptOut: true })).status, 200);
    const after = (await lee.get('/api/experience/leaderboard?period=month')).body.data;
    t.false(after.list.some((r: { name: string }) => r.name === '이서연'));
    t.is(after.me, null);
    t.true(after.optedOut);
    // The admin turns the board off.
    t.is(
      (await (await as('boss')).put('/api/channel/settings', { values: { 'experience.leaderboard': false } }))
        .status,
      200,
    );
    const off = (await kim.get('/api/experience/leaderboard')).body.data;
    t.false(off.enabled);
    t.deepEqual(off.list, []);
    // The far channel's board knows nothing of the school.
    const farBoard = (
      await (await as('far.kim', { far: true })).get('/api/experience/leaderboard?period=all')
    ).body.data;
    t.deepEqual(farBoard.list.map((r: { name: string }) => r.name).length, 1);
  },
);

test.serial('the ledger lists my rows only, newest first, with their sources', async (t) => {
  const res = await (await as('kim')).get('/api/experience/ledger?limit=2');
  t.is(res.status, 200);
  t.is(res.body.data.totalCount, 3);
  t.deepEqual(
    res.body.data.list.map((r: { sourceType: string }) => r.sourceType),
    ['lecture', 'quiz'],
  );
  t.like(res.body.data.list[0], { xp: 100, pieces: 1, multiplier: 1, ref: { lectureIndex: lecture } });
  t.is((await (await as('kim')).get('/api/experience/ledger?limit=1000')).status, 400);
});

test.serial(
  'permissions matrix: anonymous, learner, other learner, channel admin, another channel’s admin',
  async (t) => {
    const buff = (await app.core.db('experience_buffs').whereNull('channel_id').orderBy('id').first('id')).id;
    const rules = (await (await as('kim')).get('/api/experience/rules')).body.data;
    type Call = (c: TestClient) => Promise<{ status: number }>;
    const calls: Record<string, Call> = {
      profile: (c) => c.get('/api/experience/profile'),
      ledger: (c) => c.get('/api/experience/ledger'),
      leaderboard: (c) => c.get('/api/experience/leaderboard'),
      buffs: (c) => c.get('/api/experience/buffs'),
      activate: (c) => activate(c, `/api/experience/buffs/${buff}/activate`, `matrix-${Math.random()}`),
      privacy: (c) => c.put('/api/experience/privacy', { leaderboardOptOut: false }),
      readRules: (c) => c.get('/api/experience/rules'),
      writeRules: (c) => c.put('/api/experience/rules', rules),
      recompute: (c) => c.post('/api/experience/recompute'),
    };
    // 409: choi has no pieces for the buff (a member may try; the purse refuses).
    const member = {
      profile: 200,
      ledger: 200,
      leaderboard: 200,
      buffs: 200,
      activate: 409,
      privacy: 200,
      readRules: 200,
    };
    const expected: Record<string, Record<string, number>> = {
      anonymous: Object.fromEntries(Object.keys(calls).map((k) => [k, 401])),
      learner: { ...member, writeRules: 403, recompute: 403 },
      'other learner': { ...member, writeRules: 403, recompute: 403 },
      'channel admin': { ...member, writeRules: 200, recompute: 200 },
      // In the school, the far channel's admin is no member at all.
      "another channel's admin": Object.fromEntries(Object.keys(calls).map((k) => [k, 403])),
    };
    const callers: Record<string, TestClient> = {
      anonymous: app.client({ host: school.host }),
      learner: await as('choi'),
      'other learner': await as('kim'),
      'channel admin': await as('boss'),
      "another channel's admin": await app.client({ host: school.host }),
    };
    await callers["another channel's admin"]!.login('far.admin', testPassword);
    await callers.anonymous!.open('/login'); // the tab's CSRF cookie, so the answer is about access
    await app.core.db('experience_buff_activations').delete();
    const actual: Record<string, Record<string, number>> = {};
    for (const [who, client] of Object.entries(callers)) {
      actual[who] = {};
      for (const [name, call] of Object.entries(calls)) actual[who]![name] = (await call(client)).status;
    }
    for (const who of Object.keys(expected)) t.like(actual[who], expected[who]!, who);
  },
);

test.serial('a check-in with the rotating code earns 5 XP once, through the attendance event', async (t) => {
  const teacher = await as('teach');
  const made = await teacher.post('/api/attendance/sessions', {
    lectureIndex: lecture,
    startAt: new Date().toISOString(),
  });
  t.is(made.status, 201, JSON.stringify(made.body));
  const id = made.body.data.id;
  await teacher.post(`/api/attendance/sessions/${id}/open`);
  const code = (await teacher.get(`/api/attendance/sessions/${id}/code`)).body.data.code;
  const park = await as('park');
  const before = (await ledgerOf('park')).length;
  t.is((await park.post('/api/attendance/check-in', { code })).status, 201);
  t.is((await park.post('/api/attendance/check-in', { code })).status, 200);
  const rows = await ledgerOf('park');
  t.is(rows.length, before + 1);
  t.like(rows.at(-1), { source_type: 'attendance', source_id: `${id}:${school.ids.park}`, xp: 5 });
});

test.serial(
  'reaching a level publishes the level-up on the learner’s topic and awards the level’s badges, once',
  async (t) => {
    const published: [string, string, unknown][] = [];
    const spy = {
      db: app.core.db,
      publish: async (topic: string, event: string, data: unknown) => {
        published.push([topic, event, data]);
      },
      optionalService: app.core.optionalService,
    };
    const teacher = await as('teach');
    const achievement = (name: string, level: number) => ({
      name,
      description: `${name} 달성`,
      criteria: `레벨 ${level}`,
      image:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
      rule: { kind: 'level_reached', level },
    });
    for (const [name, level] of [
      ['레벨 2 달성', 2],
      ['레벨 999 달성', 999],
    ] as const)
      t.is((await teacher.post('/api/badge/achievements', achievement(name, level))).status, 201);
    const fact = {
      userId: school.ids.choi,
      channelId: school.id,
      sourceType: 'lecture' as const,
      sourceId: `7777:${school.ids.choi}`,
      state: 'complete',
      xp: 1000,
      pieces: 0,
      ref: { lectureIndex: 7777 },
    };
    const before = (await profileOf('choi')).level;
    await applyAll(spy, [fact]);
    await applyAll(spy, [fact]);
    const after = (await profileOf('choi')).level;
    t.true(after > before);
    t.deepEqual(published, [
      [`user:${school.ids.choi}`, 'experience.level-up', { level: after, channelId: school.id }],
    ]);
    const badges = (await (await as('choi')).get('/api/badge')).body.data.list as { name: string }[];
    t.deepEqual(
      badges.map((b) => b.name).filter((name) => name.startsWith('레벨')),
      ['레벨 2 달성'],
      'the level reached, not a higher one, and once',
    );
  },
);

test.serial(
  'a reconciliation that crashed or stopped mid-pass goes on from its cursor and awards nothing twice',
  async (t) => {
    const db = app.core.db;
    await reconcile(ctx());
    t.is((await db('experience_reconcile_cursor')).length, 0, 'no cursor between passes');
    // Six lesson completions of 박지훈 written behind the events' back.
    const lessons = (await db('lecture_lessons')
      .insert(
        Array.from({ length: 6 }, (_, i) => ({ lecture_id: lecture, position: 500 + i, title: `복습 ${i}` })),
      )
      .returning('id')) as { id: number }[];
    await db('lecture_lesson_progress').insert(
      lessons.map((l) => ({ lesson_id: l.id, user_id: school.ids.park, lecture_id: lecture, state: 1 })),
    );
    const lessonRows = () =>
      db('experience_ledger')
        .where({ user_id: school.ids.park, source_type: 'lesson' })
        .whereIn(
          'source_id',
          lessons.map((l) => `${l.id}:${school.ids.park}`),
        )
        .pluck('source_id') as Promise<string[]>;

    // The owner's service, watched: the pages asked for, and a crash at the school's second page.
    const asked: [number | null, unknown][] = [];
    let crash = true;
    const watched = {
      ...ctx(),
      optionalService: (<T>(ref: Parameters<typeof app.core.optionalService<T>>[0]) => {
        const service = app.core.optionalService(ref);
        if (ref !== learningRecordsRef || !service) return service;
        const records = service as unknown as LearningRecords;
        return {
          ...records,
          async completedLessons(channelId, after, limit) {
            asked.push([channelId, after]);
            if (crash && channelId === school.id && after !== null) throw new Error('the instance died');
            return records.completedLessons(channelId, after, limit);
          },
        } satisfies LearningRecords as unknown as T;
      }) as typeof app.core.optionalService,
    };
    const crashed = await t.throwsAsync(reconcilePass(watched, { pageSize: 2 }));
    t.is(crashed?.message, 'the instance died');
    const cursor = await db('experience_reconcile_cursor').first();
    t.like(cursor, { source: 'lesson', organization_key: school.id });
    t.truthy(cursor.after, "the school's first page is behind it");
    const beforeCrash = (await lessonRows()).length;

    // Started again: from the cursor, not from the top; every lost lesson once.
    crash = false;
    asked.length = 0;
    const resumed = await reconcilePass(watched, { pageSize: 2 });
    t.true(resumed.finished);
    t.deepEqual(asked[0], [school.id, cursor.after], 'the first page asked is the one after the cursor');
    t.false(
      asked.some(([channelId]) => channelId === null),
      "the public site's lessons, done before the crash, are not walked again",
    );
    const rows = await lessonRows();
    t.is(rows.length, 6);
    t.is(new Set(rows).size, 6, 'no lesson twice');
    t.is(beforeCrash + (resumed.written.lesson ?? 0), 6, 'what the crashed run wrote is not written again');
    t.is((await db('experience_reconcile_cursor')).length, 0, 'the pass ended: the next starts from the top');

    // A run with a page budget stops with its cursor kept; runs go on until the pass ends, once each.
    await db('lecture_lesson_progress').insert(
      lessons.map((l) => ({ lesson_id: l.id, user_id: school.ids.lee, lecture_id: lecture, state: 1 })),
    );
    let runs = 0;
    let lee = 0;
    for (let finished = false; !finished; runs++) {
      const pass = await reconcilePass(ctx(), { pageSize: 2, maxPages: 3 });
      finished = pass.finished;
      lee += pass.written.lesson ?? 0;
      if (!finished)
        t.truthy(await db('experience_reconcile_cursor').first(), 'a stopped run keeps its cursor');
      t.true(runs < 100);
    }
    t.true(runs > 1, 'the pass took several bounded runs');
    t.is(lee, 6);
    t.is(
      (
        await db('experience_ledger')
          .where({ user_id: school.ids.lee, source_type: 'lesson' })
          .whereIn(
            'source_id',
            lessons.map((l) => `${l.id}:${school.ids.lee}`),
          )
      ).length,
      6,
    );
  },
);
