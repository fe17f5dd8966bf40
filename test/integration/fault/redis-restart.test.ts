// Fault: Redis is killed and restarted while 100 judge jobs wait. With the managed Redis's
// persistence (append-only file, fsync every second) no job is lost, core's judge client and the
// worker reconnect by themselves, no job is judged twice, and every submission gets one verdict.
import test from 'ava';
import { Queue } from 'bullmq';
import { JUDGE_QUEUE_NAME } from '@seodang/judge/protocol';
import { redisConnection } from '@seodang/judge';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import {
  followUser,
  startPrivateRedis,
  startWorkerProcess,
  waitFor,
  type PrivateRedis,
  type WorkerProcess,
} from './processes.ts';

const host = 'fault-redis.localhost';
const submissions = 100;
let redis: PrivateRedis;
let app: TestCore;
let worker: WorkerProcess | undefined;
let learnerId: number;

test.before(async () => {
  redis = await startPrivateRedis();
  app = await startTestCore({ plugins: ['workspace'], config: { redisUrl: redis.url } });
  const channel = await app.createChannel({ slug: 'fault-redis' });
  await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
  learnerId = await app.createUser({ userId: 'learner' });
  await app.addMember(channel, learnerId, 'student');
});

test.after.always(async () => {
  await worker?.kill('SIGTERM');
  await app?.stop();
  await redis?.stop();
});

test('Redis restarted while 100 judge jobs wait: none lost, none judged twice', async (t) => {
  const teach = app.client({ host });
  await teach.login('teach', testPassword);
  const quiz = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 1,
    common: { title: 'echo' },
    definition: {
      language: ['python3'],
      source: { python3: [{ name: 'main.py', content: '' }] },
      inputset: ['a\n'],
      outputset: ['a\n'],
      testcase_type: ['open'],
    },
  });
  t.is(quiz.status, 201);
  const learner = app.client({ host });
  await learner.login('learner', testPassword);
  const socket = await followUser(app.url, app.port, host, learner.cookie('sd_sid')!, learnerId);
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(redis.url) });
  try {
    const ids: number[] = [];
    for (let i = 0; i < submissions; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () =>
          learner.post(`/api/workspace/quizzes/${quiz.body.data.index}/submit`, {
            answer: { language: 'python3', files: [{ name: 'main.py', content: 'print(input())\n' }] },
          }),
        ),
      );
      for (const r of batch) {
        t.is(r.status, 202);
        ids.push(r.body.data.index as number);
      }
    }
    const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
    t.is(counts.prioritized + counts.waiting, submissions, 'all 100 wait: no worker runs yet');

    // A worker starts on the waiting jobs; a moment later Redis is killed and restarted.
    worker = await startWorkerProcess(redis.url, 2);
    await waitFor('the worker to judge a few jobs', async () => (await worker!.completed()) >= 5, 30_000);
    const restartedAt = Date.now();
    await redis.restart('SIGKILL');
    const upMs = Date.now() - restartedAt;
    const left = await queue.getJobCounts('prioritized', 'waiting', 'active', 'completed', 'failed');
    t.log(
      `Redis SIGKILLed and up again in ${upMs} ms with ${left.prioritized + left.waiting} jobs waiting, ` +
        `${left.active} active and ${left.completed} completed (none lost)`,
    );
    const doneBefore = await worker.completed();
    await waitFor(
      'the worker to judge again after the restart',
      async () => (await worker!.completed()) > doneBefore,
      30_000,
    );
    t.log(`the worker was judging again ${Date.now() - restartedAt} ms after the kill`);

    const rows = () => app.core.db('workspace_submissions').whereIn('id', ids);
    try {
      await waitFor(
        'every submission to be graded',
        async () => Number((await rows().where({ status: 'pending' }).count({ n: '*' }))[0].n) === 0,
        40_000,
        200,
      );
    } catch (err) {
      t.log(
        JSON.stringify(
          await rows().groupBy('status', 'outcome').select('status', 'outcome').count({ n: '*' }),
        ),
      );
      t.log(JSON.stringify(await queue.getJobCounts()), await worker.completed(), worker.log());
      throw err;
    }
    t.log(`all ${submissions} submissions graded ${Date.now() - restartedAt} ms after the kill`);
    const outcomes = await rows().select('status', 'outcome');
    t.deepEqual(
      outcomes.filter((r) => r.status !== 'done' || r.outcome !== 'RIGHT'),
      [],
      'every submission has its verdict',
    );
    t.is(await worker.completed(), submissions, 'each job judged exactly once');
    const failed = await queue.getJobCounts('failed', 'completed');
    t.is(failed.failed, 0);
    t.is(failed.completed, submissions);
    await new Promise((r) => setTimeout(r, 1000));
    // Pub/sub keeps nothing while Redis is down: a socket either got every verdict or was told
    // to resync (1012), and then reads them from the server, like the web client does.
    const perSubmission = new Map<number, number>();
    for (const e of socket.events.filter((x) => x.event === 'workspace.submission.result'))
      perSubmission.set(Number(e.data.index), (perSubmission.get(Number(e.data.index)) ?? 0) + 1);
    t.true(
      [...perSubmission.values()].every((n) => n === 1),
      'no submission announced twice',
    );
    t.log(`${perSubmission.size} verdicts pushed live; socket closed with ${socket.closed() ?? 'nothing'}`);
    if (perSubmission.size < submissions) t.is(socket.closed(), 1012, 'told to resync');
    const seen = await learner.get(`/api/workspace/quizzes/${quiz.body.data.index}/submissions`);
    t.is(seen.status, 200);
    const list = seen.body.data.list as { index: number; outcome: string }[];
    t.deepEqual(
      ids.filter((id) => list.find((s) => s.index === id)?.outcome !== 'RIGHT'),
      [],
      'the learner sees one verdict per submission',
    );
  } finally {
    socket.close();
    await queue.close();
  }
});
