import type { FakeReply } from './fake-reply.ts';
import { sleep } from './sse-writer.ts';

/** An HTTP error a fake answers with, in its API's error format. */
export interface FakeFailure {
  status: number;
  headers: Record<string, string>;
}

/**
 * The steps both fakes take before answering, in the real APIs' order: the scripted slow first
 * byte, then a wrong API key (401), then the scripted HTTP error with its `retry-after`.
 */
export async function failureBeforeAnswer(
  reply: FakeReply,
  keyAccepted: boolean,
): Promise<FakeFailure | undefined> {
  if (reply.firstByteDelayMs) await sleep(reply.firstByteDelayMs);
  if (!keyAccepted) return { status: 401, headers: {} };
  if (reply.status && reply.status >= 400) {
    const headers: Record<string, string> =
      reply.retryAfter !== undefined ? { 'retry-after': String(reply.retryAfter) } : {};
    return { status: reply.status, headers };
  }
  return undefined;
}

/** A message's text, whether sent as a string or as content parts. */
export function messageText(content: string | { type: string; text?: string }[] | undefined): string {
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}
