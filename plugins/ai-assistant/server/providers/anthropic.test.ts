import test from 'ava';
import { startAnthropicFake, type FakeModelServer } from '../../testing/index.ts';
import { AnthropicProvider } from './anthropic.ts';
import { adapterSuite, fastTimeouts } from './adapter-suite.ts';
import { collect, sampleRequest } from './provider-test-kit.ts';

adapterSuite({
  startFake: (apiKey) => startAnthropicFake({ apiKey }),
  provider: (baseUrl, apiKey, timeouts) =>
    new AnthropicProvider({ model: 'fake-model', baseUrl, apiKey, timeouts }),
});

let fake: FakeModelServer;
test.before(async () => {
  fake = await startAnthropicFake({ apiKey: 'sk-ant-good' });
});
test.after.always(() => fake.close());

test.serial(
  'sends Messages with the system prompt apart, the key, the API version and max_tokens',
  async (t) => {
    const provider = new AnthropicProvider({
      model: 'fake-model',
      baseUrl: fake.url,
      apiKey: 'sk-ant-good',
      timeouts: fastTimeouts,
    });
    t.like(provider, { name: 'anthropic', model: 'fake-model', demo: false });
    await collect(provider);
    const [request] = fake.requests;
    t.is(request.path, '/v1/messages');
    t.true(
      request.headers['x-api-key'] === 'sk-ant-good' ||
        request.headers.authorization === 'Bearer sk-ant-good',
    );
    t.truthy(request.headers['anthropic-version']);
    t.like(request.body, {
      model: 'fake-model',
      max_tokens: 300,
      stream: true,
      system: sampleRequest.system,
    });
    t.deepEqual(request.body.messages, sampleRequest.messages);
  },
);
