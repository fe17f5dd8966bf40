// HTTP load from a worker thread: `loadUrl(spec)` runs autocannon against one URL in a worker of
// this module, so the load generator never takes the main thread of the process it measures.
import { createRequire } from 'node:module';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** What to load: one URL, its connections, for how long, with which headers. */
export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** GET unless given; with `body`, sent as JSON. */
  method?: 'GET' | 'POST';
  body?: string;
  /**
   * Gives each request its own `X-Forwarded-For` address (the server must trust one proxy,
   * `TRUST_PROXY=1`), so a route's per-address budget, made for one caller, does not answer 429.
   */
  distinctAddresses?: boolean;
}

/** What came back: requests per second, latency percentiles (ms), counts. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

interface AutocannonResult {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  pipelining: number;
  method?: string;
  body?: string;
  requests?: { setupRequest(req: { headers: Record<string, string> }): unknown }[];
};
interface Autocannon {
  (opts: AutocannonOptions): Promise<unknown>;
  aggregateResult(results: unknown[], opts: AutocannonOptions): AutocannonResult;
}

/** Loads one URL from a worker thread and resolves with its figures. */
export function loadUrl(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: spec });
    worker.once('message', (m: LoadResult) => resolve(m));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}

/** The median of some figures (the mean of the middle two for an even count). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function runInWorker(spec: LoadSpec): Promise<void> {
  // autocannon ships no type declarations: load it through require with the shape used here.
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  let sent = 0;
  const opts: AutocannonOptions = {
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    headers: spec.body ? { 'content-type': 'application/json', ...spec.headers } : spec.headers,
    pipelining: 1,
    method: spec.method ?? 'GET',
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.distinctAddresses
      ? {
          requests: [
            {
              setupRequest: (req) => {
                sent += 1;
                const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
                return { ...req, headers: { ...req.headers, 'x-forwarded-for': address } };
              },
            },
          ],
        }
      : {}),
  };
  // Inside a worker thread autocannon leaves its histograms encoded: aggregate them here.
  const r = autocannon.aggregateResult([await autocannon(opts)], opts);
  const result: LoadResult = {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  parentPort!.postMessage(result);
}

if (!isMainThread && (workerData as { url?: unknown } | null)?.url) await runInWorker(workerData as LoadSpec);
