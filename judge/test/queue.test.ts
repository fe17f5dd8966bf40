/**
 * The queue path end to end: a client enqueues, a worker picks the job up, progress events
 * arrive, and the result matches the CLI's. Needs REDIS_URL (fails without it).
 */
import test from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Queue } from 'bullmq';
import { JudgeClient, jobIdFor } from '../src/client/judge-client.ts';
import { startWorker, type RunningWorker } from '../src/worker/worker.ts';
import { redisConnection } from '../src/worker/redis-url.ts';
import { JUDGE_QUEUE_NAME, type GradeResult, type JudgeProgress } from '../src/protocol.ts';
import { SAMPLES } from '../src/languages/samples.ts';
import { judgeDir } from '../src/paths.ts';
import { requireRootfs, sid } from './helpers.ts';

const url = process.env.REDIS_URL;
let worker: RunningWorker | null = null;
let client: JudgeClient | null = null;

test.before(async () => {
  if (!url) throw new Error('REDIS_URL is not set: the queue tests need a Redis server');
  requireRootfs();
  const connection = redisConnection(url);
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection });
  await queue.obliterate({ force: true });
  await queue.close();
  worker = await startWorker({ connection, concurrency: 2, log: () => {} });
  client = new JudgeClient({ connection: url });
});

test.after.always(async () => {
  await client?.close();
  await worker?.close();
});

const TESTS = [
  { name: '1', input: '1 2\n', out: '3\n', score: 1 },
  { name: '2', input: '40 2\n', out: '42\n', score: 2 },
  { name: '10', input: '5 5\n', out: '11\n', score: 3 },
];

test.serial('a grade job runs on the worker, reports progress, and matches the CLI', async (t) => {
  const progress: JudgeProgress[] = [];
  const submissionId = sid('queue');
  const result = (await client!.judge(
    {
      protocolVersion: 1,
      kind: 'grade',
      submissionId,
      language: 'python3',
      source: SAMPLES.python3.aplusb,
      tests: TESTS.map((x) => ({
        name: x.name,
        input: x.input,
        expected: { kind: 'text', text: x.out },
        score: x.score,
      })),
    },
    { onProgress: (p) => progress.push(p) },
  )) as GradeResult;
  t.is(result.status, 'WRONG_ANSWER');
  t.deepEqual(result.failingTests, ['10']);
  t.is(result.score, 3);
  t.true(
    progress.some((p) => p.phase === 'testing' && p.test?.name === '1'),
    JSON.stringify(progress),
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-cli-'));
  for (const x of TESTS) {
    fs.writeFileSync(path.join(dir, `${x.name}.in`), x.input);
    fs.writeFileSync(path.join(dir, `${x.name}.out`), x.out);
    fs.writeFileSync(path.join(dir, `${x.name}.score`), String(x.score));
  }
  fs.writeFileSync(path.join(dir, 'main.py'), SAMPLES.python3.aplusb);
  const cli = JSON.parse(
    execFileSync(
      process.execPath,
      [
        path.join(judgeDir, 'bin/seodang-judge.mjs'),
        'grade',
        '--language',
        'python3',
        '--source',
        path.join(dir, 'main.py'),
        '--tests',
        dir,
        '--json',
      ],
      { encoding: 'utf8' },
    ),
  ) as GradeResult;
  fs.rmSync(dir, { recursive: true });
  t.is(cli.status, result.status);
  t.is(cli.score, result.score);
  t.is(cli.maxScore, result.maxScore);
  t.deepEqual(
    cli.tests.map((x) => [x.name, x.verdict, x.score]),
    result.tests.map((x) => [x.name, x.verdict, x.score]),
  );
});

test.serial('a submission id is judged once (idempotent enqueue)', async (t) => {
  const submissionId = sid('idem');
  const job = {
    protocolVersion: 1 as const,
    kind: 'run' as const,
    submissionId,
    language: 'c' as const,
    source: SAMPLES.c.hello,
  };
  const [a, b] = await Promise.all([client!.submit(job), client!.submit(job)]);
  t.is(a, b);
  t.is(a, jobIdFor(submissionId));
  const r = await client!.result(submissionId);
  t.is(r.status, 'OK');
  t.is((r as { stdout: string }).stdout, 'Hello, World!\n');
});

test.serial('a learner program failing is a result, not a retried job', async (t) => {
  const submissionId = sid('crash');
  const r = await client!.judge({
    protocolVersion: 1,
    kind: 'run',
    submissionId,
    language: 'python3',
    source: 'raise SystemExit(3)\n',
  });
  t.is(r.status, 'ERROR');
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(url!) });
  const job = await queue.getJob(jobIdFor(submissionId));
  t.is(await job?.getState(), 'completed');
  t.is(job?.attemptsMade, 1); // the one and only attempt
  await queue.close();
});

test.serial('an invalid job fails at once without retries', async (t) => {
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(url!) });
  const job = await queue.add(
    'run',
    { protocolVersion: 99, kind: 'run' },
    { jobId: 'sub_invalid', attempts: 3 },
  );
  const state = await new Promise<string>((resolve) => {
    const poll = setInterval(() => {
      void job.getState().then((s) => {
        if (s === 'failed' || s === 'completed') {
          clearInterval(poll);
          resolve(s);
        }
      });
    }, 50);
  });
  t.is(state, 'failed');
  t.is((await queue.getJob('sub_invalid'))?.attemptsMade, 1);
  await queue.close();
});

test.serial('workers publish the language list with toolchain versions', async (t) => {
  const langs = await client!.languages();
  t.is(langs.length, 15);
  t.true(
    langs.every((l) => l.available && l.langVersion.length > 0),
    JSON.stringify(langs),
  );
  t.regex(langs.find((l) => l.value === 'python')?.langVersion ?? '', /PyPy/);
});

test.serial('interactive runs are prioritised over batch grading', async (t) => {
  const counts = await client!.counts();
  t.is(typeof counts.waiting, 'number');
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(url!) });
  const id = sid('prio');
  await client!.submit({
    protocolVersion: 1,
    kind: 'run',
    submissionId: id,
    language: 'c',
    source: SAMPLES.c.hello,
  });
  const job = await queue.getJob(jobIdFor(id));
  t.is(job?.opts.priority, 1);
  await client!.result(id);
  await queue.close();
});

test.serial('a job of a killed worker is picked up again by another worker', async (t) => {
  const { spawn } = await import('node:child_process');
  const { sandboxProcesses } = await import('./helpers.ts');
  // Stop the in-process worker so the child worker gets the job.
  await worker!.close();
  worker = null;
  const env = {
    ...process.env,
    REDIS_URL: url!,
    SEODANG_JUDGE_LOCK_MS: '2000',
    SEODANG_JUDGE_CONCURRENCY: '1',
  };
  const child = spawn(process.execPath, [path.join(judgeDir, 'bin/seodang-judge.mjs'), 'worker'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d: Buffer) => {
    log += d.toString();
  });
  await new Promise<void>((resolve) => {
    const i = setInterval(() => {
      if (log.includes('worker ready')) {
        clearInterval(i);
        resolve();
      }
    }, 50);
  });
  const submissionId = sid('killed');
  await client!.submit({
    protocolVersion: 1,
    kind: 'grade',
    submissionId,
    language: 'python3',
    source: 'import time\ntime.sleep(60)\n',
    tests: [{ name: 'a', input: '', expected: { kind: 'text', text: '' } }],
    limits: { timeLimitMs: 1000, wallTimeLimitMs: 3000 },
  });
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(url!) });
  const job = await queue.getJob(jobIdFor(submissionId));
  while ((await job!.getState()) !== 'active') await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 300)); // the program is running in the sandbox now
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  // The supervisor and bwrap die by parent-death signals, asynchronously: allow them a moment.
  for (let i = 0; i < 40 && sandboxProcesses().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  t.deepEqual(sandboxProcesses(), [], 'the killed worker left no sandboxed process');
  worker = await startWorker({
    connection: redisConnection(url!),
    concurrency: 2,
    lockDurationMs: 2000,
    log: () => {},
  });
  const r = await client!.result(submissionId, 30_000);
  t.is(r.status, 'TIMEOUT', 'judged again from the start by the second worker');
  await queue.close();
});
