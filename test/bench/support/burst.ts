// A burst from a worker thread: every request of a list sent at once (one keep-alive socket each),
// or the same number of Redis GETs at once, so the sender never takes the main thread of the
// process it measures. Answers the burst's wall time and each request's latency and status.
import { Agent, request } from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Redis } from 'ioredis';

/** One HTTP request of a burst. */
export interface BurstRequest {
  headers: Record<string, string>;
  body?: string;
}

/** What to send: HTTP requests to one URL, or `count` GETs of one Redis key. */
export type BurstSpec =
  | { kind: 'http'; url: string; method: 'GET' | 'POST'; requests: BurstRequest[] }
  | { kind: 'redis'; redisUrl: string; key: string; count: number };

/** The burst's figures: its wall time, each latency (ms) and each status (HTTP only). */
export interface BurstResult {
  wallMs: number;
  latencies: number[];
  statuses: number[];
}

/** Sends one burst from a worker thread and resolves with its figures. */
export function burst(spec: BurstSpec): Promise<BurstResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: spec });
    worker.once('message', (m: BurstResult) => resolve(m));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`burst worker exited with ${code}`)));
  });
}

function send(agent: Agent, url: URL, method: string, r: BurstRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...r.headers };
    if (r.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(r.body));
    }
    const req = request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

async function runInWorker(spec: BurstSpec): Promise<void> {
  const latencies: number[] = [];
  const statuses: number[] = [];
  let wallMs: number;
  if (spec.kind === 'http') {
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
    const url = new URL(spec.url);
    const t0 = performance.now();
    await Promise.all(
      spec.requests.map(async (r) => {
        const s = performance.now();
        statuses.push(await send(agent, url, spec.method, r));
        latencies.push(performance.now() - s);
      }),
    );
    wallMs = performance.now() - t0;
    agent.destroy();
  } else {
    const redis = new Redis(spec.redisUrl);
    await redis.ping();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: spec.count }, async () => {
        const s = performance.now();
        await redis.get(spec.key);
        latencies.push(performance.now() - s);
      }),
    );
    wallMs = performance.now() - t0;
    await redis.quit();
  }
  parentPort!.postMessage({ wallMs, latencies, statuses } satisfies BurstResult);
}

if (!isMainThread && (workerData as { kind?: unknown } | null)?.kind)
  await runInWorker(workerData as BurstSpec);
