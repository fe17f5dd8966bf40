import type { AiRequest, AiTokenUsage } from './provider.ts';
import { estimateMessagesTokens, estimateTokens } from './tokens.ts';

/** The provider's token counts, or our estimate (flagged) when it sent none. */
export function usageOrEstimate(
  reported: { inputTokens?: number | null; outputTokens?: number | null } | undefined,
  request: AiRequest,
  answer: string,
): AiTokenUsage {
  const input = reported?.inputTokens;
  const output = reported?.outputTokens;
  if (typeof input === 'number' && typeof output === 'number')
    return { inputTokens: input, outputTokens: output, estimated: false };
  return {
    inputTokens:
      typeof input === 'number'
        ? input
        : estimateTokens(request.system) + estimateMessagesTokens(request.messages),
    outputTokens: typeof output === 'number' ? output : estimateTokens(answer),
    estimated: true,
  };
}
