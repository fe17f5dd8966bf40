import type { AiChunk, AiProvider, AiRequest, AiTokenUsage, ProviderFinish } from './provider.ts';
import { ProviderError } from './provider.ts';

/** What one streamed call gave: the text, how it finished, or the error it threw. */
export interface StreamOutcome {
  text: string;
  deltas: number;
  finishReason?: ProviderFinish;
  usage?: AiTokenUsage;
  error?: ProviderError;
}

export const sampleRequest: AiRequest = {
  system: 'You are a patient programming tutor.',
  messages: [{ role: 'user', content: 'Why does my loop print 9 numbers?' }],
  maxTokens: 300,
};

/** Reads a provider's stream to its end (tests of the adapters). */
export async function collect(
  provider: AiProvider,
  request: AiRequest = sampleRequest,
  onChunk?: (chunk: AiChunk) => void,
): Promise<StreamOutcome> {
  const outcome: StreamOutcome = { text: '', deltas: 0 };
  try {
    for await (const chunk of provider.stream(request)) {
      onChunk?.(chunk);
      if (chunk.type === 'delta') {
        outcome.text += chunk.text;
        outcome.deltas += 1;
      } else {
        outcome.finishReason = chunk.finishReason;
        outcome.usage = chunk.usage;
      }
    }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    outcome.error = err;
  }
  return outcome;
}
