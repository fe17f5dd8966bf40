// For tests and benchmarks: a judge worker in this process, against the test Redis.
import { redisConnection, startWorker, type RunningWorker } from '@seodang/judge';

/** Starts an in-process judge worker; fails loudly without REDIS_URL. */
export async function startJudgeWorker(concurrency = 2): Promise<RunningWorker> {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: grading through the judge needs Redis');
  return startWorker({ connection: redisConnection(url), concurrency, log: () => {} });
}
