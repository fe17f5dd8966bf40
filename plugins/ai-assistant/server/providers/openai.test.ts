import test from 'ava';
import { createServer } from 'node:net';
import { startOpenAiFake, fakeDefaultAnswer, type FakeModelServer } from '../../testing/index.ts';
import { OpenAiProvider } from './openai.ts';
import { collect, sampleRequest } from './provider-test-kit.ts';
import { estimateTokens } from './tokens.ts';

const fast = { firstTokenMs: 400, idleMs: 300, totalMs: 3000, retryDelayMs: 10, maxRetryWaitMs: 1500 };
let fake: FakeModelServer;

test.before(async () => {
  estimateTokens('warm up'); // loads the encoder's ranks once, outside the timed calls
  fake = await startOpenAiFake({ apiKey: 'sk-good' });
});
test.after.always(() => fake.close());
test.beforeEach(() => fake.reset());

const provider = (overrides: Partial<ConstructorParameters<typeof OpenAiProvider>[0]> = {}) =>
  new OpenAiProvider({
    model: 'fake-model',
    baseUrl: fake.url,
    apiKey: 'sk-good',
    timeouts: fast,
    ...overrides,
  });

test.serial('streams the answer in chunks with the usage the server counted', async (t) => {
  const outcome = await collect(provider());
  t.is(outcome.text, fakeDefaultAnswer);
  t.true(outcome.deltas > 3);
  t.is(outcome.finishReason, 'stop');
  t.deepEqual(outcome.usage, {
    inputTokens: estimateTokens(`${sampleRequest.system}\n${sampleRequest.messages[0].content}`),
    outputTokens: estimateTokens(fakeDefaultAnswer),
    estimated: false,
  });
  t.is(fake.requests.length, 1);
  const [request] = fake.requests;
  t.is(request.path, '/v1/chat/completions');
  t.is(request.headers.authorization, 'Bearer sk-good');
  t.like(request.body, {
    model: 'fake-model',
    stream: true,
    stream_options: { include_usage: true },
    max_tokens: 300,
  });
  t.deepEqual(request.body.messages, [
    { role: 'system', content: sampleRequest.system },
    { role: 'user', content: sampleRequest.messages[0].content },
  ]);
});

test.serial('without usage in the stream the tokens are estimated and flagged', async (t) => {
  fake.script({ usage: false });
  const outcome = await collect(provider());
  t.is(outcome.finishReason, 'stop');
  t.deepEqual(outcome.usage, {
    inputTokens: estimateTokens(sampleRequest.system) + estimateTokens(sampleRequest.messages[0].content) + 4,
    outputTokens: estimateTokens(fakeDefaultAnswer),
    estimated: true,
  });
});

test.serial('finish reasons: length, content_filter, and a refusal as content_filter', async (t) => {
  fake.script(
    { finish: 'length' },
    { finish: 'content_filter' },
    { refusal: true, text: "I can't help with that." },
  );
  t.is((await collect(provider())).finishReason, 'length');
  t.is((await collect(provider())).finishReason, 'content_filter');
  const refusal = await collect(provider());
  t.is(refusal.finishReason, 'content_filter');
  t.is(refusal.text, "I can't help with that.");
});

test.serial('a refused key is auth, not retried', async (t) => {
  const outcome = await collect(provider({ apiKey: 'sk-bad' }));
  t.like(outcome.error, { kind: 'auth', afterFirstToken: false });
  t.is(fake.requests.length, 1);
});

test.serial('429 is retried once after its retry-after, and a second 429 fails with it', async (t) => {
  fake.script({ status: 429, retryAfter: 0.2 });
  const started = Date.now();
  const ok = await collect(provider());
  t.is(ok.text, fakeDefaultAnswer);
  t.true(Date.now() - started >= 190, 'waited the retry-after');
  t.is(fake.requests.length, 2);

  fake.reset();
  fake.script({ status: 429, retryAfter: 0 }, { status: 429, retryAfter: 1 });
  const busy = await collect(provider());
  t.like(busy.error, { kind: 'rate_limited', retryAfter: 1 });
  t.is(fake.requests.length, 2);
});

test.serial('a retry-after beyond the cap is not waited for', async (t) => {
  fake.script({ status: 429, retryAfter: 60 });
  const started = Date.now();
  const outcome = await collect(provider());
  t.like(outcome.error, { kind: 'rate_limited', retryAfter: 60 });
  t.true(Date.now() - started < 1000);
  t.is(fake.requests.length, 1);
});

for (const status of [500, 503, 529]) {
  test.serial(`${status} is unavailable after one retry; a retry that answers succeeds`, async (t) => {
    fake.script({ status }, { status });
    t.like((await collect(provider())).error, { kind: 'unavailable', afterFirstToken: false });
    t.is(fake.requests.length, 2);
    fake.reset();
    fake.script({ status });
    t.is((await collect(provider())).text, fakeDefaultAnswer);
    t.is(fake.requests.length, 2);
  });
}

test.serial('a refused connection is unavailable', async (t) => {
  const closedPort = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const outcome = await collect(provider({ baseUrl: `http://127.0.0.1:${closedPort}/v1` }));
  t.like(outcome.error, { kind: 'unavailable', afterFirstToken: false });
});

test.serial('a slow first byte times out (first-token timeout), not retried', async (t) => {
  fake.script({ firstByteDelayMs: 800 });
  const outcome = await collect(provider());
  t.like(outcome.error, { kind: 'timeout', afterFirstToken: false });
  t.is(fake.requests.length, 1);
});

test.serial('a stall mid-stream times out (idle timeout) after the first token, not retried', async (t) => {
  fake.script({ stallAfterChunks: 2 });
  const outcome = await collect(provider());
  t.like(outcome.error, { kind: 'timeout', afterFirstToken: true });
  t.is(outcome.deltas, 2);
  t.is(fake.requests.length, 1);
});

test.serial('the total timeout ends a slow answer', async (t) => {
  fake.script({ chunkDelayMs: 100, chunkSize: 2 });
  const outcome = await collect(provider({ timeouts: { ...fast, totalMs: 600 } }));
  t.like(outcome.error, { kind: 'timeout', afterFirstToken: true });
});

test.serial('a stream cut before [DONE] is cut, after the first token, and not retried', async (t) => {
  fake.script({ cutAfterChunks: 2 });
  const ended = await collect(provider());
  t.like(ended.error, { kind: 'cut', afterFirstToken: true });
  t.is(ended.deltas, 2);
  t.is(fake.requests.length, 1);

  fake.script({ cutAfterChunks: 1, cutByReset: true });
  t.like((await collect(provider())).error, { kind: 'cut', afterFirstToken: true });

  // Cut after the whole text and its finish reason but before [DONE]: still cut.
  fake.script({ cutAfterChunks: 0 });
  t.like((await collect(provider())).error, { kind: 'cut', afterFirstToken: false });
});

test.serial('a malformed chunk is malformed', async (t) => {
  fake.script({ malformedAfterChunks: 1 });
  const outcome = await collect(provider());
  t.like(outcome.error, { kind: 'malformed', afterFirstToken: true });
  t.is(fake.requests.length, 1);
});

test.serial("the caller's abort stops the upstream request", async (t) => {
  fake.script({ chunkDelayMs: 50, chunkSize: 2 });
  const controller = new AbortController();
  const outcome = await collect(provider(), { ...sampleRequest, signal: controller.signal }, (chunk) => {
    if (chunk.type === 'delta') controller.abort();
  });
  t.like(outcome.error, { kind: 'aborted', afterFirstToken: true });
  t.is(outcome.deltas, 1);
  t.is(fake.requests.length, 1);

  const already = new AbortController();
  already.abort();
  t.like((await collect(provider(), { ...sampleRequest, signal: already.signal })).error, {
    kind: 'aborted',
  });
  t.is(fake.requests.length, 1);
});

test.serial('the demo flag and name follow the options', (t) => {
  const demo = provider({ name: 'demo' });
  t.true(demo.demo);
  t.is(demo.name, 'demo');
  t.false(provider().demo);
});
