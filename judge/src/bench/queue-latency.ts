/**
 * Queue latency: a 10-test Python 3 submission from enqueue to result, through Redis and a worker
 * in this process. Uses REDIS_URL, or starts a private throw-away redis-server when it is unset.
 */
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { JudgeClient } from '../client/judge-client.ts';
import { startWorker } from '../worker/worker.ts';
import { redisConnection } from '../worker/redis-url.ts';
import { SAMPLES } from '../languages/samples.ts';
import { JUDGE_QUEUE_NAME } from '../protocol.ts';
import { percentile } from './bench.ts';

/** Queue latency figures (ms). */
export interface QueueFigure {
  submissions: number;
  tests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  redis: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function privateRedis(): Promise<{ url: string; stop: () => void; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 5000;
    const tryConnect = (): void => {
      const sock = net.connect(port, '127.0.0.1', () => {
        sock.end();
        resolve();
      });
      sock.on('error', () =>
        Date.now() > deadline ? reject(new Error('redis-server did not start')) : setTimeout(tryConnect, 50),
      );
    };
    tryConnect();
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => proc.kill('SIGTERM'), proc };
}

/** Measures enqueue → result for `submissions` 10-test Python 3 submissions, one in flight at a time (half the slots of a 2-core worker busy). */
export async function measureQueueLatency(submissions: number): Promise<QueueFigure> {
  const own = process.env.REDIS_URL ? null : await privateRedis();
  const url = process.env.REDIS_URL ?? own!.url;
  const connection = redisConnection(url);
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection });
  const worker = await startWorker({ connection, log: () => {} });
  const client = new JudgeClient({ connection: url });
  try {
    const tests = Array.from({ length: 10 }, (_, i) => ({
      name: String(i + 1),
      input: `${i} ${i}\n`,
      expected: { kind: 'text' as const, text: `${2 * i}\n` },
    }));
    const latencies: number[] = [];
    const run = async (i: number): Promise<void> => {
      const started = performance.now();
      const r = await client.judge({
        protocolVersion: 1,
        kind: 'grade',
        submissionId: `bench-queue-${process.pid}-${i}`,
        language: 'python3',
        source: `${SAMPLES.python3.aplusb}# ${i}\n`,
        tests,
      });
      if (r.status !== 'ACCEPTED') throw new Error(`queue bench submission: ${r.status}`);
      latencies.push(performance.now() - started);
    };
    await run(-1); // warm-up
    latencies.length = 0;
    let next = 0;
    while (next < submissions) await run(next++);
    return {
      submissions,
      tests: 10,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(Math.max(...latencies)),
      redis: own ? 'private redis-server' : 'REDIS_URL',
    };
  } finally {
    await client.close();
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    own?.stop();
  }
}
