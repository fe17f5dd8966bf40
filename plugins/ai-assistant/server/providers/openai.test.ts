import test from 'ava';
import { startOpenAiFake, type FakeModelServer } from '../../testing/index.ts';
import { OpenAiProvider } from './openai.ts';
import { adapterSuite, fastTimeouts } from './adapter-suite.ts';
import { collect, sampleRequest } from './provider-test-kit.ts';

adapterSuite({
  startFake: (apiKey) => startOpenAiFake({ apiKey }),
  provider: (baseUrl, apiKey, timeouts) =>
    new OpenAiProvider({ model: 'fake-model', baseUrl, apiKey, timeouts }),
});

let fake: FakeModelServer;
test.before(async () => {
  fake = await startOpenAiFake({ apiKey: 'sk-good' });
});
test.after.always(() => fake.close());

const provider = () =>
  new OpenAiProvider({ model: 'fake-model', baseUrl: fake.url, apiKey: 'sk-good', timeouts: fastTimeouts });

test.serial(
  'sends Chat Completions with the system prompt first, usage asked for and max_tokens',
  async (t) => {
    fake.reset();
    await collect(provider());
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
  },
);

test.serial('a refusal (delta.refusal) is shown and finishes as content_filter', async (t) => {
  fake.script({ refusal: true, text: "I can't help with that." });
  const refusal = await collect(provider());
  t.is(refusal.finishReason, 'content_filter');
  t.is(refusal.text, "I can't help with that.");
});

test('the demo flag and name follow the options', (t) => {
  const demo = new OpenAiProvider({ name: 'demo', model: 'seodang-demo', baseUrl: 'http://127.0.0.1:1/v1' });
  t.true(demo.demo);
  t.is(demo.name, 'demo');
  t.false(new OpenAiProvider({ model: 'm', apiKey: 'k' }).demo);
});
