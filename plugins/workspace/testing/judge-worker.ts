// For tests and benchmarks: a judge worker in this process, against the test Redis.
import { startWorker, type RunningWorker } from '../../../judge/src/worker/worker.ts';
import { redisConnection } from '../../../judge/src/worker/redis-url.ts';

/** Starts an in-process judge worker; fails loudly without REDIS_URL. */
export async function startJudgeWorker(concurrency = 2): Promise<RunningWorker> {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: grading through the judge needs Redis');
  return startWorker({ connection: redisConnection(url), concurrency, log: () => {} });
}
