import test from 'ava';
import { createServer } from 'node:net';
import { fakeDefaultAnswer, type FakeModelServer } from '../../testing/index.ts';
import type { AiProvider } from './provider.ts';
import type { ProviderTimeouts } from './stream-guard.ts';
import { collect, sampleRequest } from './provider-test-kit.ts';
import { estimateTokens } from './tokens.ts';

/** Small timeouts, so every failure mode runs in well under a second. */
export const fastTimeouts: ProviderTimeouts = {
  firstTokenMs: 400,
  idleMs: 300,
  totalMs: 3000,
  retryDelayMs: 10,
  maxRetryWaitMs: 1500,
};

export interface AdapterUnderTest {
  /** Starts the API's fake, accepting `apiKey` only. */
  startFake(apiKey: string): Promise<FakeModelServer>;
  /** The adapter pointed at a base URL with a key. */
  provider(baseUrl: string, apiKey: string, timeouts?: Partial<ProviderTimeouts>): AiProvider;
}

/**
 * The behaviour both adapters share, against their own API's fake: answer and usage, every
 * failure mode, the one retry (never after the first token), the timeouts and Stop.
 */
export function adapterSuite(adapter: AdapterUnderTest): void {
  let fake: FakeModelServer;
  const provider = (
    options: { apiKey?: string; baseUrl?: string; timeouts?: Partial<ProviderTimeouts> } = {},
  ) =>
    adapter.provider(options.baseUrl ?? fake.url, options.apiKey ?? 'key-good', {
      ...fastTimeouts,
      ...options.timeouts,
    });

  test.before(async () => {
    estimateTokens('warm up'); // loads the encoder's ranks once, outside the timed calls
    fake = await adapter.startFake('key-good');
  });
  test.after.always(() => fake.close());
  test.beforeEach(() => fake.reset());

  test.serial('streams the answer in chunks with the usage the API counted', async (t) => {
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
  });

  test.serial('without usage the tokens are estimated and flagged', async (t) => {
    fake.script({ usage: false });
    const outcome = await collect(provider());
    t.is(outcome.finishReason, 'stop');
    t.deepEqual(outcome.usage, {
      inputTokens:
        estimateTokens(sampleRequest.system) + estimateTokens(sampleRequest.messages[0].content) + 4,
      outputTokens: estimateTokens(fakeDefaultAnswer),
      estimated: true,
    });
  });

  test.serial('finish reasons: length and content_filter', async (t) => {
    fake.script({ finish: 'length' }, { finish: 'content_filter' });
    t.is((await collect(provider())).finishReason, 'length');
    t.is((await collect(provider())).finishReason, 'content_filter');
  });

  test.serial('a refused key is auth, not retried', async (t) => {
    const outcome = await collect(provider({ apiKey: 'key-bad' }));
    t.like(outcome.error, { kind: 'auth', afterFirstToken: false });
    t.is(fake.requests.length, 1);
  });

  test.serial('429 is retried once after its retry-after; a second 429 fails with it', async (t) => {
    fake.script({ status: 429, retryAfter: 0.2 });
    const started = Date.now();
    t.is((await collect(provider())).text, fakeDefaultAnswer);
    t.true(Date.now() - started >= 190, 'waited the retry-after');
    t.is(fake.requests.length, 2);

    fake.reset();
    fake.script({ status: 429, retryAfter: 0 }, { status: 429, retryAfter: 1 });
    t.like((await collect(provider())).error, { kind: 'rate_limited', retryAfter: 1 });
    t.is(fake.requests.length, 2);
  });

  test.serial('a retry-after beyond the cap fails at once, with it', async (t) => {
    fake.script({ status: 429, retryAfter: 60 });
    const started = Date.now();
    t.like((await collect(provider())).error, { kind: 'rate_limited', retryAfter: 60 });
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
    const baseUrl = fake.url.replace(/:\d+/, `:${closedPort}`);
    t.like((await collect(provider({ baseUrl }))).error, { kind: 'unavailable', afterFirstToken: false });
  });

  test.serial('a slow first byte times out (first token), not retried', async (t) => {
    fake.script({ firstByteDelayMs: 800 });
    t.like((await collect(provider())).error, { kind: 'timeout', afterFirstToken: false });
    t.is(fake.requests.length, 1);
  });

  test.serial('a stall mid-stream times out (idle) after the first token, not retried', async (t) => {
    fake.script({ stallAfterChunks: 2 });
    const outcome = await collect(provider());
    t.like(outcome.error, { kind: 'timeout', afterFirstToken: true });
    t.is(outcome.deltas, 2);
    t.is(fake.requests.length, 1);
  });

  test.serial('the total timeout ends a slow answer', async (t) => {
    fake.script({ chunkDelayMs: 100, chunkSize: 2 });
    const outcome = await collect(provider({ timeouts: { totalMs: 600 } }));
    t.like(outcome.error, { kind: 'timeout', afterFirstToken: true });
  });

  test.serial(
    'a stream cut before its end marker is cut, and not retried after the first token',
    async (t) => {
      fake.script({ cutAfterChunks: 2 });
      const ended = await collect(provider());
      t.like(ended.error, { kind: 'cut', afterFirstToken: true });
      t.is(ended.deltas, 2);
      t.is(fake.requests.length, 1);

      fake.script({ cutAfterChunks: 1, cutByReset: true });
      t.like((await collect(provider())).error, { kind: 'cut', afterFirstToken: true });

      // The whole text came, but not the end: still cut.
      fake.script({ chunkSize: 1000, cutAfterChunks: 1 });
      const whole = await collect(provider());
      t.is(whole.text, fakeDefaultAnswer);
      t.like(whole.error, { kind: 'cut', afterFirstToken: true });

      fake.script({ cutAfterChunks: 0 });
      t.like((await collect(provider())).error, { kind: 'cut', afterFirstToken: false });
    },
  );

  test.serial('a malformed chunk is malformed', async (t) => {
    fake.script({ malformedAfterChunks: 1 });
    t.like((await collect(provider())).error, { kind: 'malformed', afterFirstToken: true });
    t.is(fake.requests.length, 1);
  });

  test.serial('an error inside the stream is unavailable, after the first token, not retried', async (t) => {
    fake.script({ errorEventAfterChunks: 1 });
    const outcome = await collect(provider());
    t.like(outcome.error, { kind: 'unavailable', afterFirstToken: true });
    t.is(outcome.deltas, 1);
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
}
