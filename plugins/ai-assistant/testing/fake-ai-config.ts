/** The `ai` configuration block that points core at a fake (or any local) OpenAI-compatible model. */
export interface FakeAiConfig {
  provider: 'openai';
  baseUrl: string;
  apiKey: string;
  model: string;
  segment: string;
  defaultUsageLimit: number;
  retentionDays: number;
  sufficiencyCheck: boolean;
}

/**
 * `config.ai` for a test core answered by `fake` (a `FakeModelServer`, or anything with the
 * model's base URL): the OpenAI adapter, key `sk-test`, model `fake-model`, the default segment,
 * 9 questions a lesson, texts kept 90 days and the sufficiency check on, unless `options` says otherwise.
 */
export function fakeAiConfig(
  fake: { url: string },
  options: Partial<Omit<FakeAiConfig, 'provider' | 'baseUrl'>> = {},
): FakeAiConfig {
  return {
    provider: 'openai',
    baseUrl: fake.url,
    apiKey: 'sk-test',
    model: 'fake-model',
    segment: 'seodang-ai',
    defaultUsageLimit: 9,
    retentionDays: 90,
    sufficiencyCheck: true,
    ...options,
  };
}
