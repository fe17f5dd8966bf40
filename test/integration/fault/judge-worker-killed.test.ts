// Fault: a judge worker is SIGKILLed in the middle of a job. Another worker grades the job
// (BullMQ's stalled-job recovery), exactly once, and the learner sees one verdict. A healthy job
// that runs longer than the lock is not taken from its worker. Real processes, real sandbox.
import test from 'ava';
import { Queue, type Job } from 'bullmq';
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

const host = 'fault-judge.localhost';
let redis: PrivateRedis;
let app: TestCore;
let queue: Queue;
let workers: WorkerProcess[] = [];
let learnerId: number;

test.before(async () => {
  redis = await startPrivateRedis();
  app = await startTestCore({ plugins: ['workspace'], config: { redisUrl: redis.url } });
  queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(redis.url) });
  const channel = await app.createChannel({ slug: 'fault-judge' });
  await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
  learnerId = await app.createUser({ userId: 'learner' });
  await app.addMember(channel, learnerId, 'student');
  // The product's own lock settings (no SEODANG_JUDGE_LOCK_MS): what recovery time they give.
  workers = await Promise.all([startWorkerProcess(redis.url), startWorkerProcess(redis.url)]);
});

test.after.always(async () => {
  for (const w of workers) await w.kill('SIGTERM');
  await queue?.close();
  await app?.stop();
  await redis?.stop();
});

const login = async (userId: string) => {
  const c = app.client({ host });
  await c.login(userId, testPassword);
  return c;
};

/** A quiz whose second test sleeps `sleepS` seconds (well inside its 10 s CPU / 21 s wall limit). */
async function sleepyQuiz(sleepS: number): Promise<number> {
  const teach = await login('teach');
  const quiz = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 1,
    common: { title: `sleep ${sleepS}` },
    definition: {
      language: ['python3'],
      source: { python3: [{ name: 'main.py', content: '' }] },
      inputset: ['fast\n', 'slow\n'],
      outputset: ['fast\n', 'slow\n'],
      testcase_type: ['open', 'open'],
      run_time_limit: 10_000,
    },
  });
  if (quiz.status !== 201) throw new Error(`quiz: ${JSON.stringify(quiz.body)}`);
  return quiz.body.data.index as number;
}

const program = (sleepS: number) =>
  `import time\ns = input()\nif s == 'slow':\n    time.sleep(${sleepS})\nprint(s)\n`;

/** The BullMQ job of a submission, once a worker took it. */
async function activeJob(): Promise<Job> {
  let job: Job | undefined;
  await waitFor('a worker to take the job', async () => {
    [job] = await queue.getActive();
    return Boolean(job?.processedBy);
  });
  return job!;
}

const row = (id: number) => app.core.db('workspace_submissions').where({ id }).first();

test.serial('a worker killed mid-job: another worker grades it, once', async (t) => {
  const quiz = await sleepyQuiz(3);
  const learner = await login('learner');
  const socket = await followUser(app.url, app.port, host, learner.cookie('sd_sid')!, learnerId);
  try {
    const sub = await learner.post(`/api/workspace/quizzes/${quiz}/submit`, {
      answer: { language: 'python3', files: [{ name: 'main.py', content: program(3) }] },
    });
    t.is(sub.status, 202, JSON.stringify(sub.body));
    const index = sub.body.data.index as number;
    const job = await activeJob();
    const victim = workers.find((w) => w.name === job.processedBy)!;
    const survivor = workers.find((w) => w !== victim)!;
    t.truthy(victim, `processedBy ${job.processedBy} names one of our workers`);
    // The first test has passed; the second is sleeping in the victim's sandbox.
    await waitFor(
      'the first test to finish',
      () => socket.events.some((e) => e.event === 'workspace.submission.progress'),
      20_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    await waitFor(
      'the survivor to take the stalled job',
      async () => (await queue.getJob(job.id!))?.processedBy === survivor.name,
      30_000,
      100,
    );
    const takenMs = Date.now() - killedAt;
    await waitFor('the submission to be graded', async () => (await row(index)).status !== 'pending', 30_000);
    t.log(
      `worker SIGKILLed mid-job: the other worker took the job ${takenMs} ms after the kill, ` +
        `and the verdict was stored ${Date.now() - killedAt} ms after it (the 3 s test ran again)`,
    );
    const done = await row(index);
    t.is(done.status, 'done');
    t.is(done.outcome, 'RIGHT');
    const after = (await queue.getJob(job.id!))!;
    t.is(after.processedBy, survivor.name, 'the survivor took the stalled job');
    t.is(after.stalledCounter, 1);
    t.is(await survivor.completed(), 1, 'judged once by the survivor');
    // One verdict: one result event (none arrives late), one entry per test in the progress.
    await new Promise((r) => setTimeout(r, 1000));
    const results = socket.events.filter((e) => e.event === 'workspace.submission.result');
    t.is(results.length, 1);
    t.is(results[0]?.data.outcome, 'RIGHT');
    const seen = await learner.get(`/api/workspace/submissions/${index}`);
    t.is(seen.body.data.outcome, 'RIGHT');
    t.deepEqual(
      (seen.body.data.progress as { name: string; verdict: string }[]).map((p) => [p.name, p.verdict]),
      [
        ['#1', 'ACCEPTED'],
        ['#2', 'ACCEPTED'],
      ],
    );
    workers = [survivor];
  } finally {
    socket.close();
  }
});

test.serial('a healthy job running longer than the lock stays with its worker', async (t) => {
  const [worker] = workers;
  const before = await worker.completed();
  const quiz = await sleepyQuiz(12);
  const learner = await login('learner');
  const socket = await followUser(app.url, app.port, host, learner.cookie('sd_sid')!, learnerId);
  try {
    const started = Date.now();
    const sub = await learner.post(`/api/workspace/quizzes/${quiz}/submit`, {
      answer: { language: 'python3', files: [{ name: 'main.py', content: program(12) }] },
    });
    const index = sub.body.data.index as number;
    const job = await activeJob();
    await waitFor('the submission to be graded', async () => (await row(index)).status !== 'pending', 45_000);
    t.log(`a 12 s job under a 10 s lock: graded once in ${Date.now() - started} ms`);
    t.is((await row(index)).outcome, 'RIGHT');
    t.is((await queue.getJob(job.id!))!.stalledCounter, 0, 'never taken for stalled');
    t.is(await worker.completed(), before + 1);
    await new Promise((r) => setTimeout(r, 500));
    t.is(socket.events.filter((e) => e.event === 'workspace.submission.result').length, 1);
  } finally {
    socket.close();
  }
});

test.serial('a worker told to stop (SIGTERM) finishes its job, takes no other, and exits 0', async (t) => {
  const quiz = await sleepyQuiz(3);
  const learner = await login('learner');
  const submit = async () => {
    const sub = await learner.post(`/api/workspace/quizzes/${quiz}/submit`, {
      answer: { language: 'python3', files: [{ name: 'main.py', content: program(3) }] },
    });
    t.is(sub.status, 202, JSON.stringify(sub.body));
    return sub.body.data.index as number;
  };
  const first = await submit();
  const job = await activeJob();
  const [stopping] = workers;
  t.is(job.processedBy, stopping.name);
  const exited = new Promise<number | null>((resolve) =>
    stopping.child.once('exit', (code) => resolve(code)),
  );
  stopping.child.kill('SIGTERM');
  // Queued while it winds down: it must leave this one for the next worker.
  const second = await submit();
  t.is(await exited, 0, 'it exits cleanly once its job is done');
  t.is((await row(first)).outcome, 'RIGHT', 'the job in hand was finished');
  const finished = (await queue.getJob(job.id!))!;
  t.is(finished.processedBy, stopping.name);
  t.is(finished.stalledCounter, 0, 'not left for another worker to redo');
  t.is((await row(second)).status, 'pending', 'the stopping worker took nothing new');
  t.is((await queue.getWaiting()).length + (await queue.getPrioritized()).length, 1);
  const next = await startWorkerProcess(redis.url);
  workers = [next];
  await waitFor('the next worker to grade it', async () => (await row(second)).status !== 'pending', 30_000);
  t.is((await row(second)).outcome, 'RIGHT');
});
