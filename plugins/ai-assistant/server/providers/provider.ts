/** One message of the conversation sent to a model (the system prompt goes apart). */
export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** What to ask a model. */
export interface AiRequest {
  system: string;
  messages: AiMessage[];
  maxTokens: number;
  /** Aborts the upstream request (the learner pressed Stop, or left). */
  signal?: AbortSignal;
}

/** Token counts of one answer; `estimated` when the provider gave none and we counted them. */
export interface AiTokenUsage {
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

/**
 * Why the model stopped: `stop` (done), `length` (max tokens), `content_filter` (the provider's
 * filter or a refusal).
 */
export type ProviderFinish = 'stop' | 'length' | 'content_filter';

/** A piece of a streamed answer. The last chunk is always `finish` (unless the stream throws). */
export type AiChunk =
  { type: 'delta'; text: string } | { type: 'finish'; finishReason: ProviderFinish; usage: AiTokenUsage };

/** Why a provider call failed (mapped to the API's errors by the routes). */
export type ProviderErrorKind =
  | 'auth' // 401/403: the key is refused
  | 'rate_limited' // 429 after our one retry
  | 'unavailable' // 5xx, 529, connection refused
  | 'timeout' // first token, idle or total timeout
  | 'cut' // the stream ended before its end marker
  | 'malformed' // a chunk we could not read
  | 'aborted'; // the caller aborted

/** A provider call that failed; `afterFirstToken` says whether part of an answer was sent. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly afterFirstToken: boolean;
  /** Seconds the provider asked us to wait (429 retry-after). */
  readonly retryAfter: number | undefined;
  constructor(kind: ProviderErrorKind, message: string, afterFirstToken = false, retryAfter?: number) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.afterFirstToken = afterFirstToken;
    this.retryAfter = retryAfter;
  }
}

/** A model behind a documented API (OpenAI-compatible Chat Completions, Anthropic Messages). */
export interface AiProvider {
  /** `openai`, `anthropic` or `demo`. */
  readonly name: string;
  readonly model: string;
  /** Whether this is the local demo model (answers are badged "데모 모델"). */
  readonly demo: boolean;
  /** Streams an answer; throws {@link ProviderError}. */
  stream(request: AiRequest): AsyncIterable<AiChunk>;
}
