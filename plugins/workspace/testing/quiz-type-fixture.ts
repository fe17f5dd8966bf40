// For a quiz type's integration tests: core with the workspace and the type's plugin, a judge
// worker, a school channel (admin, teacher, learner) with a draft of the type, and another channel
// (its admin and teacher) with its own draft; clients signed in as each, and the permission cases
// every quiz type shares.
import type { ExecutionContext, TestFn } from 'ava';
import type { RunningWorker } from '@seodang/judge';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import { startJudgeWorker } from './judge-worker.ts';
import { settledSubmission } from './settled-submission.ts';

type Client = ReturnType<TestCore['client']>;
type Locale = 'ko' | 'en' | 'ja';
/** Who a fixture signs in: the school's members, and the other channel's admin and teacher. */
export type QuizTypeRole = 'admin' | 'teacher' | 'learner' | 'otherAdmin' | 'otherTeacher';

/** A running quiz type for one test file. */
export interface QuizTypeFixture {
  app: TestCore;
  worker: RunningWorker;
  type: string;
  /** The school's host and the other channel's. */
  host: string;
  otherHost: string;
  /** The school's draft and the other channel's, both of `definition`. */
  quizIndex: number;
  otherQuiz: number;
  /** A client signed in as `role` on its own channel's host (or `host`), in `locale`. */
  as(role: QuizTypeRole, options?: { host?: string; locale?: Locale }): Promise<Client>;
  /** Creates a quiz of the type as `c`; throws unless created. */
  create(
    c: Client,
    quiz: { common: Record<string, unknown>; definition: unknown; status?: number },
  ): Promise<number>;
  /** Validates quiz `index`'s reference as `c` and waits for the run's result. */
  validate(c: Client, index: number): Promise<Settled>;
  /** Submits `code` to the school's quiz (or `index`) as `c` and waits for its result. */
  submit(c: Client, code: string, index?: number): Promise<Settled>;
  /** Waits for submission `index`'s final result. */
  settled(c: Client, index: number): Promise<Settled>;
  stop(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a submission's result as the API answers it
type Settled = any;

/**
 * Starts the fixture for quiz type `type` of plugin `plugin`: channels `<slug>-school` and
 * `<slug>-other`, login ids prefixed by `slug` (so two fixtures never share a user).
 */
export async function startQuizTypeFixture(options: {
  plugin: string;
  type: string;
  slug: string;
  common: Record<string, unknown>;
  definition: unknown;
  /** How long one judge run may take before a test fails (default 30 s). */
  settleMs?: number;
}): Promise<QuizTypeFixture> {
  const { plugin, type, slug, definition } = options;
  const app = await startTestCore({ plugins: ['workspace', plugin] });
  const worker = await startJudgeWorker(2);
  const login = (role: QuizTypeRole) => `${slug}.${role.toLowerCase()}`;
  const school = await app.createChannelWithMembers({
    slug: `${slug}-school`,
    members: { [login('admin')]: 'admin', [login('teacher')]: 'teacher', [login('learner')]: 'student' },
  });
  const other = await app.createChannelWithMembers({
    slug: `${slug}-other`,
    members: { [login('otherAdmin')]: 'admin', [login('otherTeacher')]: 'teacher' },
  });
  const ownHost = (role: QuizTypeRole) => (role.startsWith('other') ? other.host : school.host);
  const as: QuizTypeFixture['as'] = async (role, o = {}) => {
    const c = app.client({ host: o.host ?? ownHost(role), ...(o.locale ? { locale: o.locale } : {}) });
    await c.login(login(role), testPassword);
    return c;
  };
  const create: QuizTypeFixture['create'] = async (c, quiz) => {
    const created = await c.post('/api/workspace/quizzes', { type, status: 0, ...quiz });
    if (created.status !== 201) throw new Error(`quiz not created: ${JSON.stringify(created.body)}`);
    return created.body.data.index as number;
  };
  const settled = (c: Client, index: number) => settledSubmission(c, index, options.settleMs ?? 30_000);
  const quizIndex = await create(await as('teacher'), { common: options.common, definition });
  const otherQuiz = await create(await as('otherTeacher'), { common: { title: '다른 학교' }, definition });
  return {
    app,
    worker,
    type,
    host: school.host,
    otherHost: other.host,
    quizIndex,
    otherQuiz,
    as,
    create,
    settled,
    async validate(c, index) {
      const started = await c.post(`/api/workspace/quizzes/${index}/validate`, {});
      if (started.status !== 202)
        throw new Error(`validate answered ${started.status}: ${JSON.stringify(started.body)}`);
      return settled(c, started.body.data.index);
    },
    async submit(c, code, index = quizIndex) {
      const res = await c.post(`/api/workspace/quizzes/${index}/submit`, { answer: { code } });
      if (res.status !== 201 && res.status !== 202 && res.status !== 200)
        throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
      return settled(c, res.body.data.index);
    },
    async stop() {
      await worker.close();
      await app.stop();
    },
  };
}

/**
 * Registers on `test` the start of the fixture (`startQuizTypeFixture(options)`) before all tests
 * and its stop after them; the returned fixture may be used from the first test on.
 */
export function quizTypeFixture(
  test: TestFn,
  options: Parameters<typeof startQuizTypeFixture>[0],
): QuizTypeFixture {
  let started: QuizTypeFixture | undefined;
  test.before(async () => {
    started = await startQuizTypeFixture(options);
  });
  test.after.always(async () => {
    await started?.stop();
  });
  return new Proxy({} as QuizTypeFixture, {
    get(_, key) {
      if (!started) throw new Error('the quiz type fixture is read before it started');
      return started[key as keyof QuizTypeFixture];
    },
  });
}

/** The JSON of a judged test's artifact `name` (`exchange.json`, `metric.json`), or null. */
export function artifactJson(
  test: { artifacts?: { name: string; base64: string }[] } | undefined,
  name: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the artifact's JSON as the type writes it
): any {
  const a = test?.artifacts?.find((x) => x.name === name);
  return a ? JSON.parse(Buffer.from(a.base64, 'base64').toString('utf8')) : null;
}

/**
 * Loads the demo data twice (it must stay idempotent) and answers the demo school channel's id and
 * its quiz rows of seed key `seedKey`.
 */
export async function seededDemoQuizzes(
  fx: QuizTypeFixture,
  seedKey: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of workspace_quizzes
): Promise<{ channelId: number; rows: any[] }> {
  await seedDemo(fx.app.core);
  await seedDemo(fx.app.core);
  const channel = await fx.app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const rows = await fx.app.core.db('workspace_quizzes').where({ channel_id: channel.id, seed_key: seedKey });
  return { channelId: channel.id, rows };
}

/** A new user `userId` joined to the demo school channel as `role`, signed in on its host. */
export async function demoMember(
  fx: QuizTypeFixture,
  channelId: number,
  userId: string,
  role: 'teacher' | 'student',
): Promise<Client> {
  await fx.app.addMember(channelId, await fx.app.createUser({ userId }), role);
  const c = fx.app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login(userId, testPassword);
  return c;
}

/**
 * Who may do what on a quiz type, the same for every type: anonymous 401; a learner solves but
 * neither authors nor validates; another channel's quiz answers 404 to the school's members; another
 * channel's admin is refused on the school's host (403 `not_channel_member`) and finds the school's
 * quiz nowhere from their own (404); a malformed answer is 400 `invalid_answer`. The school's quiz
 * must be published by then (a learner's answer to a draft is 404): run it after the publishing test.
 */
export async function assertQuizTypeAccess(
  t: ExecutionContext,
  fx: QuizTypeFixture,
  definition: unknown,
): Promise<void> {
  const { quizIndex, otherQuiz } = fx;
  const anon = fx.app.client({ host: fx.host });
  t.is((await anon.get(`/api/workspace/quizzes/${quizIndex}`)).status, 401);
  t.is(
    (await anon.post(`/api/workspace/quizzes/${quizIndex}/submit`, { answer: { code: 'x' } })).status,
    401,
  );

  const learner = await fx.as('learner');
  const authored = await learner.post('/api/workspace/quizzes', {
    type: fx.type,
    status: 0,
    common: { title: '몰래' },
    definition,
  });
  t.is(authored.status, 403);
  t.is((await learner.post(`/api/workspace/quizzes/${quizIndex}/validate`, {})).status, 403);
  t.is((await learner.get(`/api/workspace/quizzes/${otherQuiz}`)).status, 404);
  t.is(
    (await learner.post(`/api/workspace/quizzes/${otherQuiz}/submit`, { answer: { code: 'x' } })).status,
    404,
  );
  for (const role of ['teacher', 'admin'] as const)
    t.is((await (await fx.as(role)).get(`/api/workspace/quizzes/${otherQuiz}`)).status, 404, role);

  // Another channel's admin: a stranger on the school's host, and the school's quiz is not theirs.
  const url = `/api/workspace/quizzes/${quizIndex}`;
  const edit = { type: fx.type, status: 0, common: { title: '남의 퀴즈' }, definition };
  const attempts = async (c: Client) => [
    await c.get(url),
    await c.put(url, edit),
    await c.post(`${url}/validate`, {}),
    await c.post(`${url}/submit`, { answer: { code: 'x' } }),
  ];
  for (const res of await attempts(await fx.as('otherAdmin', { host: fx.host })))
    t.deepEqual([res.status, res.body.err?.code], [403, 'not_channel_member']);
  const fromOwn = await fx.as('otherAdmin');
  t.is((await fromOwn.get(`/api/workspace/quizzes/${otherQuiz}`)).status, 200, 'their own quiz opens');
  for (const res of await attempts(fromOwn)) t.is(res.status, 404, JSON.stringify(res.body));

  const malformed = await learner.post(`/api/workspace/quizzes/${quizIndex}/submit`, { answer: { code: 5 } });
  t.deepEqual([malformed.status, malformed.body.err.code], [400, 'invalid_answer']);
}
