import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import {
  ProviderError,
  type AiChunk,
  type AiProvider,
  type AiRequest,
  type ProviderFinish,
} from './provider.ts';
import { defaultTimeouts, guardedStream, type ProviderTimeouts } from './stream-guard.ts';
import { errorMapperFor } from './errors.ts';
import { usageOrEstimate } from './usage.ts';

/** This SDK's errors as provider errors. */
const errorOf = errorMapperFor({
  apiError: APIError,
  connectionError: APIConnectionError,
  timeoutError: APIConnectionTimeoutError,
});

export interface AnthropicProviderOptions {
  model: string;
  apiKey: string;
  /** Unset: api.anthropic.com. */
  baseUrl?: string;
  timeouts?: Partial<ProviderTimeouts>;
}

const stopReasons: Record<string, ProviderFinish> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  refusal: 'content_filter',
};

/** The Anthropic Messages API, streamed; its events carry the usage (start: input, delta: output). */
export class AnthropicProvider implements AiProvider {
  readonly name = 'anthropic';
  readonly model: string;
  readonly demo = false;
  readonly #client: Anthropic;
  readonly #timeouts: ProviderTimeouts;

  constructor(options: AnthropicProviderOptions) {
    this.model = options.model;
    this.#timeouts = { ...defaultTimeouts, ...options.timeouts };
    // Retries are ours (stream-guard.ts).
    this.#client = new Anthropic({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      maxRetries: 0,
      timeout: this.#timeouts.totalMs,
      logLevel: 'off',
    });
  }

  stream(request: AiRequest): AsyncIterable<AiChunk> {
    return guardedStream(request, (signal) => this.#attempt(request, signal), errorOf, this.#timeouts);
  }

  async *#attempt(request: AiRequest, signal: AbortSignal): AsyncGenerator<AiChunk> {
    const stream = await this.#client.messages.create(
      {
        model: this.model,
        max_tokens: request.maxTokens,
        system: request.system,
        messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
        stream: true,
      },
      { signal },
    );
    let text = '';
    let finish: ProviderFinish | undefined;
    let inputTokens: number | undefined;
    let outputTokens: number | undefined;
    let stopped = false;
    for await (const event of stream) {
      switch (event?.type) {
        case 'message_start':
          inputTokens = event.message.usage?.input_tokens ?? undefined;
          outputTokens = event.message.usage?.output_tokens ?? undefined;
          break;
        case 'content_block_delta':
          if (event.delta.type === 'text_delta' && event.delta.text) {
            text += event.delta.text;
            yield { type: 'delta', text: event.delta.text };
          }
          break;
        case 'message_delta':
          if (event.delta.stop_reason) finish = stopReasons[event.delta.stop_reason] ?? 'stop';
          // Cumulative: the last one counts.
          if (typeof event.usage?.output_tokens === 'number') outputTokens = event.usage.output_tokens;
          if (typeof event.usage?.input_tokens === 'number') inputTokens = event.usage.input_tokens;
          break;
        case 'message_stop':
          stopped = true;
          break;
        default:
          // The API may add event types (its versioning policy): skip them, but not an event without one.
          if (typeof (event as { type?: unknown } | null)?.type !== 'string')
            throw new ProviderError('malformed', 'an event without a type');
      }
    }
    if (signal.aborted) return; // the guard names the reason (timeout or the caller's Stop)
    if (!stopped) throw new ProviderError('cut', 'the answer ended before message_stop');
    yield {
      type: 'finish',
      finishReason: finish ?? 'stop',
      usage: usageOrEstimate({ inputTokens, outputTokens }, request, text),
    };
  }
}
