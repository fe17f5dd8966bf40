/**
 * The judge's queue worker: pulls jobs from BullMQ, runs them in the sandbox, reports per-test
 * progress and returns the result. Retries only for infrastructure failures (a learner's program
 * never makes a job fail: it gets a verdict), stalled jobs of a killed worker are picked up again
 * by BullMQ, and shutdown finishes in-flight jobs or hands them back.
 */
import os from 'node:os';
import { Worker, Queue, UnrecoverableError, type ConnectionOptions, type Job } from 'bullmq';
import { ZodError } from 'zod';
import { createJudge, type Judge } from '../judge.ts';
import { SandboxInfraError } from '../sandbox/types.ts';
import { readStamp } from '../languages/versions.ts';
import { JUDGE_QUEUE_NAME, type JudgeResult } from '../protocol.ts';
import { LANGUAGES_KEY } from '../client/judge-client.ts';
import { WorkerMetrics, serveMetrics } from './metrics.ts';
import { pruneCompileCache } from '../grading/compile.ts';
import { createBlobStore, pruneBlobCache, resolveBlobs } from './blobs.ts';
import { sweepStaleWorkDirs } from '../grading/workspace.ts';
import type http from 'node:http';
import { Redis, type RedisOptions } from 'ioredis';

/** Options of {@link startWorker}. */
export interface WorkerOptions {
  connection: ConnectionOptions;
  /** Jobs at once (default: number of cores; env SEODANG_JUDGE_CONCURRENCY). */
  concurrency?: number;
  /** Judge to use (default: one on the configured driver with `concurrency` slots). */
  judge?: Judge;
  /** Serve Prometheus metrics here (env SEODANG_JUDGE_METRICS_PORT); off when absent. */
  metricsPort?: number;
  /**
   * Lock of an active job (ms; env SEODANG_JUDGE_LOCK_MS, default 10 s). A running job renews it
   * every half lock, so a job may run for any time; a killed worker's jobs return to the queue
   * within about 1.5 locks.
   */
  lockDurationMs?: number;
  /** This worker's name, recorded on each job it takes (`processedBy`; default `host:pid`). */
  name?: string;
  /** How long shutdown waits for in-flight jobs before handing them back (ms). */
  shutdownTimeoutMs?: number;
  log?: (line: string) => void;
}

/** A running worker. */
export interface RunningWorker {
  readonly metrics: WorkerMetrics;
  /** Stops taking jobs, finishes in-flight ones (or hands them back after the timeout) and closes. */
  close(): Promise<void>;
}

/** Waits until the root filesystem is prepared, saying so every 30 s. */
async function waitForRootfs(log: (l: string) => void): Promise<void> {
  let said = 0;
  while (!readStamp()) {
    if (Date.now() - said > 30_000) {
      log('judge languages are being prepared (waiting for `seodang-judge prepare`)');
      said = Date.now();
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Starts a worker. */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const log = options.log ?? ((l: string) => process.stderr.write(`[judge-worker] ${l}\n`));
  const concurrency =
    options.concurrency ?? Number(process.env.SEODANG_JUDGE_CONCURRENCY ?? os.availableParallelism());
  const metrics = new WorkerMetrics();
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: options.connection });
  const redis = new Redis({ ...(options.connection as RedisOptions), maxRetriesPerRequest: null });
  let metricsServer: http.Server | null = null;
  let busy = 0;
  const judgeRef: { judge: Judge | null } = { judge: options.judge ?? null };
  if (options.metricsPort) {
    metricsServer = serveMetrics(
      options.metricsPort,
      async () =>
        metrics.render(
          await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
          concurrency,
          busy,
        ),
      async () => {
        await redis.ping();
        const d = judgeRef.judge
          ? await judgeRef.judge.driver.status()
          : { available: false, reason: 'languages are being prepared' };
        return { ok: d.available, detail: d.available ? 'ok' : (d.reason ?? 'unavailable') };
      },
    );
    log(`metrics on :${options.metricsPort}/metrics`);
  }
  await waitForRootfs(log);
  const judge = judgeRef.judge ?? createJudge({ slots: concurrency });
  judgeRef.judge = judge;
  const status = await judge.driver.status();
  if (!status.available)
    throw new SandboxInfraError(`sandbox driver ${judge.driver.name} unavailable: ${status.reason}`);
  // The language list expires unless a live worker keeps refreshing it, so core shows the
  // languages as unavailable when no worker runs.
  const publish = (): Promise<unknown> =>
    redis.set(LANGUAGES_KEY, JSON.stringify(judge.languages()), 'EX', 300);
  await publish();
  const republish = setInterval(() => {
    publish().catch((err: Error) => log(`cannot publish languages: ${err.message}`));
  }, 60_000);
  const swept = sweepStaleWorkDirs();
  if (swept > 0) log(`removed ${swept} work directories left by a stopped worker`);
  const blobs = createBlobStore(redis);
  const prunedBlobs = pruneBlobCache();
  if (prunedBlobs > 0) log(`blob cache: removed ${prunedBlobs} files unused for a week`);
  const pruned = pruneCompileCache();
  if (pruned > 0) log(`compile cache: removed ${pruned} entries unused for a week`);

  const processor = async (job: Job): Promise<JudgeResult> => {
    const started = performance.now();
    busy++;
    try {
      const result = await judge.execute(await resolveBlobs(job.data, blobs), (p) => {
        void job.updateProgress(p);
      });
      metrics.recordResult(result.status, (performance.now() - started) / 1000);
      return result;
    } catch (err) {
      if (err instanceof ZodError) throw new UnrecoverableError(`invalid judge job: ${err.message}`);
      metrics.jobsFailed++;
      if (err instanceof SandboxInfraError) metrics.sandboxFailures++;
      log(`job ${job.id} attempt ${job.attemptsMade + 1} failed: ${(err as Error).message}`);
      throw err; // infrastructure failure: BullMQ retries per the job's attempts
    } finally {
      busy--;
    }
  };
  const lockMs = options.lockDurationMs ?? Number(process.env.SEODANG_JUDGE_LOCK_MS ?? 10_000);
  const worker = new Worker(JUDGE_QUEUE_NAME, processor, {
    connection: options.connection,
    name: options.name ?? `${os.hostname()}:${process.pid}`,
    concurrency,
    // A live worker renews its jobs' locks every lockMs / 2 (BullMQ's lockRenewTime), however
    // long a job runs: sandboxed programs run in child processes, so the event loop stays free
    // and only a worker frozen for half a lock would lose a healthy job. A killed worker's lock
    // expires after at most lockMs; the stalled check, also every lockMs / 2, then puts the job
    // back in the queue (about 1.5 × lockMs in the worst case: 15 s by default, not minutes).
    // A job that stalls more than twice (a program that keeps killing workers) fails.
    lockDuration: lockMs,
    stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
    maxStalledCount: 2,
  });
  worker.on('error', (err) => log(`worker error: ${err.message}`));
  await worker.waitUntilReady();
  log(`worker ready: queue ${JUDGE_QUEUE_NAME}, concurrency ${concurrency}, driver ${judge.driver.name}`);

  return {
    metrics,
    async close() {
      clearInterval(republish);
      const timeout =
        options.shutdownTimeoutMs ?? Number(process.env.SEODANG_JUDGE_SHUTDOWN_TIMEOUT_MS ?? 60_000);
      let timer: NodeJS.Timeout | undefined;
      const graceful = worker.close();
      const expired = new Promise<'expired'>((r) => {
        timer = setTimeout(() => r('expired'), timeout);
      });
      if ((await Promise.race([graceful, expired])) === 'expired') {
        log(`in-flight jobs did not finish within ${timeout} ms; handing them back to the queue`);
        await worker.close(true);
      }
      clearTimeout(timer);
      await judge.close();
      await queue.close();
      redis.disconnect();
      metricsServer?.close();
    },
  };
}
