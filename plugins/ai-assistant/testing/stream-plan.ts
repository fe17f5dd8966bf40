import type { ServerResponse } from 'node:http';
import type { FakeReply } from './fake-reply.ts';
import { chunkText } from './fake-reply.ts';
import { clientGone, sleep } from './sse-writer.ts';

/** How one API writes the parts of a streamed answer. */
export interface StreamWriters {
  text(piece: string): void;
  /** A chunk that is not JSON. */
  malformed(): void;
  /** The API's error inside the stream (an overloaded server mid-answer). */
  errorEvent(): void;
  /** The finish, the usage (unless `reply.usage` is false) and the end marker. */
  finish(): void;
}

/**
 * Streams `text` in chunks with the reply's pace and failure: stall (stop writing, keep the
 * connection), cut (end or reset without the end marker), malformed chunk, error event.
 */
export async function runStreamPlan(
  res: ServerResponse,
  reply: FakeReply,
  text: string,
  writers: StreamWriters,
): Promise<void> {
  const chunks = chunkText(text, reply.chunkSize);
  for (let i = 0; i <= chunks.length; i++) {
    if (clientGone(res)) return;
    if (reply.stallAfterChunks === i) return; // the connection stays open until the client leaves
    if (reply.cutAfterChunks === i) {
      if (reply.cutByReset) {
        // Let the client read what was sent: a reset discards what it has not read yet.
        await sleep(30);
        res.socket?.destroy();
      } else res.end();
      return;
    }
    if (reply.malformedAfterChunks === i || reply.errorEventAfterChunks === i) {
      if (reply.malformedAfterChunks === i) writers.malformed();
      else writers.errorEvent();
      res.end();
      return;
    }
    if (i === chunks.length) break;
    if (i > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    writers.text(chunks[i]);
  }
  writers.finish();
  res.end();
}
