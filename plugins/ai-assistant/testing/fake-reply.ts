/**
 * What a fake model server does with one request: a whole answer by default, or one of the
 * documented failures. Each field is independent; unset fields keep the normal behaviour.
 */
export interface FakeReply {
  /** Answer with this HTTP error in the API's error format instead (401, 429, 500, 503, 529…). */
  status?: number;
  /** `retry-after` header (seconds) with `status`. */
  retryAfter?: number;
  /** The answer; default: the fake's deterministic answer to the request (fake-answers.ts). */
  text?: string;
  /** Characters per streamed chunk (default 16). */
  chunkSize?: number;
  /** Wait before the response's headers (a slow first byte). */
  firstByteDelayMs?: number;
  /** Wait between chunks (default 0). */
  chunkDelayMs?: number;
  /** Send this many text chunks, then nothing more, keeping the connection open. */
  stallAfterChunks?: number;
  /** Send this many text chunks, then end the response without the end marker. */
  cutAfterChunks?: number;
  /** With `cutAfterChunks`: reset the connection instead of ending the response cleanly. */
  cutByReset?: boolean;
  /** Send this many text chunks, then a chunk that is not JSON, then end. */
  malformedAfterChunks?: number;
  /**
   * Send this many text chunks, then the API's in-stream error (OpenAI: a `data: {"error": …}`
   * chunk; Anthropic: `event: error` with `overloaded_error`), then end.
   */
  errorEventAfterChunks?: number;
  /** How the answer finishes (`content_filter` is Anthropic's `refusal`). Default `stop`. */
  finish?: 'stop' | 'length' | 'content_filter';
  /** OpenAI: send the text as `delta.refusal` (a refusal) rather than `content`. */
  refusal?: boolean;
  /** false: the stream carries no token counts. */
  usage?: boolean;
}

/** The fake's recorded view of one request. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (undefined when there was none or it was not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read either API's fields freely
  body: any;
}

/** Splits a text into chunks of `size` characters (never inside a surrogate pair). */
export function chunkText(text: string, size = 16): string[] {
  const chars = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}
