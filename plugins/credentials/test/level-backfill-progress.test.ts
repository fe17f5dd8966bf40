/**
 * The level badge's backfill as people see it: `POST /api/badge/achievements/{id}/backfill` starts
 * it (again after a failure) and `GET …/backfill/{jobId}` answers queued, running n of m, done or
 * failed, for the teacher who made the badge or the channel admin. The job id is resolved inside
 * the channel: another channel's job, or another badge's, answers 404.
 */
import test from 'ava';
import type { TestClient } from '@seodang/sdk/testing';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
const learnerCount = 24;
test.before(async () => {
  f = await startCredentialsFixture(['lectures', 'experience', 'credentials']);
  // Learners of the school already at level 7 (2,100 XP: 100 × level for each level below), straight into the tables.
  const db = f.app.core.db;
  const {
    id: _id,
    user_id: _u,
    email: _e,
    ...rest
  } = await db('users').where({ id: f.school.ids.learner }).first();
  const users = (await db('users')
    .insert(
      Array.from({ length: learnerCount - 1 }, (_, i) => ({
        ...rest,
        user_id: `level${i}`,
        name: `학습자 ${i}`,
        email: `level${i}@example.com`,
      })),
    )
    .returning('id')) as { id: number }[];
  const ids = [f.school.ids.learner!, ...users.map((u) => u.id)];
  await db('channel_members').insert(
    users.map((u) => ({
      channel_id: f.school.id,
      user_id: u.id,
      role: 'student',
      state: 'joined',
      joined_at: new Date(),
    })),
  );
  await db('experience_profiles').insert(
    ids.map((user_id) => ({ user_id, channel_id: f.school.id, level: 7, total_xp: 2_100 })),
  );
});
test.after.always(async () => {
  await f?.app.stop();
});

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
const achievement = (name: string, rule: object) => ({
  name,
  description: '레벨 배지',
  criteria: '레벨에 도달하면 받습니다.',
  image: svg,
  rule,
});

const clients = new Map<string, TestClient>();
const as = async (who: string, locale = 'en') => {
  const key = `${who}:${locale}`;
  let c = clients.get(key);
  if (!c) {
    c = who === 'anonymous' ? await f.as(who, { locale }) : await f.as(who, { locale });
    clients.set(key, c);
  }
  return c;
};

interface Progress {
  jobId: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number | null;
  awarded: number;
}

/** Polls the status until the job is done, answering every state seen on the way. */
async function follow(client: TestClient, id: number, jobId: string): Promise<Progress[]> {
  const seen: Progress[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await client.get(`/api/badge/achievements/${id}/backfill/${jobId}`);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    seen.push(res.body.data as Progress);
    if (res.body.data.state === 'done' || res.body.data.state === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the backfill did not finish');
}

test.serial(
  'making a level badge starts the backfill; its progress moves from queued or running to done, n of m',
  async (t) => {
    const teach = await as('teach');
    const made = await teach.post(
      '/api/badge/achievements',
      achievement('레벨 5', { kind: 'level_reached', level: 5 }),
    );
    t.is(made.status, 201);
    const jobId = made.body.backfillJobId as string;
    t.regex(jobId, new RegExp(`^c${f.school.id}-`));
    const seen = await follow(teach, made.body.data.id, jobId);
    t.true(
      seen.some((s) => s.state === 'queued' || s.state === 'running'),
      'a state before done was seen',
    );
    const dones = seen.map((s) => s.done);
    t.deepEqual(
      dones,
      [...dones].sort((a, b) => a - b),
      'the count never goes back',
    );
    t.like(seen.at(-1), { state: 'done', done: learnerCount, total: learnerCount, awarded: learnerCount });
    // Started again by the channel admin: nobody twice.
    const again = await (await as('boss')).post(`/api/badge/achievements/${made.body.data.id}/backfill`);
    t.is(again.status, 202);
    const last = (await follow(await as('boss'), made.body.data.id, again.body.data.jobId)).at(-1);
    t.like(last, { state: 'done', done: learnerCount, total: learnerCount, awarded: 0 });
  },
);

test.serial(
  "the badge keeps its latest backfill's id: the list answers it to every manager, no one else, and only that job reads",
  async (t) => {
    const teach = await as('teach');
    const made = await teach.post(
      '/api/badge/achievements',
      achievement('레벨 4', { kind: 'level_reached', level: 4 }),
    );
    const id = made.body.data.id as number;
    const first = made.body.backfillJobId as string;
    t.is(made.body.data.backfillJobId, first);
    await follow(teach, id, first);
    // The channel admin did not start it, yet finds it with the badge and reads where it got.
    const listed = async (who: string) =>
      (
        (await (await as(who)).get('/api/badge/achievements')).body.data.list as {
          id: number;
          backfillJobId: string | null;
        }[]
      ).find((a) => a.id === id)?.backfillJobId;
    t.is(await listed('boss'), first);
    t.is(await listed('learner'), null, 'a learner is not told the job');
    t.like((await (await as('boss')).get(`/api/badge/achievements/${id}/backfill/${first}`)).body.data, {
      state: 'done',
      done: learnerCount,
    });
    // Started again by the admin: the badge now keeps the new job, and the old one is no longer its.
    const again = (await (await as('boss')).post(`/api/badge/achievements/${id}/backfill`)).body.data
      .jobId as string;
    t.not(again, first);
    t.is(await listed('teach'), again);
    t.is((await teach.get(`/api/badge/achievements/${id}/backfill/${first}`)).status, 404);
    t.like((await follow(teach, id, again)).at(-1), { state: 'done', awarded: 0 });
  },
);

test.serial(
  "another badge's job that has not started yet is not found, though it has no progress to tell whose it is",
  async (t) => {
    const teach = await as('teach');
    const a = await teach.post(
      '/api/badge/achievements',
      achievement('레벨 3', { kind: 'level_reached', level: 3 }),
    );
    const b = await teach.post(
      '/api/badge/achievements',
      achievement('레벨 2', { kind: 'level_reached', level: 2 }),
    );
    // Asked at once, before the worker (concurrency 1) got to b's job: still 404 under a's id.
    const crossed = await teach.get(
      `/api/badge/achievements/${a.body.data.id}/backfill/${b.body.backfillJobId}`,
    );
    t.deepEqual([crossed.status, crossed.body.err?.code], [404, 'backfill_not_found']);
    await follow(teach, a.body.data.id, a.body.backfillJobId);
    await follow(teach, b.body.data.id, b.body.backfillJobId);
  },
);

test.serial('who may start and read a backfill; ids are resolved inside the channel', async (t) => {
  const teach = await as('teach');
  const made = await teach.post(
    '/api/badge/achievements',
    achievement('레벨 6', { kind: 'level_reached', level: 6 }),
  );
  const id = made.body.data.id as number;
  const jobId = made.body.backfillJobId as string;
  await follow(teach, id, jobId);
  const status = async (who: string, method: 'GET' | 'POST', path: string) =>
    (await (await as(who)).request(method, path, method === 'POST' ? {} : undefined)).status;
  const read = `/api/badge/achievements/${id}/backfill/${jobId}`;
  const start = `/api/badge/achievements/${id}/backfill`;
  t.deepEqual(
    {
      anonymous: await status('anonymous', 'GET', read),
      learner: await status('learner', 'GET', read),
      otherTeacher: await status('other.teacher', 'GET', read),
      boss: await status('boss', 'GET', read),
      farAdmin: await status('far.admin', 'GET', read),
    },
    { anonymous: 401, learner: 403, otherTeacher: 403, boss: 200, farAdmin: 404 },
  );
  t.deepEqual(
    {
      learner: await status('learner', 'POST', start),
      otherTeacher: await status('other.teacher', 'POST', start),
      farAdmin: await status('far.admin', 'POST', start),
    },
    { learner: 403, otherTeacher: 403, farAdmin: 404 },
  );

  // The far channel's admin with a badge of their own: the school's job id is not found there.
  const far = await as('far.admin');
  const farMade = await far.post(
    '/api/badge/achievements',
    achievement('먼 배지', { kind: 'level_reached', level: 9 }),
  );
  t.is(farMade.status, 201);
  const farRead = await far.get(`/api/badge/achievements/${farMade.body.data.id}/backfill/${jobId}`);
  t.deepEqual([farRead.status, farRead.body.err.code], [404, 'backfill_not_found']);
  // Another badge's job in the same channel is not this badge's.
  const other = await teach.post(
    '/api/badge/achievements',
    achievement('레벨 8', { kind: 'level_reached', level: 8 }),
  );
  await follow(teach, other.body.data.id, other.body.backfillJobId);
  const crossed = await teach.get(`/api/badge/achievements/${other.body.data.id}/backfill/${jobId}`);
  t.deepEqual([crossed.status, crossed.body.err.message], [404, 'The badge-giving job was not found.']);
  // A malformed id is a 400; a badge that is not for a level cannot be backfilled (ko).
  t.is((await teach.get(`/api/badge/achievements/${id}/backfill/not-a-job`)).status, 400);
  const manual = await teach.post('/api/badge/achievements', achievement('손 배지', { kind: 'manual' }));
  t.is(manual.body.backfillJobId, null);
  const refused = await (
    await as('teach', 'ko')
  ).post(`/api/badge/achievements/${manual.body.data.id}/backfill`);
  t.deepEqual(
    [refused.status, refused.body.err.code, refused.body.err.message],
    [409, 'backfill_not_level', '레벨 도달 규칙의 사용 중인 배지만 지금 레벨인 학습자에게 줄 수 있습니다.'],
  );
});
