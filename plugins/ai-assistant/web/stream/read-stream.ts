import { createParser } from 'eventsource-parser';
import { readCookie, toApiError } from '@seodang/sdk/web';
import type { AiStreamEvent } from '../../common/api.ts';
import { toStreamEvent } from './stream-event.ts';

/**
 * POSTs a question and hands each event of the streamed answer to `onEvent` until the stream
 * ends. Rejects with an `ApiError` when the server refuses before streaming (4xx/5xx JSON
 * errors: quota, exam, provider failure), and with an AbortError when `signal` stops it.
 */
export async function readAnswerStream(
  url: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: AiStreamEvent) => void,
  fallbackMessage: string,
): Promise<void> {
  const token = readCookie(document.cookie, 'sd_csrf');
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(token ? { 'x-csrf-token': token } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: the fallback message */
    }
    throw toApiError(response.status, parsed, fallbackMessage);
  }
  const parser = createParser({
    onEvent: (message) => {
      const event = toStreamEvent(message.event, message.data);
      if (event) onEvent(event);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}
