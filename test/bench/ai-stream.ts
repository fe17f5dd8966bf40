// AI assistant stream benchmark: first-token latency (p50, p99) and chunks per second of streamed
// answers through `POST /api/{ai}/code-explanation` (core, the channel's checks, the quota, the
// register, the guardrail filter and the SDK's event stream, in front of the OpenAI-compatible
// fake), against the same fake called directly in the same run, at concurrency 1 and 50, with the
// sufficiency check on and off. Core has the main thread; the fake and the load generator share a
// worker thread, as a remote model and remote browsers would not take core's CPU. Prints the
// figures and their ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/ai-stream.ts   (or `npm run bench -- ai-stream`)
// Knobs: BENCH_AI_REQUESTS (150 at concurrency 50, a fifth of it at 1), BENCH_AI_ANSWER_CHARS (800),
// BENCH_AI_CHUNK_MS (10: the fake's pause between chunks of 16 characters, a model's pace).
// BENCH_TRACE=1 also counts the SQL statements core sends for a learner's first question and for
// the same learner's next one, before the first token and until the answer ends, and lists them.
import { request } from 'node:http';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import type { TestClient } from '@seodang/sdk/testing';
import { startOpenAiFake } from '../../plugins/ai-assistant/testing/index.ts';
import { missingMarker } from '../../plugins/ai-assistant/common/prompts/system-prompts.ts';

const requests = Number(process.env.BENCH_AI_REQUESTS ?? 150);
const answerChars = Number(process.env.BENCH_AI_ANSWER_CHARS ?? 800);
/** The fake streams like a model: 16 characters every 10 ms (about 100 chunks a second per answer). */
const pace = { chunkSize: 16, chunkDelayMs: Number(process.env.BENCH_AI_CHUNK_MS ?? 10) };
const resultPrefix = 'BENCH-RESULT ';
/** Warm-up requests per target. */
const warmUp = 10;
const trace = process.env.BENCH_TRACE === '1';

interface Sample {
  firstTokenMs: number;
  chunks: number;
}
interface LoadResult {
  p50: number;
  p99: number;
  chunksPerSecond: number;
}
/** What the main thread asks the worker to load: the route (as these learners) or the fake directly. */
interface LoadOrder {
  id: number;
  target: 'route' | 'direct';
  url: string;
  headers: Record<string, string>[];
  payload: string;
  count: number;
  concurrency: number;
  /** The first request's learner: every request of a run asks as a learner of its own. */
  offset: number;
}

// ---- worker thread: the fake model and the load generator ----

/** POSTs and reads an SSE response, timing the first content chunk and counting chunks. */
function streamOnce(
  url: URL,
  headers: Record<string, string>,
  payload: string,
  isContent: (block: string) => boolean,
  onFirst?: () => void,
): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = 0;
    let chunks = 0;
    let pending = '';
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`status ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          pending += text;
          let end: number;
          while ((end = pending.indexOf('\n\n')) >= 0) {
            const block = pending.slice(0, end);
            pending = pending.slice(end + 2);
            if (!isContent(block)) continue;
            chunks++;
            if (!first) {
              first = performance.now();
              onFirst?.();
            }
          }
        });
        res.on('end', () => resolve({ firstTokenMs: first - t0, chunks }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Runs the order's requests, `concurrency` at a time. Each asks as a learner of its own (a learner
 * has one open stream, 6 asks a minute and a daily quota).
 */
async function load(order: LoadOrder): Promise<LoadResult> {
  const url = new URL(order.url);
  const isContent =
    order.target === 'route'
      ? (block: string) => block.startsWith('event: delta')
      : (block: string) => /"content":"[^"]/.test(block);
  const samples: Sample[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: order.concurrency }, async () => {
      while (next < order.count) {
        const headers = order.headers[(order.offset + next++) % order.headers.length];
        samples.push(await streamOnce(url, headers, order.payload, isContent));
      }
    }),
  );
  const wallMs = performance.now() - t0;
  const firsts = samples.map((s) => s.firstTokenMs);
  const chunks = samples.reduce((sum, s) => sum + s.chunks, 0);
  return {
    p50: percentile(firsts, 50),
    p99: percentile(firsts, 99),
    chunksPerSecond: (chunks / wallMs) * 1000,
  };
}

async function runWorker(): Promise<void> {
  const answer = 'Look at the loop bound on line 3 and count the values it visits. '
    .repeat(Math.ceil(answerChars / 66))
    .slice(0, answerChars);
  // The sufficiency check gets a short OK, every question a long hint.
  const fake = await startOpenAiFake({
    defaults: pace,
    answer: (body) =>
      JSON.stringify(body.messages?.[0]?.content ?? '').includes(missingMarker) ? 'OK' : answer,
  });
  parentPort!.on('message', (order: LoadOrder | 'stop') => {
    if (order === 'stop') {
      void fake.close().then(() => process.exit(0));
      return;
    }
    load(order).then(
      (result) => parentPort!.postMessage({ id: order.id, result }),
      (error: Error) => parentPort!.postMessage({ id: order.id, error: error.message }),
    );
  });
  parentPort!.postMessage({ url: fake.url });
}

// ---- main thread: core ----

/** The statements core sent for one question: before its first token, and until the answer ended. */
async function statementsOf(
  db: Knex,
  question: (onFirst: () => void) => Promise<unknown>,
): Promise<{ beforeFirstToken: string[]; all: string[] }> {
  const all: string[] = [];
  let beforeFirstToken: string[] = [];
  const onQuery = (q: { sql: string }) => all.push(q.sql.replace(/\s+/g, ' ').slice(0, 90));
  db.on('query', onQuery);
  try {
    await question(() => (beforeFirstToken = [...all]));
  } finally {
    db.off('query', onQuery);
  }
  return { beforeFirstToken, all };
}

async function main(): Promise<void> {
  const { startAskCore } = await import('../../plugins/ai-assistant/server/ask/ask-fixture.ts');
  const worker = new Worker(new URL(import.meta.url));
  const pending = new Map<number, (m: { result?: LoadResult; error?: string }) => void>();
  const modelUrl = await new Promise<string>((resolve) => {
    worker.on('message', (m: { url?: string; id?: number; result?: LoadResult; error?: string }) => {
      if (m.url) resolve(m.url);
      else pending.get(m.id!)?.(m);
    });
  });
  let ids = 0;
  const ask = (order: Omit<LoadOrder, 'id' | 'offset'> & { offset?: number }) =>
    new Promise<LoadResult>((resolve, reject) => {
      const id = ++ids;
      pending.set(id, (m) => (m.error ? reject(new Error(m.error)) : resolve(m.result!)));
      worker.postMessage({ offset: 0, ...order, id });
    });
  const direct = {
    target: 'direct' as const,
    url: `${modelUrl}/chat/completions`,
    headers: [{ 'content-type': 'application/json', authorization: 'Bearer sk-test' }],
    payload: JSON.stringify({
      model: 'fake-model',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Why does my program print 45?' }],
    }),
  };

  const rows: Record<string, unknown>[] = [];
  try {
    for (const sufficiencyCheck of [false, true]) {
      const w = await startAskCore({ modelUrl, sufficiencyCheck });
      try {
        const learners: TestClient[] = [];
        const asks = warmUp + Math.ceil(requests / 5) + requests + (trace ? 1 : 0);
        for (let i = 0; i < asks; i++) learners.push(await w.addLearner(`bench${i}`));
        let offset = 0;
        const route = {
          target: 'route' as const,
          url: new URL(`/api/${w.segment}/code-explanation`, w.app.url).href,
          headers: learners.map((c) => ({
            host: c.host ?? new URL(w.app.url).host,
            cookie: `sd_sid=${c.cookie('sd_sid')}; sd_csrf=${c.cookie('sd_csrf')}`,
            'x-csrf-token': c.cookie('sd_csrf') ?? '',
            'content-type': 'application/json',
          })),
          payload: JSON.stringify({
            prompt: 'Why does my program print 45?',
            indexes: { lecture: w.lectureIndex, lesson: w.lessonIndex, quiz: w.quizIndex },
            codeLanguage: 'python3',
          }),
        };
        // Warm-up: code paths, connections, the tokenizer (then the day's counts start again).
        await ask({ ...route, count: warmUp, concurrency: 1, offset });
        offset += warmUp;
        if (trace) {
          // Right after the warm-up, as under load: the lesson's settings are kept by now. One learner's
          // first question (nothing of theirs seen yet by this instance), then their next.
          const headers = route.headers[offset++];
          const url = new URL(route.url);
          for (const which of ['first question', 'next question']) {
            const { beforeFirstToken, all } = await statementsOf(w.app.core.db, (onFirst) =>
              streamOnce(url, headers, route.payload, (b) => b.startsWith('event: delta'), onFirst),
            );
            console.log(
              `statements per question (${which}, sufficiency ${sufficiencyCheck ? 'on' : 'off'}): ` +
                `${beforeFirstToken.length} before the first token, ${all.length} in all`,
            );
            all.forEach((sql, i) =>
              console.log(`  ${i < beforeFirstToken.length ? 'before' : 'after '} ${sql}`),
            );
          }
        }
        await ask({ ...direct, count: warmUp, concurrency: 1 });
        for (const concurrency of [1, 50]) {
          const count = concurrency === 1 ? Math.ceil(requests / 5) : requests;
          const baseline = await ask({ ...direct, count, concurrency });
          const viaRoute = await ask({ ...route, count, concurrency, offset });
          offset += count;
          const label = `c=${concurrency}, sufficiency ${sufficiencyCheck ? 'on' : 'off'}`;
          console.log(
            `${label}: first token p50 ${viaRoute.p50.toFixed(1)} ms vs ${baseline.p50.toFixed(1)} ms direct (p99 ${viaRoute.p99.toFixed(1)} vs ${baseline.p99.toFixed(1)}), ` +
              `${viaRoute.chunksPerSecond.toFixed(0)} vs ${baseline.chunksPerSecond.toFixed(0)} chunks/s`,
          );
          rows.push(
            {
              figure: `first token p50 via code-explanation (${label})`,
              value: `${viaRoute.p50.toFixed(1)} ms`,
              baseline: `${baseline.p50.toFixed(1)} ms (fake directly)`,
              ratio: `+${(viaRoute.p50 - baseline.p50).toFixed(1)} ms`,
              goal: '+15 ms',
              met: sufficiencyCheck ? null : viaRoute.p50 - baseline.p50 <= 15,
            },
            {
              figure: `first token p99 via code-explanation (${label})`,
              value: `${viaRoute.p99.toFixed(1)} ms`,
              baseline: `${baseline.p99.toFixed(1)} ms (fake directly)`,
              ratio: `${(viaRoute.p99 / baseline.p99).toFixed(2)}×`,
              goal: '-',
              met: null,
            },
            {
              figure: `chunks/s via code-explanation (${label})`,
              value: viaRoute.chunksPerSecond.toFixed(0),
              baseline: `${baseline.chunksPerSecond.toFixed(0)} (fake directly)`,
              ratio: `${(viaRoute.chunksPerSecond / baseline.chunksPerSecond).toFixed(2)}×`,
              goal: '≥ 0.8×',
              met: sufficiencyCheck ? null : viaRoute.chunksPerSecond / baseline.chunksPerSecond >= 0.8,
            },
          );
        }
      } finally {
        await w.stop();
      }
    }
  } finally {
    worker.postMessage('stop');
  }
  console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
}

if (isMainThread) await main();
else await runWorker();
