/** `worker`: runs a queue worker against REDIS_URL until SIGTERM/SIGINT. */
import { parse, UsageError } from './args.ts';
import { startWorker } from '../worker/worker.ts';
import { redisConnection } from '../worker/redis-url.ts';

/** Runs the worker. */
export async function workerCommand(args: string[]): Promise<number> {
  const { values } = parse(args, { concurrency: { type: 'string' }, 'metrics-port': { type: 'string' } });
  const url = process.env.REDIS_URL;
  if (!url) throw new UsageError('REDIS_URL is not set (e.g. redis://127.0.0.1:6379)');
  const concurrency = values.concurrency ? Number(values.concurrency) : undefined;
  const metricsPort =
    Number(values['metrics-port'] ?? process.env.SEODANG_JUDGE_METRICS_PORT ?? 0) || undefined;
  const worker = await startWorker({ connection: redisConnection(url), concurrency, metricsPort });
  await new Promise<void>((resolve) => {
    const stop = (signal: string): void => {
      console.error(`[judge-worker] ${signal}: finishing in-flight jobs`);
      worker.close().then(resolve, (err: Error) => {
        console.error(err);
        resolve();
      });
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  return 0;
}
