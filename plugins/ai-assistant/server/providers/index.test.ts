import test from 'ava';
import { aiConfigOf, createAiProvider } from './index.ts';
import { AnthropicProvider } from './anthropic.ts';
import { OpenAiProvider } from './openai.ts';

test('off, missing or unconfigured providers give no provider', (t) => {
  t.is(createAiProvider(aiConfigOf({})), null);
  t.is(createAiProvider(aiConfigOf({ ai: { provider: 'off' } })), null);
  t.is(createAiProvider(aiConfigOf({ ai: { provider: 'demo' } })), null);
  t.is(createAiProvider(aiConfigOf({ ai: { provider: 'anthropic' } })), null);
  t.is(createAiProvider(aiConfigOf({ ai: { provider: 'openai' } })), null);
});

test('each provider gets its adapter; demo is the OpenAI adapter flagged as the demo', (t) => {
  const demo = createAiProvider(
    aiConfigOf({ ai: { provider: 'demo', baseUrl: 'http://127.0.0.1:18690/v1', model: 'seodang-demo' } }),
  );
  t.true(demo instanceof OpenAiProvider);
  t.like(demo, { name: 'demo', demo: true, model: 'seodang-demo' });
  const local = createAiProvider(
    aiConfigOf({ ai: { provider: 'openai', baseUrl: 'http://127.0.0.1:8080/v1' } }),
  );
  t.like(local, { name: 'openai', demo: false, model: 'gpt-4o-mini' });
  const claude = createAiProvider(
    aiConfigOf({ ai: { provider: 'anthropic', apiKey: 'k', model: 'claude-x' } }),
  );
  t.true(claude instanceof AnthropicProvider);
  t.like(claude, { name: 'anthropic', model: 'claude-x' });
});

test('the config block is read with its defaults', (t) => {
  t.like(aiConfigOf({}), { provider: 'off', segment: 'seodang-ai', defaultUsageLimit: 9, retentionDays: 90 });
});
