import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  ProviderError,
  type AiChunk,
  type AiProvider,
  type AiRequest,
  type ProviderFinish,
} from './provider.ts';
import { defaultTimeouts, guardedStream, type ProviderTimeouts } from './stream-guard.ts';
import { errorMapperFor } from './errors.ts';
import { fetchWatchingEndMarker } from './end-marker.ts';
import { usageOrEstimate } from './usage.ts';

/** This SDK's errors as provider errors. */
const errorOf = errorMapperFor({
  apiError: APIError,
  connectionError: APIConnectionError,
  timeoutError: APIConnectionTimeoutError,
});

export interface OpenAiProviderOptions {
  model: string;
  /** Unset: api.openai.com. A local server's `/v1` (llama-server, Ollama, vLLM). */
  baseUrl?: string;
  /** Optional for a local server. */
  apiKey?: string;
  /** `demo` for the local demo model (its answers are badged). */
  name?: 'openai' | 'demo';
  timeouts?: Partial<ProviderTimeouts>;
}

const finishReasons: Record<string, ProviderFinish> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content_filter',
};

/**
 * OpenAI-compatible Chat Completions, streamed with `stream_options.include_usage` so the last
 * chunk carries the token counts. Works with any server that speaks the API, by base URL.
 */
export class OpenAiProvider implements AiProvider {
  readonly name: 'openai' | 'demo';
  readonly model: string;
  readonly demo: boolean;
  readonly #options: OpenAiProviderOptions;
  readonly #timeouts: ProviderTimeouts;

  constructor(options: OpenAiProviderOptions) {
    this.name = options.name ?? 'openai';
    this.demo = this.name === 'demo';
    this.model = options.model;
    this.#options = options;
    this.#timeouts = { ...defaultTimeouts, ...options.timeouts };
  }

  stream(request: AiRequest): AsyncIterable<AiChunk> {
    return guardedStream(request, (signal) => this.#attempt(request, signal), errorOf, this.#timeouts);
  }

  async *#attempt(request: AiRequest, signal: AbortSignal): AsyncGenerator<AiChunk> {
    let ended = false;
    // A client per call: the fetch wrapper reports this call's end marker. Retries are ours.
    const client = new OpenAI({
      apiKey: this.#options.apiKey ?? 'none',
      baseURL: this.#options.baseUrl,
      maxRetries: 0,
      timeout: this.#timeouts.totalMs,
      logLevel: 'off',
      fetch: fetchWatchingEndMarker('[DONE]', () => (ended = true)),
    });
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      ...request.messages.map((m) => ({ role: m.role, content: m.content })),
    ];
    const stream = await client.chat.completions.create(
      {
        model: this.model,
        messages,
        // OpenAI's own API wants the newer name; the compatible servers know `max_tokens`.
        ...(this.#options.baseUrl
          ? { max_tokens: request.maxTokens }
          : { max_completion_tokens: request.maxTokens }),
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal },
    );
    let text = '';
    let finish: ProviderFinish | undefined;
    let refused = false;
    let usage: ChatCompletionChunk['usage'];
    for await (const chunk of stream) {
      if (!Array.isArray(chunk?.choices)) throw new ProviderError('malformed', 'a chunk without choices');
      if (chunk.usage) usage = chunk.usage;
      for (const choice of chunk.choices) {
        const piece = choice.delta?.content ?? choice.delta?.refusal ?? '';
        if (choice.delta?.refusal) refused = true;
        if (piece) {
          text += piece;
          yield { type: 'delta', text: piece };
        }
        if (choice.finish_reason) finish = finishReasons[choice.finish_reason] ?? 'stop';
      }
    }
    if (signal.aborted) return; // the guard names the reason (timeout or the caller's Stop)
    if (!ended) throw new ProviderError('cut', 'the answer ended before [DONE]');
    yield {
      type: 'finish',
      finishReason: refused ? 'content_filter' : (finish ?? 'stop'),
      usage: usageOrEstimate(
        usage ? { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } : undefined,
        request,
        text,
      ),
    };
  }
}
