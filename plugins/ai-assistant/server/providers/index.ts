import { z } from 'zod';
import type { AiProvider } from './provider.ts';
import { OpenAiProvider } from './openai.ts';
import { AnthropicProvider } from './anthropic.ts';
import type { ProviderTimeouts } from './stream-guard.ts';

export * from './provider.ts';
export { OpenAiProvider, type OpenAiProviderOptions } from './openai.ts';
export { AnthropicProvider, type AnthropicProviderOptions } from './anthropic.ts';
export { estimateTokens, estimateMessagesTokens, trimHistory } from './tokens.ts';
export { defaultTimeouts, type ProviderTimeouts } from './stream-guard.ts';

/** The `ai` block of the configuration (checked by `@seodang/config`; read leniently here). */
const aiConfigSchema = z.object({
  provider: z.enum(['openai', 'anthropic', 'demo', 'off']).default('off'),
  baseUrl: z.string().min(1).optional(),
  apiKey: z.string().min(1).optional(),
  model: z.string().min(1).optional(),
  segment: z.string().min(1).default('seodang-ai'),
  defaultUsageLimit: z.number().int().min(1).max(9).default(9),
  retentionDays: z.number().int().positive().default(90),
});
export type AiConfig = z.infer<typeof aiConfigSchema>;

/** The AI settings of a configuration object (`StartContext.config`); off when it has none. */
export function aiConfigOf(config: Readonly<Record<string, unknown>>): AiConfig {
  return aiConfigSchema.parse(config.ai ?? {});
}

/**
 * The model the configuration names, or null when the assistant is off or unconfigured (the
 * routes then answer 503 `ai_unavailable`). `demo` is the OpenAI adapter pointed at the local demo
 * model, flagged so its answers are badged.
 */
export function createAiProvider(ai: AiConfig, timeouts?: Partial<ProviderTimeouts>): AiProvider | null {
  const endpoint = { baseUrl: ai.baseUrl, apiKey: ai.apiKey, timeouts };
  switch (ai.provider) {
    case 'openai':
      if (!ai.apiKey && !ai.baseUrl) return null;
      return new OpenAiProvider({ ...endpoint, model: ai.model ?? 'gpt-4o-mini' });
    case 'demo':
      if (!ai.baseUrl) return null;
      // The demo model is called without the configured key.
      return new OpenAiProvider({
        name: 'demo',
        model: ai.model ?? 'seodang-demo',
        baseUrl: ai.baseUrl,
        timeouts,
      });
    case 'anthropic':
      if (!ai.apiKey) return null;
      return new AnthropicProvider({ ...endpoint, apiKey: ai.apiKey, model: ai.model ?? 'claude-haiku-4-5' });
    case 'off':
      return null;
  }
}
