// AI assistant stream benchmark: first-token latency (p50, p99) and chunks per second of streamed
// answers through `POST /api/{ai}/code-explanation` (core, the channel's checks, the quota, the
// register, the guardrail filter and the SDK's event stream, in front of the OpenAI-compatible
// fake), against the same fake called directly in the same run, at concurrency 1 and 50, with the
// sufficiency check on and off. Prints the figures and their ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/ai-stream.ts   (or `npm run bench -- ai-stream`)
// Knobs: BENCH_AI_REQUESTS (150 at concurrency 50, a fifth of it at 1), BENCH_AI_ANSWER_CHARS (800),
// BENCH_AI_CHUNK_MS (10: the fake's pause between chunks of 16 characters, a model's pace).
import { request } from 'node:http';
import type { TestClient } from '@seodang/sdk/testing';
import { startAskWorld, type AskWorld } from '../../plugins/ai-assistant/server/ask/ask-fixture.ts';
import { missingMarker } from '../../plugins/ai-assistant/common/prompts/system-prompts.ts';

const requests = Number(process.env.BENCH_AI_REQUESTS ?? 150);
const answerChars = Number(process.env.BENCH_AI_ANSWER_CHARS ?? 800);
/** The fake streams like a model: 16 characters every 10 ms (about 100 chunks a second per answer). */
const pace = { chunkSize: 16, chunkDelayMs: Number(process.env.BENCH_AI_CHUNK_MS ?? 10) };
const resultPrefix = 'BENCH-RESULT ';
/** Each learner may ask 3 times a day here (and 6 times a minute): the load is spread over learners. */
const asksPerLearner = 3;

const answer = 'Look at the loop bound on line 3 and count the values it visits. '.repeat(
  Math.ceil(answerChars / 66),
);
/** The fake answers the sufficiency check with a short OK, and every question with a long hint. */
const fakeAnswer = (body: { messages?: { role: string; content: unknown }[] }) =>
  JSON.stringify(body.messages?.[0]?.content ?? '').includes(missingMarker)
    ? 'OK'
    : answer.slice(0, answerChars);

interface Sample {
  firstTokenMs: number;
  totalMs: number;
  chunks: number;
}

/** POSTs and reads an SSE response, timing the first content chunk and counting chunks. */
function streamOnce(
  url: URL,
  headers: Record<string, string>,
  payload: string,
  isContent: (block: string) => boolean,
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
            if (!first) first = performance.now();
          }
        });
        res.on('end', () => resolve({ firstTokenMs: first - t0, totalMs: performance.now() - t0, chunks }));
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

/** Runs `count` requests, `concurrency` at a time: first-token p50/p99 and chunks per second overall. */
async function load(
  count: number,
  concurrency: number,
  one: (worker: number, round: number) => Promise<Sample>,
) {
  const samples: Sample[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let round = 0; next < count; round++) {
        next++;
        samples.push(await one(worker, round));
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

/** Each worker asks as learners of its own (one open stream per learner). */
function routeClient(w: AskWorld, learners: TestClient[], concurrency: number) {
  const url = new URL(`/api/${w.segment}/code-explanation`, w.app.url);
  const payload = JSON.stringify({
    prompt: 'Why does my program print 45?',
    indexes: { lecture: w.lectureIndex, lesson: w.lessonIndex, quiz: w.quizIndex },
    codeLanguage: 'python3',
  });
  return (worker: number, round: number) => {
    const c = learners[(worker + round * concurrency) % learners.length];
    return streamOnce(
      url,
      {
        host: c.host ?? url.host,
        cookie: `sd_sid=${c.cookie('sd_sid')}; sd_csrf=${c.cookie('sd_csrf')}`,
        'x-csrf-token': c.cookie('sd_csrf') ?? '',
        'content-type': 'application/json',
      },
      payload,
      (block) => block.startsWith('event: delta'),
    );
  };
}

function directClient(w: AskWorld) {
  const url = new URL(`${w.fake.url}/chat/completions`);
  const payload = JSON.stringify({
    model: 'fake-model',
    stream: true,
    stream_options: { include_usage: true },
    messages: [{ role: 'user', content: 'Why does my program print 45?' }],
  });
  return () =>
    streamOnce(
      url,
      { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      payload,
      (block) => /"content":"[^"]/.test(block),
    );
}

async function main(): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  for (const sufficiencyCheck of [false, true]) {
    const w = await startAskWorld({ sufficiencyCheck, fake: { answer: fakeAnswer, defaults: pace } });
    try {
      const learners: TestClient[] = [];
      for (let i = 0; i < Math.ceil(requests / asksPerLearner); i++)
        learners.push(await w.addLearner(`bench${i}`));
      const direct = directClient(w);
      // Warm-up: code paths, connections, the tokenizer (then the day's counts start again).
      const warm = routeClient(w, learners, 1);
      for (let i = 0; i < Math.min(10, learners.length); i++) await Promise.all([warm(i, 0), direct()]);
      for (const concurrency of [1, 50]) {
        const viaRoute = routeClient(w, learners, concurrency);
        const count = concurrency === 1 ? Math.ceil(requests / 5) : requests;
        await w.app.core.db('ai_usage').delete();
        const baseline = await load(count, concurrency, () => direct());
        const route = await load(count, concurrency, viaRoute);
        const label = `c=${concurrency}, sufficiency ${sufficiencyCheck ? 'on' : 'off'}`;
        console.log(
          `${label}: first token p50 ${route.p50.toFixed(1)} ms vs ${baseline.p50.toFixed(1)} ms direct (p99 ${route.p99.toFixed(1)} vs ${baseline.p99.toFixed(1)}), ` +
            `${route.chunksPerSecond.toFixed(0)} vs ${baseline.chunksPerSecond.toFixed(0)} chunks/s`,
        );
        rows.push(
          {
            figure: `first token p50 via code-explanation (${label})`,
            value: `${route.p50.toFixed(1)} ms`,
            baseline: `${baseline.p50.toFixed(1)} ms (fake directly)`,
            ratio: `+${(route.p50 - baseline.p50).toFixed(1)} ms`,
            goal: '+15 ms',
            met: sufficiencyCheck ? null : route.p50 - baseline.p50 <= 15,
          },
          {
            figure: `first token p99 via code-explanation (${label})`,
            value: `${route.p99.toFixed(1)} ms`,
            baseline: `${baseline.p99.toFixed(1)} ms (fake directly)`,
            ratio: `${(route.p99 / baseline.p99).toFixed(2)}×`,
            goal: '-',
            met: null,
          },
          {
            figure: `chunks/s via code-explanation (${label})`,
            value: route.chunksPerSecond.toFixed(0),
            baseline: `${baseline.chunksPerSecond.toFixed(0)} (fake directly)`,
            ratio: `${(route.chunksPerSecond / baseline.chunksPerSecond).toFixed(2)}×`,
            goal: '≥ 0.8×',
            met: sufficiencyCheck ? null : route.chunksPerSecond / baseline.chunksPerSecond >= 0.8,
          },
        );
      }
    } finally {
      await w.stop();
    }
  }
  console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
}

await main();
